/** The Astro Gems page (/astro-gems and /games); the app's router mounts it. */
import { lazy } from 'react';

export const AstroGemsPage = lazy(() => import('./astro-gems-page'));
