/**
 * The shape of one language's horoscope texts. A reading is assembled from whole sentences:
 * each pool holds at least eight templates with the same slots, and the writer turns them over
 * day by day so that no sentence repeats within a week. Phrases (effects, advice, topics) are
 * complete clauses written to fit every template of their pool.
 */
import type { AspectType } from '../astro/aspects';
import type { PlanetId } from '../astro/positions';
import type { Element } from '../zodiac';
import type { MoonPhase } from './types';

export type Template<P> = (p: P) => string;
/** How an aspect feels: flowing, tense, or a meeting in the same sign. */
export type Harmony = 'easy' | 'tense' | 'blend';
export type Tone = 'bright' | 'steady' | 'demanding';
export type Section = 'overall' | 'love' | 'career' | 'wellness';
/** The planets whose aspects a reading weighs (000: the Sun to Saturn, the Moon aside). */
export type AspectingPlanet = 'sun' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn';

export interface HoroscopeTexts {
  /** 'the Sun', 'Mercury': as it reads inside a sentence. */
  readonly planet: Readonly<Record<PlanetId, string>>;
  /** '1st', '2nd' ... for house numbers 1-12. */
  readonly ordinal: (n: number) => string;
  /** What each solar house is about, read from the reader's sign: 'money and what you value'. */
  readonly houseTopic: Readonly<Record<number, string>>;
  /** The same houses as they touch love: 'flirting and play'. */
  readonly houseLove: Readonly<Record<number, string>>;
  /** 'trines your sign' (a planet's sign to the reader's sign). */
  readonly signRelation: Readonly<Record<AspectType, string>>;
  /** 'trines' (to a planet: followed by the ruler's name). */
  readonly rulerRelation: Readonly<Record<AspectType, (ruler: string) => string>>;
  /** Short label for the day's sky list: 'Jupiter trine your sign'. */
  readonly aspectLabel: Readonly<Record<AspectType, string>>;
  /** What an aspecting planet brings, by harmony: a clause that completes 'so ...'. */
  readonly effect: Readonly<Record<AspectingPlanet, Readonly<Record<Harmony, string>>>>;
  /** What the Sun, Mercury, Venus or Mars in an element brings when it makes no aspect to the sign. */
  readonly inElement: Readonly<Record<'sun' | 'mercury' | 'venus' | 'mars', Readonly<Record<Element, string>>>>;
  readonly phaseName: Readonly<Record<MoonPhase, string>>;
  /** What the phase is good for: 'a time for ...'. */
  readonly phaseNote: Readonly<Record<MoonPhase, string>>;
  /** What the phase means for energy and the body: a clause. */
  readonly phaseBody: Readonly<Record<MoonPhase, string>>;
  /** What a planet's sign change or station touches, a plural noun phrase: 'plans, messages and agreements'. */
  readonly planetTheme: Readonly<Record<PlanetId, string>>;
  /** Advice by section and tone: base-form verb phrases ('say what you mean'). */
  readonly advice: Readonly<Record<Section, Readonly<Record<Tone, readonly string[]>>>>;
  /**
   * A clock time in a reader's zone (IANA), with its day when that is not the reading's date
   * (YYYY-MM-DD); in UTC, labelled so, where no zone is given.
   */
  readonly time: (at: Date, timeZone?: string, date?: string) => string;

  readonly sentences: {
    readonly moon: readonly Template<{ moon: string; ordinal: string; topic: string }>[];
    readonly moonIngress: readonly Template<{ to: string; time: string; ordinal: string; topic: string }>[];
    readonly phase: readonly Template<{ phase: string; note: string }>[];
    /** A planet to the reader's sign or ruler: relation is signRelation or rulerRelation. */
    readonly aspect: readonly Template<{ planet: string; planetSign: string; relation: string; effect: string }>[];
    /** A planet with no aspect to the sign, read by its element. */
    readonly inSign: readonly Template<{ planet: string; planetSign: string; flavour: string }>[];
    readonly loveMoon: readonly Template<{ moon: string; ordinal: string; love: string }>[];
    readonly bodyPhase: readonly Template<{ phase: string; body: string }>[];
    readonly ingress: readonly Template<{ planet: string; sign: string; time: string; theme: string }>[];
    readonly station: readonly Template<{
      planet: string;
      direction: 'retrograde' | 'direct';
      time: string;
      theme: string;
    }>[];
    readonly retrograde: readonly Template<{ planet: string; sign: string; theme: string }>[];
    readonly closer: readonly Template<{ advice: string }>[];
  };

  readonly labels: {
    readonly moon: (moon: string, ordinal: string) => string;
    readonly moonIngress: (to: string, time: string) => string;
    readonly phase: (phase: string) => string;
    readonly aspect: (planet: string, label: string, target: string) => string;
    readonly ingress: (planet: string, sign: string, time: string) => string;
    readonly station: (planet: string, direction: 'retrograde' | 'direct', time: string) => string;
    readonly retrograde: (planet: string, sign: string) => string;
    /** 'your sign' / 'Mars, your ruler' as aspect label targets. */
    readonly yourSign: string;
    readonly yourRuler: (ruler: string) => string;
  };
}
