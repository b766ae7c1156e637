import { sameSitePath } from '@core/return-path';
import { paths } from '@web/lib/paths';

/** Pages a signed-in user should not be sent back to: they would ask to sign in again. */
const AUTH_PAGES: readonly string[] = [
  paths.signIn,
  paths.login,
  paths.signUp,
  paths.verifyEmail,
  paths.verificationPending,
  paths.forgotPassword,
  paths.resetPassword,
];

/**
 * Where to go after signing in: the `returnTo` parameter when it is a path on this site
 * (core/return-path.ts), else home. API paths and the sign-in pages themselves also lead home.
 */
export function safeReturnTo(value: string | null | undefined): string {
  const target = sameSitePath(value);
  if (!target) return paths.home;
  const path = (target.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  if (AUTH_PAGES.includes(path)) return paths.home;
  if (/^\/(api|auth)(\/|$)/.test(path)) return paths.home;
  return target;
}
