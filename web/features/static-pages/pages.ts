/** About, pricing and the legal pages; the app's router mounts them. */
import { lazy } from 'react';
import { lazyPage } from '@web/lib/lazy-page';

const legalPages = () => import('./legal-pages');
export const AboutPage = lazy(() => import('./about-page'));
export const PricingPage = lazy(() => import('./pricing-page'));
export const TermsPage = lazyPage(legalPages, (m) => m.TermsPage);
export const PrivacyPage = lazyPage(legalPages, (m) => m.PrivacyPage);
export const RefundPage = lazyPage(legalPages, (m) => m.RefundPage);
