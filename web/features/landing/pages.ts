/** The landing page; the app's router mounts it. */
import { lazyPage } from '@web/lib/lazy-page';

export const LandingPage = lazyPage(
  () => import('./landing-page'),
  (m) => m.LandingPage,
);
