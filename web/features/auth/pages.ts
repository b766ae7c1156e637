/** The account pages, each its own chunk; the app's router mounts them. */
import { lazyPage } from '@web/lib/lazy-page';

const signInPages = () => import('./sign-in-pages');
export const SignInPage = lazyPage(signInPages, (m) => m.SignInPage);
export const LoginPage = lazyPage(signInPages, (m) => m.LoginPage);
export const SignUpPage = lazyPage(signInPages, (m) => m.SignUpPage);
export const ForgotPasswordPage = lazyPage(
  () => import('./forgot-password-page'),
  (m) => m.ForgotPasswordPage,
);
export const ResetPasswordPage = lazyPage(
  () => import('./reset-password-page'),
  (m) => m.ResetPasswordPage,
);
export const VerifyEmailPage = lazyPage(
  () => import('./verify-email-page'),
  (m) => m.VerifyEmailPage,
);
export const VerificationPendingPage = lazyPage(
  () => import('./verification-pending-page'),
  (m) => m.VerificationPendingPage,
);
