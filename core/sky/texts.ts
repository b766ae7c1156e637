/**
 * The shape of one language's sky texts (decision 029, "Words"): the titles and descriptions of the
 * sky calendar's events, and the interpretations of the premium horoscope (transits, planetary
 * hours, progressions, the void-of-course Moon, retrogrades). Like the horoscope's texts, each
 * language writes whole sentences from ids, declining signs and planets itself.
 */
import type { PlanetId } from '../astro/positions';
import type { Element, SignId } from '../zodiac';
import type { Direction, IngressBody, MoonPhaseName, PtolemaicAspect, StationBody } from './events';
import type { HourRuler } from './hours';
import type { ProgressedPoint } from './progressions';
import type { ContactFrames, ContactMeanings } from './contacts';
import type { NatalPoint, TransitAspect, TransitingPlanet } from './transits';

export interface SkyTexts {
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
  /** What a body's change of sign shifts: one sentence, the same for every sign entered. */
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

  /**
   * The Oracle reading (docs/product.md#premium-horoscope-page): whole sentences that join the
   * day's computed facts into paragraphs. Times and dates arrive formatted for the reader (`time`
   * "14:32", `date` "3 March").
   */
  readonly reading: {
    /** A short title of a chart point as a theme of the day: "purpose", "love and values". */
    readonly theme: Readonly<Record<NatalPoint, string>>;
    /** Opens the transits paragraph: "Your own chart is busy today." / solar: to the sign. */
    readonly transitsLead: (count: number, solar: boolean) => string;
    /** Opens the retrogrades paragraph; none: every planet moves forward. */
    readonly retrogradesLead: (count: number) => string;
    /** "Mercury turns direct on 3 March." */
    readonly retrogradeUntil: (planet: StationBody, date: string) => string;
    /** "The Moon is void of course from 06:23 to 11:51." */
    readonly voidWindow: (start: string, end: string) => string;
    /** "Your strongest hour runs from 10:02 to 10:58:" followed by the hour's significance. */
    readonly bestHour: (ruler: HourRuler, start: string, end: string) => string;
    /** An hour to keep for routine (Saturn's or Mars's): "From 15:10 to 16:04, ..." */
    readonly slowHour: (ruler: HourRuler, start: string, end: string) => string;
    /** The day's power moment: the lucky time and the aspect that makes it. */
    readonly powerMoment: (time: string, planet: PlanetId, aspect: 'conjunction' | 'sextile' | 'trine') => string;
    /** Opens the paragraph of the weeks ahead (stations, sign changes, Moon phases and exact transits of the next weeks). */
    readonly aheadLead: string;
    /** One coming event: its date, then its title as a sentence ("On 4 December, Venus enters Scorpio."). */
    readonly onDate: (date: string, title: string) => string;
    /** The reader's ruling planet today: its sign and whether it is retrograde. */
    readonly ruler: (planet: PlanetId, sign: SignId, retrograde: boolean) => string;
    /** Opens the progressions paragraph: the slow story behind the day. */
    readonly progressionsLead: string;
    /** The closing line by the day's tone (at least 3 each; the writer turns them over). */
    readonly closing: Readonly<Record<'bright' | 'steady' | 'demanding', readonly string[]>>;
    /** An affirmation by the day's tone, first person (at least 3 each). */
    readonly affirmation: Readonly<Record<'bright' | 'steady' | 'demanding', readonly string[]>>;
    /** The sign's stone and the element's direction (the lucky elements). */
    readonly stone: Readonly<Record<SignId, string>>;
    readonly direction: Readonly<Record<Element, string>>;
  };
}
