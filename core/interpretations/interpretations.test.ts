import '../../test/setup/load-texts';
import { PLANET_IDS } from '../astro/positions';
import { describe, expect, it } from 'vitest';
import { ASPECT_TYPES } from '../astro/aspects';
import { SIGN_IDS, ZODIAC } from '../zodiac';
import {
  ANALYSIS_PLANET_IDS,
  HOUSE_NUMBERS,
  type InterpretationCatalog,
  INTERPRETATIONS,
  LOCALES,
  type Locale,
  aspectText,
  bigThreeTexts,
  houseText,
  isLocale,
  moonText,
  planetGeneral,
  planetInSign,
  risingText,
  signName,
  sunText,
} from './index';

const EN = INTERPRETATIONS.en as InterpretationCatalog;
const words = (text: string) => text.trim().split(/\s+/).length;
const sentences = (text: string) => text.trim().split(/(?<=[.!?])\s+/).length;

/** Every English text with where it comes from, for the checks that apply to all of them. */
function allTexts(locale: Locale = 'en'): [string, string][] {
  const out: [string, string][] = [];
  for (const sign of SIGN_IDS) {
    out.push(
      [`sun.${sign}`, sunText(sign, locale)],
      [`moon.${sign}`, moonText(sign, locale)],
      [`rising.${sign}`, risingText(sign, locale)],
    );
    for (const planet of ANALYSIS_PLANET_IDS) {
      const { text, traits } = planetInSign(planet, sign, locale);
      out.push(
        [`${planet}.${sign}`, text],
        ...traits.map((t, i): [string, string] => [`${planet}.${sign}.trait${i}`, t]),
      );
    }
  }
  for (const planet of ANALYSIS_PLANET_IDS) {
    const { text, traits } = planetGeneral(planet, locale);
    out.push(
      [`${planet}.general`, text],
      ...traits.map((t, i): [string, string] => [`${planet}.general.trait${i}`, t]),
    );
  }
  for (const n of HOUSE_NUMBERS) {
    const h = houseText(n, locale);
    out.push([`house${n}.name`, h.name], [`house${n}.governs`, h.governs], [`house${n}.occupied`, h.occupied]);
  }
  for (const type of ASPECT_TYPES) {
    const a = aspectText(type, locale);
    out.push([`${type}.name`, a.name], [`${type}.text`, a.text]);
  }
  return out;
}

describe('interpretation texts (English)', () => {
  it('has a Sun, Moon and Rising text for every sign, written for that sign', () => {
    for (const family of [EN.sun, EN.moon, EN.rising]) {
      expect(Object.keys(family).sort()).toEqual([...SIGN_IDS].sort());
      expect(new Set(Object.values(family)).size).toBe(12);
    }
    for (const sign of SIGN_IDS) {
      for (const text of [sunText(sign), moonText(sign), risingText(sign)]) {
        expect(text).toBe(text.trim());
        expect(words(text), text).toBeGreaterThanOrEqual(40);
        expect(words(text), text).toBeLessThanOrEqual(70);
        expect(sentences(text), text).toBeGreaterThanOrEqual(2);
        expect(sentences(text), text).toBeLessThanOrEqual(3);
      }
    }
  });

  it('has every analysed planet in every sign with exactly six distinct short traits', () => {
    // Mercury to Pluto: the Sun and the Moon have their own Big Three texts.
    expect(ANALYSIS_PLANET_IDS).toEqual(PLANET_IDS.slice(2));
    for (const planet of ANALYSIS_PLANET_IDS) {
      expect(Object.keys(EN.planets[planet].signs).sort()).toEqual([...SIGN_IDS].sort());
      for (const sign of SIGN_IDS) {
        const { text, traits } = planetInSign(planet, sign);
        expect(text).not.toBe(planetGeneral(planet).text);
        expect(words(text), `${planet} in ${sign}`).toBeGreaterThanOrEqual(40);
        expect(words(text), `${planet} in ${sign}`).toBeLessThanOrEqual(70);
        expect(sentences(text), `${planet} in ${sign}`).toBeGreaterThanOrEqual(2);
        expect(sentences(text), `${planet} in ${sign}`).toBeLessThanOrEqual(3);
        expect(traits).toHaveLength(6);
        expect(new Set(traits.map((t) => t.toLowerCase())).size, `${planet} in ${sign}`).toBe(6);
        for (const trait of traits) {
          expect(trait, `${planet} in ${sign}`).toMatch(/^[A-Z]/);
          expect(words(trait), trait).toBeLessThanOrEqual(3);
        }
      }
    }
  });

  it('gives no two planet-in-sign placements the same text', () => {
    const texts = ANALYSIS_PLANET_IDS.flatMap((p) => SIGN_IDS.map((s) => planetInSign(p, s).text));
    expect(texts).toHaveLength(96);
    expect(new Set(texts).size).toBe(96);
  });

  it('describes what each planet governs, with six distinct general traits', () => {
    for (const planet of ANALYSIS_PLANET_IDS) {
      const { text, traits } = planetGeneral(planet);
      expect(text).toMatch(/governs/);
      expect(sentences(text)).toBeGreaterThanOrEqual(2);
      expect(traits).toHaveLength(6);
      expect(new Set(traits).size).toBe(6);
    }
    expect(() => planetGeneral('sun' as never)).toThrow(RangeError);
  });

  it('has all twelve houses and every aspect type', () => {
    expect(Object.keys(EN.houses).map(Number)).toEqual([...HOUSE_NUMBERS]);
    for (const n of HOUSE_NUMBERS) {
      const { governs, occupied } = houseText(n);
      expect(sentences(governs)).toBeLessThanOrEqual(2);
      expect(sentences(occupied)).toBeLessThanOrEqual(2);
      expect(governs).not.toBe(occupied);
    }
    expect(Object.keys(EN.aspects).sort()).toEqual([...ASPECT_TYPES].sort());
    for (const type of ASPECT_TYPES) {
      expect(aspectText(type).text).not.toBe(aspectText('unknown').text);
      expect(sentences(aspectText(type).text)).toBeLessThanOrEqual(2);
    }
  });

  it('contains no placeholder, unfinished or empty text', () => {
    for (const [where, text] of allTexts()) {
      expect(text.trim(), where).not.toBe('');
      expect(text, where).not.toMatch(/TODO|lorem|[{}]|\$\{|undefined|null|\s{2}/i);
    }
  });

  it('speaks to the reader without predicting or prescribing', () => {
    for (const [where, text] of allTexts()) {
      if (/trait\d|name$/.test(where) || /^house\d+\.governs$/.test(where)) continue;
      if (!where.startsWith('house') && !ASPECT_TYPES.some((t) => where.startsWith(`${t}.`))) {
        expect(text, where).toMatch(/\byou(r|rs|rself)?\b/i);
      }
      expect(text, where).not.toMatch(/\b(will|definitely|certainly|guaranteed|always|never|should)\b/i);
    }
  });
});

describe('fallbacks (docs/product.md#errors)', () => {
  it('uses the spec sentences for a sign without a text', () => {
    const bogus = 'ophiuchus' as never;
    expect(sunText(bogus)).toBe('Your ophiuchus nature shapes your core personality.');
    expect(moonText(bogus)).toBe('Your ophiuchus moon influences your emotional nature.');
    expect(risingText(bogus)).toBe('Your ophiuchus rising affects how others see you.');
  });

  it('words them exactly as the spec, with the sign name', () => {
    const { fallbacks } = EN;
    for (const sign of ZODIAC) {
      expect(signName(sign.id)).toBe(sign.name);
      expect(fallbacks.sun(sign.id)).toBe(`Your ${sign.name} nature shapes your core personality.`);
      expect(fallbacks.moon(sign.id)).toBe(`Your ${sign.name} moon influences your emotional nature.`);
      expect(fallbacks.rising(sign.id)).toBe(`Your ${sign.name} rising affects how others see you.`);
    }
  });

  it('falls back to the general planet text, a generic house and a generic aspect', () => {
    expect(planetInSign('venus', 'ophiuchus' as never)).toBe(planetGeneral('venus'));
    expect(planetInSign('venus', 'constructor' as never)).toBe(planetGeneral('venus'));
    expect(houseText(13).name).toBe('House 13');
    expect(houseText(0).governs).toBe(EN.fallbacks.house(0).governs);
    expect(aspectText('quincunx')).toBe(EN.fallbacks.aspect);
    expect(aspectText('toString')).toBe(EN.fallbacks.aspect);
  });

  it('shapes the Big Three like the spec fallback, with an empty rising when it is unknown', () => {
    expect(bigThreeTexts('taurus', 'aquarius', null)).toEqual({
      sun: sunText('taurus'),
      moon: moonText('aquarius'),
      rising: '',
    });
    expect(bigThreeTexts('leo', 'leo', 'virgo').rising).toBe(risingText('virgo'));
  });
});

describe('interpretation texts in the other six languages', () => {
  const others = LOCALES.filter((l) => l !== 'en');

  it('are whole: every text and trait written in the language, none left in English', () => {
    const english = new Map(allTexts());
    for (const locale of others) {
      const texts = allTexts(locale);
      expect(texts.length, locale).toBe(english.size);
      // Proper names may coincide (a trait such as "Eros"); whole paragraphs may not.
      const same = texts.filter(([key, text]) => text.length > 40 && text === english.get(key));
      expect(
        same.map(([key]) => key),
        `${locale}: texts identical to English`,
      ).toEqual([]);
      for (const [key, text] of texts) expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
  });

  it('give six different traits for every placement, and a different text for every sign', () => {
    for (const locale of others) {
      const catalog = INTERPRETATIONS[locale];
      for (const family of [catalog.sun, catalog.moon, catalog.rising]) {
        expect(new Set(Object.values(family)).size, locale).toBe(12);
      }
      for (const planet of ANALYSIS_PLANET_IDS) {
        for (const sign of SIGN_IDS) {
          const { traits } = planetInSign(planet, sign, locale);
          expect(new Set(traits).size, `${locale} ${planet} in ${sign}`).toBe(6);
        }
      }
    }
  });

  it('name the sign in the fallback sentences, each language in its own words', () => {
    for (const locale of others) {
      const { fallbacks } = INTERPRETATIONS[locale];
      for (const sign of SIGN_IDS) {
        for (const sentence of [fallbacks.sun(sign), fallbacks.moon(sign), fallbacks.rising(sign)]) {
          expect(sentence, locale).not.toMatch(/Your |nature shapes/);
          expect(sentence.length, locale).toBeGreaterThan(5);
        }
      }
    }
  });
});

describe('locales', () => {
  it('has a catalog for every locale', () => {
    expect(Object.keys(INTERPRETATIONS).sort()).toEqual([...LOCALES].sort());
    expect(isLocale('en')).toBe(true);
    expect(isLocale('xx')).toBe(false);
  });

  it('falls back to English for a locale without texts', () => {
    const missing = 'xx' as Locale;
    expect(sunText('leo', missing)).toBe(sunText('leo'));
    expect(planetInSign('mars', 'aries', missing)).toBe(planetInSign('mars', 'aries'));
    expect(houseText(7, missing)).toBe(houseText(7));
    expect(aspectText('trine', missing)).toBe(aspectText('trine'));
  });
});
