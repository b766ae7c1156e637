/** The basic compatibility page; the app's router mounts it. */
import { lazy } from 'react';

export const CompatibilityPage = lazy(() => import('./compatibility-page'));
