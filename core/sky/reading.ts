/**
 * The Oracle reading of a day (docs/product.md#premium-horoscope-page, decisions 029 and 036:
 * comprehensive_reading, key_themes, cosmic_advice, optimal_timing, affirmation, lucky_elements).
 *
 * Planned before it is written: the period's stories are found and ranked (a station on a point
 * of the chart, a New or Full Moon on an angle, a light or the ruler, the progressed Sun or Moon
 * changing sign or meeting a natal point, else the day's strongest contact); the strongest is the
 * headline and at most two more support it. The plan then chooses the sections by content (the
 * day's contacts read together, the day's timing, the retrogrades, the weeks ahead, the slow
 * story, a closing drawn from the headline) and sizes them by the English reading, 600-700 words,
 * so that every language carries the same facts at its own length. Every sentence comes from the
 * language's Oracle frames (core/sky/oracle-frames.ts), never from the free reading or the cards
 * on the same screen; whether the day holds beginnings back is decided once, and the frames are
 * told so. Pure: the Worker composes it from the premium payload of the same day.
 */
import { finishAll } from '../i18n/grammar/shared';
import { houseOf } from '../astro/houses';
import { diff180 } from '../astro/math';
import type { PlanetId } from '../astro/positions';
import type { HoroscopeReading } from '../horoscope/types';
import type { HoroscopeTexts } from '../horoscope/texts';
import { HOROSCOPE_EN } from '../horoscope/en';
import { dateTimeFormat } from '../i18n/intl-cache';
import { SIGN_IDS, type SignId, getSign, signOfLongitude } from '../zodiac';
import { type Day, type Tense, contactMeaning, dayIn, dayOfDate, tenseOfDay, tenseOfMonth } from './contacts';
import {
  INGRESS_BODIES,
  STATION_BODIES,
  type StationBody,
  ingressesBetween,
  moonPhasesBetween,
  stationsBetween,
} from './events';
import { type HourRuler, localDayStart } from './hours';
import type { LuckyMoment } from './lucky';
import type { Dated, HouseRef, OracleFrames, Role, Tone } from './oracle-frames';
import type { NatalData, PremiumHoroscope, PremiumHour, PremiumTransit } from './premium';
import type { SkyTexts } from './texts';
import { SKY_EN } from './texts/en';
import { bodyAt, instant } from './time';
import { HARMONY, type NatalPoint, type TransitAspect, type TransitingPlanet, exactTransits } from './transits';

export const READING_WORDS = { min: 600, max: 700 } as const;

export interface ReadingParagraph {
  text: string;
  /** The computed facts it is written from: 'story:station:jupiter-…', 'transit:saturn-square-venus', 'void', 'hour:jupiter'… */
  sources: string[];
}

export interface OracleReading {
  comprehensive_reading: string;
  paragraphs: ReadingParagraph[];
  /** Words as the reader counts them (characters in Chinese, `readersCount`). */
  word_count: number;
  key_themes: string[];
  cosmic_advice: string[];
  optimal_timing: {
    best_hour: { planet: HourRuler; start: string; end: string } | null;
    avoid_period: { kind: 'void' | 'hour'; start: string; end: string } | null;
    power_moment: { at: string; planet: string; aspect: string } | null;
  };
  affirmation: string;
  /** How it was planned: the headline and supporting stories, and what holds the day's beginnings back. */
  plan: {
    headline: string | null;
    supports: string[];
    holds_back: {
      waning_moon: boolean;
      station_within_a_day: boolean;
      ruler_retrograde: boolean;
      void_moon_awake: boolean;
    };
  };
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
  /** The free reading of the same sign, day, zone and language (its tone, phase and lucky number). */
  free: HoroscopeReading;
  premium: PremiumHoroscope;
  lucky: LuckyMoment | null;
  /** The lucky colour in the reader's words. */
  color: string;
  /** The chart's points the transits were read to (a solar chart's: the middle of the sign). */
  points: Partial<Record<NatalPoint, number>>;
  /** The reader's chart when known (its birth moment for the progressions, its cusps for the houses). */
  natal?: NatalData;
  texts: SkyTexts;
  horoscope: HoroscopeTexts;
}

const segmenters = new Map<string, Intl.Segmenter>();
function segmenterOf(tag: string): Intl.Segmenter {
  let segmenter = segmenters.get(tag);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(tag, { granularity: 'word' });
    segmenters.set(tag, segmenter);
  }
  return segmenter;
}

/** Words through the runtime's word segmenter (Chinese and Hindi too): the length the texts are sized by. */
export function countWords(text: string, tag: string): number {
  let n = 0;
  for (const part of segmenterOf(tag).segment(text)) if (part.isWordLike) n++;
  return n;
}

/** The length a reader counts: words, and in Chinese characters (字). */
export function readersCount(text: string, tag: string): number {
  if (!tag.startsWith('zh')) return countWords(text, tag);
  let n = 0;
  for (const part of segmenterOf(tag).segment(text)) {
    if (part.isWordLike) n += /\p{Script=Han}/u.test(part.segment) ? [...part.segment].length : 1;
  }
  return n;
}

const DAY = 86_400_000;
/** Waking hours, local clock: the best and slow hours, the power moment and a void Moon that matters fall among these. */
const WAKING = { from: 7, to: 22 } as const;
/**
 * How far ahead the reading looks for the sky's turning points, days: a reader with a chart has
 * its contacts to time within two months; one without has only the sky's own turns, so looks
 * further (sized by the English length like everything else).
 */
const AHEAD_DAYS = { natal: 60, solar: 90 } as const;
/** Hours of a void Moon within the waking hours that hold the day's beginnings back. */
const VOID_HOLDS = 2;
const jdOf = (iso: string) => Date.parse(iso) / DAY + 2_440_587.5;
const BEST_RULERS: readonly HourRuler[] = ['jupiter', 'venus', 'sun'];
const SLOW_RULERS: readonly HourRuler[] = ['saturn', 'mars'];
/** The Moon's phases that hold beginnings back (as in the free reading). */
const WANING = ['waning-gibbous', 'last-quarter', 'waning-crescent'];
/** A station is a story when it falls this many days before or after the day (outer planets, then the fast ones). */
const STATION_WINDOW: Readonly<Record<StationBody, readonly [number, number]>> = {
  mercury: [-3, 7],
  venus: [-5, 10],
  mars: [-5, 10],
  jupiter: [-12, 14],
  saturn: [-12, 14],
  uranus: [-15, 15],
  neptune: [-15, 15],
  pluto: [-15, 15],
};
/** The planets whose contacts last for months. */
const SLOW: readonly TransitingPlanet[] = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
/** The slow planets of a reader's backdrop, and how far ahead their next change of sign is looked for, years. */
const BACKDROP = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'] as const;
const BACKDROP_YEARS = 3;
/** The most contacts and coming turns a reading tells. */
const MOST = { contacts: 6, ahead: 16, contactsAtMost: 8 } as const;
/** How close a station or lunation must come to an exact aspect to a natal point, degrees. */
const STATION_ORB = 2;
const LUNATION_ORB = 3;
const ASPECT_ANGLE: Readonly<Record<TransitAspect, number>> = {
  conjunction: 0,
  sextile: 60,
  square: 90,
  trine: 120,
  opposition: 180,
};
const ASPECTS = Object.keys(ASPECT_ANGLE) as TransitAspect[];

/** A story of the period, ranked by `weight`; `told` writes its sentences in a language. */
interface Story {
  id: string;
  weight: number;
  /** The chart point it is about (its theme closes the reading). */
  point: NatalPoint;
  /** The transit it stands on, if any (not told again among the contacts). */
  transit?: string;
  /** An ahead event it tells (not told again in the weeks ahead). */
  event?: string;
  /** The planet whose station it tells (not told again among the retrogrades). */
  station?: StationBody;
  /** For a reader without a chart, the house from their sign it falls in (its topic closes the reading). */
  solarHouse?: number;
  told: (w: Writer, role: Role) => { story: string; why: string };
}

/** One language's means of writing the planned reading. */
interface Writer {
  texts: SkyTexts;
  frames: OracleFrames;
  time: (iso: string) => string;
  tag: string;
  /** What a house is about, as the free reading names it (a reader without a chart's houses from the sign). */
  houseTopic: (house: number) => string;
}

const transitId = (p: PremiumTransit) => `transit:${p.planet}-${p.aspect}-${p.natal_point}`;

export function oracleReading(input: ReadingInput): OracleReading {
  const { premium, free, timeZone } = input;
  const solar = premium.basis === 'solar';
  const today = dayOfDate(input.date);
  const datedOnce = new Map<string, Dated>();
  const dated = (iso: string): Dated => {
    let d = datedOnce.get(iso);
    if (!d) {
      const day = dayIn(iso, timeZone);
      d = { day, tense: tenseOfDay(day, today), today };
      datedOnce.set(iso, d);
    }
    return d;
  };
  const hourOf = (iso: string) =>
    Number(dateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso)));
  const awake = (iso: string) => hourOf(iso) >= WAKING.from && hourOf(iso) < WAKING.to;
  const dayStart = localDayStart(input.date, timeZone);
  const dayEnd = localDayStart(
    new Date(Date.parse(`${input.date}T00:00:00Z`) + DAY).toISOString().slice(0, 10),
    timeZone,
  );
  const noon = (dayStart + dayEnd) / 2;
  const dayIndex = Math.round(Date.parse(`${input.date}T00:00:00Z`) / DAY);
  const turn = <T>(list: readonly T[], salt: number) =>
    list[(((dayIndex + salt) % list.length) + list.length) % list.length] as T;
  const cusps = input.natal?.cusps;
  const signIndex = SIGN_IDS.indexOf(input.sign);
  /** The house a longitude falls in: natal with a birth time, else counted from the reader's sign. */
  const houseAt = (longitude: number): HouseRef =>
    cusps
      ? { house: houseOf(longitude, cusps), solar: false }
      : { house: ((SIGN_IDS.indexOf(signOfLongitude(longitude).id) - signIndex + 12) % 12) + 1, solar: true };
  const degreeOf = (longitude: number) => Math.floor(((longitude % 30) + 30) % 30);

  // ---- The day's conditions: whether it holds beginnings back, and the void Moon's hours. ----
  const phase = free.facts.find((f) => f.kind === 'moon-phase');
  const waning = phase?.kind === 'moon-phase' && WANING.includes(phase.phase);
  const stationNear = STATION_BODIES.some((b) => stationsBetween(b, noon - 1, noon + 1).length > 0);
  const rulerId = getSign(input.sign).rulingPlanet.toLowerCase() as PlanetId;
  const rulerNow = bodyAt(rulerId, noon);
  const rulerRetrograde = rulerNow.speed < 0;
  const holdsBack = waning || stationNear || rulerRetrograde;
  // A void Moon is told when it touches the waking hours, and holds the day back when it covers two of them or more.
  const wakeFrom = dayStart + WAKING.from / 24;
  const wakeTo = dayStart + WAKING.to / 24;
  const overlap = (v: { start: string; end: string }) =>
    Math.min(jdOf(v.end), wakeTo) - Math.max(jdOf(v.start), wakeFrom);
  const voidMoon = premium.void_moons.find((v) => overlap(v) > 0) ?? null;
  const voidAwake = voidMoon !== null && overlap(voidMoon) >= VOID_HOLDS / 24;
  const inVoid = (start: string, end: string) =>
    voidMoon !== null && Date.parse(start) < Date.parse(voidMoon.end) && Date.parse(end) > Date.parse(voidMoon.start);
  /** The frames are told to hold beginnings back on such a day, and under a void Moon over the waking hours. */
  const hold = holdsBack || voidAwake;
  const tone: Tone = hold && free.tones.overall === 'bright' ? 'steady' : free.tones.overall;

  // ---- The day's timing. ----
  const firstHour = (rulers: readonly HourRuler[], free: boolean) => {
    for (const ruler of rulers) {
      const hour = premium.planetary_hours.find(
        (h: PremiumHour) =>
          h.planet === ruler &&
          jdOf(h.start_time) >= dayStart &&
          jdOf(h.start_time) < dayEnd &&
          awake(h.start_time) &&
          !(free && inVoid(h.start_time, h.end_time)),
      );
      if (hour) return hour;
    }
    return null;
  };
  const best = firstHour(BEST_RULERS, true);
  const slow = firstHour(SLOW_RULERS, false);
  const power = input.lucky && awake(input.lucky.utc) && !inVoid(input.lucky.utc, input.lucky.utc) ? input.lucky : null;

  // ---- The stories of the period. ----
  const points = input.points;
  const stories: Story[] = [];
  // Stations on the chart.
  for (const body of STATION_BODIES) {
    const [before, after] = STATION_WINDOW[body];
    for (const s of stationsBetween(body, noon + before, noon + after)) {
      const days = Math.abs(s.jdUT - noon);
      const outer = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'].includes(body);
      let found: { point: NatalPoint; aspect: TransitAspect; orb: number } | null = null;
      if (!solar) {
        for (const [point, at] of Object.entries(points) as [NatalPoint, number][]) {
          for (const aspect of ASPECTS) {
            const a = ASPECT_ANGLE[aspect];
            const orb = Math.min(
              Math.abs(diff180(s.longitude, at + a)),
              a === 0 || a === 180 ? 360 : Math.abs(diff180(s.longitude, at - a)),
            );
            if (orb <= STATION_ORB && (!found || orb < found.orb)) found = { point, aspect, orb };
          }
        }
        if (!found) continue;
      } else if (days > 7) continue;
      const contact = found ?? { point: 'sun' as NatalPoint, aspect: 'conjunction' as TransitAspect, orb: 0 };
      const house = solar ? houseAt(s.longitude) : cusps ? houseAt(s.longitude) : null;
      const when = dated(s.utc);
      stories.push({
        id: `story:station:${s.id}`,
        weight: (solar ? 60 : 100) - days * 1.5 - contact.orb * 5 + (outer ? 10 : 0),
        point: contact.point,
        transit: found ? `transit:${body}-${found.aspect}-${found.point}` : undefined,
        event: `station:${s.id}`,
        station: body,
        ...(solar && house ? { solarHouse: house.house } : {}),
        told: (w, role) => ({
          story: w.frames.stationStory({
            role,
            planet: body,
            direction: s.direction,
            date: when,
            sign: s.sign,
            degree: degreeOf(s.longitude),
            aspect: contact.aspect,
            point: contact.point,
            house,
            solar,
          }),
          why: w.frames.stationWhy({
            planet: body,
            direction: s.direction,
            point: contact.point,
            harmony: HARMONY[contact.aspect],
            house,
            solar,
          }),
        }),
      });
    }
  }
  // New and Full Moons on the angles, the lights or the chart's ruler.
  const ascSign = points.ascendant !== undefined ? signOfLongitude(points.ascendant).id : input.sign;
  const chartRuler = getSign(ascSign).rulingPlanet.toLowerCase() as NatalPoint;
  const lunationTargets: NatalPoint[] = solar ? ['sun'] : ['ascendant', 'midheaven', 'sun', 'moon', chartRuler];
  for (const p of moonPhasesBetween(noon - 2, noon + 12)) {
    if (p.phase !== 'new' && p.phase !== 'full') continue;
    const days = Math.abs(p.jdUT - noon);
    let found: { point: NatalPoint; aspect: 'conjunction' | 'opposition'; orb: number } | null = null;
    for (const point of lunationTargets) {
      const at = points[point];
      if (at === undefined) continue;
      for (const aspect of ['conjunction', 'opposition'] as const) {
        const orb = solar
          ? signOfLongitude(p.moonLongitude + ASPECT_ANGLE[aspect]).id === input.sign
            ? 0
            : 99
          : Math.abs(diff180(p.moonLongitude, at + ASPECT_ANGLE[aspect]));
        if (orb <= LUNATION_ORB && (!found || orb < found.orb)) found = { point, aspect, orb };
      }
    }
    if (!found) continue;
    const contact = found;
    const when = dated(p.utc);
    const phaseName = p.phase;
    stories.push({
      id: `story:lunation:${p.id}`,
      weight: (solar ? 70 : 90) - days * 2 - contact.orb * 3,
      point: contact.point,
      event: `phase:${p.id}`,
      ...(solar ? { solarHouse: houseAt(p.moonLongitude).house } : {}),
      told: (w, role) => ({
        story: w.frames.lunationStory({
          role,
          phase: phaseName,
          date: when,
          sign: p.sign,
          degree: degreeOf(p.moonLongitude),
          aspect: contact.aspect,
          point: contact.point,
          ruler: !solar && contact.point === chartRuler && contact.point !== 'sun' && contact.point !== 'moon',
          solar,
        }),
        why: w.frames.lunationWhy({ phase: phaseName, point: contact.point, house: houseAt(p.moonLongitude) }),
      }),
    });
  }
  // The progressed Sun and Moon (as the premium payload computed them): a change of sign, or an exact contact, around now.
  if (!solar) {
    const monthOf = (iso: string) => {
      const { year, month } = dayIn(iso, timeZone);
      return { month: { year, month }, tense: tenseOfMonth({ year, month }, today) };
    };
    for (const point of ['sun', 'moon'] as const) {
      const progressed = premium.progressions.find((p) => p.planet === point);
      if (!progressed?.sign_leaves) continue;
      const reach = point === 'sun' ? 365 : 31;
      const here = progressed.current_sign;
      const from = SIGN_IDS[(SIGN_IDS.indexOf(here) + 11) % 12] as SignId;
      const next = SIGN_IDS[(SIGN_IDS.indexOf(here) + 1) % 12] as SignId;
      const entered = progressed.sign_entered;
      const change =
        entered && noon - jdOf(entered) <= reach
          ? { at: entered, from, to: here }
          : jdOf(progressed.sign_leaves) - noon <= reach
            ? { at: progressed.sign_leaves, from: here, to: next }
            : null;
      if (!change) continue;
      const when = monthOf(change.at);
      stories.push({
        id: `story:progressed-sign:${point}`,
        weight: point === 'sun' ? 85 : 70,
        point,
        told: (w, role) => ({
          story: w.frames.progressedSignStory({ role, point, from: change.from, to: change.to, when }),
          why: '',
        }),
      });
      for (const c of progressed.contacts) {
        const reachContact = point === 'sun' ? 180 : 45;
        if (Math.abs(jdOf(c.exact) - noon) > reachContact) continue;
        const whenExact = monthOf(c.exact);
        stories.push({
          id: `story:progressed-contact:${point}-${c.aspect}-${c.natal_point}`,
          weight: point === 'sun' ? 65 : 55,
          point: c.natal_point,
          told: (w, role) => ({
            story: w.frames.progressedContactStory({
              role,
              point,
              aspect: c.aspect,
              natal: c.natal_point,
              when: whenExact,
            }),
            why: '',
          }),
        });
      }
    }
  }
  // The day's strongest contact stands in when nothing bigger marks the period.
  const strongest = premium.transits[0];
  if (strongest) {
    const next = strongest.exact.find((e) => dated(e).tense !== 'past');
    const exact = next ?? strongest.exact[strongest.exact.length - 1] ?? null;
    stories.push({
      id: `story:transit:${strongest.planet}-${strongest.aspect}-${strongest.natal_point}`,
      weight: 40,
      point: solar ? 'sun' : strongest.natal_point,
      transit: transitId(strongest),
      told: (w, role) => ({
        story: w.frames.transitStory({
          role,
          planet: strongest.planet,
          aspect: strongest.aspect,
          point: strongest.natal_point,
          exact: exact ? dated(exact) : null,
          solar,
        }),
        why: w.frames.transitWhy({
          planet: strongest.planet,
          point: strongest.natal_point,
          harmony: HARMONY[strongest.aspect],
          slow: SLOW.includes(strongest.planet),
          house: strongest.houses
            ? { house: strongest.houses.planet, solar: false }
            : solar
              ? houseAt(bodyAt(strongest.planet, noon).longitude)
              : null,
          fades: strongest.end_date ? dated(strongest.end_date) : null,
        }),
      }),
    });
  }
  stories.sort((a, b) => b.weight - a.weight || a.id.localeCompare(b.id));
  const headline = stories[0] ?? null;
  // At most two supports, each about another point of the chart and of another kind than the other.
  const kind = (s: Story) => s.id.split(':')[1];
  const supports = stories
    .slice(1)
    .filter((s) => s.weight >= 50 && s.point !== headline?.point)
    .filter((s, i, all) => all.findIndex((o) => o.point === s.point || kind(o) === kind(s)) === i)
    .slice(0, 2);
  const told = [headline, ...supports].filter((s): s is Story => s !== null);
  const toldTransits = new Set(told.flatMap((s) => (s.transit ? [s.transit] : [])));
  const toldEvents = new Set(told.flatMap((s) => (s.event ? [s.event] : [])));

  // ---- The day's contacts, apart from the headline's. ----
  const contacts = premium.transits.filter((t) => !toldTransits.has(transitId(t)));
  const byPlanet = new Map<TransitingPlanet, number>();
  for (const t of premium.transits) byPlanet.set(t.planet, (byPlanet.get(t.planet) ?? 0) + 1);
  const busiestPlanet = [...byPlanet.entries()].sort((a, b) => b[1] - a[1])[0];
  // The house most of the moving planets (each counted once) stand in.
  const byHouse = new Map<number, Set<TransitingPlanet>>();
  for (const t of premium.transits)
    if (t.houses) byHouse.set(t.houses.planet, (byHouse.get(t.houses.planet) ?? new Set()).add(t.planet));
  const busiestHouse = [...byHouse.entries()]
    .map(([house, planets]) => [house, planets.size] as const)
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])[0];
  const easy = premium.transits.filter((t) => HARMONY[t.aspect] === 'easy').length;
  const tense = premium.transits.filter((t) => HARMONY[t.aspect] === 'tense').length;
  const contactPhase = (t: PremiumTransit): { phase: 'building' | 'exact' | 'fading'; exact: Dated | null } => {
    const passes = t.exact.map(dated);
    if (passes.some((p) => p.tense === 'now')) return { phase: 'exact', exact: null };
    const next = passes.find((p) => p.tense === 'next');
    if (next) return { phase: 'building', exact: next };
    return passes.length > 0 || !t.applying ? { phase: 'fading', exact: null } : { phase: 'building', exact: null };
  };

  // ---- The retrogrades. ----
  // A planet whose station is one of the stories is told there, not again.
  const storied = new Set(told.flatMap((s) => (s.station ? [s.station] : [])));
  const retrogradeCount = premium.retrogrades.filter((r) => r.is_retrograde).length;
  const retrogrades = premium.retrogrades.filter((r) => r.is_retrograde && !storied.has(r.planet));
  const retrogradeHouses = retrogrades.map((r) => houseAt(bodyAt(r.planet, noon).longitude));

  // ---- The weeks ahead: stations, sign changes, the Moon's phases, the fast planets' exact contacts. ----
  interface Ahead {
    jd: number;
    id: string;
    /** Its date and title, and the meaning said with it (each meaning once in a reading). */
    told: (w: Writer) => { date: Dated; title: string; meaning: string; where: string };
  }
  const ahead: Ahead[] = [];
  const horizon = AHEAD_DAYS[solar ? 'solar' : 'natal'];
  for (const body of STATION_BODIES) {
    for (const s of stationsBetween(body, dayEnd, dayEnd + horizon)) {
      ahead.push({
        jd: s.jdUT,
        id: `station:${s.id}`,
        told: (w) => ({
          date: dated(s.utc),
          title: w.texts.stationTitle(s.body, s.direction, s.sign),
          meaning: w.texts.stationMeaning[s.body][s.direction],
          where: '',
        }),
      });
    }
  }
  for (const body of INGRESS_BODIES) {
    if (body === 'moon') continue;
    for (const i of ingressesBetween(body, dayEnd, dayEnd + horizon)) {
      ahead.push({
        jd: i.jdUT,
        id: `ingress:${i.id}`,
        told: (w) => ({
          date: dated(i.utc),
          title: w.texts.ingressTitle(i.body, i.sign, i.direction),
          meaning: w.texts.ingressMeaning[i.body],
          where: '',
        }),
      });
    }
  }
  for (const p of moonPhasesBetween(dayEnd, dayEnd + horizon)) {
    const lunation = p.phase === 'new' || p.phase === 'full' ? p.phase : null;
    ahead.push({
      jd: p.jdUT,
      id: `phase:${p.id}`,
      told: (w) => ({
        date: dated(p.utc),
        title: w.texts.phaseTitle(p.phase, p.sign),
        meaning: lunation ? '' : w.texts.phaseMeaning[p.phase],
        where: lunation ? w.frames.inHouse({ phase: lunation, house: houseAt(p.moonLongitude) }) : '',
      }),
    });
  }
  // The fast planets' exact contacts to a chart's lights and angles (or the middle of a sign).
  const personal = Object.fromEntries(
    (['sun', 'moon', 'ascendant', 'midheaven'] as const).flatMap((k) =>
      points[k] === undefined ? [] : [[k, points[k]]],
    ),
  );
  const onCards = new Set(premium.transits.map(transitId));
  // A reader without a chart gets their sign's coming contacts as dated advice only (their titles
  // would read like the cards').
  const comingContacts = exactTransits(dayEnd, dayEnd + horizon, personal, ['sun', 'mercury', 'venus', 'mars'], {
    approximate: true,
  }).filter((t) => !onCards.has(`transit:${t.planet}-${t.aspect}-${t.natalPoint}`));
  const aheadTransits = solar ? [] : comingContacts;
  for (const rough of aheadTransits) {
    let refined: ReturnType<typeof rough.refine> | undefined;
    ahead.push({
      jd: rough.jdUT,
      id: `transit-exact:${rough.planet}-${rough.aspect}-${rough.natalPoint}`,
      told: (w) => {
        refined ??= rough.refine();
        const t = refined;
        return {
          date: dated(t.utc),
          title: w.texts.transitTitle(t.planet, t.aspect, t.natalPoint, solar),
          meaning: '',
          where: '',
        };
      },
    });
  }
  // One turn a day (a station first, then a phase, a sign change, a contact); a retrograde's
  // direct station is already dated in the retrogrades.
  const rank = (e: Ahead) => ['station', 'phase', 'ingress', 'transit-exact'].indexOf(e.id.split(':')[0] as string);
  const retrogradeEnds = new Set(retrogrades.map((r) => `station:${r.planet}-direct`));
  const byDay = new Map<string, Ahead>();
  for (const e of ahead) {
    if (toldEvents.has(e.id) || [...retrogradeEnds].some((r) => e.id.startsWith(r))) continue;
    const key = dayIn(instant(e.jd).utc, timeZone);
    const k = `${key.year}-${key.month}-${key.day}`;
    const held = byDay.get(k);
    if (!held || rank(e) < rank(held)) byDay.set(k, e);
  }
  const coming = [...byDay.values()].sort((a, b) => a.jd - b.jd);
  const nextNew = moonPhasesBetween(noon, noon + 31).find((p) => p.phase === 'new');

  // ---- The year's backdrop for a reader without a chart: the slow planets by the house counted from the sign. ----
  const backdrop = solar
    ? BACKDROP.map((planet) => {
        const at = bodyAt(planet, noon);
        const leaves = ingressesBetween(planet, noon, noon + BACKDROP_YEARS * 365.25)[0];
        const month = leaves ? dayIn(leaves.utc, timeZone) : null;
        return {
          planet,
          sign: signOfLongitude(at.longitude).id,
          house: houseAt(at.longitude),
          until: month ? { month: { year: month.year, month: month.month }, tense: tenseOfMonth(month, today) } : null,
        };
      })
    : [];

  // ---- The progressed chart's slow story (a reader with a chart). ----
  const progressedSun = premium.progressions.find((p) => p.planet === 'sun');
  const progressedMoon = premium.progressions.find((p) => p.planet === 'moon');
  const moonLeaves = progressedMoon?.sign_leaves;
  const slowStory =
    !told.some((s) => s.id.startsWith('story:progressed')) && progressedSun && progressedMoon && moonLeaves;

  // ---- Writing the plan in one language. ----
  const writerOf = (texts: SkyTexts, horoscope: HoroscopeTexts, tag: string): Writer => ({
    texts,
    frames: texts.reading,
    tag,
    time: (iso: string) =>
      horoscope.grammar.clock(new Date(iso), input.zoneGiven === false ? undefined : timeZone, input.date),
    houseTopic: (house: number) => horoscope.houseTopic[house] ?? '',
  });
  const headlineTheme = headline ? headline.point : 'sun';
  // Each sentence is counted once, however many times it is written.
  const counted = new Map<string, number>();
  const sentenceWords = (text: string, tag: string) => {
    const key = `${tag}\u0000${text}`;
    let count = counted.get(key);
    if (count === undefined) {
      count = countWords(text, tag);
      counted.set(key, count);
    }
    return count;
  };
  /** The sentences each written paragraph was joined from (its words are theirs: the gap is a space or nothing). */
  const partsOf = new Map<string, readonly string[]>();
  /**
   * Writes the planned reading with `size` contacts and coming turns. `tally`, when given, gets the
   * words each contact line and each coming turn adds (what the reading has not said already).
   */
  const write = (
    w: Writer,
    size: { contacts: number; ahead: number },
    tally?: { contacts: number[]; ahead: number[]; aheadLead: number },
  ): ReadingParagraph[] => {
    const f = w.frames;
    const gap = w.texts.gap;
    // No sentence twice in a reading (two New Moons in one house say where they fall once).
    const said = new Set<string>();
    const join = (parts: readonly string[]) => {
      const kept = parts.filter((part) => {
        if (!part || said.has(part)) return false;
        said.add(part);
        return true;
      });
      const text = kept.join(gap);
      partsOf.set(text, kept);
      return text;
    };
    const paragraphs: ReadingParagraph[] = [];
    if (headline) {
      const main = headline.told(w, 'headline');
      const rest = supports.map((s) => s.told(w, 'support').story);
      paragraphs.push({
        text: join([main.story, main.why, rest.length > 0 ? f.supportsLead(rest.length as 1 | 2) : '', ...rest]),
        sources: told.map((s) => s.id),
      });
    }
    const shown = contacts.slice(0, size.contacts);
    {
      const lines = shown.map((t, i) => {
        const { phase: p, exact } = contactPhase(t);
        return f.contactLine({
          planet: t.planet,
          aspect: t.aspect,
          point: t.natal_point,
          harmony: HARMONY[t.aspect],
          phase: p,
          exact,
          solar,
          variant: i + dayIndex,
          again: i > 0 && shown[i - 1]?.natal_point === t.natal_point,
        });
      });
      if (tally) {
        const seen = new Set(said);
        seen.add(f.contactsLead({ count: premium.transits.length, others: contacts.length, solar }));
        tally.contacts = lines.map((line) => {
          if (seen.has(line)) return 0;
          seen.add(line);
          return sentenceWords(line, w.tag);
        });
      }
      const pattern = [
        busiestPlanet && busiestPlanet[1] >= 2
          ? f.samePlanet({ planet: busiestPlanet[0], count: busiestPlanet[1] })
          : '',
        busiestHouse && busiestHouse[1] >= 2
          ? f.houseFocus({ house: { house: busiestHouse[0], solar: false }, count: busiestHouse[1] })
          : '',
        premium.transits.length >= 3 ? f.balance({ easy, tense }) : '',
      ];
      paragraphs.push({
        text: join([
          f.contactsLead({ count: premium.transits.length, others: contacts.length, solar }),
          ...lines,
          ...pattern,
        ]),
        sources: ['contacts', ...shown.map(transitId)],
      });
    }
    if (backdrop.length > 0) {
      paragraphs.push({
        text: join([f.backdropLead, ...backdrop.map((b) => f.backdrop(b))]),
        sources: backdrop.map((b) => `backdrop:${b.planet}`),
      });
    }
    // The day's timing in clock order, then the ruler.
    const timing: { at: string; text: string; source: string }[] = [];
    if (voidMoon) {
      timing.push({
        at: voidMoon.start,
        text: f.voidWindow(w.time(voidMoon.start), w.time(voidMoon.end)),
        source: 'void',
      });
    }
    if (best) {
      timing.push({
        at: best.start_time,
        text: f.bestHour({ ruler: best.planet, start: w.time(best.start_time), end: w.time(best.end_time), hold }),
        source: `hour:${best.planet}`,
      });
    }
    if (slow) {
      timing.push({
        at: slow.start_time,
        text: f.slowHour({ ruler: slow.planet, start: w.time(slow.start_time), end: w.time(slow.end_time) }),
        source: `hour:${slow.planet}`,
      });
    }
    if (power) {
      timing.push({
        at: power.utc,
        text: f.powerMoment({
          time: w.time(power.utc),
          planet: power.planet as TransitingPlanet,
          aspect: power.aspect,
          hold,
        }),
        source: 'lucky-moment',
      });
    }
    timing.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
    paragraphs.push({
      text: join([
        ...timing.map((t) => t.text),
        f.ruler(rulerId, signOfLongitude(rulerNow.longitude).id, rulerRetrograde),
      ]),
      sources: [...timing.map((t) => t.source), `ruler:${rulerId}`],
    });
    // The lead counts every retrograde planet; one whose station is a story was told there (and
    // when every one was, the paragraph is not written).
    if (retrogradeCount === 0 || retrogrades.length > 0)
      paragraphs.push({
        text: join([
          f.retrogradesLead(
            retrogradeCount,
            premium.retrogrades.filter((r) => r.is_retrograde && storied.has(r.planet)).map((r) => r.planet),
          ),
          ...retrogrades.map((r, i) => {
            const before = retrogrades[i - 1];
            return f.retrogradeLine({
              planet: r.planet,
              sign: r.sign,
              house: retrogradeHouses[i] as HouseRef,
              until: r.retrograde_until ? dated(r.retrograde_until) : null,
              previous: before ? { house: retrogradeHouses[i - 1] as HouseRef, sign: before.sign } : null,
            });
          }),
        ]),
        sources: retrogrades.length > 0 ? retrogrades.map((r) => `retrograde:${r.planet}`) : ['retrogrades:none'],
      });
    const events = coming.slice(0, size.ahead);
    if (events.length > 0) {
      // Each date is said against the one before it, so the weeks read as prose, not a calendar.
      const told = events.map((e, index, all) => {
        const { date, title, meaning, where } = e.told(w);
        const previous = index > 0 ? (all[index - 1] as Ahead).told(w).date : null;
        return [f.onDate(date, title, { index, previous }), where, meaning];
      });
      if (tally) {
        const seen = new Set(said);
        tally.aheadLead = seen.has(f.aheadLead) ? 0 : sentenceWords(f.aheadLead, w.tag);
        seen.add(f.aheadLead);
        tally.ahead = told.map((parts) =>
          parts.reduce((n, part) => {
            if (!part || seen.has(part)) return n;
            seen.add(part);
            return n + sentenceWords(part, w.tag);
          }, 0),
        );
      }
      const parts = told.flat();
      paragraphs.push({ text: join([f.aheadLead, ...parts]), sources: events.map((e) => e.id) });
    }
    if (slowStory) {
      const degree = progressedMoon.current_degree;
      const part = degree < 10 ? 'early' : degree < 20 ? 'middle' : 'late';
      const leaves = dayIn(moonLeaves, timeZone);
      paragraphs.push({
        text: join([
          f.progressionsLead,
          f.progressedBrief({
            sun: progressedSun.current_sign,
            moon: progressedMoon.current_sign,
            moonPart: part,
            moonLeaves: { year: leaves.year, month: leaves.month },
          }),
        ]),
        sources: ['progression:sun', 'progression:moon'],
      });
    }
    paragraphs.push({
      text: f.closing({
        // A reader without a chart whose story falls in one of their houses closes on that house.
        theme: headline?.solarHouse ? w.houseTopic(headline.solarHouse) : f.theme[headlineTheme],
        tone,
        hold: holdsBack,
        voidEnd: voidAwake && voidMoon ? w.time(voidMoon.end) : null,
        nextNewMoon: nextNew ? dated(nextNew.utc) : null,
        variant: dayIndex,
      }),
      sources: [holdsBack ? 'hold' : `tone:${tone}`, ...(voidAwake ? ['void'] : [])],
    });
    return paragraphs;
  };

  // ---- Sizing by the English reading: grow the weeks ahead, then the contacts, while under 600 words. ----
  const english = writerOf(SKY_EN, HOROSCOPE_EN, 'en');
  const words = (paragraphs: readonly ReadingParagraph[], tag: string) =>
    paragraphs.reduce(
      (n, p) => n + (partsOf.get(p.text) ?? [p.text]).reduce((m, part) => m + sentenceWords(part, tag), 0),
      0,
    );
  // Past six contacts a paragraph reads as a list (eight when nothing else is left to tell), past
  // sixteen turns the weeks ahead as a calendar.
  const most = { contacts: Math.min(MOST.contacts, contacts.length), ahead: Math.min(MOST.ahead, coming.length) };
  let size = { contacts: Math.min(3, most.contacts), ahead: Math.min(2, most.ahead) };
  const steps: ((s: typeof size) => typeof size | null)[] = [
    (s) => (s.ahead < Math.min(6, most.ahead) ? { ...s, ahead: s.ahead + 1 } : null),
    (s) => (s.contacts < most.contacts ? { ...s, contacts: s.contacts + 1 } : null),
    (s) => (s.ahead < most.ahead ? { ...s, ahead: s.ahead + 1 } : null),
    (s) => (s.contacts < Math.min(MOST.contactsAtMost, contacts.length) ? { ...s, contacts: s.contacts + 1 } : null),
  ];
  // The English is written twice to size it: without contacts or turns ahead, and with all of them
  // (each tallied); a candidate's length is then a sum.
  const base = words(write(english, { contacts: 0, ahead: 0 }), 'en');
  const tally = { contacts: [] as number[], ahead: [] as number[], aheadLead: 0 };
  write(
    english,
    { contacts: Math.max(most.contacts, Math.min(MOST.contactsAtMost, contacts.length)), ahead: most.ahead },
    tally,
  );
  const sum = (list: readonly number[], n: number) => list.slice(0, n).reduce((a, b) => a + b, 0);
  const lengthOf = (s: typeof size) =>
    base + sum(tally.contacts, s.contacts) + (s.ahead > 0 ? tally.aheadLead + sum(tally.ahead, s.ahead) : 0);
  let measured = lengthOf(size);
  let grown = true;
  while (grown && measured < READING_WORDS.min) {
    grown = false;
    for (const step of steps) {
      const next = step(size);
      if (!next) continue;
      const n = lengthOf(next);
      if (n > READING_WORDS.max) continue;
      size = next;
      measured = n;
      grown = true;
      break;
    }
  }
  const own = writerOf(input.texts, input.horoscope, input.tag);
  const paragraphs = input.texts === SKY_EN ? write(english, size) : write(own, size);
  const frames = input.texts.reading;

  // Advice for the list under the reading: the coming contacts', each under its short date (never
  // today's cards', and never today's advice on a day that holds back).
  const cosmicAdvice = [
    ...new Map(
      comingContacts.slice(0, 8).map((t) => {
        const advice = contactMeaning(input.texts.contacts, t.planet, t.aspect, t.natalPoint).advice;
        const date = input.texts.grammar.shortDay(dayIn(t.utc, timeZone));
        return [advice, `${date} · ${advice}`] as const;
      }),
    ).values(),
  ].slice(0, 3);
  const themes = [
    ...new Set(
      [headlineTheme, ...supports.map((s) => s.point), ...premium.transits.slice(0, 3).map((t) => t.natal_point)].map(
        (p) => frames.theme[solar ? 'sun' : p],
      ),
    ),
  ].slice(0, 4);
  return finishAll<OracleReading>(
    {
      comprehensive_reading: paragraphs.map((p) => p.text).join('\n\n'),
      paragraphs,
      word_count: paragraphs.reduce((n, p) => n + readersCount(p.text, input.tag), 0),
      key_themes: themes,
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
      affirmation: turn(frames.affirmation[tone], 1),
      plan: {
        headline: headline?.id ?? null,
        supports: supports.map((s) => s.id),
        holds_back: {
          waning_moon: waning,
          station_within_a_day: stationNear,
          ruler_retrograde: rulerRetrograde,
          void_moon_awake: voidAwake,
        },
      },
      lucky_elements: {
        color: input.color,
        number: free.luckyNumber,
        stone: frames.stone[input.sign],
        direction: frames.direction[getSign(input.sign).element],
      },
    },
    input.texts.grammar.finish,
  );
}

/** Whether a finished reading pushes a beginning on a day that holds them back (the checker of decision 036). */
export function readingConflicts(
  text: string,
  frames: OracleFrames,
  holdsBack: OracleReading['plan']['holds_back'],
): string[] {
  if (!Object.values(holdsBack).some(Boolean)) return [];
  const lower = text.toLocaleLowerCase();
  return frames.pushes.filter((p) => lower.includes(p.toLocaleLowerCase()));
}

export type { Tense, Day };
