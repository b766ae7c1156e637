/** The basic compatibility page; the app's router mounts it. */
import { lazyPage } from '@web/lib/lazy-page';

export const CompatibilityPage = lazyPage(
  () => import('./compatibility-page'),
  (m) => m.CompatibilityPage,
);
