import type { MessageId } from '@core/i18n/catalog';
/**
 * Every route of the app in one place (docs/product.md#screens-and-routes; the page list itself
 * is core/pages.ts). Screens link through these, never literals. A capability that is not built
 * yet has no path, so nothing links to it; its issue adds the path, the page and the entry.
 */
export const paths = {
  home: '/',
  birthChart: '/birth-chart',
  horoscope: '/horoscope',
  /** Premium horoscope insights of a sign and day (`?sign=&period=`). */
  premiumHoroscope: '/premium-horoscope',
  compatibility: '/compatibility',
  /** Ask Stella, the AI coach (Oracle and Master). */
  askStella: '/ask-stella',
  /** Numerology's five numbers (Oracle and Master). */
  numerology: '/numerology',
  /** Tarot readings (Master). */
  tarot: '/tarot',
  /** Astro Gems, the daily gem game (Explorer); /games shows the same screen. */
  astroGems: '/astro-gems',
  games: '/games',
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

/** The main navigation: each label is a message id (core/i18n/messages/en/nav.json). */
export const navLinks = [
  { label: 'nav.home', to: paths.home },
  { label: 'nav.birthChart', to: paths.birthChart },
  { label: 'nav.horoscope', to: paths.horoscope },
  { label: 'nav.compatibility', to: paths.compatibility },
  { label: 'nav.askStella', to: paths.askStella },
  { label: 'nav.astroGems', to: paths.astroGems },
  { label: 'nav.premium', to: paths.premium },
] as const satisfies readonly { label: MessageId; to: string }[];

/** The tools behind the bar's "More" (listed with the rest in the phone's drawer). */
export const moreLinks = [
  { label: 'nav.numerology', to: paths.numerology },
  { label: 'nav.tarot', to: paths.tarot },
] as const satisfies readonly { label: MessageId; to: string }[];

/** The phone's drawer: the bar's links with the tools of "More" before Premium. */
export const drawerLinks = [...navLinks.slice(0, -1), ...moreLinks, ...navLinks.slice(-1)];

/** The footer's pages. */
export const footerLinks = [
  { label: 'nav.footer.about', to: paths.about },
  { label: 'nav.footer.terms', to: paths.terms },
  { label: 'nav.footer.privacy', to: paths.privacy },
  { label: 'nav.footer.refund', to: paths.refund },
  { label: 'nav.footer.pricing', to: paths.pricing },
] as const satisfies readonly { label: MessageId; to: string }[];
