/** The tarot page; the app's router mounts it (its card art loads with it, and only with it). */
import { lazy } from 'react';

export const TarotPage = lazy(() => import('./tarot-page'));
