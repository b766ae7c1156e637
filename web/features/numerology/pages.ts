/** The numerology page; the app's router mounts it. */
import { lazy } from 'react';

export const NumerologyPage = lazy(() => import('./numerology-page'));
