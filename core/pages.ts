/**
 * The pages of the web app, once for every layer (docs/product.md#screens-and-routes). The web
 * router mounts exactly these; the Worker answers a navigation to any other path with the
 * not-found page and status 404; the service worker serves the app offline for these only.
 * A capability that is not built yet has no page here, so nothing can link to it.
 */
export const PAGE_PATHS = [
  '/',
  '/birth-chart',
  '/horoscope',
  '/premium-horoscope',
  '/compatibility',
  '/ask-stella',
  '/numerology',
  '/tarot',
  '/astro-gems',
  '/games',
  '/about',
  '/terms',
  '/privacy',
  '/refund',
  '/pricing',
  '/premium',
  '/premium/success',
  '/payment/success',
  '/premium/cancel',
  '/payment/cancel',
  '/upgrade',
  '/signin',
  '/login',
  '/signup',
  '/verify-email',
  '/email-verification-pending',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/u/:id',
] as const;
export type PagePath = (typeof PAGE_PATHS)[number];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A page path as a regular expression over a URL's pathname, matched as the router matches it:
 * `:name` is one segment, a trailing slash is allowed, letter case is ignored. With `query`, it
 * reads a pathname followed by a query string (what the service worker's navigation route tests).
 */
export function pagePattern(path: PagePath, { query = false } = {}): RegExp {
  const body =
    path === '/'
      ? ''
      : path
          .split('/')
          .map((part) => (part.startsWith(':') ? '[^/?]+' : escapeRegExp(part)))
          .join('/');
  return new RegExp(`^${body}/?${query ? '(?:\\?.*)?' : ''}$`, 'i');
}

const PATTERNS = PAGE_PATHS.map((path) => ({ path, pattern: pagePattern(path) }));

/** The app page a URL's pathname shows, as its route pattern (`/u/abc` is `/u/:id`); null for anything else. */
export function pageOf(pathname: string): PagePath | null {
  return PATTERNS.find(({ pattern }) => pattern.test(pathname))?.path ?? null;
}

/** Whether a URL's pathname is one of the app's pages (`/u/abc`, `/about/`), not `/u/` or `/about/x`. */
export function isPagePath(pathname: string): boolean {
  return pageOf(pathname) !== null;
}
