/**
 * The shape of one language's coach texts (decision 030): what Ask Stella needs to read a question,
 * to check an answer against the chart, and to write an answer with no language model.
 *
 * - `lexicon`: how the language names the chart (every form of every point, sign and aspect,
 *   how it numbers houses, and what may stand between a point and its sign in a sentence that
 *   places it). The verifier reads any answer with it, the offline writer's and a model's alike,
 *   so it must recognise what a fluent writer or a model would write, not only our templates.
 * - `intents`: the words that tell what a question is about.
 * - `crisis`: the fixed, human-written reply to a message about self-harm, and what triggers it.
 * - `writing`: the offline writer's sentence grammars. Signs and points reach a template as ids,
 *   never as English words: each language names them itself, in the case its sentence needs.
 * - `labels`: the short labels of the chips under a paragraph ("Venus 14°22′ Libra, 7th house").
 * - `examples`: sentences with the claims the verifier must find in them (core/coach/lexicon.test.ts).
 */
import type { Grammar } from '../i18n/grammar/grammar';
import type { AspectType } from '../astro/aspects';
import { PLANET_IDS, type PlanetId } from '../astro/positions';
import type { Element, Modality, SignId } from '../zodiac';
import type { LifeTopic } from './asking/types';

/** The points a fact or a claim can be about: the ten planets and the two angles. */
export type CoachPoint = PlanetId | 'ascendant' | 'midheaven';
/** Every point the coach reads, in the chart's order: the planets, then the Ascendant and the Midheaven. */
export const COACH_POINTS: readonly CoachPoint[] = [...PLANET_IDS, 'ascendant', 'midheaven'];

/** The five numbers of a numerology profile (docs/product.md#ask-stella-page). */
export type NumerologyKind = 'lifePath' | 'expression' | 'soulUrge' | 'personality' | 'birthDay';

/** What a question is about (decision 030). `placement` names a planet, sign or house. */
export type Intent =
  | 'love'
  | 'career'
  | 'wellbeing'
  | 'timing'
  | 'placement'
  | 'aspect'
  | 'numerology'
  | 'meta'
  | 'greeting'
  | 'offTopic'
  | 'general';

/** The intents an answer is written for with facts (the others have whole replies). */
export type ReadingIntent = Exclude<Intent, 'meta' | 'greeting' | 'offTopic'>;

/** Topics on which no answer may sound certain (decision 030); a question touching one gets a caution. */
export type SensitiveTopic = 'health' | 'death' | 'pregnancy' | 'money' | 'legal';

export interface CoachLexicon {
  /**
   * Every form in which the language writes a point's name: nominative first, then the case and
   * possessive forms a sentence may use (Serbian "Venera, Venere, Veneru, Venerom"; English "Venus",
   * "Venus's"). Matched whole (never inside a longer word) unless `wordBoundaries` is false.
   * Forms that are ordinary words as well (English "Sun" in "Sunday" is safe; "Mercury" the metal
   * is not a problem) are fine: a claim needs a sign or house right after the point.
   */
  readonly point: Readonly<Record<CoachPoint, readonly string[]>>;
  /** Every form of a sign's name, cases and adjectives included ("Libra", "Libran"; "Vaga", "Vagi", "Vagu"). */
  readonly sign: Readonly<Record<SignId, readonly string[]>>;
  /** Every form of an aspect's name: noun, verb, adjective ("square", "squares", "squaring", "in square to"). */
  readonly aspect: Readonly<Record<AspectType, readonly string[]>>;
  /**
   * A numbered house ("7th house", "seventh house", "sedmoj kući", "सातवें भाव", "第七宫"): a regular
   * expression whose first group is the number, as digits or as a key of `houseNumber`. The
   * engine runs it with the flags `giu`.
   */
  readonly house: RegExp;
  /** Number words the house pattern captures, lower case: { seventh: 7, sedmoj: 7, सातवें: 7, 七: 7 }. */
  readonly houseNumber: Readonly<Record<string, number>>;
  /**
   * What may stand between a point and a following sign when the sentence places the point in that
   * sign, as a regular expression that must match the whole gap (anchor it with ^ and $):
   * English " is in ", " in ", " at 14°22′ ", " sits in your "; Chinese "在", "落在", "位于", "".
   * "Venus rules Libra" or "Venus, unlike Mars in Aries" must not match (those are not placements).
   */
  readonly placementGap: RegExp;
  /**
   * What may stand between a sign and a following point that the phrase places in it: English
   * " " ("your Libra Sun"), Hindi " का " / " राशि का " ("तुला राशि का शुक्र"), Chinese "的" or "".
   * A language that never puts the sign first gives a pattern that matches nothing: /^(?!)$/.
   */
  readonly reverseGap: RegExp;
  /** What may stand between a point and a following numbered house that places it there (" in your ", " u "). */
  readonly houseGap: RegExp;
  /**
   * What may follow a sign to make it the Ascendant's ("Libra rising", "Balance ascendant") as a
   * regular expression matching the start of the text after the sign; /^(?!)/ when none.
   */
  readonly risingAfterSign: RegExp;
  /** False for languages written without spaces (Chinese): names are then matched anywhere. */
  readonly wordBoundaries: boolean;
}

export interface CoachIntents {
  /**
   * Lower-case words and stems that mark a question's subject; a stem matches at the start of a
   * word ("relationship" also matches "relationships"). Enough that ordinary questions are
   * recognised: 15-40 per intent, in the forms people type (with and without diacritics where
   * people commonly drop them).
   */
  readonly love: readonly string[];
  readonly career: readonly string[];
  readonly wellbeing: readonly string[];
  /** When, this week, this year, now, soon, transit, timing… */
  readonly timing: readonly string[];
  /** Numerology, life path, expression number… */
  readonly numerology: readonly string[];
  /** Questions about Stella herself: who are you, how do you work, are you an AI, where do answers come from. */
  readonly meta: readonly string[];
  /** Hello, hi, good morning… (a message that is only a greeting). */
  readonly greeting: readonly string[];
  /** Plainly not about the person or astrology: recipes, code, homework, sports scores, the weather… */
  readonly offTopic: readonly string[];
  /** "aspect", "conjunction", "square"… are in the lexicon; these are the words that ask about aspects in general. */
  readonly aspect: readonly string[];
  /** The words of each sensitive topic (illness, diagnosis, die, pregnant, invest, lawsuit…). */
  readonly sensitive: Readonly<Record<SensitiveTopic, readonly string[]>>;
}

export interface CoachCrisis {
  /**
   * Lower-case phrases and stems that signal thoughts of suicide or self-harm (matched as in
   * `intents`). Wide rather than narrow: a false alarm costs a kind reply, a miss costs more.
   */
  readonly triggers: readonly string[];
  /**
   * The whole reply: warm, human, short; no astrology. It says the person is not alone, urges
   * contacting someone now, and gives real help lines for the language's main countries plus
   * https://findahelpline.com and the emergency number. Paragraphs separated by a blank line.
   */
  readonly reply: string;
}

/** A placement as a template receives it. */
export interface PlacementSlots {
  readonly point: CoachPoint;
  readonly sign: SignId;
  /** Whole degrees and minutes within the sign. */
  readonly degree: number;
  readonly minute: number;
  /**
   * 1-12, or null when the birth time is unknown (then no template may name a house). Always null
   * for the Ascendant and the Midheaven, whose `retrograde` is always false.
   */
  readonly house: number | null;
  readonly retrograde: boolean;
}

export interface AspectSlots {
  readonly a: CoachPoint;
  readonly b: CoachPoint;
  readonly type: AspectType;
  /** The orb formatted: "0°42′". */
  readonly orb: string;
}

export interface HouseSlots {
  readonly house: number;
  /** The sign on the house's cusp. */
  readonly sign: SignId;
  /** The points in the house, possibly none. */
  readonly points: readonly CoachPoint[];
}

export interface StationSlots {
  readonly body: PlanetId;
  /** "retrograde": it turns backward; "direct": forward again. */
  readonly direction: 'retrograde' | 'direct';
  readonly sign: SignId;
}

export interface LunationSlots {
  readonly phase: 'new' | 'full';
  /** The Moon's sign. */
  readonly sign: SignId;
}

/**
 * The words of a planned answer (core/coach/plan.ts): what the answer is about, in the question's
 * span of time and part of life, why it lands as it does, what to do with it, and what to say
 * when nothing in the chart or its sky speaks to the question.
 */
/** How a language sets a premise right: one sentence each, naming the point, where it is, and the sign or house the reader gave. */
export interface CorrectionFrames {
  readonly sign: (p: { point: CoachPoint; said: SignId; is: SignId }) => string;
  readonly house: (p: { point: CoachPoint; said: number; is: number }) => string;
}

export interface CoachPlanTexts {
  /**
   * A premise of the question that the chart contradicts, set right in one sentence before the
   * answer (core/coach/premise.ts, decision 038): the point, where it truly is and what the reader
   * wrote, so that the verifier reads only the true placement in it.
   */
  readonly correction: CorrectionFrames;
  /**
   * Each part of life as the openers and `noFit` name it, in the form those sentences need (English
   * "your work", "love"; each language chooses the case its own templates take).
   */
  readonly area: Readonly<Record<LifeTopic, string>>;
  /** Two parts of life together: "love and money". */
  readonly areas: (a: string, b: string) => string;
  /**
   * The span asked about, as the openers use it: "these days", "lately", "this week", "next week",
   * "this month", "next month", "the year ahead", "next year", "tomorrow", "the day after
   * tomorrow", "the months ahead" (for "when…").
   */
  readonly period: Readonly<Record<PeriodKey, string>>;
  /** A named month: "March"; a named date: "14 February" (the date comes formatted). */
  readonly inMonth: (month: number) => string;
  readonly onDate: (date: string) => string;
  /**
   * The first paragraph, framing only (no sign, house or aspect named): what the answer looks at.
   * `natal`: a question about the chart itself (`area` may be null). `timed`: a span (`when` is a
   * `period`, `inMonth` or `onDate` phrase). `when`: a "when…" question, answered with the next
   * windows. At least 5 each; each must read well with `area` null.
   */
  readonly opener: {
    readonly natal: readonly ((p: { area: string | null }) => string)[];
    readonly timed: readonly ((p: { area: string | null; when: string }) => string)[];
    readonly when: readonly ((p: { area: string | null }) => string)[];
  };
  /**
   * What the headline contact means for the asked part of life, by its kind: `easy` (a trine or
   * sextile), `hard` (a square or opposition), `meeting` (a conjunction, or a station or New or
   * Full Moon on a point). One sentence each, framing the part of life only (no planet, sign,
   * house or aspect named): English work.hard "For your work, this is pressure that rewards
   * preparation more than speed." At least 3 different readings each, so that two answers about
   * the same part of life do not say the same sentence.
   */
  readonly areaReading: Readonly<Record<LifeTopic, Readonly<Record<'easy' | 'hard' | 'meeting', readonly string[]>>>>;
  /**
   * Why the headline reaches the asked part of life (`area` as `area` names it), in one sentence
   * about the natal point it falls on, no sign or house number named: `ruler` "In your chart
   * Saturn rules a house of your work, so what touches Saturn reaches your work."; `placed` "Your
   * Venus stands in one of the houses of love, so this is where it lands."; `significator` "Venus
   * is the planet of love in every chart." At least 2 each. `topic` is the part of life itself, for
   * a language that needs another form of its name than `area` gives.
   */
  readonly why: Readonly<
    Record<
      'ruler' | 'placed' | 'significator',
      readonly ((p: { point: CoachPoint; area: string; topic: LifeTopic }) => string)[]
    >
  >;
  /**
   * Said when the birth time is unknown and a part of life was asked (`area` as `area` names it,
   * `topic` the part of life): one sentence, the houses of that part of life cannot be read, the
   * planets can. At least 2.
   */
  readonly unknownTime: readonly ((p: { area: string; topic: LifeTopic | null }) => string)[];
  /**
   * Leads the natal placements that explain the headline when no part of life was asked: "Why it
   * lands this way for you:" (at least 5).
   */
  readonly because: readonly string[];
  /**
   * The last paragraph, framing only: a practical thought for the span (at least 6 each). `lately`
   * closes a question about the weeks behind ("why have I felt…"): understanding, not plans for a
   * day to come; `day` a question about one day (today, these few days, tomorrow, a named date):
   * nothing about "the days before" or "the weeks ahead"; `timed` any longer span.
   */
  readonly closing: {
    readonly natal: readonly string[];
    readonly lately: readonly string[];
    readonly day: readonly string[];
    readonly timed: readonly string[];
    readonly when: readonly string[];
  };
  /**
   * Nothing in the chart or its sky speaks to the question in its span: said plainly, without
   * claiming any relevance (`when` null for a question about the chart itself). At least 4.
   */
  readonly noFit: readonly ((p: { area: string | null; when: string | null }) => string)[];
  /** One question back after `noFit`, to make the next answer possible (at least 5). */
  readonly clarify: readonly string[];
}

/** The spans a planned answer names. */
export type PeriodKey =
  | 'now'
  | 'lately'
  | 'week'
  | 'nextWeek'
  | 'month'
  | 'nextMonth'
  | 'year'
  | 'nextYear'
  | 'tomorrow'
  | 'dayAfterTomorrow'
  | 'when';

export interface CoachWriting {
  /**
   * Opening sentences by intent: framing only (they name no sign, house number or aspect, so
   * they are true of every chart). At least 4 each; the writer turns them over.
   */
  readonly opener: Readonly<Record<ReadingIntent, readonly string[]>>;
  /** Closing sentences by intent, framing only: a practical thought or a question back. At least 4 each. */
  readonly closing: Readonly<Record<ReadingIntent, readonly string[]>>;
  /** Whole replies to a greeting, inviting a question (at least 4). */
  readonly greeting: readonly string[];
  /**
   * Whole replies to a question about Stella: she reads the person's own chart, computed from the
   * birth data; each paragraph shows the placements it rests on, and claims the chart contradicts
   * are withheld; astrology describes tendencies, not fate. At least 3.
   */
  readonly meta: readonly string[];
  /** Whole replies to an off-topic question: a kind redirect to what Stella can read (at least 4). */
  readonly offTopic: readonly string[];
  /** Said once when the birth time is unknown: the Ascendant and the houses cannot be known, the rest can. */
  readonly unknownTime: string;
  /** Said when the user has no chart of their own yet: how to make one (birth chart page, "my chart"). */
  readonly noChart: string;
  /**
   * A caution for each sensitive topic: astrology shows tendencies, never outcomes; who to see
   * instead. At least 3 wordings each, one or two sentences.
   */
  readonly caution: Readonly<Record<SensitiveTopic, readonly string[]>>;

  /** A sentence stating a placement: point, sign, degree, house if known, retrograde if so. At least 4 variants. */
  readonly placement: readonly ((p: PlacementSlots) => string)[];
  /** A sentence stating a natal aspect with its orb. At least 4 variants. */
  readonly aspect: readonly ((p: AspectSlots) => string)[];
  /** A sentence stating a house: its cusp sign and its planets, or that it is empty. At least 3 variants. */
  readonly house: readonly ((p: HouseSlots) => string)[];
  /**
   * When a transit is exact, placed against the reader's today (dates formatted for the reader):
   * `today` "It is exact today."; `past` "It was exact on 17 November."; `next` "It will be exact
   * on 7 January."; `pastAndNext` "It was exact on 17 November and will be exact again on 7
   * January." (a planet that turned back crosses the same degree again). At least 3 ways of
   * saying it.
   */
  readonly transitWhen: readonly {
    readonly today: string;
    readonly past: (date: string) => string;
    readonly next: (date: string) => string;
    readonly pastAndNext: (past: string, next: string) => string;
  }[];
  /**
   * A transit's title (a clause from the sky texts: "Saturn squares your natal Venus") and when it
   * is exact, in one sentence, against the reader's today: `today` "Saturn squares your natal
   * Venus, exact today."; `past` "…, which was exact on 17 November."; `next` "…, exact on 7
   * January." (future or plain, never past); `pastAndNext` "…, which was exact on 17 November and
   * will be exact again on 7 January." `inOrb`: in orb with no exact day in sight, "Neptune meets
   * your natal Saturn, a slow contact that is with you now." Used where a contact is named briefly.
   * At least 3 ways of saying it, so that a contact named in two answers is not said in the same
   * words.
   */
  readonly transitDated: readonly {
    readonly inOrb: (title: string) => string;
    readonly today: (title: string) => string;
    readonly past: (title: string, date: string) => string;
    readonly next: (title: string, date: string) => string;
    readonly pastAndNext: (title: string, past: string, next: string) => string;
  }[];
  /**
   * A planet standing still to turn, said against the reader's today (`date` formatted): `today`
   * "Mercury turns direct in Sagittarius today."; `past` "Mercury turned direct in Sagittarius on
   * 29 November."; `next` "Mercury will turn direct in Sagittarius on 29 December."
   */
  readonly station: readonly {
    readonly today: (p: StationSlots) => string;
    readonly past: (p: StationSlots & { date: string }) => string;
    readonly next: (p: StationSlots & { date: string }) => string;
  }[];
  /**
   * A New or Full Moon in its sign, said against the reader's today: `today` "The New Moon in
   * Sagittarius is today."; `past` "The Full Moon in Gemini was on 24 November."; `next` "The New
   * Moon in Capricorn will be on 9 January." At least 3 ways of saying it (the same for `station`).
   */
  readonly lunation: readonly {
    readonly today: (p: LunationSlots) => string;
    readonly past: (p: LunationSlots & { date: string }) => string;
    readonly next: (p: LunationSlots & { date: string }) => string;
  }[];
  /** Where a station or lunation falls in the chart, in any tense: "Its degree sits in your 10th house." (at least 3). */
  readonly eventHouse: readonly ((house: number) => string)[];
  /** The natal points it falls on: "It lands on your natal Sun." (one to three points; at least 3). */
  readonly eventTouches: readonly ((points: readonly CoachPoint[]) => string)[];
  /** The chart ruler: the ruler of the rising sign, and where it stands. */
  readonly chartRuler: (p: { ruler: PlanetId; rising: SignId; sign: SignId; house: number }) => string;
  /** The balance of elements and modalities over the ten planets: counts, and the strongest of each. */
  readonly balance: (p: {
    elements: Readonly<Record<Element, number>>;
    modalities: Readonly<Record<Modality, number>>;
    element: Element;
    modality: Modality;
  }) => string;
  /** What a strong element and a strong modality mean for the person: one sentence each. */
  readonly elementMeaning: Readonly<Record<Element, string>>;
  readonly modalityMeaning: Readonly<Record<Modality, string>>;
  /** The house with the most planets: "Four planets gather in your 10th house, ..." */
  readonly busiestHouse: (p: { house: number; count: number; points: readonly CoachPoint[] }) => string;
  /** A numerology number stated: "Your Life Path number is 7." */
  readonly numerology: (kind: NumerologyKind, value: number) => string;
  /** What each number means (1-9, 11, 22, 33): two sentences. */
  readonly numberMeaning: Readonly<Record<number, string>>;
  /** What each of the five numbers describes, one clause-like sentence. */
  readonly numerologyKind: Readonly<Record<NumerologyKind, string>>;
  /** Today's insight: the lead sentence before its transit, which says how sharp the day is. */
  readonly daily: {
    /** A contact in the chart peaks today (the transit's sentence follows, with "It is exact today."). At least 3. */
    readonly peakToday: readonly string[];
    /** A contact peaks tomorrow (the transit's sentence follows with its date). At least 3. */
    readonly peakTomorrow: readonly string[];
    /** Nothing peaks today or tomorrow: what follows is the slower background of these weeks, and the lead says so. At least 3. */
    readonly background: readonly string[];
    /** When nothing in the sky touches the chart closely today (at least 3). */
    readonly quiet: readonly string[];
  };
}

export interface CoachLabels {
  /** "Venus 14°22′ Libra, 7th house", "Venus 14°22′ Libra ℞" without a house. */
  readonly placement: (p: PlacementSlots) => string;
  /** "Venus square Saturn, orb 1°12′". */
  readonly aspect: (p: AspectSlots) => string;
  /** "7th house, Scorpio cusp". */
  readonly house: (p: { house: number; sign: SignId }) => string;
  /** "Saturn square natal Sun, 14 March" (`date` formatted). */
  readonly transit: (p: { planet: PlanetId; type: AspectType; point: CoachPoint; date: string }) => string;
  /** "Jupiter stations direct in Cancer, 8 December"; "New Moon in Sagittarius, 9 December" (`date` formatted). */
  readonly event: (
    p: { date: string } & (
      | { event: 'station'; station: StationSlots }
      | { event: 'lunation'; lunation: LunationSlots }
    ),
  ) => string;
  /** "Progressed Moon 3°10′ Virgo". */
  readonly progression: (p: { point: CoachPoint; sign: SignId; degree: number; minute: number }) => string;
  /** "Life Path 7". */
  readonly numerology: (kind: NumerologyKind, value: number) => string;
  /** "Fire 4, Earth 2, Air 3, Water 1". */
  readonly balance: (elements: Readonly<Record<Element, number>>) => string;
}

/** A sentence and what the verifier must read in it. */
export interface VerifierExample {
  readonly text: string;
  /** Point placed in a sign (the Ascendant too). */
  readonly signs?: readonly { point: CoachPoint; sign: SignId }[];
  /** Point placed in a house. */
  readonly houses?: readonly { point: CoachPoint; house: number }[];
  /** An aspect between two points. */
  readonly aspects?: readonly { a: CoachPoint; b: CoachPoint; type: AspectType }[];
  /** Numbered houses mentioned at all. */
  readonly houseNumbers?: readonly number[];
}

export interface CoachTexts {
  /** The language's names, dates, lists and typography (core/i18n/grammar). */
  readonly grammar: Grammar;
  readonly lexicon: CoachLexicon;
  readonly intents: CoachIntents;
  readonly crisis: CoachCrisis;
  readonly writing: CoachWriting;
  readonly plan: CoachPlanTexts;
  readonly labels: CoachLabels;
  /**
   * At least 25 sentences as a fluent writer (or a model) would write them about a chart, with
   * every claim in them, including sentences with no claim at all ("Venus rules Libra", "Mars,
   * unlike the Moon in Cancer, …" has only the Moon's) and both word orders the language uses.
   */
  readonly examples: readonly VerifierExample[];
}
