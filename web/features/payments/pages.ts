/** Plans, upgrade and the checkout result pages; the app's router mounts them. */
import { lazyPage } from '@web/lib/lazy-page';

const resultPages = () => import('./payment-result-pages');
export const PlansPage = lazyPage(
  () => import('./plans-page'),
  (m) => m.PlansPage,
);
export const UpgradePage = lazyPage(
  () => import('./upgrade-page'),
  (m) => m.UpgradePage,
);
export const PaymentSuccessPage = lazyPage(resultPages, (m) => m.PaymentSuccessPage);
export const PaymentCancelPage = lazyPage(resultPages, (m) => m.PaymentCancelPage);
