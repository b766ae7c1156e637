/**
 * Marketing copy and figures (docs/product.md#one-content-module): the spec's claims live here and only here,
 * so an operator changes a number in one place and every page follows. The words are the catalogue's
 * (payments.marketing.*, payments.testimonial.*), read in the active language when a page shows them.
 */
import { activeTag } from '@web/lib/i18n';
import { CAPABILITIES } from '@core/plans';
import type { SignId } from '@core/zodiac';
import { type PaymentsMessageId, localized } from './messages';

/** Keys the UI maps to an SVG icon (web/components/icons.tsx `featureIcons`). */
export type FeatureIcon = 'chart' | 'sun' | 'hearts' | 'chat' | 'orbit' | 'cards' | 'numbers' | 'gem';

export interface CallToAction {
  readonly label: string;
  to: string;
}

export interface ToolCard {
  readonly title: string;
  readonly description: string;
  to: string;
  icon: FeatureIcon;
}

/**
 * What a testimonial praises that is not built yet: it is shown once the capability is (its key
 * joins core/plans.ts CAPABILITIES; `languages` with the seven-language issue).
 */
export type AwaitedFeature =
  | 'askStella'
  | 'tarot'
  | 'numerology'
  | 'synastry'
  | 'astroGems'
  | 'premiumHoroscope'
  | 'languages';

export interface Testimonial {
  name: string;
  needs?: AwaitedFeature;
  sign: SignId;
  /** The words, in the active language (payments.testimonial.<id>). */
  readonly text: string;
  rating: 4 | 5;
}

export interface Stat {
  value: string;
  readonly label: string;
}

export const supportEmail = 'support@stella.app';
export const privacyEmail = 'privacy@stella.app';
export const refundEmail = 'billing@stella.app';

const cta = <T extends string>(label: PaymentsMessageId, to: T): CallToAction & { to: T } =>
  Object.assign(localized({ label }), { to });

/** The landing's opening; the words are the catalogue's payments.marketing.hero.*, read when shown. */
export const hero: {
  readonly eyebrow: string;
  readonly title: string;
  readonly subtitle: string;
  primaryCta: CallToAction & { to: '/birth-chart' };
  secondaryCta: CallToAction & { to: '/premium' };
} = Object.assign(
  localized({
    eyebrow: 'payments.marketing.hero.eyebrow',
    title: 'payments.marketing.hero.title',
    subtitle: 'payments.marketing.hero.subtitle',
  }),
  {
    primaryCta: cta('payments.marketing.hero.primaryCta', '/birth-chart' as const),
    secondaryCta: cta('payments.marketing.hero.secondaryCta', '/premium' as const),
  },
);

const tool = (id: 'birthChart' | 'horoscope' | 'compatibility', to: string, icon: FeatureIcon): ToolCard =>
  Object.assign(
    localized({
      title: `payments.marketing.tool.${id}.title`,
      description: `payments.marketing.tool.${id}.description`,
    }),
    { to, icon },
  );

export const freeTools: readonly ToolCard[] = [
  tool('birthChart', '/birth-chart', 'chart'),
  tool('horoscope', '/horoscope', 'sun'),
  tool('compatibility', '/compatibility', 'hearts'),
  // The gem game, in the words of Explorer's plan list (it is Explorer's alone).
  Object.assign(
    localized({
      title: 'payments.plan.capability.astroGems.name',
      description: 'payments.plan.capability.astroGems.description',
    }),
    { to: '/astro-gems', icon: 'gem' as const },
  ),
];

/**
 * The figures the marketing pages quote, once: every page that shows a number reads it here, so
 * the pages never disagree.
 */
const FIGURES = { users: 75_000, rating: 4.9, countries: 120 } as const;

/** The figures as the reader's language writes numbers ("75K+", "7.5万+", "4,9"), read when shown. */
export const figures = {
  get users() {
    return `${new Intl.NumberFormat(activeTag(), { notation: 'compact' }).format(FIGURES.users)}+`;
  },
  get rating() {
    return new Intl.NumberFormat(activeTag(), { minimumFractionDigits: 1 }).format(FIGURES.rating);
  },
  get countries() {
    return `${new Intl.NumberFormat(activeTag()).format(FIGURES.countries)}+`;
  },
};

/** Plans page (docs/product.md#plans-page). */
const stat = (key: 'users' | 'rating' | 'countries'): Stat =>
  Object.defineProperty(localized({ label: `payments.marketing.stat.${key}` }), 'value', {
    get: () => figures[key],
    enumerable: true,
  }) as Stat;
export const stats: readonly Stat[] = [stat('users'), stat('rating'), stat('countries')];

/** About page (docs/product.md#static-pages). */
export const aboutStats: readonly Stat[] = stats;

type TestimonialId =
  | 'milica'
  | 'priya'
  | 'lucas'
  | 'chloe'
  | 'giulia'
  | 'wei'
  | 'carmen'
  | 'marko'
  | 'amara'
  | 'yuki'
  | 'hannah'
  | 'arjun'
  | 'tomas'
  | 'emily'
  | 'diego'
  | 'aisha'
  | 'lars'
  | 'mei'
  | 'fatima'
  | 'oliver';

const testimonial = (id: TestimonialId, facts: Omit<Testimonial, 'text'>): Testimonial =>
  Object.assign(localized({ text: `payments.testimonial.${id}` }), facts);

const allTestimonials: readonly Testimonial[] = [
  testimonial('milica', { name: 'Milica J.', needs: 'languages', sign: 'libra', rating: 5 }),
  testimonial('priya', { name: 'Priya S.', sign: 'scorpio', rating: 5 }),
  testimonial('lucas', { name: 'Lucas M.', needs: 'askStella', sign: 'leo', rating: 5 }),
  testimonial('chloe', { name: 'Chloé D.', needs: 'tarot', sign: 'pisces', rating: 5 }),
  testimonial('giulia', { name: 'Giulia R.', needs: 'numerology', sign: 'virgo', rating: 5 }),
  testimonial('wei', { name: 'Wei L.', needs: 'synastry', sign: 'capricorn', rating: 5 }),
  testimonial('carmen', { name: 'Carmen V.', needs: 'astroGems', sign: 'sagittarius', rating: 5 }),
  testimonial('marko', { name: 'Marko P.', sign: 'aries', rating: 4 }),
  testimonial('amara', { name: 'Amara O.', sign: 'cancer', rating: 5 }),
  testimonial('yuki', { name: 'Yuki T.', sign: 'aquarius', rating: 5 }),
  testimonial('hannah', { name: 'Hannah K.', needs: 'premiumHoroscope', sign: 'taurus', rating: 5 }),
  testimonial('arjun', { name: 'Arjun P.', needs: 'languages', sign: 'gemini', rating: 5 }),
  testimonial('tomas', { name: 'Tomás G.', sign: 'pisces', rating: 4 }),
  testimonial('emily', { name: 'Emily R.', needs: 'askStella', sign: 'leo', rating: 5 }),
  testimonial('diego', { name: 'Diego H.', needs: 'tarot', sign: 'scorpio', rating: 5 }),
  testimonial('aisha', { name: 'Aisha K.', sign: 'gemini', rating: 4 }),
  testimonial('lars', { name: 'Lars N.', sign: 'capricorn', rating: 5 }),
  testimonial('mei', { name: 'Mei C.', needs: 'languages', sign: 'virgo', rating: 4 }),
  testimonial('fatima', { name: 'Fatima Z.', needs: 'languages', sign: 'cancer', rating: 5 }),
  testimonial('oliver', { name: 'Oliver B.', sign: 'sagittarius', rating: 4 }),
];

/** The testimonials the pages show: only words about what a user can do in Stella today. */
export const testimonials: readonly Testimonial[] = allTestimonials.filter(
  (testimonial) => !testimonial.needs || testimonial.needs in CAPABILITIES,
);
