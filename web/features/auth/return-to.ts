import { paths } from '../../lib/paths';

const ORIGIN = 'https://stella.invalid';
const MAX_LENGTH = 2048;

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
 * Where to go after signing in: the `returnTo` parameter when it is a path on this site, else
 * home. "Same site" means it starts with one "/" (not "//", which the browser reads as another
 * host) and has no backslash or control character, which URL parsing would turn into one.
 * API paths and the sign-in pages themselves also lead home.
 */
export function safeReturnTo(value: string | null | undefined): string {
  if (!value || value.length > MAX_LENGTH) return paths.home;
  if (!value.startsWith('/') || value.startsWith('//')) return paths.home;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return paths.home;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return paths.home;
  }
  if (url.origin !== ORIGIN) return paths.home;
  const path = url.pathname.replace(/\/+$/, '') || '/';
  if (AUTH_PAGES.includes(path)) return paths.home;
  if (/^\/(api|auth)(\/|$)/.test(path)) return paths.home;
  return `${url.pathname}${url.search}${url.hash}`;
}
