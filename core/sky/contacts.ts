/**
 * What a moving planet's contact with a point of the reader's chart means (decision 034, "texts that
 * interpret"): written per planet, per natal point and per kind of aspect, so that Saturn on
 * Venus never reads like Uranus on Venus. The same texts read a transit (Saturn squares your
 * natal Venus) and a progressed planet's contact (your progressed Moon meets your natal Saturn):
 * they say what the contact does, never for how long. The frames place a contact in the chart
 * (the houses) and in time (since, exact, again, fades) in each language's own grammar.
 */
import type { PlanetId } from '../astro/positions';
import { dateTimeFormat } from '../i18n/intl-cache';
import type { SignId } from '../zodiac';
import type { ProgressedPoint } from './progressions';
import { HARMONY, type Harmony, type NatalPoint, type TransitAspect, type TransitingPlanet } from './transits';

/** One contact's reading: what it does (one sentence) and what to do with it (one sentence). */
export interface ContactMeaning {
  readonly text: string;
  readonly advice: string;
}

/** A moving planet's contacts with one natal point, by how the aspect is felt. */
export type ContactsTo = Readonly<Record<Harmony, ContactMeaning>>;
/** One moving planet's contacts with every natal point. */
export type ContactsOf = Readonly<Record<NatalPoint, ContactsTo>>;

/** The personal planets' contacts: the transiting Sun, Mercury, Venus and Mars, and the progressed Moon. */
export type PersonalContacts = Readonly<Record<'sun' | 'moon' | 'mercury' | 'venus' | 'mars', ContactsOf>>;
/** The slow planets' contacts: Jupiter to Pluto. */
export type OuterContacts = Readonly<Record<'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto', ContactsOf>>;
export type ContactMeanings = Readonly<Record<PlanetId, ContactsOf>>;

import type { Day, Month } from '../i18n/grammar/grammar';

export type { Day, Month };
/** Where a date stands against the reader's today (or this month, for a Month). */
export type Tense = 'past' | 'now' | 'next';

/** What each progressed point says in each sign: one or two sentences naming the point and the sign. */
export type ProgressedSigns = Readonly<Record<ProgressedPoint, Readonly<Record<SignId, string>>>>;

/** The bodies whose secondary progressions are read against the chart. */
export type ProgressedBody = 'sun' | 'moon' | 'mercury' | 'venus' | 'mars';

export interface ContactFrames {
  /**
   * Where a transit falls in a chart with houses, one sentence: the house the moving planet
   * crosses and the house of the natal point it reaches ("Saturn is crossing your 7th house,
   * partners and open rivals, and reaches your Venus in the 5th, romance and play."); the
   * point's house is null for an angle (the Ascendant and Midheaven are house cusps). `aspect`
   * lets a frame say a conjunction as a meeting (a planet on its own place is a return).
   */
  readonly transitHouses: (p: {
    planet: TransitingPlanet;
    aspect: TransitAspect;
    planetHouse: number;
    point: NatalPoint;
    pointHouse: number | null;
  }) => string;
  /**
   * A transit's timeline, one sentence, every date in its tense against the reader's today:
   * when it came within orb (null: before the horizon followed), each exact pass (up to three,
   * in order), and when it fades (null: beyond the horizon). "It began on 12 November, was
   * exact on 3 December and will be again on 20 January, and fades by 2 March."
   */
  readonly transitTimeline: (t: {
    /** The reader's today: a date in another year names its year. */
    today: Day;
    began: { day: Day; tense: Tense } | null;
    exact: readonly { day: Day; tense: Tense }[];
    fades: { day: Day; tense: Tense } | null;
  }) => string;
  /** A progressed body's contact as a title: "Your progressed Moon squares your natal Saturn". */
  readonly progressedTitle: (body: ProgressedBody, aspect: TransitAspect, point: NatalPoint) => string;
  /** When a progressed contact is exact, one sentence: "It is exact in March 2027." / "It was exact in May." */
  readonly progressedWhen: (p: { exact: Month; tense: Tense }) => string;
  /**
   * Where the progressed Sun or Moon stands in its sign and when it changes sign, one or two
   * sentences, with what the sign asks of the reader now: early (first third), middle, or late
   * (last third); `entered` when it came into the sign (null: at birth, or for the Sun more than
   * two years ago); `leaves` the month it enters `nextSign` (null for the Sun more than two years
   * ahead; the Moon's is always given).
   */
  readonly progressedPlace: (p: {
    point: 'sun' | 'moon';
    sign: SignId;
    part: 'early' | 'middle' | 'late';
    entered: { month: Month; tense: Tense } | null;
    leaves: Month | null;
    nextSign: SignId;
  }) => string;
}

/** What a planet's contact in this aspect with this point means. */
export function contactMeaning(
  meanings: ContactMeanings,
  planet: PlanetId,
  aspect: TransitAspect,
  point: NatalPoint,
): ContactMeaning {
  return meanings[planet][point][HARMONY[aspect]];
}

/** The calendar day an instant falls on in a zone. */
export function dayIn(iso: string, timeZone: string): Day {
  const [year, month, day] = dateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit', timeZone })
    .format(new Date(iso))
    .split('-')
    .map(Number) as [number, number, number];
  return { year, month, day };
}

/** The reader's calendar date (YYYY-MM-DD) as a Day. */
export function dayOfDate(date: string): Day {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

const order = (d: Day) => d.year * 10_000 + d.month * 100 + d.day;
/** A day against the reader's today. */
export const tenseOfDay = (day: Day, today: Day): Tense =>
  order(day) < order(today) ? 'past' : order(day) === order(today) ? 'now' : 'next';
/** A month against the reader's month. */
export const tenseOfMonth = (month: Month, today: Day): Tense =>
  order({ ...month, day: 1 }) < order({ ...today, day: 1 })
    ? 'past'
    : month.year === today.year && month.month === today.month
      ? 'now'
      : 'next';

/** A transit's window and exact passes as the frame's sentence, in the reader's days. */
export function transitTimeline(
  frames: ContactFrames,
  t: { start: string | null; end: string | null; exact: readonly string[] },
  today: Day,
  timeZone: string,
): string {
  const dated = (iso: string) => {
    const day = dayIn(iso, timeZone);
    return { day, tense: tenseOfDay(day, today) };
  };
  return frames.transitTimeline({
    today,
    began: t.start ? dated(t.start) : null,
    exact: t.exact.slice(0, 3).map(dated),
    fades: t.end ? dated(t.end) : null,
  });
}

/** The texts a contact's reading is written with (a language's SkyTexts). */
interface ReadingTexts {
  readonly transitTitle: (planet: TransitingPlanet, aspect: TransitAspect, point: NatalPoint, solar: boolean) => string;
  readonly contacts: ContactMeanings;
  readonly stop: string;
  readonly gap: string;
}

/**
 * A transit's reading: its title, then what it does, where it falls in the chart and when (if
 * known), and what to do with it. `meaning` is the reading after the title, for a page that
 * shows the title as a heading.
 */
export function transitReading(
  texts: ReadingTexts,
  t: { planet: TransitingPlanet; aspect: TransitAspect; point: NatalPoint; solar: boolean },
  context: { where?: string; when?: string } = {},
): { title: string; meaning: string; interpretation: string; advice: string } {
  const title = texts.transitTitle(t.planet, t.aspect, t.point, t.solar);
  const contact = contactMeaning(texts.contacts, t.planet, t.aspect, t.point);
  const meaning = [contact.text, context.where ?? '', context.when ?? '', contact.advice]
    .filter(Boolean)
    .join(texts.gap);
  return { title, meaning, interpretation: `${title}${texts.stop}${texts.gap}${meaning}`, advice: contact.advice };
}

/** Half a year, ms: a yearless date further from today than this reads as another year's. */
// The rule for when a date names its year, and Intl's days and months: one skeleton for every language.
export { intlDay, intlMonth, namesYear } from '../i18n/grammar/shared';
