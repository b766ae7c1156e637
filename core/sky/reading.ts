/**
 * The Oracle reading of a day (docs/product.md#premium-horoscope-page, decision 029:
 * comprehensive_reading, key_themes, cosmic_advice, optimal_timing, affirmation, lucky_elements):
 * 600-700 words joined from that day's computed facts, every paragraph naming the facts it is
 * written from. Pure: the Worker composes it from the free reading and the premium payload of the
 * same day.
 */
import { dateTimeFormat } from '../i18n/intl-cache';
import type { HoroscopeReading } from '../horoscope/types';
import type { HoroscopeTexts } from '../horoscope/texts';
import { type SignId, getSign, signOfLongitude } from '../zodiac';
import type { PlanetId } from '../astro/positions';
import { INGRESS_BODIES, STATION_BODIES, ingressesBetween, moonPhasesBetween, stationsBetween } from './events';
import { type HourRuler, localDayStart } from './hours';
import type { LuckyMoment } from './lucky';
import type { PremiumHoroscope, PremiumHour, PremiumTransit } from './premium';
import { contactMeaning } from './contacts';
import type { SkyTexts } from './texts';
import { type NatalPoint, exactTransits } from './transits';
import { bodyAt } from './time';

export const READING_WORDS = { min: 600, max: 700 } as const;

export interface ReadingParagraph {
  text: string;
  /** The computed facts it is written from: 'reading:overall', 'transit:saturn-square-jupiter', 'void', 'hour:jupiter'... */
  sources: string[];
}

export interface OracleReading {
  comprehensive_reading: string;
  paragraphs: ReadingParagraph[];
  word_count: number;
  key_themes: string[];
  cosmic_advice: string[];
  optimal_timing: {
    best_hour: { planet: HourRuler; start: string; end: string } | null;
    avoid_period: { kind: 'void' | 'hour'; start: string; end: string } | null;
    power_moment: { at: string; planet: string; aspect: string } | null;
  };
  affirmation: string;
  lucky_elements: { color: string; number: number; stone: string; direction: string };
}

export interface ReadingInput {
  sign: SignId;
  /** The reader's day (YYYY-MM-DD) and zone. */
  date: string;
  timeZone: string;
  /** Whether the reader gave their zone: without it the day is UTC's, and clock times say "UTC". */
  zoneGiven?: boolean;
  /** The BCP 47 tag dates are written in. */
  tag: string;
  /** The free reading of the same sign, day, zone and language. */
  free: HoroscopeReading;
  premium: PremiumHoroscope;
  lucky: LuckyMoment | null;
  /** The lucky colour in the reader's words. */
  color: string;
  /** The chart's points the transits were read to (a solar chart's: the middle of the sign). */
  points: Partial<Record<NatalPoint, number>>;
  texts: SkyTexts;
  horoscope: HoroscopeTexts;
}

/** Words as the language counts them (Chinese and Hindi through the runtime's word segmenter). */
export function countWords(text: string, tag: string): number {
  let n = 0;
  for (const part of new Intl.Segmenter(tag, { granularity: 'word' }).segment(text)) if (part.isWordLike) n++;
  return n;
}

const transitId = (t: PremiumTransit) => `transit:${t.planet}-${t.aspect}-${t.natal_point}`;
/** Waking hours, local clock: the best and slow hours are chosen among these. */
const WAKING = { from: 7, to: 22 } as const;
/** How far ahead the reading looks for the sky's turning points, days. */
const AHEAD_DAYS = 45;
const BEST_RULERS: readonly HourRuler[] = ['jupiter', 'venus', 'sun'];
const SLOW_RULERS: readonly HourRuler[] = ['saturn', 'mars'];

export function oracleReading(input: ReadingInput): OracleReading {
  const { texts, premium, free, tag, timeZone } = input;
  const r = texts.reading;
  const gap = input.horoscope.sentenceGap ?? ' ';
  const join = (parts: readonly string[]) => parts.filter(Boolean).join(gap);
  /** A clock time of the reader's day, with its own day when it falls on another (a void Moon from last night). */
  const time = (iso: string) =>
    input.horoscope.time(new Date(iso), input.zoneGiven === false ? undefined : timeZone, input.date);
  const date = (iso: string) => dateTimeFormat(tag, { day: 'numeric', month: 'long', timeZone }).format(new Date(iso));
  const hourOf = (iso: string) =>
    Number(dateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso)));
  const waking = (h: PremiumHour) => hourOf(h.start_time) >= WAKING.from && hourOf(h.start_time) < WAKING.to;
  const firstHour = (rulers: readonly HourRuler[]) => {
    for (const ruler of rulers) {
      const hour = premium.planetary_hours.find((h) => h.planet === ruler && waking(h));
      if (hour) return hour;
    }
    return null;
  };
  const tone = free.tones.overall;
  const solar = premium.basis === 'solar';
  const dayIndex = Math.round(Date.parse(`${input.date}T00:00:00Z`) / 86_400_000);
  const turn = <T>(list: readonly T[], salt: number) =>
    list[(((dayIndex + salt) % list.length) + list.length) % list.length] as T;

  // The day's timing: the best hour, the hour or void Moon to keep for routine, the power moment.
  const best = firstHour(BEST_RULERS);
  const slow = firstHour(SLOW_RULERS);
  const voidMoon = premium.void_moons.find((v) => hourOf(v.end) >= WAKING.from || hourOf(v.start) < WAKING.to) ?? null;
  const timing: ReadingParagraph = { text: '', sources: [] };
  const timingParts: string[] = [];
  if (voidMoon) {
    timingParts.push(r.voidWindow(time(voidMoon.start), time(voidMoon.end)), voidMoon.detail);
    timing.sources.push('void');
  }
  if (best) {
    timingParts.push(r.bestHour(best.planet, time(best.start_time), time(best.end_time)), best.significance);
    timing.sources.push(`hour:${best.planet}`);
  }
  if (slow) {
    timingParts.push(r.slowHour(slow.planet, time(slow.start_time), time(slow.end_time)));
    timing.sources.push(`hour:${slow.planet}`);
  }
  const power =
    input.lucky && hourOf(input.lucky.utc) >= WAKING.from && hourOf(input.lucky.utc) < WAKING.to ? input.lucky : null;
  if (power) {
    timingParts.push(r.powerMoment(time(power.utc), power.planet, power.aspect));
    timing.sources.push('lucky-moment');
  }

  // Paragraphs in the order they are read; `optional` ones are added while the reading is short.
  const transits = premium.transits;
  /** Each transit as read: what it does, where, when (against the reader's day), what to do. */
  const transitParts = (list: readonly PremiumTransit[]) => list.map((t) => t.interpretation);
  const retrograde = premium.retrogrades.filter((p) => p.is_retrograde);

  // The reader's ruling planet at the middle of the day.
  const dayStart = localDayStart(input.date, timeZone);
  const dayEnd = localDayStart(
    new Date(Date.parse(`${input.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
    timeZone,
  );
  const rulerId = getSign(input.sign).rulingPlanet.toLowerCase() as PlanetId;
  const rulerNow = bodyAt(rulerId, (dayStart + dayEnd) / 2);
  const rulerSign = signOfLongitude(rulerNow.longitude).id;
  const rulerTold = free.facts.some((f) => f.kind === 'ruler-aspect');
  const rulerLine = rulerTold ? '' : r.ruler(rulerId, rulerSign, rulerNow.speed < 0);

  // The weeks ahead: stations, the planets' sign changes and the Moon's phases.
  const ahead: { jd: number; text: () => string; source: string }[] = [];
  for (const body of STATION_BODIES) {
    for (const s of stationsBetween(body, dayEnd, dayEnd + AHEAD_DAYS)) {
      ahead.push({
        jd: s.jdUT,
        text: () =>
          join([
            r.onDate(date(s.utc), texts.stationTitle(s.body, s.direction, s.sign)),
            texts.stationMeaning[s.body][s.direction],
          ]),
        source: `station:${s.id}`,
      });
    }
  }
  for (const body of INGRESS_BODIES) {
    if (body === 'moon') continue;
    for (const i of ingressesBetween(body, dayEnd, dayEnd + AHEAD_DAYS)) {
      ahead.push({
        jd: i.jdUT,
        text: () =>
          join([r.onDate(date(i.utc), texts.ingressTitle(i.body, i.sign, i.direction)), texts.ingressMeaning[i.body]]),
        source: `ingress:${i.id}`,
      });
    }
  }
  for (const p of moonPhasesBetween(dayEnd, dayEnd + AHEAD_DAYS)) {
    ahead.push({
      jd: p.jdUT,
      text: () => join([r.onDate(date(p.utc), texts.phaseTitle(p.phase, p.sign)), texts.phaseMeaning[p.phase]]),
      source: `phase:${p.id}`,
    });
  }
  // And the fast planets' exact aspects to the chart's personal points (or the sign) in the
  // same weeks: found on the shared grid of whole days, each refined only if it is told.
  const personal = Object.fromEntries(
    (['sun', 'moon', 'ascendant', 'midheaven'] as const).flatMap((k) =>
      input.points[k] === undefined ? [] : [[k, input.points[k]]],
    ),
  );
  const aheadTransits = exactTransits(dayEnd, dayEnd + AHEAD_DAYS, personal, ['sun', 'mercury', 'venus', 'mars'], {
    approximate: true,
  });
  for (const rough of aheadTransits) {
    ahead.push({
      jd: rough.jdUT,
      text: () => {
        const t = rough.refine();
        return join([
          r.onDate(date(t.utc), texts.transitTitle(t.planet, t.aspect, t.natalPoint, solar)),
          contactMeaning(texts.contacts, t.planet, t.aspect, t.natalPoint).advice,
        ]);
      },
      source: `transit-exact:${rough.planet}-${rough.aspect}-${rough.natalPoint}`,
    });
  }
  ahead.sort((a, b) => a.jd - b.jd);
  const toldTexts = new Map<(typeof ahead)[number], string>();
  const told = (e: (typeof ahead)[number]) => {
    let text = toldTexts.get(e);
    if (text === undefined) {
      text = e.text();
      toldTexts.set(e, text);
    }
    return text;
  };

  const build = (options: {
    transits: number;
    retrogrades: boolean;
    progressions: number;
    voidAdvice: boolean;
    ruler: boolean;
    ahead: number;
  }) => {
    const paragraphs: ReadingParagraph[] = [];
    paragraphs.push({
      text: options.ruler ? join([free.overall, rulerLine]) : free.overall,
      sources: [
        'reading:overall',
        ...free.facts.map((f) => `fact:${f.kind}`),
        ...(options.ruler ? [`ruler:${rulerId}`] : []),
      ],
    });
    const shown = transits.slice(0, options.transits);
    if (shown.length > 0) {
      paragraphs.push({
        text: join([r.transitsLead(transits.length, solar), ...transitParts(shown)]),
        sources: shown.map(transitId),
      });
    }
    paragraphs.push({ text: join([free.love, free.career]), sources: ['reading:love', 'reading:career'] });
    paragraphs.push({ text: free.wellness, sources: ['reading:wellness'] });
    if (options.retrogrades) {
      paragraphs.push({
        text: join([
          r.retrogradesLead(retrograde.length),
          ...retrograde.flatMap((p) => [
            p.effects,
            p.retrograde_until ? r.retrogradeUntil(p.planet, date(p.retrograde_until)) : '',
          ]),
        ]),
        sources: retrograde.length > 0 ? retrograde.map((p) => `retrograde:${p.planet}`) : ['retrogrades:none'],
      });
    }
    if (timingParts.length > 0) {
      const advice = options.voidAdvice && voidMoon ? [voidMoon.advice] : [];
      paragraphs.push({ text: join([...timingParts, ...advice]), sources: timing.sources });
    }
    const coming = ahead.slice(0, options.ahead);
    if (coming.length > 0) {
      paragraphs.push({
        text: join([r.aheadLead, ...coming.map((e) => told(e))]),
        sources: coming.map((e) => e.source),
      });
    }
    const progressions = premium.progressions.slice(0, options.progressions);
    if (progressions.length > 0) {
      paragraphs.push({
        text: join([
          r.progressionsLead,
          ...progressions.flatMap((p) => [p.interpretation, ...p.contacts.map((c) => c.interpretation)]),
        ]),
        sources: progressions.map((p) => `progression:${p.planet}`),
      });
    }
    paragraphs.push({ text: turn(r.closing[tone], 0), sources: [`tone:${tone}`] });
    return paragraphs;
  };
  // Each candidate shares most paragraphs with the last: count each text once.
  const counted = new Map<string, number>();
  const wordsIn = (text: string) => {
    let n = counted.get(text);
    if (n === undefined) {
      n = countWords(text, tag);
      counted.set(text, n);
    }
    return n;
  };
  const words = (paragraphs: readonly ReadingParagraph[]) => paragraphs.reduce((n, p) => n + wordsIn(p.text), 0);

  // Grow from the essentials: transits first (the most personal), then the retrogrades, the
  // progressions and the void Moon's advice, one step at a time while under 600 words and as
  // long as a step keeps the reading within 700.
  type Options = Parameters<typeof build>[0];
  const steps: ((o: Options) => Options | null)[] = [
    (o) => (o.transits < Math.min(4, transits.length) ? { ...o, transits: o.transits + 1 } : null),
    (o) => (o.retrogrades ? null : { ...o, retrogrades: true }),
    (o) =>
      o.progressions < Math.min(2, premium.progressions.length) ? { ...o, progressions: o.progressions + 1 } : null,
    (o) => (!o.voidAdvice && voidMoon ? { ...o, voidAdvice: true } : null),
    (o) => (o.ruler || !rulerLine ? null : { ...o, ruler: true }),
    (o) => (o.ahead < Math.min(3, ahead.length) ? { ...o, ahead: o.ahead + 1 } : null),
    (o) => (o.transits < transits.length ? { ...o, transits: o.transits + 1 } : null),
    (o) => (o.progressions < premium.progressions.length ? { ...o, progressions: o.progressions + 1 } : null),
    (o) => (o.ahead < ahead.length ? { ...o, ahead: o.ahead + 1 } : null),
  ];
  let options: Options = {
    transits: Math.min(1, transits.length),
    retrogrades: false,
    progressions: 0,
    voidAdvice: false,
    ruler: false,
    ahead: 0,
  };
  let paragraphs = build(options);
  let grown = true;
  while (grown && words(paragraphs) < READING_WORDS.min) {
    grown = false;
    for (const step of steps) {
      const next = step(options);
      if (!next) continue;
      const candidate = build(next);
      if (words(candidate) > READING_WORDS.max) continue;
      options = next;
      paragraphs = candidate;
      grown = true;
      break;
    }
  }

  const advice = [
    ...transits.map((t) => contactMeaning(texts.contacts, t.planet, t.aspect, solar ? 'sun' : t.natal_point).advice),
    ...aheadTransits.map((t) => contactMeaning(texts.contacts, t.planet, t.aspect, t.natalPoint).advice),
  ];
  const cosmicAdvice = [...new Set(advice)].slice(0, 3);
  const themes = [...new Set(transits.slice(0, 4).map((t) => r.theme[solar ? 'sun' : t.natal_point]))];
  return {
    comprehensive_reading: paragraphs.map((p) => p.text).join('\n\n'),
    paragraphs,
    word_count: words(paragraphs),
    key_themes: themes.length > 0 ? themes : [r.theme.sun],
    cosmic_advice: cosmicAdvice,
    optimal_timing: {
      best_hour: best ? { planet: best.planet, start: best.start_time, end: best.end_time } : null,
      avoid_period: voidMoon
        ? { kind: 'void', start: voidMoon.start, end: voidMoon.end }
        : slow
          ? { kind: 'hour', start: slow.start_time, end: slow.end_time }
          : null,
      power_moment: input.lucky
        ? { at: input.lucky.utc, planet: input.lucky.planet, aspect: input.lucky.aspect }
        : null,
    },
    affirmation: turn(r.affirmation[tone], 1),
    lucky_elements: {
      color: input.color,
      number: free.luckyNumber,
      stone: r.stone[input.sign],
      direction: r.direction[getSign(input.sign).element],
    },
  };
}
