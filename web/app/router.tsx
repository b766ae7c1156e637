import { createBrowserRouter } from 'react-router';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PageLoading, RootLayout } from '../features/layout/root-layout';
import { RouteError } from './route-error';

/**
 * The route table of 000 §2.1, lazily loaded per screen. A screen that is not built yet
 * has no route here and falls to the not-found page.
 */
export const router = createBrowserRouter([
  {
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: () => import('../features/landing/landing-page').then((m) => ({ Component: m.LandingPage })) },
      { path: 'about', lazy: () => import('../features/static-pages/about-page').then((m) => ({ Component: m.AboutPage })) },
      { path: 'terms', lazy: () => import('../features/static-pages/legal-pages').then((m) => ({ Component: m.TermsPage })) },
      { path: 'privacy', lazy: () => import('../features/static-pages/legal-pages').then((m) => ({ Component: m.PrivacyPage })) },
      { path: 'refund', lazy: () => import('../features/static-pages/legal-pages').then((m) => ({ Component: m.RefundPage })) },
      { path: 'pricing', lazy: () => import('../features/static-pages/pricing-page').then((m) => ({ Component: m.PricingPage })) },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
