/**
 * The catalogue of texts that interpret (decision 034): every moving planet's contact with every point
 * of a chart, every pair of chart points in every kind of aspect, and the frames that place a
 * contact in the chart and in time, in all seven languages, each held to the writers' checks
 * (test/support/contact-checks.ts); and the progressed Sun's and Moon's story computed right.
 */
import '../../test/setup/load-texts';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales';
import { runsOf } from '../i18n/runs';
import { INTERPRETATIONS, pairText } from '../interpretations/index';
import { PAIR_KEYS, contactProblems } from '../../test/support/contact-checks';
import { diff180, norm360 } from '../astro/math';
import { contactMeaning, transitReading } from './contacts';
import { PROGRESSED_BODIES, progressedContacts, progressedSign, progress, TROPICAL_YEAR_DAYS } from './progressions';

const PROGRESSED_POINTS = [...PROGRESSED_BODIES, 'ascendant', 'midheaven'] as const;
import { SKY_TEXTS } from './texts/index';
import { SIGN_IDS } from '../zodiac';
import { bodyAt, jdFromMs } from './time';

describe.each(LOCALES)('the texts that interpret, in %s', (locale) => {
  const texts = SKY_TEXTS[locale];
  it('has every contact, pair and frame, each passing the writers’ checks', () => {
    const { sun, moon, mercury, venus, mars, jupiter, saturn, uranus, neptune, pluto } = texts.contacts;
    const problems = contactProblems(locale, {
      personal: { sun, moon, mercury, venus, mars },
      outer: { jupiter, saturn, uranus, neptune, pluto },
      frames: texts.frames,
      pairs: INTERPRETATIONS[locale].pairs,
    });
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('reads Sun-Saturn nothing like Venus-Uranus, and Saturn on Venus nothing like Uranus on Venus', () => {
    for (const type of ['conjunction', 'trine', 'square'] as const) {
      const a = pairText('sun', 'saturn', type, locale);
      const b = pairText('venus', 'uranus', type, locale);
      expect(a).not.toBe(b);
      expect(runsOf(a, locale).filter((run) => runsOf(b, locale).includes(run))).toEqual([]);
    }
    const saturn = contactMeaning(texts.contacts, 'saturn', 'square', 'venus');
    const uranus = contactMeaning(texts.contacts, 'uranus', 'square', 'venus');
    expect(saturn.text).not.toBe(uranus.text);
    expect(saturn.advice).not.toBe(uranus.advice);
  });

  it('writes a pair in either order, and the aspect type’s text for a point it has no pair for', () => {
    expect(pairText('saturn', 'sun', 'square', locale)).toBe(pairText('sun', 'saturn', 'square', locale));
    expect(pairText('sun', 'lilith', 'square', locale)).toBe(INTERPRETATIONS[locale].aspects.square.text);
    expect(PAIR_KEYS).toHaveLength(78);
  });

  it('reads each progressed point in each sign in its own words', () => {
    const texts84 = PROGRESSED_POINTS.flatMap((point) => SIGN_IDS.map((sign) => texts.progression(point, sign)));
    expect(new Set(texts84).size).toBe(84);
    const problems: string[] = [];
    for (const [i, text] of texts84.entries()) {
      if (/\d/.test(text)) problems.push(`digit: ${text}`);
      if (text.length < 40) problems.push(`too short: ${text}`);
      // No two share a run of ten words (twelve characters in Chinese).
      const mine = runsOf(text, locale);
      for (const other of texts84.slice(i + 1)) {
        const shared = runsOf(other, locale).find((run) => mine.includes(run));
        if (shared) problems.push(`«${shared}» in «${text}» and «${other}»`);
      }
    }
    expect(problems.slice(0, 10)).toEqual([]);
  });

  it('titles a transit, then says what it does, where, when and what to do, in that order', () => {
    const reading = transitReading(
      texts,
      { planet: 'jupiter', aspect: 'opposition', point: 'mars', solar: false },
      { where: 'WHERE', when: 'WHEN' },
    );
    const meaning = contactMeaning(texts.contacts, 'jupiter', 'opposition', 'mars');
    expect(reading.interpretation.startsWith(`${reading.title}${texts.stop}`)).toBe(true);
    const at = (part: string) => reading.interpretation.indexOf(part);
    expect(at(meaning.text)).toBeLessThan(at('WHERE'));
    expect(at('WHERE')).toBeLessThan(at('WHEN'));
    expect(at('WHEN')).toBeLessThan(at(meaning.advice));
  });
});

describe('the progressed Sun and Moon', () => {
  // Born 1990-03-21 06:00 UT; read on 2026-12-06.
  const birth = jdFromMs(Date.parse('1990-03-21T06:00:00Z'));
  const target = jdFromMs(Date.parse('2026-12-06T12:00:00Z'));
  const progressedAt = (body: 'sun' | 'moon', jd: number) =>
    bodyAt(body, birth + (jd - birth) / TROPICAL_YEAR_DAYS).longitude;

  it.each(['sun', 'moon'] as const)('finds when the progressed %s came into its sign and when it leaves', (body) => {
    const place = progressedSign(body, birth, target);
    const now = norm360(
      progress({ birthJdUT: birth, latitude: 44.8, longitude: 20.5, targetJdUT: target }).progressed[body],
    );
    expect(place.degree).toBeCloseTo(now % 30, 6);
    expect(place.leavesJdUT).toBeGreaterThan(target);
    const edge = Math.floor(now / 30) * 30 + 30;
    expect(Math.abs(diff180(progressedAt(body, place.leavesJdUT), edge))).toBeLessThan(1e-3);
    if (place.enteredJdUT !== null) {
      expect(place.enteredJdUT).toBeLessThan(target);
      expect(Math.abs(diff180(progressedAt(body, place.enteredJdUT), edge - 30))).toBeLessThan(1e-3);
    }
    // The Moon spends about two and a half years in a sign; the Sun about thirty.
    const stay = (place.leavesJdUT - (place.enteredJdUT ?? birth)) / 365.25;
    if (body === 'moon') expect(stay).toBeGreaterThan(1.8);
    if (body === 'moon') expect(stay).toBeLessThan(3.2);
  });

  it('dates each progressed contact within a degree at the instant the aspect is exact', () => {
    const here = progressedAt('moon', target);
    // Natal points placed a little off the progressed Moon's square and trine, and far from anything.
    const natal = { venus: norm360(here + 90.6), saturn: norm360(here - 120.3), mars: norm360(here + 45) };
    const contacts = progressedContacts(birth, target, natal).filter((c) => c.body === 'moon');
    expect(contacts.map((c) => `${c.point} ${c.aspect}`).sort()).toEqual(['saturn trine', 'venus square']);
    for (const c of contacts) {
      const angle = c.aspect === 'square' ? 90 : 120;
      const separation = Math.abs(diff180(progressedAt('moon', c.exactJdUT), natal[c.point as 'venus' | 'saturn']));
      expect(Math.abs(separation - angle)).toBeLessThan(1e-3);
    }
  });
});
