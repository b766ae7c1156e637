const ORIGIN = 'https://stella.invalid';
const MAX_LENGTH = 2048;

/**
 * A path on this site to come back to after signing in, or null. "Same site" means it starts
 * with one "/" (not "//", which a browser reads as another host) and has no backslash or
 * control character, which URL parsing would turn into one, before and after normalisation
 * (dot segments included). Shared by the Worker's redirects
 * and the sign-in pages.
 */
export function sameSitePath(value: string | null | undefined): string | null {
  if (!value || value.length > MAX_LENGTH) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting them is the point
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN) return null;
  // The checks hold for what a browser will follow, so they run again on the normalised path:
  // dot segments can turn "/.//host" into "//host", which is another site.
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.startsWith('//') ? null : path;
}
