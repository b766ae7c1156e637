import { type ReactElement, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { AdminPortal, adminBase } from '@web/features/admin/pages';
import type { PagePath } from '@core/pages';
import {
  ForgotPasswordPage,
  LoginPage,
  ResetPasswordPage,
  SignInPage,
  SignUpPage,
  VerificationPendingPage,
  VerifyEmailPage,
} from '@web/features/auth/pages';
import { AskStellaPage } from '@web/features/ask-stella/pages';
import { BirthChartPage } from '@web/features/birth-chart/pages';
import { CompatibilityPage } from '@web/features/compatibility/pages';
import { AstroGemsPage } from '@web/features/game/pages';
import { HoroscopePage } from '@web/features/horoscope/pages';
import { LandingPage } from '@web/features/landing/pages';
import { RootLayout } from '@web/features/layout';
import { NotFoundPage } from '@web/features/not-found';
import { NumerologyPage } from '@web/features/numerology/pages';
import { PremiumHoroscopePage } from '@web/features/premium-horoscope/pages';
import { PaymentCancelPage, PaymentSuccessPage, PlansPage, UpgradePage } from '@web/features/payments/pages';
import { ProfilePage, PublicProfilePage } from '@web/features/profile/pages';
import { TarotPage } from '@web/features/tarot/pages';
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
 * The page of every path of core/pages.ts (docs/product.md#screens-and-routes), one lazily
 * loaded chunk per screen (decision 016: declarative routes keep the router's share of every
 * page small). The type makes the table whole: a page the Worker serves has its screen here,
 * and a screen that is not built has no path there (the not-found page answers, with 404).
 */
const PAGES: Record<Exclude<PagePath, '/'>, ReactElement> = {
  '/birth-chart': <BirthChartPage />,
  '/horoscope': <HoroscopePage />,
  '/premium-horoscope': <PremiumHoroscopePage />,
  '/compatibility': <CompatibilityPage />,
  '/ask-stella': <AskStellaPage />,
  '/numerology': <NumerologyPage />,
  '/tarot': <TarotPage />,
  '/astro-gems': <AstroGemsPage />,
  '/games': <AstroGemsPage />,
  '/about': <AboutPage />,
  '/terms': <TermsPage />,
  '/privacy': <PrivacyPage />,
  '/refund': <RefundPage />,
  '/pricing': <PricingPage />,
  '/premium': <PlansPage />,
  '/premium/success': <PaymentSuccessPage />,
  '/payment/success': <PaymentSuccessPage />,
  '/premium/cancel': <PaymentCancelPage />,
  '/payment/cancel': <PaymentCancelPage />,
  '/upgrade': <UpgradePage />,
  '/signin': <SignInPage />,
  '/login': <LoginPage />,
  '/signup': <SignUpPage />,
  '/verify-email': <VerifyEmailPage />,
  '/email-verification-pending': <VerificationPendingPage />,
  '/forgot-password': <ForgotPasswordPage />,
  '/reset-password': <ResetPasswordPage />,
  '/profile': <ProfilePage />,
  '/u/:id': <PublicProfilePage />,
};

export function AppRoutes() {
  // The admin portal, only on the page the Worker served at its path (decision 043).
  const admin = adminBase();
  return (
    <Routes>
      {admin ? (
        <Route
          path={`${admin.slice(1)}/*`}
          element={
            <Suspense fallback={null}>
              <AdminPortal />
            </Suspense>
          }
        />
      ) : null}
      <Route path="/" element={<RootLayout />}>
        <Route index element={<LandingPage />} />
        {Object.entries(PAGES).map(([path, element]) => (
          <Route key={path} path={path.slice(1)} element={element} />
        ))}
        <Route path="auth" element={<ToSignIn />} />
        <Route path="api/login" element={<ToSignIn />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
