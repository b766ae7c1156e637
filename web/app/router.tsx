import { type ComponentType, lazy } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { RootLayout } from '../features/layout/root-layout';
import { NotFoundPage } from '../features/not-found/not-found-page';

/** A screen loaded on first visit, as its own chunk. */
function page<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return lazy(() => load().then((module) => ({ default: pick(module) })));
}

const signInPages = () => import('../features/auth/sign-in-pages');
const passwordPages = () => import('../features/auth/password-pages');
const legalPages = () => import('../features/static-pages/legal-pages');
const paymentResultPages = () => import('../features/payments/payment-result-pages');

const LandingPage = page(
  () => import('../features/landing/landing-page'),
  (m) => m.LandingPage,
);
const BirthChartPage = page(
  () => import('../features/birth-chart/birth-chart-page'),
  (m) => m.BirthChartPage,
);
const HoroscopePage = page(
  () => import('../features/horoscope/horoscope-page'),
  (m) => m.HoroscopePage,
);
const CompatibilityPage = page(
  () => import('../features/compatibility/compatibility-page'),
  (m) => m.CompatibilityPage,
);
const AboutPage = page(
  () => import('../features/static-pages/about-page'),
  (m) => m.AboutPage,
);
const TermsPage = page(legalPages, (m) => m.TermsPage);
const PrivacyPage = page(legalPages, (m) => m.PrivacyPage);
const RefundPage = page(legalPages, (m) => m.RefundPage);
const PricingPage = page(
  () => import('../features/static-pages/pricing-page'),
  (m) => m.PricingPage,
);
const SignInPage = page(signInPages, (m) => m.SignInPage);
const LoginPage = page(signInPages, (m) => m.LoginPage);
const SignUpPage = page(signInPages, (m) => m.SignUpPage);
const VerifyEmailPage = page(
  () => import('../features/auth/verify-email-page'),
  (m) => m.VerifyEmailPage,
);
const VerificationPendingPage = page(
  () => import('../features/auth/verification-pending-page'),
  (m) => m.VerificationPendingPage,
);
const ForgotPasswordPage = page(passwordPages, (m) => m.ForgotPasswordPage);
const ResetPasswordPage = page(passwordPages, (m) => m.ResetPasswordPage);
const ProfilePage = page(
  () => import('../features/profile/profile-page'),
  (m) => m.ProfilePage,
);
const PlansPage = page(
  () => import('../features/payments/plans-page'),
  (m) => m.PlansPage,
);
const UpgradePage = page(
  () => import('../features/payments/upgrade-page'),
  (m) => m.UpgradePage,
);
const PaymentSuccessPage = page(paymentResultPages, (m) => m.PaymentSuccessPage);
const PaymentCancelPage = page(paymentResultPages, (m) => m.PaymentCancelPage);
const PublicProfilePage = page(
  () => import('../features/profile/public-profile-page'),
  (m) => m.PublicProfilePage,
);

/**
 * /auth and /api/login are the Worker's redirects to /signin (001 §2); a link followed inside
 * the app never reaches the Worker, so the app sends it the same way, keeping `returnTo`.
 */
function ToSignIn() {
  const returnTo = new URLSearchParams(useLocation().search).get('returnTo');
  return <Navigate replace to={returnTo ? `/signin?returnTo=${encodeURIComponent(returnTo)}` : '/signin'} />;
}

/**
 * The route table of 000 §2.1, one lazily loaded chunk per screen (decision 016: declarative
 * routes keep the router's share of every page small). A screen that is not built yet has no
 * route here and falls to the not-found page.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path="/" element={<RootLayout />}>
        <Route index element={<LandingPage />} />
        <Route path="birth-chart" element={<BirthChartPage />} />
        <Route path="horoscope" element={<HoroscopePage />} />
        <Route path="compatibility" element={<CompatibilityPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="terms" element={<TermsPage />} />
        <Route path="privacy" element={<PrivacyPage />} />
        <Route path="refund" element={<RefundPage />} />
        <Route path="pricing" element={<PricingPage />} />
        <Route path="premium" element={<PlansPage />} />
        <Route path="premium/success" element={<PaymentSuccessPage />} />
        <Route path="payment/success" element={<PaymentSuccessPage />} />
        <Route path="premium/cancel" element={<PaymentCancelPage />} />
        <Route path="payment/cancel" element={<PaymentCancelPage />} />
        <Route path="upgrade" element={<UpgradePage />} />
        <Route path="signin" element={<SignInPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignUpPage />} />
        <Route path="verify-email" element={<VerifyEmailPage />} />
        <Route path="email-verification-pending" element={<VerificationPendingPage />} />
        <Route path="forgot-password" element={<ForgotPasswordPage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="profile" element={<ProfilePage />} />
        <Route path="u/:id" element={<PublicProfilePage />} />
        <Route path="auth" element={<ToSignIn />} />
        <Route path="api/login" element={<ToSignIn />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
