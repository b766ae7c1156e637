/** The account pages, each its own chunk; the app's router mounts them. */
import { lazy } from 'react';
import { lazyPage } from '@web/lib/lazy-page';

const signInPages = () => import('./sign-in-pages');
export const SignInPage = lazyPage(signInPages, (m) => m.SignInPage);
export const LoginPage = lazyPage(signInPages, (m) => m.LoginPage);
export const SignUpPage = lazyPage(signInPages, (m) => m.SignUpPage);
export const ForgotPasswordPage = lazy(() => import('./forgot-password-page'));
export const ResetPasswordPage = lazy(() => import('./reset-password-page'));
export const VerifyEmailPage = lazy(() => import('./verify-email-page'));
export const VerificationPendingPage = lazy(() => import('./verification-pending-page'));
