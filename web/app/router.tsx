import { type LoaderFunctionArgs, createBrowserRouter, redirect } from 'react-router';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { PageLoading, RootLayout } from '../features/layout/root-layout';
import { RouteError } from './route-error';

const signInPages = () => import('../features/auth/sign-in-pages');
const passwordPages = () => import('../features/auth/password-pages');

/**
 * /auth and /api/login are the Worker's redirects to /signin (001 §2); a link followed inside
 * the app never reaches the Worker, so the router sends it the same way, keeping `returnTo`.
 */
function toSignIn({ request }: LoaderFunctionArgs) {
  const returnTo = new URL(request.url).searchParams.get('returnTo');
  return redirect(returnTo ? `/signin?returnTo=${encodeURIComponent(returnTo)}` : '/signin');
}

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
      {
        path: 'birth-chart',
        lazy: () => import('../features/birth-chart/birth-chart-page').then((m) => ({ Component: m.BirthChartPage })),
      },
      { path: 'about', lazy: () => import('../features/static-pages/about-page').then((m) => ({ Component: m.AboutPage })) },
      { path: 'terms', lazy: () => import('../features/static-pages/legal-pages').then((m) => ({ Component: m.TermsPage })) },
      { path: 'privacy', lazy: () => import('../features/static-pages/legal-pages').then((m) => ({ Component: m.PrivacyPage })) },
      { path: 'refund', lazy: () => import('../features/static-pages/legal-pages').then((m) => ({ Component: m.RefundPage })) },
      { path: 'pricing', lazy: () => import('../features/static-pages/pricing-page').then((m) => ({ Component: m.PricingPage })) },
      { path: 'signin', lazy: () => signInPages().then((m) => ({ Component: m.SignInPage })) },
      { path: 'login', lazy: () => signInPages().then((m) => ({ Component: m.LoginPage })) },
      { path: 'signup', lazy: () => signInPages().then((m) => ({ Component: m.SignUpPage })) },
      { path: 'verify-email', lazy: () => import('../features/auth/verify-email-page').then((m) => ({ Component: m.VerifyEmailPage })) },
      {
        path: 'email-verification-pending',
        lazy: () => import('../features/auth/verification-pending-page').then((m) => ({ Component: m.VerificationPendingPage })),
      },
      { path: 'forgot-password', lazy: () => passwordPages().then((m) => ({ Component: m.ForgotPasswordPage })) },
      { path: 'reset-password', lazy: () => passwordPages().then((m) => ({ Component: m.ResetPasswordPage })) },
      { path: 'profile', lazy: () => import('../features/profile/profile-page').then((m) => ({ Component: m.ProfilePage })) },
      {
        path: 'u/:id',
        lazy: () => import('../features/profile/public-profile-page').then((m) => ({ Component: m.PublicProfilePage })),
      },
      { path: 'auth', loader: toSignIn },
      { path: 'api/login', loader: toSignIn },
      { path: '*', Component: NotFoundPage },
    ],
  },
]);
