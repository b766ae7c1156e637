/**
 * The daily horoscope writer: a sign's reading for a calendar date, from that day's sky
 * (docs/product.md#real-daily-horoscope). Deterministic: the sky is taken at 12:00 UTC of the date, changes during the
 * day are given in UTC, wording turns over with the day number, and the lucky values are a hash
 * of sign and date, so every reader of a sign gets the same reading all day, everywhere.
 */
import { type AspectType, aspectBetween } from '../astro/aspects';
import { diff180, norm360 } from '../astro/math';
import type { PlanetId } from '../astro/positions';
import { SIGN_IDS, type SignId, getSign, signOfLongitude } from '../zodiac';
import { stableHash } from '../hash';
import { HOROSCOPE_EN } from './en';
import { type DaySky, daySky } from './sky';
import type { AspectingPlanet, Harmony, HoroscopeTexts, Section, Template, Tone } from './texts';
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
const HARMONY: Readonly<Record<AspectType, Harmony>> = {
  conjunction: 'blend',
  sextile: 'easy',
  trine: 'easy',
  square: 'tense',
  opposition: 'tense',
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
/** The planets whose events the overall reading tells; Venus's are in love, Mercury's at work, Mars's in wellness. */
const OVERALL_EVENTS: readonly PlanetId[] = ['sun', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
const SECTION_SALT: Readonly<Record<Section, number>> = { overall: 0, love: 3, career: 5, wellness: 6 };

interface Aspected {
  planet: AspectingPlanet;
  aspect: AspectType;
  weight: number;
}

const signAt = (longitude: number) => signOfLongitude(longitude).id;

/** The house a sign is from the reader's sign, counting the sign itself as the 1st. */
const solarHouse = (from: SignId, to: SignId) => ((SIGN_IDS.indexOf(to) - SIGN_IDS.indexOf(from) + 12) % 12) + 1;

/** Half-width of the four principal phases, degrees of elongation (about a day either side). */
const PRINCIPAL = 12;

function moonPhase(elongation: number): MoonPhase {
  const near = (angle: number) => Math.abs(diff180(elongation, angle)) <= PRINCIPAL;
  if (near(0)) return 'new';
  if (near(90)) return 'first-quarter';
  if (near(180)) return 'full';
  if (near(270)) return 'last-quarter';
  if (elongation < 90) return 'waxing-crescent';
  if (elongation < 180) return 'waxing-gibbous';
  return elongation < 270 ? 'waning-gibbous' : 'waning-crescent';
}

const rulerOf = (sign: SignId) => getSign(sign).rulingPlanet.toLowerCase() as PlanetId;

const toneOf = (score: number, bright: number, demanding: number): Tone =>
  score >= bright ? 'bright' : score <= demanding ? 'demanding' : 'steady';

/** One reading's words and facts, built section by section. */
class Composer {
  readonly facts: SkyFact[] = [];
  readonly highlights: string[] = [];
  private readonly signOffset: number;

  constructor(
    private readonly t: HoroscopeTexts,
    readonly sky: DaySky,
    readonly sign: SignId,
    private readonly timeZone?: string,
  ) {
    this.signOffset = SIGN_IDS.indexOf(sign) * 3;
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

  time = (at: Date) => this.t.time(at, this.timeZone, this.sky.date);

  advice(section: Section, tone: Tone): string {
    const options = this.t.advice[section][tone];
    return options[stableHash(`${this.sign}|${this.sky.date}|${section}`) % options.length] as string;
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
  const effect = t.effect[a.planet][HARMONY[a.aspect]];
  return c.pick(t.sentences.aspect, section, { planet: a.planet, planetSign, relation, effect }, nudge);
}

function signAspectSentence(c: Composer, t: HoroscopeTexts, section: Section, a: Aspected, nudge = 0): string {
  const planetSign = signAt(c.sky.noon[a.planet].longitude);
  c.fact({ kind: 'sign-aspect', planet: a.planet, planetSign, aspect: a.aspect }, t.labels.aspect(a.planet, a.aspect));
  return aspectSentence(c, t, section, a, t.signRelation[a.aspect], nudge);
}

function inSignSentence(
  c: Composer,
  t: HoroscopeTexts,
  section: Section,
  planet: 'sun' | 'mercury' | 'venus' | 'mars',
  nudge = 0,
): string {
  const sign = signAt(c.sky.noon[planet].longitude);
  c.fact({ kind: 'planet-sign', planet, sign });
  return c.pick(
    t.sentences.inSign,
    section,
    {
      planet,
      planetSign: sign,
      flavour: t.inElement[planet][getSign(sign).element],
    },
    nudge,
  );
}

/**
 * Sign changes and stations of the given planets during the day, then those retrograde all day
 * among `retrogrades`. Each section tells its own planets' events, so no two sections share one.
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
      c.pick(t.sentences.ingress, section, {
        planet: e.planet,
        sign: e.sign,
        time: c.time(e.at),
        theme: t.planetTheme[e.planet],
      }),
    );
  }
  for (const e of sky.stations) {
    if (!planets.includes(e.planet)) continue;
    c.fact(
      { kind: 'station', planet: e.planet, direction: e.direction, at: e.at.toISOString() },
      t.labels.station(e.planet, e.direction, c.time(e.at)),
    );
    out.push(
      c.pick(t.sentences.station, section, {
        planet: e.planet,
        direction: e.direction,
        time: c.time(e.at),
        theme: t.planetTheme[e.planet],
      }),
    );
  }
  for (const planet of retrogrades) {
    const stationing = sky.stations.some((s) => s.planet === planet);
    if (stationing || sky.noon[planet].speed >= 0) continue;
    const sign = signAt(sky.noon[planet].longitude);
    c.fact({ kind: 'retrograde', planet, sign }, t.labels.retrograde(planet, sign));
    out.push(
      c.pick(t.sentences.retrograde, section, {
        planet,
        sign,
        theme: t.planetTheme[planet],
      }),
    );
  }
  return out;
}

/** The reading of a sign for a calendar date (YYYY-MM-DD, 1900-2100). */
export function writeHoroscope(
  sign: SignId,
  date: string,
  t: HoroscopeTexts = HOROSCOPE_EN,
  timeZone?: string,
): HoroscopeReading {
  const sky = daySky(date);
  const c = new Composer(t, sky, sign, timeZone);
  const gap = t.sentenceGap ?? ' ';
  const ruler = rulerOf(sign);
  const aspects = signAspects(sky, sign);
  const byPlanet = (planet: AspectingPlanet) => aspects.find((a) => a.planet === planet);
  const strongest = (planets: readonly AspectingPlanet[]) =>
    aspects
      .filter((a) => planets.includes(a.planet))
      .sort(
        (a, b) => Math.abs(b.weight) - Math.abs(a.weight) || planets.indexOf(a.planet) - planets.indexOf(b.planet),
      )[0];

  // Overall: the Moon (and its change of sign), the phase, the ruler's strongest contact.
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
    // Before noon, the Moon's entry is the noon sign's story; after noon, a change still to come.
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
  const elongation = norm360(sky.noon.moon.longitude - sky.noon.sun.longitude);
  const phase = moonPhase(elongation);
  c.fact({ kind: 'moon-phase', phase, elongation }, t.labels.phase(phase));
  overall.push(c.pick(t.sentences.phase, 'overall', { phase, note: t.phaseNote[phase] }));

  const careerAspect = strongest(['saturn', 'jupiter', 'sun', 'mercury']);
  const toRuler = rulerAspect(sky, ruler);
  let overallScore = aspects.reduce((sum, a) => sum + a.weight, 0);
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
    overall.push(aspectSentence(c, t, 'overall', toRuler, t.rulerRelation[toRuler.aspect](ruler)));
  }
  // The slow planets' retrogrades last months: told only when the planet rules the sign.
  overall.push(
    ...eventSentences(
      c,
      t,
      'overall',
      OVERALL_EVENTS,
      OVERALL_EVENTS.filter((p) => p === ruler && p !== 'sun'),
    ),
  );
  overall.push(c.pick(t.sentences.closer, 'overall', { advice: c.advice('overall', toneOf(overallScore, 3, -2)) }));

  // Love: Venus to the sign (or Venus's element), the Moon's house as it touches the heart.
  const love: string[] = [];
  const venus = byPlanet('venus');
  love.push(venus ? signAspectSentence(c, t, 'love', venus) : inSignSentence(c, t, 'love', 'venus'));
  love.push(
    c.pick(t.sentences.loveMoon, 'love', {
      moon: moonSign,
      house: moonHouse,
      love: t.houseLove[moonHouse] as string,
    }),
  );
  love.push(...eventSentences(c, t, 'love', ['venus']));
  const loveScore =
    (venus?.weight ?? 0) + ([5, 7, 11].includes(moonHouse) ? 1 : 0) - (sky.noon.venus.speed < 0 ? 1 : 0);
  love.push(c.pick(t.sentences.closer, 'love', { advice: c.advice('love', toneOf(loveScore, 2, -1)) }));

  // Career: the strongest of Saturn, Jupiter, the Sun and Mercury to the sign, or the Sun's element.
  const career: string[] = [];
  career.push(careerAspect ? signAspectSentence(c, t, 'career', careerAspect) : inSignSentence(c, t, 'career', 'sun'));
  // Mercury's sign colours how work gets thought through and said (by its element: its
  // aspect, when it has the strongest, is already the line above).
  if (careerAspect?.planet !== 'mercury') career.push(inSignSentence(c, t, 'career', 'mercury', 1));
  career.push(...eventSentences(c, t, 'career', ['mercury']));
  const careerScore =
    (careerAspect?.weight ?? 0) + ([6, 10].includes(moonHouse) ? 1 : 0) - (sky.noon.mercury.speed < 0 ? 1 : 0);
  career.push(c.pick(t.sentences.closer, 'career', { advice: c.advice('career', toneOf(careerScore, 2, -1)) }));

  // Wellness: Mars to the sign (or Mars's element), the phase as the body feels it.
  const wellness: string[] = [];
  const mars = byPlanet('mars');
  wellness.push(mars ? signAspectSentence(c, t, 'wellness', mars) : inSignSentence(c, t, 'wellness', 'mars'));
  wellness.push(c.pick(t.sentences.bodyPhase, 'wellness', { phase, body: t.phaseBody[phase] }));
  wellness.push(...eventSentences(c, t, 'wellness', ['mars']));
  const wellnessScore = (mars?.weight ?? 0) + (phase === 'full' || phase === 'new' ? -1 : 0);
  wellness.push(c.pick(t.sentences.closer, 'wellness', { advice: c.advice('wellness', toneOf(wellnessScore, 2, -1)) }));

  return {
    sign,
    date,
    overall: overall.join(gap),
    love: love.join(gap),
    career: career.join(gap),
    wellness: wellness.join(gap),
    luckyNumber: (stableHash(`${sign}|${date}|number`) % 99) + 1,
    luckyColor: LUCKY_COLORS[
      stableHash(`${sign}|${date}|colour`) % LUCKY_COLORS.length
    ] as (typeof LUCKY_COLORS)[number],
    facts: c.facts,
    highlights: c.highlights,
  };
}
