/** About, pricing and the legal pages; the app's router mounts them. */
import { lazyPage } from '@web/lib/lazy-page';

const legalPages = () => import('./legal-pages');
export const AboutPage = lazyPage(
  () => import('./about-page'),
  (m) => m.AboutPage,
);
export const PricingPage = lazyPage(
  () => import('./pricing-page'),
  (m) => m.PricingPage,
);
export const TermsPage = lazyPage(legalPages, (m) => m.TermsPage);
export const PrivacyPage = lazyPage(legalPages, (m) => m.PrivacyPage);
export const RefundPage = lazyPage(legalPages, (m) => m.RefundPage);
