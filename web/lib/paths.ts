/**
 * Every route of the app in one place (docs/product.md#screens-and-routes; the page list itself
 * is core/pages.ts). Screens link through these, never literals. A capability that is not built
 * yet has no path, so nothing links to it; its issue adds the path, the page and the entry.
 */
export const paths = {
  home: '/',
  birthChart: '/birth-chart',
  horoscope: '/horoscope',
  compatibility: '/compatibility',
  premium: '/premium',
  /** Where checkout returns after a payment (docs/product.md#screens-and-routes: both addresses show the same page). */
  premiumSuccess: '/premium/success',
  paymentSuccess: '/payment/success',
  /** Where checkout returns when the payment is abandoned. */
  premiumCancel: '/premium/cancel',
  paymentCancel: '/payment/cancel',
  signIn: '/signin',
  login: '/login',
  /** The /login page opened on its Sign Up tab (the verification page's 'Back to Sign Up'). */
  signUp: '/signup',
  verifyEmail: '/verify-email',
  verificationPending: '/email-verification-pending',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  profile: '/profile',
  /** The profile's preferences tab, the user menu's "Settings" (docs/product.md#screens-and-routes). */
  settings: '/profile?tab=preferences',
  /** The profile's astrology tab: the saved charts and "my chart". */
  savedCharts: '/profile?tab=astrology',
  /** A user's public profile page is /u/<id> (publicProfilePath). */
  publicProfile: '/u/:id',
  upgrade: '/upgrade',
  about: '/about',
  terms: '/terms',
  privacy: '/privacy',
  refund: '/refund',
  pricing: '/pricing',
} as const;

/** The shareable page of a public profile (docs/product.md#validation). */
export const publicProfilePath = (id: string) => `/u/${encodeURIComponent(id)}`;

export const navLinks = [
  { label: 'Home', to: paths.home },
  { label: 'Birth Chart', to: paths.birthChart },
  { label: 'Horoscope', to: paths.horoscope },
  { label: 'Compatibility', to: paths.compatibility },
  { label: 'Premium', to: paths.premium },
] as const;

/** The footer's pages: each is named as its path is. */
const FOOTER_PAGES = ['about', 'terms', 'privacy', 'refund', 'pricing'] as const;
export const footerLinks = FOOTER_PAGES.map((key) => ({ label: key[0]!.toUpperCase() + key.slice(1), to: paths[key] }));
