/**
 * The sentences of the Oracle reading (decision 036): one language's frames, written by a fluent
 * writer of it. The reading is planned from the period's facts before a word is written (see
 * core/sky/reading.ts): its headline story, the day's contacts read together, the day's timing,
 * the retrogrades, the weeks ahead, the slow story of the progressed chart and a closing drawn
 * from the headline. None of these sentences may repeat the transit cards, the hour, void-Moon
 * and retrograde cards or the free reading shown on the same screen: they say what those facts
 * mean together, where they fall and when.
 *
 * Dates arrive as days with their tense against the reader's today (the frame writes them with
 * its language's date helper: a past date in a past tense, today as today, a later one in a
 * future or present tense); clock times arrive formatted for the reader ("14:32", or "14:32 UTC"
 * when their zone is not known). Houses are natal houses for a reader with a birth time, or
 * houses counted from the reader's sign (`solar`) for one without: a frame says which.
 */
import type { PlanetId } from '../astro/positions';
import type { Element, SignId } from '../zodiac';
import type { Day, Month, Tense } from './contacts';
import type { Direction, StationBody } from './events';
import type { HourRuler } from './hours';
import type { Harmony, NatalPoint, TransitAspect, TransitingPlanet } from './transits';

/** A day in its tense against the reader's today; `today` lets the frame decide whether to name the year. */
export interface Dated {
  readonly day: Day;
  readonly tense: Tense;
  readonly today: Day;
}
/** A month in its tense against the reader's month. */
export interface DatedMonth {
  readonly month: Month;
  readonly tense: Tense;
}
/** A house of the reader's chart: natal, or counted from the sign when `solar`. */
export interface HouseRef {
  readonly house: number;
  readonly solar: boolean;
}
export type Tone = 'bright' | 'steady' | 'demanding';
/**
 * A story told as the period's headline (it may say it is the story of these weeks), or as one
 * of the two supports told after it (it must not: the headline is).
 */
export type Role = 'headline' | 'support';

export interface OracleFrames {
  /** A short title of a chart point as a theme of the day: "purpose", "love and values" (the key themes list). */
  readonly theme: Readonly<Record<NatalPoint, string>>;

  // ---- The headline: the period's biggest story, one or two sentences, then why it matters. ----
  /**
   * A slow or fast planet standing still (a station) on a point of the chart, within a degree or
   * two of an exact aspect to it: "On 11 November Jupiter turned retrograde at 25° Cancer, within
   * a degree of its opposition to your natal Saturn: the story of these weeks." `degree` is the
   * station's whole degree in `sign`. For a `solar` reader the point is the middle of their sign:
   * say the station falls in `house` counted from their sign instead of naming a natal point.
   */
  readonly stationStory: (p: {
    role: Role;
    planet: StationBody;
    direction: Direction;
    date: Dated;
    sign: SignId;
    degree: number;
    aspect: TransitAspect;
    point: NatalPoint;
    house: HouseRef | null;
    solar: boolean;
  }) => string;
  /**
   * What a station does to the part of life it sits on, one sentence: a station holds the
   * planet's meaning on one spot for weeks; turning retrograde, the theme is gone back over;
   * turning direct, it moves forward again. Said with the planet's nature and the point's theme
   * (for a `solar` reader, the house's topic), never with the transit cards' sentences.
   */
  readonly stationWhy: (p: {
    planet: StationBody;
    direction: Direction;
    point: NatalPoint;
    harmony: Harmony;
    house: HouseRef | null;
    solar: boolean;
  }) => string;
  /**
   * A New or Full Moon on an angle, a light or the chart's ruler (conjunct or opposite within a
   * few degrees): "The New Moon of 9 December at 17° Sagittarius falls on your Descendant,
   * opposite your Ascendant." `ruler`: the point is the planet ruling the reader's Ascendant (or
   * sign). For a `solar` reader: the lunation falls in their own sign (conjunction) or the
   * opposite one (opposition).
   */
  readonly lunationStory: (p: {
    role: Role;
    phase: 'new' | 'full';
    date: Dated;
    sign: SignId;
    degree: number;
    aspect: 'conjunction' | 'opposition';
    point: NatalPoint;
    ruler: boolean;
    solar: boolean;
  }) => string;
  /** What that lunation starts (new) or brings to a head (full), one sentence, in the house it falls in. */
  readonly lunationWhy: (p: { phase: 'new' | 'full'; point: NatalPoint; house: HouseRef | null }) => string;
  /**
   * The progressed Sun or Moon changing sign within the period (the Sun: this year, once in
   * about thirty years; the Moon: this month or next, every two and a half years): which sign it
   * leaves and enters and when, then what the new sign asks, in words of this frame (not the
   * progression card's).
   */
  readonly progressedSignStory: (p: {
    role: Role;
    point: 'sun' | 'moon';
    from: SignId;
    to: SignId;
    when: DatedMonth;
  }) => string;
  /** The progressed Sun or Moon exact to a natal point around now (within a month or two): when, and what it asks. */
  readonly progressedContactStory: (p: {
    role: Role;
    point: 'sun' | 'moon';
    aspect: TransitAspect;
    natal: NatalPoint;
    when: DatedMonth;
  }) => string;
  /**
   * No station, lunation or progression marks the period: the day's strongest contact is the
   * story, with its next (or today's, or last) exact date: "The contact that shapes today is
   * Saturn's square to your natal Venus, exact on 9 December." `exact` null: it has no exact pass
   * in the period followed.
   */
  readonly transitStory: (p: {
    role: Role;
    planet: TransitingPlanet;
    aspect: TransitAspect;
    point: NatalPoint;
    exact: Dated | null;
    solar: boolean;
  }) => string;
  /**
   * Why the day's strongest contact matters when it is the headline, one sentence: a slow planet
   * (Jupiter to Pluto) holds a point for months and sets the tone of the season, a fast one
   * passes in days and sets the tone of the day; where it works (the house the moving planet
   * crosses, natal or counted from the sign; null without one) and when it fades (null: beyond
   * the period followed). Never the transit card's sentences.
   */
  readonly transitWhy: (p: {
    planet: TransitingPlanet;
    point: NatalPoint;
    harmony: Harmony;
    slow: boolean;
    house: HouseRef | null;
    fades: Dated | null;
  }) => string;
  /** Opens the one or two supporting stories told after the headline: "Two other turns frame it." */
  readonly supportsLead: (count: 1 | 2) => string;

  // ---- The day's contacts, read together (never a card's sentence). ----
  /**
   * Opens the contacts paragraph and points, in the same one sentence, to the sign's reading
   * above it (which this one never repeats): "Beyond your sign's reading, your own chart has
   * five contacts today." `others`: how many contacts besides the headline's (0: only that one).
   */
  readonly contactsLead: (p: { count: number; others: number; solar: boolean }) => string;
  /**
   * One contact in a clause-length sentence: the planet, the aspect, the point and the point's
   * theme, how it acts (by harmony) and where it stands in time: "Venus's trine to your
   * Midheaven, exact on 8 December, favours career and direction." `variant` (0-2) turns the verb
   * so that three lines in a row do not read alike. `phase`: 'building' before its exact pass,
   * 'exact' today, 'fading' after it.
   */
  readonly contactLine: (p: {
    planet: TransitingPlanet;
    aspect: TransitAspect;
    point: NatalPoint;
    harmony: Harmony;
    phase: 'building' | 'exact' | 'fading';
    exact: Dated | null;
    solar: boolean;
    variant: number;
    /** The line just before was about the same natal point: refer to it, do not restate its theme. */
    again: boolean;
  }) => string;
  /** One planet behind several of the day's contacts: "Saturn is behind three of them, so …" */
  readonly samePlanet: (p: { planet: TransitingPlanet; count: number }) => string;
  /** Several contacts run through one house of the chart. */
  readonly houseFocus: (p: { house: HouseRef; count: number }) => string;
  /** How the day's contacts weigh: easy (trines, sextiles) against tense (squares, oppositions). */
  readonly balance: (p: { easy: number; tense: number }) => string;

  // ---- The day's timing. `hold`: the day holds beginnings back (see `pushes`). ----
  /** "The Moon is void of course from 06:23 to 11:51: a time for routine rather than beginnings." */
  readonly voidWindow: (start: string, end: string) => string;
  /** The day's best planetary hour with what to give it, by its ruler; under `hold` never a beginning. */
  readonly bestHour: (p: { ruler: HourRuler; start: string; end: string; hold: boolean }) => string;
  /** An hour to keep for routine (Saturn's or Mars's). */
  readonly slowHour: (p: { ruler: HourRuler; start: string; end: string }) => string;
  /** The day's power moment (the Moon's best aspect in waking hours); under `hold` never a beginning. */
  readonly powerMoment: (p: {
    time: string;
    planet: TransitingPlanet;
    aspect: 'conjunction' | 'sextile' | 'trine';
    hold: boolean;
  }) => string;

  // ---- Retrogrades: where each goes back over, never the retrograde card's sentence. ----
  /**
   * Opens the retrogrades paragraph: how many planets are retrograde (0: every planet moves
   * forward, and this is the paragraph). `told`: the retrograde planets among them whose station
   * the reading has already told (its story); they are counted, and the paragraph gives no line
   * of their own, so the lead names them as told and counts the others ("Three planets are
   * retrograde: Saturn, whose station is told above, and two more…").
   */
  readonly retrogradesLead: (count: number, told: readonly StationBody[]) => string;
  /**
   * One retrograde planet: its sign, the house it is going back over (natal, or from the sign),
   * and when it turns direct (null: beyond the months followed). A line after one in the same
   * house does not name the house again.
   */
  readonly retrogradeLine: (p: {
    planet: StationBody;
    sign: SignId;
    house: HouseRef;
    until: Dated | null;
    /** The line just before it in the paragraph (null for the first): in the same house, say "that same house". */
    previous: { house: HouseRef; sign: SignId } | null;
  }) => string;

  // ---- The weeks ahead. ----
  /** Opens the paragraph of the weeks ahead. */
  readonly aheadLead: string;
  /**
   * One coming event as a sentence: its date, then its title ("On 4 December, Venus enters
   * Scorpio."). `place.index` is its place in the paragraph and `place.previous` the date told
   * just before (null for the first): the first names its date in full, the next ones say it as
   * a writer would after it ("Two days later", "On the 20th", "Then, on 3 January"), so the
   * weeks read as prose, not a calendar.
   */
  readonly onDate: (date: Dated, title: string, place: { index: number; previous: Dated | null }) => string;
  /** Where a coming New or Full Moon falls in the reader's chart, one sentence. */
  readonly inHouse: (p: { phase: 'new' | 'full'; house: HouseRef }) => string;

  // ---- The year's backdrop, for a reader without a chart (their houses are counted from the sign). ----
  /** Opens the backdrop paragraph: the slow planets set the year's backdrop for the reader's sign. */
  readonly backdropLead: string;
  /**
   * One slow planet where it stands for the reader's sign, one sentence: its sign, the house
   * counted from the reader's sign (its topic), until when it stays in that sign (`until`: the
   * month it leaves, null beyond three years) and what it does there, in the planet's own verb
   * (Jupiter widens, Saturn asks for structure, Uranus unsettles and frees, Neptune softens and
   * blurs, Pluto transforms over years). Never advice for the day.
   */
  readonly backdrop: (p: {
    planet: 'jupiter' | 'saturn' | 'uranus' | 'neptune' | 'pluto';
    sign: SignId;
    house: HouseRef;
    until: DatedMonth | null;
  }) => string;

  // ---- The slow story. ----
  /** Opens the progressions paragraph. */
  readonly progressionsLead: string;
  /**
   * Where the progressed Sun and Moon stand, in one or two sentences of this frame (the
   * progression cards say more): signs, the Moon's third of its sign and the month it moves on.
   */
  readonly progressedBrief: (p: {
    sun: SignId;
    moon: SignId;
    moonPart: 'early' | 'middle' | 'late';
    moonLeaves: Month;
  }) => string;

  /** The reader's ruling planet today: its sign and whether it is retrograde. */
  readonly ruler: (planet: PlanetId, sign: SignId, retrograde: boolean) => string;

  // ---- The close: advice drawn from the headline's theme and the day's conditions. ----
  /**
   * The closing advice, one or two sentences about `theme` (the headline point's theme; for a
   * reader without a chart whose story falls in one of their houses, that house's topic as the
   * free reading names it, `houseTopic`: "money, possessions and what you value"):
   * `void`: the Moon is void over the waking hours until `voidEnd` (a time): keep those hours for
   * routine; `hold`: the day holds beginnings back (waning Moon, a station within a day, the
   * ruler retrograde): finish, review, prepare, and name the next New Moon when known; else by
   * the day's tone (at least 3 wordings each, turned by `variant`).
   */
  readonly closing: (p: {
    theme: string;
    tone: Tone;
    hold: boolean;
    voidEnd: string | null;
    nextNewMoon: Dated | null;
    variant: number;
  }) => string;
  /**
   * Phrases (exact substrings) of these frames that push a beginning: begin, launch, start,
   * act now, ask. On a day that holds beginnings back, or inside a void Moon, the reading says
   * none of them (the checker reads the finished text).
   */
  readonly pushes: readonly string[];

  /** An affirmation by the day's tone, first person (at least 3 each). */
  readonly affirmation: Readonly<Record<Tone, readonly string[]>>;
  /** The sign's stone and the element's direction (the lucky elements). */
  readonly stone: Readonly<Record<SignId, string>>;
  readonly direction: Readonly<Record<Element, string>>;
}
