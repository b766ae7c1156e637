/** The landing page; the app's router mounts it. */
import { lazy } from 'react';

export const LandingPage = lazy(() => import('./landing-page'));
