/** Plans, upgrade and the checkout result pages; the app's router mounts them. */
import { lazy } from 'react';
import { lazyPage } from '@web/lib/lazy-page';

const resultPages = () => import('./payment-result-pages');
export const PlansPage = lazy(() => import('./plans-page'));
export const UpgradePage = lazy(() => import('./upgrade-page'));
export const PaymentSuccessPage = lazyPage(resultPages, (m) => m.PaymentSuccessPage);
export const PaymentCancelPage = lazyPage(resultPages, (m) => m.PaymentCancelPage);
