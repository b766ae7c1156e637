/**
 * The shape of one language's sky texts (decision 029, "Words"): the titles and descriptions of the
 * sky calendar's events, and the interpretations of the premium horoscope (transits, planetary
 * hours, progressions, the void-of-course Moon, retrogrades). Like the horoscope's texts, each
 * language writes whole sentences from ids, declining signs and planets itself.
 */
import type { Grammar } from '../i18n/grammar/grammar';
import type { PlanetId } from '../astro/positions';
import type { SignId } from '../zodiac';
import type { Direction, IngressBody, MoonPhaseName, PtolemaicAspect, StationBody } from './events';
import type { HourRuler } from './hours';
import type { ProgressedPoint } from './progressions';
import type { ContactFrames, ContactMeanings } from './contacts';
import type { OracleFrames } from './oracle-frames';
import type { NatalPoint, TransitAspect, TransitingPlanet } from './transits';

export interface SkyTexts {
  /** The language's names, dates, lists and typography (core/i18n/grammar). */
  readonly grammar: Grammar;
  /** The iCalendar feed's name and description. */
  readonly calendarName: string;
  readonly calendarDescription: string;

  /** Event titles: "Mercury turns retrograde in Pisces", "Venus enters Aries", "Full Moon in Cancer". */
  readonly stationTitle: (body: StationBody, direction: Direction, sign: SignId) => string;
  readonly ingressTitle: (body: IngressBody, sign: SignId, direction: Direction) => string;
  readonly phaseTitle: (phase: MoonPhaseName, sign: SignId) => string;
  /** "Void-of-course Moon in Gemini" (it ends when the Moon enters `nextSign`). */
  readonly voidTitle: (sign: SignId, nextSign: SignId) => string;
  /** The Moon's last aspect before the void, or that it made none in the sign; and where it goes next. */
  readonly voidDetail: (
    last: { planet: PlanetId; aspect: PtolemaicAspect } | null,
    sign: SignId,
    nextSign: SignId,
  ) => string;

  /** What a station means: one or two sentences. */
  readonly stationMeaning: Readonly<Record<StationBody, Readonly<Record<Direction, string>>>>;
  /**
   * What a body's change of sign shifts: one sentence that stands under the change's title ("Venus
   * enters Cancer", in the sky calendar and the Oracle's weeks ahead) without repeating it; the
   * same for every sign entered.
   */
  readonly ingressMeaning: Readonly<Record<IngressBody, string>>;
  /** What each principal phase is for. */
  readonly phaseMeaning: Readonly<Record<MoonPhaseName, string>>;
  /** Advice for a void-of-course Moon; the writer turns them over day by day (at least 3). */
  readonly voidAdvice: readonly string[];

  /** What a planetary hour favours: one sentence per ruler. */
  readonly hourSignificance: Readonly<Record<HourRuler, string>>;
  /** How a planet's retrograde is felt, and how the same planet reads when direct. */
  readonly retrogradeEffects: Readonly<Record<StationBody, string>>;
  readonly directEffects: Readonly<Record<StationBody, string>>;

  /** What each planet's contact with each point of a chart means, and what to do with it (core/sky/contacts/). */
  readonly contacts: ContactMeanings;
  /** The frames that place a contact in the chart (houses) and in time (since, exact, fades). */
  readonly frames: ContactFrames;
  /** How a title closes as a sentence, and what joins two sentences: '.' and ' ', '।' and ' ', '。' and ''. */
  readonly stop: string;
  readonly gap: string;
  /**
   * A contact as a title: "Saturn squares your natal Venus". `natalPoint` of a solar chart (no
   * birth time or place known) is only 'sun', meaning the middle of the reader's sign.
   */
  readonly transitTitle: (
    planet: TransitingPlanet,
    aspect: TransitAspect,
    natalPoint: NatalPoint,
    solar: boolean,
  ) => string;
  /** A progressed point in its sign, one or two sentences, naming the point and the sign. */
  readonly progression: (point: ProgressedPoint, sign: SignId) => string;

  /** The Oracle reading's frames (core/sky/oracle-frames.ts, decision 036). */
  readonly reading: OracleFrames;
}
