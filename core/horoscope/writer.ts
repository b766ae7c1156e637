/**
 * The daily horoscope writer: a sign's reading for a calendar date, from that day's sky
 * (docs/product.md#real-daily-horoscope). Deterministic: the day is the reader's calendar day in their zone (UTC
 * when none is given), its signs are read at the middle of that day, changes during the day are
 * told at the reader's clock time, wording turns over with the day number, and the lucky values
 * are a hash of sign and date. The rules it keeps (decision 017, "Repairs"):
 * - a planet named with a sign is in that sign at the instant the reading speaks of (the middle
 *   of the day, or the moment it enters the sign), the ruling planet included;
 * - a retrograde or stationing Mercury, Venus or Mars is told with its retrograde wording, and
 *   its section's tone is never bright;
 * - wellness never pushes and eases off at once, and its advice follows the same lean;
 * - what is the same for every sign (the Moon's phase, planets changing sign or direction, the
 *   retrogrades of Mercury, Venus and Mars) is said once, in the day's `sky`; a sign's sections
 *   read the sky from that sign: the Moon's and the planets' solar houses, their aspects to the
 *   sign and to its ruler, so that twin signs (opposite, or of one element) share no sentence;
 * - a principal Moon phase is named only on the day of its exact instant, with its time.
 */
import { type AspectType, HARMONY, aspectBetween } from '../astro/aspects';
import { norm360 } from '../astro/math';
import { PLANET_IDS, type PlanetId } from '../astro/positions';
import { SIGN_IDS, type SignId, getSign, signOfLongitude } from '../zodiac';
import { stableHash } from '../hash';
import { HOROSCOPE_EN } from './en';
import { type DaySky, daySky } from './sky';
import { SIGN_LORDS, type Zodiac } from '../astro/zodiacs';
import {
  ADVICE_LEAN,
  type AspectingPlanet,
  type Harmony,
  type HoroscopeTexts,
  type Lean,
  MARS_LEAN,
  RETRO_DOMAIN,
  type RetroPlanet,
  type Section,
  type Template,
  type Tone,
} from './texts';
import { LUCKY_COLORS, type HoroscopeReading, type MoonPhase, type SkyFact } from './types';

const ASPECTING: readonly AspectingPlanet[] = ['sun', 'mercury', 'venus', 'mars', 'jupiter', 'saturn'];
/** Signs apart (0-6) → the whole-sign aspect, if any. */
const SIGN_DISTANCE_ASPECT: readonly (AspectType | null)[] = [
  'conjunction',
  null,
  'sextile',
  'square',
  'trine',
  null,
  'opposition',
];
/** Transit orbs to the ruling planet: tighter than a natal chart's, a day's events only. */
const RULER_ORB: Readonly<Record<AspectType, number>> = {
  conjunction: 5,
  opposition: 5,
  trine: 4,
  square: 4,
  sextile: 3,
};
const ASPECT_WEIGHT: Readonly<Record<AspectType, number>> = {
  trine: 2,
  sextile: 1,
  conjunction: 1,
  square: -1,
  opposition: -1,
};
const PLANET_WEIGHT: Readonly<Record<AspectingPlanet, number>> = {
  sun: 0,
  mercury: 0,
  venus: 1,
  mars: 0,
  jupiter: 1,
  saturn: -1,
};
/** The planets whose changes of sign and direction the day's sky tells (the Moon's are each sign's own). */
const SKY_EVENTS: readonly PlanetId[] = PLANET_IDS.filter((id) => id !== 'moon');
/** The Moon's phases that hold beginnings back (docs/decisions/035): the waning half after the full Moon. */
const HOLDS_BACK: readonly MoonPhase[] = ['waning-gibbous', 'last-quarter', 'waning-crescent'];
/** The slow planets whose months-long retrograde a sign's reading tells when the planet rules it. */
const SLOW_RULERS: readonly PlanetId[] = ['jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
const SECTION_SALT: Readonly<Record<Section, number>> = { overall: 0, love: 3, career: 5, wellness: 6 };
/** Mercury's house sentence in career turns 7 on from the day's (love 3, career 5, wellness 6): no two house sentences of a reading share a template. */
const MERCURY_TURN = 2;

interface Aspected {
  planet: AspectingPlanet;
  aspect: AspectType;
  weight: number;
}

const signAt = (longitude: number) => signOfLongitude(longitude).id;

/** The house a sign is from the reader's sign, counting the sign itself as the 1st. */
const solarHouse = (from: SignId, to: SignId) => ((SIGN_IDS.indexOf(to) - SIGN_IDS.indexOf(from) + 12) % 12) + 1;

/** The phase between the exact instants: the principal phases are named only on their own day. */
function intermediatePhase(elongation: number): MoonPhase {
  if (elongation < 90) return 'waxing-crescent';
  if (elongation < 180) return 'waxing-gibbous';
  return elongation < 270 ? 'waning-gibbous' : 'waning-crescent';
}

const rulerOf = (sign: SignId) => getSign(sign).rulingPlanet.toLowerCase() as PlanetId;

const toneOf = (score: number, bright: number, demanding: number): Tone =>
  score >= bright ? 'bright' : score <= demanding ? 'demanding' : 'steady';
/** A section whose planet is retrograde is never bright. */
const notBright = (tone: Tone): Tone => (tone === 'bright' ? 'steady' : tone);

const RETRO_PLANETS = Object.keys(RETRO_DOMAIN) as RetroPlanet[];
const isRetroPlanet = (planet: PlanetId): planet is RetroPlanet => (RETRO_PLANETS as PlanetId[]).includes(planet);

/** Retrograde in the middle of the day, or turning during it: never told as moving freely. */
export function slowed(sky: DaySky, planet: PlanetId): boolean {
  return sky.noon[planet].speed < 0 || sky.stations.some((s) => s.planet === planet);
}

/**
 * Twin signs (opposite, or of one element) never share a rotation offset: the offset is the
 * sign's place in its element (0, 1, 2), and opposite signs are never in the same place, so
 * twins' offsets differ by 1 or 2, which no pool or list of 3 or more turns into the same choice.
 */
const signOffset = (sign: SignId) => Math.floor(SIGN_IDS.indexOf(sign) / 4);

/** One reading's words and facts, built section by section. */
class Composer {
  readonly facts: SkyFact[] = [];
  readonly highlights: string[] = [];
  private readonly signOffset: number;

  /** `sign` null: the day's sky, the same for every sign (no sign's rotation offset). */
  constructor(
    private readonly t: HoroscopeTexts,
    readonly sky: DaySky,
    readonly sign: SignId | null,
  ) {
    this.signOffset = sign ? signOffset(sign) : 0;
  }

  /** The day's template from a pool: consecutive days take consecutive templates, so a week never repeats one. */
  pick<P>(pool: readonly Template<P>[], section: Section, p: P, nudge = 0): string {
    // Days count from 1970, so before it they are negative: a floored modulo keeps the index in the pool.
    const step = this.sky.dayNumber + this.signOffset + SECTION_SALT[section] + nudge;
    const index = ((step % pool.length) + pool.length) % pool.length;
    return (pool[index] as Template<P>)(p);
  }

  fact(fact: SkyFact, label?: string): void {
    this.facts.push(fact);
    if (label) this.highlights.push(label);
  }

  time = (at: Date) => this.t.grammar.clock(at, this.sky.timeZone, this.sky.date);

  /** One of a list's wordings, turned over by the day and the sign like the templates. */
  turn(options: readonly string[], section: Section): string {
    const step = this.sky.dayNumber + this.signOffset + SECTION_SALT[section];
    return options[((step % options.length) + options.length) % options.length] as string;
  }

  /**
   * Turned over by the day like the templates: a list of 7 or more never repeats within a week.
   * On a day that holds beginnings back, an advice that pushes one (`beginnings`) gives way to the
   * day's advice of the tone below (or above, from demanding), each list keeping its own turn.
   */
  advice(section: Section, tone: Tone, holdBack = false): string {
    const chosen = this.turn(this.t.advice[section][tone], section);
    if (!holdBack || !this.pushes(chosen)) return chosen;
    return this.turn(this.t.advice[section][tone === 'demanding' ? 'steady' : 'demanding'], section);
  }

  private pushes(advice: string): boolean {
    return this.t.beginnings.some((b) => advice.includes(b));
  }
}

/** The whole-sign aspects the six planets' signs make to the reader's sign at noon. */
function signAspects(sky: DaySky, sign: SignId): Aspected[] {
  const out: Aspected[] = [];
  for (const planet of ASPECTING) {
    const apart = solarHouse(sign, signAt(sky.noon[planet].longitude)) - 1;
    const aspect = SIGN_DISTANCE_ASPECT[Math.min(apart, 12 - apart)];
    if (aspect) out.push({ planet, aspect, weight: ASPECT_WEIGHT[aspect] + PLANET_WEIGHT[planet] });
  }
  return out;
}

/** The tightest aspect one of the six makes to the sign's ruling planet at noon, if any. */
function rulerAspect(sky: DaySky, ruler: PlanetId): (Aspected & { orb: number; applying: boolean }) | null {
  let best: (Aspected & { orb: number; applying: boolean }) | null = null;
  for (const planet of ASPECTING) {
    if (planet === ruler) continue;
    const a = aspectBetween({ id: planet, ...sky.noon[planet] }, { id: ruler, ...sky.noon[ruler] });
    if (!a || a.orb > RULER_ORB[a.type] || (best && best.orb <= a.orb)) continue;
    best = {
      planet,
      aspect: a.type,
      weight: ASPECT_WEIGHT[a.type] + PLANET_WEIGHT[planet],
      orb: a.orb,
      applying: a.applying,
    };
  }
  return best;
}

/**
 * What a planet's aspect brings, in one of its wordings (turned like the templates, so twin signs
 * whose rulers it aspects alike read different ones); Mercury, Venus and Mars in their retrograde
 * wording when slowed.
 */
function effectOf(c: Composer, t: HoroscopeTexts, section: Section, planet: AspectingPlanet, harmony: Harmony): string {
  return c.turn(
    isRetroPlanet(planet) && slowed(c.sky, planet) ? t.effectRetrograde[planet][harmony] : t.effect[planet][harmony],
    section,
  );
}

/** `nudge` shifts a section's second sentence from the same pool to another template. */
function aspectSentence(
  c: Composer,
  t: HoroscopeTexts,
  section: Section,
  a: Aspected,
  relation: string,
  nudge = 0,
): string {
  const planetSign = signAt(c.sky.noon[a.planet].longitude);
  const effect = effectOf(c, t, section, a.planet, HARMONY[a.aspect]);
  return c.pick(t.sentences.aspect, section, { planet: a.planet, planetSign, relation, effect }, nudge);
}

/** A planet through the reader's solar house it stands in: its clause there, in its retrograde wording when slowed. */
function houseClause(sky: DaySky, t: HoroscopeTexts, planet: AspectingPlanet, house: number): string {
  return isRetroPlanet(planet) && slowed(sky, planet)
    ? (t.planetHouseRetrograde[planet][house] as string)
    : (t.planetHouse[planet][house] as string);
}

/** A planet read through its solar house, with its whole-sign aspect to the sign when it makes one. */
function houseSentence(
  c: Composer,
  t: HoroscopeTexts,
  section: Section,
  planet: AspectingPlanet,
  aspect: Aspected | undefined,
  nudge = 0,
): string {
  const planetSign = signAt(c.sky.noon[planet].longitude);
  const house = solarHouse(c.sign as SignId, planetSign);
  const clause = houseClause(c.sky, t, planet, house);
  if (aspect) {
    c.fact(
      { kind: 'sign-aspect', planet, planetSign, aspect: aspect.aspect, house },
      t.labels.aspect(planet, aspect.aspect),
    );
    // In the reader's own sign the planet is in their 1st house: the house says it.
    if (aspect.aspect === 'conjunction')
      return c.pick(t.sentences.house, section, { planet, planetSign, house, clause }, nudge);
    return c.pick(
      t.sentences.houseAspect,
      section,
      { planet, planetSign, house, relation: t.signRelation[aspect.aspect], clause },
      nudge,
    );
  }
  c.fact({ kind: 'planet-house', planet, sign: planetSign, house });
  return c.pick(t.sentences.house, section, { planet, planetSign, house, clause }, nudge);
}

/**
 * Sign changes and stations of the given planets during the day, then those retrograde all day
 * among `retrogrades`. Each planet keeps its own turn of the templates (its place among the sky's
 * planets), so two events of one day never take the same template.
 */
function eventSentences(
  c: Composer,
  t: HoroscopeTexts,
  section: Section,
  planets: readonly PlanetId[],
  retrogrades: readonly PlanetId[] = planets,
): string[] {
  const sky = c.sky;
  const out: string[] = [];
  for (const e of sky.ingresses) {
    if (e.planet === 'moon' || !planets.includes(e.planet)) continue;
    c.fact(
      { kind: 'ingress', planet: e.planet, sign: e.sign, at: e.at.toISOString() },
      t.labels.ingress(e.planet, e.sign, c.time(e.at)),
    );
    out.push(
      c.pick(
        t.sentences.ingress,
        section,
        { planet: e.planet, sign: e.sign, time: c.time(e.at), theme: t.planetTheme[e.planet] },
        SKY_EVENTS.indexOf(e.planet),
      ),
    );
  }
  for (const e of sky.stations) {
    if (!planets.includes(e.planet)) continue;
    c.fact(
      { kind: 'station', planet: e.planet, direction: e.direction, at: e.at.toISOString() },
      t.labels.station(e.planet, e.direction, c.time(e.at)),
    );
    out.push(
      c.pick(
        t.sentences.station,
        section,
        { planet: e.planet, direction: e.direction, time: c.time(e.at), theme: t.planetTheme[e.planet] },
        SKY_EVENTS.indexOf(e.planet),
      ),
    );
  }
  for (const planet of retrogrades) {
    const stationing = sky.stations.some((s) => s.planet === planet);
    if (stationing || sky.noon[planet].speed >= 0) continue;
    const sign = signAt(sky.noon[planet].longitude);
    c.fact({ kind: 'retrograde', planet, sign }, t.labels.retrograde(planet, sign));
    out.push(
      c.pick(
        t.sentences.retrograde,
        section,
        { planet, sign, theme: t.planetTheme[planet] },
        SKY_EVENTS.indexOf(planet),
      ),
    );
  }
  return out;
}

/** The reading of a sign for a calendar date (YYYY-MM-DD, 1900-2100), in the reader's zone when given. */
export function writeHoroscope(
  sign: SignId,
  date: string,
  t: HoroscopeTexts = HOROSCOPE_EN,
  timeZone?: string,
  zodiac: Zodiac = 'tropical',
): HoroscopeReading {
  const sky = daySky(date, timeZone, zodiac);
  const c = new Composer(t, sky, sign);
  const gap = t.grammar.sentenceGap;
  // A Moon sign read in the sidereal sky has the lord of the tradition (Scorpio's is Mars, not Pluto).
  const ruler: PlanetId = zodiac === 'sidereal' ? SIGN_LORDS[sign] : rulerOf(sign);
  const aspects = signAspects(sky, sign);
  const byPlanet = (planet: AspectingPlanet) => aspects.find((a) => a.planet === planet);
  const strongest = (planets: readonly AspectingPlanet[]) =>
    aspects
      .filter((a) => planets.includes(a.planet))
      .sort(
        (a, b) => Math.abs(b.weight) - Math.abs(a.weight) || planets.indexOf(a.planet) - planets.indexOf(b.planet),
      )[0];

  // Overall: the Moon (and its change of sign) through the sign's houses, the ruler's strongest contact.
  const overall: string[] = [];
  const moonSign = signAt(sky.noon.moon.longitude);
  const moonHouse = solarHouse(sign, moonSign);
  const moonFact: SkyFact = { kind: 'moon-sign', sign: moonSign, house: moonHouse };
  const moonLine = () =>
    c.pick(t.sentences.moon, 'overall', {
      moon: moonSign,
      house: moonHouse,
      topic: t.houseTopic[moonHouse] as string,
    });
  const moonMove = sky.ingresses.find((e) => e.planet === 'moon');
  if (!moonMove) {
    c.fact(moonFact, t.labels.moon(moonSign, moonHouse));
    overall.push(moonLine());
  } else {
    // Before the middle of the day, the Moon's entry is that sign's story; after it, a change still to come.
    const house = solarHouse(sign, moonMove.sign);
    const ingressFact: SkyFact = { kind: 'moon-ingress', sign: moonMove.sign, house, at: moonMove.at.toISOString() };
    const ingressLine = c.pick(t.sentences.moonIngress, 'overall', {
      to: moonMove.sign,
      time: c.time(moonMove.at),
      house,
      topic: t.houseTopic[house] as string,
    });
    const ingressLabel = t.labels.moonIngress(moonMove.sign, c.time(moonMove.at));
    if (moonMove.sign !== moonSign) {
      c.fact(moonFact, t.labels.moon(moonSign, moonHouse));
      overall.push(moonLine());
    } else {
      c.facts.push(moonFact);
    }
    c.fact(ingressFact, ingressLabel);
    overall.push(ingressLine);
  }
  // Today's sky, the same for every sign: a principal phase only on the day of its exact
  // instant, with its time (between them, the phase in between), then the planets that change
  // sign or direction and the retrogrades of Mercury, Venus and Mars.
  const everyone = new Composer(t, sky, null);
  const skyLines: string[] = [];
  const elongation = norm360(sky.noon.moon.longitude - sky.noon.sun.longitude);
  const exact = sky.phase;
  const phase: MoonPhase = exact ? exact.phase : intermediatePhase(elongation);
  if (exact) {
    const time = everyone.time(exact.at);
    everyone.fact({ kind: 'moon-phase', phase, elongation, at: exact.at.toISOString() }, t.labels.phase(phase, time));
    skyLines.push(everyone.pick(t.sentences.phaseExact, 'overall', { phase, time, note: t.phaseNote[phase] }));
  } else {
    everyone.fact({ kind: 'moon-phase', phase, elongation }, t.labels.phase(phase));
    skyLines.push(everyone.pick(t.sentences.phase, 'overall', { phase, note: t.phaseNote[phase] }));
  }
  skyLines.push(...eventSentences(everyone, t, 'overall', SKY_EVENTS, RETRO_PLANETS));
  // The waning Moon is for finishing and letting go: no section's advice pushes a beginning,
  // and none is bright; nor is a section whose planet stands still or moves back (or, for the
  // whole day, the sign's ruler, or any planet turning today).
  const waning = HOLDS_BACK.includes(phase);

  const careerAspect = strongest(['saturn', 'jupiter', 'sun']);
  const toRuler = rulerAspect(sky, ruler);
  let overallScore = aspects.reduce((sum, a) => sum + a.weight, 0) - (slowed(sky, ruler) ? 1 : 0);
  if (toRuler) {
    overallScore += toRuler.weight;
    c.fact(
      {
        kind: 'ruler-aspect',
        planet: toRuler.planet,
        ruler,
        aspect: toRuler.aspect,
        orb: Math.round(toRuler.orb * 10) / 10,
        applying: toRuler.applying,
      },
      t.labels.aspect(toRuler.planet, toRuler.aspect, ruler),
    );
    // The ruler is named with the sign it is in at the middle of the day, never left to be read
    // as in the sign of the planet that aspects it.
    const rulerSign = signAt(sky.noon[ruler].longitude);
    overall.push(aspectSentence(c, t, 'overall', toRuler, t.rulerRelation[toRuler.aspect](ruler, rulerSign)));
  }
  // The slow planets' retrogrades last months: told only when the planet rules the sign.
  overall.push(
    ...eventSentences(
      c,
      t,
      'overall',
      [],
      SLOW_RULERS.filter((p) => p === ruler),
    ),
  );
  const overallTone =
    waning || sky.stations.length > 0 || slowed(sky, ruler)
      ? notBright(toneOf(overallScore, 3, -2))
      : toneOf(overallScore, 3, -2);
  overall.push(
    c.pick(t.sentences.closer, 'overall', {
      advice: c.advice('overall', overallTone, waning || sky.stations.length > 0 || slowed(sky, ruler)),
    }),
  );

  // Love: Venus through the sign's solar house (with its aspect to the sign), the Moon's house as it touches the heart.
  const love: string[] = [];
  const venus = byPlanet('venus');
  love.push(houseSentence(c, t, 'love', 'venus', venus));
  love.push(
    c.pick(t.sentences.loveMoon, 'love', {
      moon: moonSign,
      house: moonHouse,
      love: t.houseLove[moonHouse] as string,
    }),
  );
  const venusSlowed = slowed(sky, 'venus');
  const loveScore = (venus?.weight ?? 0) + ([5, 7, 11].includes(moonHouse) ? 1 : 0) - (venusSlowed ? 1 : 0);
  const loveTone = venusSlowed || waning ? notBright(toneOf(loveScore, 2, -1)) : toneOf(loveScore, 2, -1);
  love.push(c.pick(t.sentences.closer, 'love', { advice: c.advice('love', loveTone, venusSlowed || waning) }));

  // Career: the strongest of Saturn, Jupiter and the Sun to the sign (else the Sun), through its
  // house; then Mercury's house, which colours how work is thought through and said. Each keeps
  // its place (Mercury always second, on a turn of its own), so a sentence that stays true for
  // days never meets itself again within a week.
  const career: string[] = [];
  const mercuryAspect = byPlanet('mercury');
  career.push(houseSentence(c, t, 'career', careerAspect?.planet ?? 'sun', careerAspect));
  career.push(houseSentence(c, t, 'career', 'mercury', mercuryAspect, MERCURY_TURN));
  const mercurySlowed = slowed(sky, 'mercury');
  const careerScore =
    (careerAspect?.weight ?? 0) +
    (mercuryAspect?.weight ?? 0) +
    ([6, 10].includes(moonHouse) ? 1 : 0) -
    (mercurySlowed ? 1 : 0);
  const careerTone = mercurySlowed || waning ? notBright(toneOf(careerScore, 2, -1)) : toneOf(careerScore, 2, -1);
  career.push(
    c.pick(t.sentences.closer, 'career', { advice: c.advice('career', careerTone, mercurySlowed || waning) }),
  );

  // Wellness: Mars through the sign's solar house, which says where the energy goes; its aspect
  // to the sign (or its retrograde) says whether the body has more to give or asks for less, and
  // the advice follows that lean.
  const wellness: string[] = [];
  const mars = byPlanet('mars');
  const lean: Lean = slowed(sky, 'mars')
    ? MARS_LEAN.retrograde
    : mars
      ? MARS_LEAN.effect[HARMONY[mars.aspect]]
      : MARS_LEAN.none;
  wellness.push(houseSentence(c, t, 'wellness', 'mars', mars));
  const wellnessTone = (Object.keys(ADVICE_LEAN) as Tone[]).find((tone) => ADVICE_LEAN[tone] === lean) as Tone;
  wellness.push(c.pick(t.sentences.closer, 'wellness', { advice: c.advice('wellness', wellnessTone) }));

  return {
    sign,
    date,
    // Only a Moon sign's reading says its zodiac: a tropical reading is as it always was.
    ...(zodiac === 'sidereal' ? { zodiac } : {}),
    sky: skyLines.join(gap),
    overall: overall.join(gap),
    love: love.join(gap),
    career: career.join(gap),
    wellness: wellness.join(gap),
    luckyNumber: (stableHash(`${sign}|${date}|number`) % 99) + 1,
    luckyColor: LUCKY_COLORS[
      stableHash(`${sign}|${date}|colour`) % LUCKY_COLORS.length
    ] as (typeof LUCKY_COLORS)[number],
    facts: [...everyone.facts, ...c.facts],
    highlights: [...everyone.highlights, ...c.highlights],
    tones: { overall: overallTone, love: loveTone, career: careerTone, wellness: wellnessTone },
  };
}
