/**
 * The names of the sky in the reader's language: signs, bodies and points, elements,
 * modalities, aspects and orb labels (the `astro` area of the catalogue), for every feature.
 */
import type { AspectType } from '@core/astro/aspects';
import en from '@core/i18n/messages/en/astro.json';
import { type Element, type Modality, type SignId, getSign } from '@core/zodiac';
import { useMemo } from 'react';
import { type Translate, defineMessages, useT } from './i18n';

export const astroMessages = defineMessages('astro', en);
type AstroKey = keyof typeof en;
type BodyId = AstroKey extends `astro.body.${infer B}` ? B : never;

export interface AstroNames {
  sign(id: SignId): string;
  /** A body or point by its chart id ('sun', 'trueNode', 'ascendant'); unknown ids as given. */
  body(id: string): string;
  element(id: Element): string;
  modality(id: Modality): string;
  aspect(type: AspectType | string): string;
  /** 'Very tight', 'Tight', 'Wide' (core/astro/aspects.ts ORB_LABELS) in the reader's words. */
  orb(label: string): string;
  /** A nakshatra by its number, 1 (Ashwini) to 27 (Revati). */
  nakshatra(index: number): string;
  /** A sign's dates as the reader's calendar writes them ("Mar 21 – Apr 19", "21 mars – 19 avr."). */
  signDates(id: SignId, tag: string): string;
}

const ORB_KEYS: Readonly<Record<string, AstroKey>> = {
  'Very tight': 'astro.orb.veryTight',
  Tight: 'astro.orb.tight',
  Wide: 'astro.orb.wide',
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "Mar 21-Apr 19" → the two days as dates of a leap year (any year: only month and day are shown). */
function signDays(id: SignId): [Date, Date] {
  const [from, to] = getSign(id).dateRange.split('-') as [string, string];
  const day = (text: string) => {
    const [month, date] = text.trim().split(' ') as [string, string];
    return new Date(Date.UTC(2000, MONTHS.indexOf(month), Number(date)));
  };
  return [day(from), day(to)];
}

export function astroNames(t: Translate<AstroKey>): AstroNames {
  const has = (key: string): key is AstroKey => Object.hasOwn(en, key);
  return {
    sign: (id) => t(`astro.sign.${id}`),
    body: (id) => {
      const key = `astro.body.${id as BodyId}` as const;
      return has(key) ? t(key) : id;
    },
    element: (id) => t(`astro.element.${id}`),
    modality: (id) => t(`astro.modality.${id}`),
    aspect: (type) => {
      const key = `astro.aspect.${type}`;
      return has(key) ? t(key) : type;
    },
    orb: (label) => (ORB_KEYS[label] ? t(ORB_KEYS[label]) : label),
    nakshatra: (index) => {
      const key = `astro.nakshatra.${index}`;
      return has(key) ? t(key) : String(index);
    },
    signDates: (id, tag) => {
      const [start, end] = signDays(id);
      const format = new Intl.DateTimeFormat(tag, { month: 'short', day: 'numeric', timeZone: 'UTC' });
      return t('astro.signDates', { start: format.format(start), end: format.format(end) });
    },
  };
}

/** The sky's names for a component, in the active language. */
export function useAstroNames(): AstroNames {
  const t = useT(astroMessages);
  return useMemo(() => astroNames(t), [t]);
}
