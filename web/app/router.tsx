import { Navigate, Route, Routes, useLocation } from 'react-router';
import {
  ForgotPasswordPage,
  LoginPage,
  ResetPasswordPage,
  SignInPage,
  SignUpPage,
  VerificationPendingPage,
  VerifyEmailPage,
} from '@web/features/auth/pages';
import { BirthChartPage } from '@web/features/birth-chart/pages';
import { CompatibilityPage } from '@web/features/compatibility/pages';
import { HoroscopePage } from '@web/features/horoscope/pages';
import { LandingPage } from '@web/features/landing/pages';
import { RootLayout } from '@web/features/layout';
import { NotFoundPage } from '@web/features/not-found';
import { PaymentCancelPage, PaymentSuccessPage, PlansPage, UpgradePage } from '@web/features/payments/pages';
import { ProfilePage, PublicProfilePage } from '@web/features/profile/pages';
import { AboutPage, PricingPage, PrivacyPage, RefundPage, TermsPage } from '@web/features/static-pages/pages';

/**
 * /auth and /api/login are the Worker's redirects to /signin (docs/product.md#screens-and-routes); a link followed inside
 * the app never reaches the Worker, so the app sends it the same way, keeping `returnTo`.
 */
function ToSignIn() {
  const returnTo = new URLSearchParams(useLocation().search).get('returnTo');
  return <Navigate replace to={returnTo ? `/signin?returnTo=${encodeURIComponent(returnTo)}` : '/signin'} />;
}

/**
 * The route table of docs/product.md#screens-and-routes, one lazily loaded chunk per screen (decision 016: declarative
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
