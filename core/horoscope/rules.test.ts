/**
 * The rules of the daily reading (decision 017, "Repairs"), read over every day of a leap year, for
 * every sign, in every language. The rules are data the texts carry (the `flowing` phrases of each
 * language) and the shared tables of `texts.ts` (the leans of the wellness phrases, the domain of
 * each retrograde planet), so no check is a list of English words. Each checker is also shown a
 * reading that breaks its rule, so each can fail.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { norm360 } from '../astro/math';
import { type PlanetId, type Positions, computePositions, epochFromJulianDayUT } from '../astro/positions';
import { SIGN_IDS, type SignId, getSign, signOfLongitude } from '../zodiac';
import { HOROSCOPE_TEXTS } from './all';
import { addDays, dailyHoroscope } from './index';
import { dayWindow } from './sky';
import {
  ADVICE_LEAN,
  BODY_LEAN,
  type Harmony,
  type HoroscopeTexts,
  type Lean,
  MARS_LEAN,
  RETRO_DOMAIN,
  type RetroPlanet,
  type Section,
  type Tone,
} from './texts';
import type { HoroscopeReading, MoonPhase } from './types';

const YEAR = Array.from({ length: 366 }, (_, i) => addDays('2028-01-01', i));
const LANGUAGES = Object.entries(HOROSCOPE_TEXTS) as [string, HoroscopeTexts][];
const SECTIONS: readonly Section[] = ['overall', 'love', 'career', 'wellness'];
const TONES: readonly Tone[] = ['bright', 'steady', 'demanding'];
const RETRO: readonly RetroPlanet[] = ['mercury', 'venus', 'mars'];
const PRINCIPAL: readonly MoonPhase[] = ['new', 'first-quarter', 'full', 'last-quarter'];
const INTERMEDIATE: readonly MoonPhase[] = ['waxing-crescent', 'waxing-gibbous', 'waning-gibbous', 'waning-crescent'];

const DAY_MS = 86_400_000;
const positionsAt = (ms: number): Positions => computePositions(epochFromJulianDayUT(ms / DAY_MS + 2440587.5));
const signAt = (p: Positions, id: PlanetId) => signOfLongitude(p[id].longitude).id;
const lower = (s: string) => s.toLocaleLowerCase();

/** A reading's sentences by section, as the language's own rules split them (。 and । included). */
function split(r: HoroscopeReading, locale: string): Record<Section, string[]> {
  const seg = new Intl.Segmenter(locale, { granularity: 'sentence' });
  const of = (part: string) => [...seg.segment(part)].map((s) => s.segment.trim()).filter(Boolean);
  return { overall: of(r.overall), love: of(r.love), career: of(r.career), wellness: of(r.wellness) };
}

/** Whether `text` names `form` as a whole word (Chinese has no word breaks: a substring). */
function names(text: string, form: string, locale: string): boolean {
  if (locale === 'zh') return text.includes(form);
  const escaped = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{M}])${escaped}(?![\\p{L}\\p{M}])`, 'iu').test(text);
}

/** The day's sky as the test reads it from the engine, independently of the writer. */
interface Day {
  noon: Positions;
  /** Each body's sign at the middle of the day, and any sign it enters during the day. */
  signs: (id: PlanetId) => Set<SignId>;
  /** Retrograde at the middle of the day, or turning during it. */
  slowed: (id: RetroPlanet) => boolean;
}
function readDay(date: string, timeZone?: string): Day {
  const w = dayWindow(date, timeZone);
  const start = positionsAt(w.start);
  const noon = positionsAt(w.noon);
  const end = positionsAt(w.end);
  return {
    noon,
    signs: (id) => new Set([signAt(noon, id), signAt(end, id)]),
    slowed: (id) => noon[id].speed < 0 || start[id].speed < 0 !== end[id].speed < 0,
  };
}

/** Every string a language's texts hold outside its templates (the phrases tags point into). */
function phrases(t: HoroscopeTexts): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  for (const [key, value] of Object.entries(t)) if (key !== 'flowing') walk(value);
  return out;
}

// ---- The checkers: each returns what breaks its rule in one reading (empty when none).

/**
 * Rulers in their real sign: a sentence that names the sign's ruling planet and names any
 * sign names the sign the ruler is in at the middle of the day, or the one it enters that day.
 */
function rulerErrors(sign: SignId, day: Day, parts: Record<Section, string[]>, t: HoroscopeTexts, locale: string) {
  const ruler = getSign(sign).rulingPlanet.toLowerCase() as PlanetId;
  const rulerForms = t.names.planet(ruler);
  const valid = day.signs(ruler);
  const errors: string[] = [];
  for (const s of Object.values(parts).flat()) {
    if (!rulerForms.some((f) => names(s, f, locale))) continue;
    const named = SIGN_IDS.filter((id) => t.names.sign(id).some((f) => names(s, f, locale)));
    if (named.length > 0 && !named.some((id) => valid.has(id))) errors.push(`${ruler} in ${[...valid]}: ${s}`);
  }
  return errors;
}

/** A retrograde (or stationing) planet is never told as flowing freely, and its section is never bright. */
function flowErrors(day: Day, r: HoroscopeReading, t: HoroscopeTexts) {
  const errors: string[] = [];
  const text = lower([r.overall, r.love, r.career, r.wellness].join(' '));
  for (const planet of RETRO) {
    if (!day.slowed(planet)) continue;
    for (const tag of t.flowing[planet]) if (text.includes(lower(tag))) errors.push(`${planet} retrograde: «${tag}»`);
    const section = lower(r[RETRO_DOMAIN[planet]]);
    for (const advice of t.advice[RETRO_DOMAIN[planet]].bright)
      if (section.includes(lower(advice))) errors.push(`${planet} retrograde, bright advice: «${advice}»`);
  }
  return errors;
}

/** The leans of the phrases a wellness section says, by where they come from. */
function wellnessLeans(wellness: string, t: HoroscopeTexts) {
  const text = lower(wellness);
  const has = (phrase: string) => text.includes(lower(phrase));
  const mars: Lean[] = [];
  for (const h of ['easy', 'tense', 'blend'] as Harmony[]) {
    if (has(t.effect.mars[h])) mars.push(MARS_LEAN.effect[h]);
    if (has(t.effectRetrograde.mars[h])) mars.push(MARS_LEAN.retrograde);
  }
  for (const e of ['fire', 'earth', 'air', 'water'] as const)
    if (has(t.inElement.mars[e])) mars.push(MARS_LEAN.element[e]);
  if (has(t.inElementRetrograde.mars)) mars.push(MARS_LEAN.retrograde);
  const body = (Object.keys(BODY_LEAN) as MoonPhase[]).filter((p) => has(t.phaseBody[p])).map((p) => BODY_LEAN[p]);
  const advice = TONES.filter((tone) => t.advice.wellness[tone].some(has)).map((tone) => ADVICE_LEAN[tone]);
  return { mars, body, advice };
}

/** Wellness never contradicts its tone: it never says both "more" and "less", and its advice follows. */
function wellnessErrors(wellness: string, t: HoroscopeTexts) {
  const { mars, body, advice } = wellnessLeans(wellness, t);
  const errors: string[] = [];
  if (mars.length !== 1 || advice.length !== 1)
    errors.push(`unread wellness (${mars.length} Mars, ${advice.length} advice): ${wellness}`);
  const all = [...mars, ...body, ...advice];
  if (all.includes(1) && all.includes(-1)) errors.push(`contradicts itself: ${wellness}`);
  return errors;
}

/** Shared sentences of two readings, as a share of the shorter one. */
function overlap(a: readonly string[], b: readonly string[]): number {
  const other = new Set(b);
  return a.filter((s) => other.has(s)).length / Math.min(a.length, b.length);
}

/** Twin signs: opposite, or of the same element. */
const TWINS: readonly [SignId, SignId][] = SIGN_IDS.flatMap((a, i) =>
  SIGN_IDS.slice(i + 1)
    .filter((b, k) => {
      const j = i + 1 + k;
      return j - i === 6 || getSign(a).element === getSign(b).element;
    })
    .map((b) => [a, b] as [SignId, SignId]),
);

// ---- A year of readings, written once and shared by the checks (a day's sky serves all languages).

interface Read {
  reading: HoroscopeReading;
  parts: Record<Section, string[]>;
  sentences: string[];
}
/** Every language on UTC days, and two languages on their readers' own days. */
interface Run {
  name: string;
  locale: string;
  t: HoroscopeTexts;
  zone?: string;
}
const RUNS: readonly Run[] = [
  ...LANGUAGES.map(([locale, t]) => ({ name: locale, locale, t })),
  { name: 'en, read in America/Los_Angeles', locale: 'en', t: HOROSCOPE_TEXTS.en, zone: 'America/Los_Angeles' },
  { name: 'hi, read in Asia/Kolkata', locale: 'hi', t: HOROSCOPE_TEXTS.hi, zone: 'Asia/Kolkata' },
];
const year = new Map<string, Read[][]>(); // run -> day -> sign
const days = new Map<string, Day[]>(); // zone -> day

beforeAll(() => {
  for (const run of RUNS) year.set(run.name, []);
  for (const date of YEAR) {
    for (const run of RUNS) {
      const zone = run.zone ?? '';
      if (!days.has(zone)) days.set(zone, []);
      const known = days.get(zone)!;
      if (known.length < year.get(run.name)!.length + 1) known.push(readDay(date, run.zone));
      year.get(run.name)!.push(
        SIGN_IDS.map((sign) => {
          const reading = dailyHoroscope(sign, date, run.zone, run.t);
          const parts = split(reading, run.locale);
          return { reading, parts, sentences: Object.values(parts).flat() };
        }),
      );
    }
  }
}, 120_000);

describe('the checkers catch what they are written to catch', () => {
  const t = HOROSCOPE_TEXTS.en;
  const day = readDay('2028-01-01');
  const marsSign = signAt(day.noon, 'mars');
  const elsewhere = SIGN_IDS.find(
    (id) => id !== marsSign && id !== signAt(positionsAt(Date.parse('2028-01-02')), 'mars'),
  )!;

  it('a ruler named in another planet’s sign, with its own sign unsaid', () => {
    const bad = `Jupiter in ${getSign(elsewhere).name} trines Mars, your ruling planet, so energy flows.`;
    const good = `Jupiter in ${getSign(elsewhere).name} trines Mars in ${getSign(marsSign).name}, your ruling planet.`;
    const parts = (s: string) => ({ overall: [s], love: [], career: [], wellness: [] });
    expect(rulerErrors('aries', day, parts(bad), t, 'en')).toHaveLength(1);
    expect(rulerErrors('aries', day, parts(good), t, 'en')).toEqual([]);
  });

  it('a retrograde planet told as flowing, and a bright section under it', () => {
    const fake: Day = { ...day, slowed: (p) => p === 'mars' };
    const reading = {
      overall: '',
      love: '',
      career: '',
      wellness: `Mars is in Leo, and ${t.effect.mars.easy}. ${t.advice.wellness.bright[0]}.`,
    } as HoroscopeReading;
    expect(flowErrors(fake, reading, t).length).toBe(2);
  });

  it('a wellness section that pushes and eases off at once', () => {
    const wellness = `Mars is in Leo, and ${t.effect.mars.easy}. Under the new Moon, ${t.phaseBody.new}. ${t.advice.wellness.bright[1]}.`;
    expect(wellnessErrors(wellness, t)).toEqual([expect.stringContaining('contradicts itself')]);
    expect(wellnessErrors(`Mars. ${t.phaseBody.new}.`, t)[0]).toContain('unread');
  });

  it('shared sentences and twins', () => {
    expect(overlap(['a', 'b', 'c', 'd'], ['x', 'b', 'y', 'z', 'w'])).toBe(0.25);
    expect(TWINS).toHaveLength(4 * 3 + 6); // 3 pairs in each element, and 6 oppositions
  });
});

describe('the texts carry the rules', () => {
  it.each(LANGUAGES)(
    '%s: every flowing tag is a phrase of the texts, and the free-flowing phrases are tagged',
    (_, t) => {
      const all = phrases(t).map(lower);
      for (const planet of RETRO) {
        for (const tag of t.flowing[planet])
          expect(
            all.some((p) => p.includes(lower(tag))),
            tag,
          ).toBe(true);
        const tagged = (phrase: string) => t.flowing[planet].some((tag) => lower(phrase).includes(lower(tag)));
        expect(tagged(t.effect[planet].easy), `${planet} easy`).toBe(true);
        for (const h of ['easy', 'tense', 'blend'] as Harmony[])
          expect(tagged(t.effectRetrograde[planet][h]), `${planet} retrograde ${h}`).toBe(false);
        expect(tagged(t.inElementRetrograde[planet])).toBe(false);
      }
      // The phases that give the body more to spend are Mars's free flow.
      for (const p of Object.keys(BODY_LEAN) as MoonPhase[])
        if (BODY_LEAN[p] > 0)
          expect(
            t.flowing.mars.some((tag) => lower(t.phaseBody[p]).includes(lower(tag))),
            p,
          ).toBe(true);
    },
  );

  it.each(LANGUAGES)('%s: at least 8 advice sentences for every section and tone, none twice', (_, t) => {
    for (const section of SECTIONS)
      for (const tone of TONES) {
        const list = t.advice[section][tone];
        expect(list.length, `${section} ${tone}`).toBeGreaterThanOrEqual(8);
        expect(new Set(list).size, `${section} ${tone}`).toBe(list.length);
      }
  });
});

describe.each(RUNS)('over 12 signs x 366 days of 2028, in $name', ({ name, locale, t, zone }) => {
  const dayOf = (d: number) => days.get(zone ?? '')![d]!;
  const each = (check: (read: Read, dayIndex: number, sign: SignId) => void) => {
    const byDay = year.get(name)!;
    byDay.forEach((signs, d) => {
      signs.forEach((read, s) => {
        check(read, d, SIGN_IDS[s] as SignId);
      });
    });
  };

  it('0 ruler-sign errors', () => {
    const errors: string[] = [];
    each((read, d, sign) => errors.push(...rulerErrors(sign, dayOf(d), read.parts, t, locale)));
    expect(errors.slice(0, 5)).toEqual([]);
  });

  it('0 contradiction-rule hits (retrogrades, wellness)', () => {
    const errors: string[] = [];
    let slowedDays = 0;
    each((read, d) => {
      if (RETRO.some((p) => dayOf(d).slowed(p))) slowedDays++;
      for (const e of flowErrors(dayOf(d), read.reading, t)) errors.push(`${YEAR[d]}: ${e}`);
      for (const e of wellnessErrors(read.reading.wellness, t)) errors.push(`${YEAR[d]}: ${e}`);
    });
    expect(slowedDays).toBeGreaterThan(1000); // the year has retrogrades of all three to read
    expect(errors.slice(0, 5)).toEqual([]);
  });

  it('twin signs share at most 5% of their sentences on any day', () => {
    let worst = 0;
    let sum = 0;
    let n = 0;
    year.get(name)!.forEach((signs) => {
      for (const [a, b] of TWINS) {
        const share = overlap(signs[SIGN_IDS.indexOf(a)]!.sentences, signs[SIGN_IDS.indexOf(b)]!.sentences);
        worst = Math.max(worst, share);
        sum += share;
        n++;
      }
    });
    expect(worst, `mean ${(sum / n).toFixed(4)}`).toBeLessThanOrEqual(0.05);
  });

  it('never repeats a sentence for a sign within 7 days', () => {
    const errors: string[] = [];
    const byDay = year.get(name)!;
    SIGN_IDS.forEach((sign, s) => {
      for (let i = 0; i + 7 <= byDay.length; i++) {
        const week = byDay.slice(i, i + 7).flatMap((signs) => signs[s]!.sentences);
        const repeated = week.filter((x, k) => week.indexOf(x) !== k);
        if (repeated.length) errors.push(`${sign} from ${YEAR[i]}: ${repeated.join(' | ')}`);
      }
    });
    expect(errors.slice(0, 3)).toEqual([]);
  });

  it('never gives a sign the same advice in a section within 7 days', () => {
    const errors: string[] = [];
    const byDay = year.get(name)!;
    const adviceOf = (section: Section, text: string) =>
      TONES.flatMap((tone) => t.advice[section][tone]).filter((a) => lower(text).includes(lower(a)));
    SIGN_IDS.forEach((sign, s) => {
      for (const section of SECTIONS) {
        const given = byDay.map((signs) => adviceOf(section, signs[s]!.reading[section]).join(' / '));
        for (let i = 0; i + 7 <= given.length; i++) {
          const week = given.slice(i, i + 7);
          const repeated = week.filter((x, k) => week.indexOf(x) !== k);
          if (repeated.length) errors.push(`${sign} ${section} from ${YEAR[i]}: ${repeated.join(' | ')}`);
        }
      }
    });
    expect(errors.slice(0, 3)).toEqual([]);
  });
});

describe('the Moon phase', () => {
  /** The year's exact principal phases, found by the test on its own: hourly steps, then bisection. */
  const instants: { phase: MoonPhase; at: number }[] = [];
  const elongation = (ms: number) => {
    const p = positionsAt(ms);
    return norm360(p.moon.longitude - p.sun.longitude);
  };
  beforeAll(() => {
    const from = Date.UTC(2027, 11, 30);
    const to = Date.UTC(2029, 0, 3);
    const quarter = (ms: number) => Math.floor(elongation(ms) / 90);
    for (let ms = from; ms < to; ms += 3_600_000) {
      const q = quarter(ms);
      if (q === quarter(ms + 3_600_000)) continue;
      let lo = ms;
      let hi = ms + 3_600_000;
      while (hi - lo > 500) {
        const mid = (lo + hi) / 2;
        if (quarter(mid) === q) lo = mid;
        else hi = mid;
      }
      instants.push({ phase: PRINCIPAL[(q + 1) % 4] as MoonPhase, at: hi });
    }
  });

  /** What the reader's day should name: the principal phase whose instant it holds, else the phase in between. */
  const expected = (date: string, timeZone?: string) => {
    const w = dayWindow(date, timeZone);
    const exact = instants.find((i) => i.at >= w.start && i.at < w.end);
    if (exact) return exact;
    const e = elongation(w.noon);
    return { phase: INTERMEDIATE[Math.floor(e / 90)] as MoonPhase, at: undefined };
  };

  for (const timeZone of [undefined, 'America/Los_Angeles', 'Asia/Kolkata', 'Pacific/Auckland']) {
    it(`is named only on the day of its exact instant, with its clock time (${timeZone ?? 'UTC'}), in every language`, () => {
      let exactDays = 0;
      for (const date of YEAR) {
        const want = expected(date, timeZone);
        if (want.at !== undefined) exactDays++;
        for (const [locale, t] of LANGUAGES) {
          const r = dailyHoroscope('leo', date, timeZone, t);
          const fact = r.facts.find((f) => f.kind === 'moon-phase');
          expect(fact?.kind === 'moon-phase' && fact.phase, `${locale} ${date}`).toBe(want.phase);
          if (fact?.kind !== 'moon-phase') continue;
          // The principal phases' names, taken out of the names of the phases in between that contain them.
          let text = [r.overall, r.wellness, ...r.highlights].join(' ');
          for (const p of INTERMEDIATE)
            for (const f of [...t.names.phase(p)].sort((a, b) => b.length - a.length)) text = text.split(f).join(' ');
          const namedPrincipal = PRINCIPAL.filter((p) => t.names.phase(p).some((f) => names(text, f, locale)));
          if (want.at === undefined) {
            expect(fact.at, `${locale} ${date}`).toBeUndefined();
            expect(namedPrincipal, `${locale} ${date}: ${r.overall}`).toEqual([]);
          } else {
            expect(Math.abs(Date.parse(fact.at!) - want.at), `${locale} ${date}`).toBeLessThan(60_000);
            expect(namedPrincipal, `${locale} ${date}`).toEqual([want.phase]);
            const clock = t.time(new Date(fact.at!), timeZone, date);
            expect(r.overall, `${locale} ${date}`).toContain(clock);
            expect(r.highlights.join(' '), `${locale} ${date}`).toContain(clock);
          }
        }
      }
      expect(exactDays).toBeGreaterThanOrEqual(48);
    }, 60_000);
  }

  it('tells the time in the reader’s zone, on the reader’s date', () => {
    // 2028-01-12 04:03 UTC full Moon is 2028-01-11 20:03 in Los Angeles.
    const utc = expected('2028-01-12');
    const la = dailyHoroscope('leo', '2028-01-11', 'America/Los_Angeles');
    expect(utc.phase).toBe('full');
    expect(la.overall).toContain(HOROSCOPE_TEXTS.en.time(new Date(utc.at!), 'America/Los_Angeles'));
    expect(la.overall).not.toContain('UTC');
    expect(dailyHoroscope('leo', '2028-01-12', 'America/Los_Angeles').overall).not.toMatch(/full Moon/);
  });
});
