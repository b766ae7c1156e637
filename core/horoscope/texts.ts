/**
 * The shape of one language's horoscope texts. A reading is assembled from whole sentences:
 * each pool holds at least eight templates with the same slots, and the writer turns them over
 * day by day so that no sentence repeats within a week. Phrases (effects, advice, topics) are
 * complete clauses written to fit every template of their pool.
 *
 * Signs, planets, houses and Moon phases reach a template as ids and numbers, never as English
 * words: each language names them itself, in the grammatical case, gender and form its
 * sentence needs (Serbian "u Lavu", Hindi "सिंह में", Chinese "狮子座"). Nothing English is glued in.
 */
import type { Grammar } from '../i18n/grammar/grammar';
import type { AspectType, Harmony } from '../astro/aspects';
import type { PlanetId } from '../astro/positions';
import type { SignId } from '../zodiac';
import type { MoonPhase } from './types';

export type Template<P> = (p: P) => string;
/** How an aspect feels (core/astro/aspects.ts): flowing, tense, or a meeting in the same sign. */
export type { Harmony };
export type Tone = 'bright' | 'steady' | 'demanding';
export type Section = 'overall' | 'love' | 'career' | 'wellness';
/** The planets whose aspects a reading weighs (decision 017: the Sun to Saturn, the Moon aside). */
export type AspectingPlanet = 'sun' | 'mercury' | 'venus' | 'mars' | 'jupiter' | 'saturn';
/** The planets whose retrograde the readings weigh in a domain of their own. */
export type RetroPlanet = 'mercury' | 'venus' | 'mars';

/**
 * The rules the readings keep, as data the writer and the tests read (decision 017, "Repairs").
 * They are the same in every language: each language's texts are written to mean what these say.
 */
/** Where a retrograde planet's domain is read: that section is never bright while it is retrograde. */
export const RETRO_DOMAIN: Readonly<Record<RetroPlanet, Section>> = {
  mercury: 'career',
  venus: 'love',
  mars: 'wellness',
};
/** How a wellness phrase leans: 1 the body has more to give, -1 it asks for less, 0 neither. */
export type Lean = -1 | 0 | 1;
/**
 * How Mars leans in the wellness section: by its aspect to the sign (its relation), or back
 * while it is retrograde; its house clause (`planetHouse.mars`) says where the energy goes, not
 * how much of it there is, so a Mars without aspect leans neither way.
 */
export const MARS_LEAN: {
  readonly effect: Readonly<Record<Harmony, Lean>>;
  readonly none: Lean;
  readonly retrograde: Lean;
} = { effect: { easy: 1, tense: -1, blend: 1 }, none: 0, retrograde: -1 };
/** Wellness advice by tone: bright advice asks for more, demanding advice for less. */
export const ADVICE_LEAN: Readonly<Record<Tone, Lean>> = { bright: 1, steady: 0, demanding: -1 };

export interface HoroscopeTexts {
  /**
   * Every form in which the language names a planet, sign or phase (nominative first, then the
   * case forms its sentences use): how a test confirms that a reading names its sky facts.
   */
  readonly names: {
    readonly planet: (id: PlanetId) => readonly string[];
    readonly sign: (id: SignId) => readonly string[];
    readonly phase: (id: MoonPhase) => readonly string[];
    /** The forms of 'retrograde' and 'direct' as the language's sentences say a planet turns or moves. */
    readonly direction: (id: 'retrograde' | 'direct') => readonly string[];
  };
  /** The language's names, clock, lists, sentence gap and typography (core/i18n/grammar). */
  readonly grammar: Grammar;
  /** What each solar house is about, read from the reader's sign: 'money and what you value'. */
  readonly houseTopic: Readonly<Record<number, string>>;
  /** The same houses as they touch love: 'flirting and play'. */
  readonly houseLove: Readonly<Record<number, string>>;
  /** 'trines your sign' (a planet's sign to the reader's sign). */
  readonly signRelation: Readonly<Record<AspectType, string>>;
  /**
   * 'trines Mars in Aries, your ruling planet' (a planet to the reader's ruling planet): the ruler
   * is named with its own sign, so it is never read as in the sign of the planet that aspects it.
   */
  readonly rulerRelation: Readonly<Record<AspectType, (ruler: PlanetId, rulerSign: SignId) => string>>;
  /**
   * What an aspecting planet brings to the reader's ruling planet, by harmony: at least three
   * wordings of a clause that completes 'so ...' (turned by day and sign, so twin signs whose
   * rulers it aspects alike read different ones); none a promise.
   */
  readonly effect: Readonly<Record<AspectingPlanet, Readonly<Record<Harmony, readonly string[]>>>>;
  /** `effect` while Mercury, Venus or Mars is retrograde or stationing: never flowing freely in its domain (at least three each). */
  readonly effectRetrograde: Readonly<Record<RetroPlanet, Readonly<Record<Harmony, readonly string[]>>>>;
  /**
   * What each planet brings to each solar house (1-12, from the reader's sign), read for the
   * section it stands in (Venus for love; the Sun, Mercury, Jupiter and Saturn for work; Mars for
   * the body and its energy): a clause, written for that planet in that part of life, that
   * completes the `house` and `houseAspect` templates. Mars's clauses say where energy goes,
   * never how much of it there is (its aspect and retrograde say that).
   */
  readonly planetHouse: Readonly<Record<AspectingPlanet, Readonly<Record<number, string>>>>;
  /** `planetHouse` while Mercury, Venus or Mars is retrograde or stationing: never flowing freely. */
  readonly planetHouseRetrograde: Readonly<Record<RetroPlanet, Readonly<Record<number, string>>>>;
  /**
   * The phrases of these texts (exact substrings, any slot) that tell a planet's domain as
   * flowing freely: Mercury's smooth talk, signing and travel, Venus's easy love, Mars's
   * plentiful energy. No reading names one while that planet is retrograde or stationing.
   */
  readonly flowing: Readonly<Record<RetroPlanet, readonly string[]>>;
  /** What the phase is good for: 'a time for ...'. */
  readonly phaseNote: Readonly<Record<MoonPhase, string>>;
  /** What a planet's sign change or station touches, a plural noun phrase: 'plans, messages and agreements'. */
  readonly planetTheme: Readonly<Record<PlanetId, string>>;
  /**
   * Phrases (exact substrings) of the steady and demanding advice that push a beginning: start,
   * launch, take the first step, put your name forward. On a day that holds beginnings back (the
   * waning Moon; the section's planet retrograde or stationing; for overall, a station or the
   * ruler slowed) no advice holding one is given, and no section is bright. The bright lists may
   * push beginnings freely: they are never read on such a day. Every list keeps at least 7
   * advice without a beginning.
   */
  readonly beginnings: readonly string[];
  /** Advice by section and tone: base-form verb phrases ('say what you mean'). */
  readonly advice: Readonly<Record<Section, Readonly<Record<Tone, readonly string[]>>>>;

  /** `house` is the solar house, 1-12, counted from the reader's sign. */
  readonly sentences: {
    readonly moon: readonly Template<{ moon: SignId; house: number; topic: string }>[];
    readonly moonIngress: readonly Template<{ to: SignId; time: string; house: number; topic: string }>[];
    readonly phase: readonly Template<{ phase: MoonPhase; note: string }>[];
    /** A principal phase on the day of its exact instant, at `time` (the reader's clock): four or more. */
    readonly phaseExact: readonly Template<{ phase: MoonPhase; time: string; note: string }>[];
    /** A planet to the reader's sign or ruler: relation is signRelation or rulerRelation. */
    readonly aspect: readonly Template<{
      planet: AspectingPlanet;
      planetSign: SignId;
      relation: string;
      effect: string;
    }>[];
    /**
     * A planet through its solar house, with its whole-sign aspect to the reader's sign
     * (`relation`: signRelation; never the conjunction, which is the 1st house and reads with
     * `house`). Twin signs see one planet in the same aspect from different houses, so the house
     * stands within a few words of the planet and the relation, never planet, sign and relation
     * side by side.
     */
    readonly houseAspect: readonly Template<{
      planet: AspectingPlanet;
      planetSign: SignId;
      house: number;
      relation: string;
      clause: string;
    }>[];
    /** A planet through its solar house when it makes no aspect to the reader's sign. */
    readonly house: readonly Template<{
      planet: AspectingPlanet;
      planetSign: SignId;
      house: number;
      clause: string;
    }>[];
    readonly loveMoon: readonly Template<{ moon: SignId; house: number; love: string }>[];
    readonly ingress: readonly Template<{ planet: PlanetId; sign: SignId; time: string; theme: string }>[];
    readonly station: readonly Template<{
      planet: PlanetId;
      direction: 'retrograde' | 'direct';
      time: string;
      theme: string;
    }>[];
    readonly retrograde: readonly Template<{ planet: PlanetId; sign: SignId; theme: string }>[];
    readonly closer: readonly Template<{ advice: string }>[];
  };

  /** Short labels of the day's sky list. */
  readonly labels: {
    readonly moon: (moon: SignId, house: number) => string;
    readonly moonIngress: (to: SignId, time: string) => string;
    /** With `time` on the day of a principal phase's exact instant. */
    readonly phase: (phase: MoonPhase, time?: string) => string;
    /** A planet's aspect to the reader's sign, or to `ruler`, the sign's ruling planet, when given. */
    readonly aspect: (planet: PlanetId, aspect: AspectType, ruler?: PlanetId) => string;
    readonly ingress: (planet: PlanetId, sign: SignId, time: string) => string;
    readonly station: (planet: PlanetId, direction: 'retrograde' | 'direct', time: string) => string;
    readonly retrograde: (planet: PlanetId, sign: SignId) => string;
  };
}
