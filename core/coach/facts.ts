/**
 * The facts Ask Stella may rest an answer on (decision 030): the chart's placements, houses and
 * aspects, and, when asked for, the transits and progressions of the moment and a numerology
 * profile. Each fact has an id a paragraph cites (`P.venus`, `H.7`, `A.venus.square.saturn`,
 * `T.saturn.conjunction.sun.2027-03-14`, `R.moon`, `N.lifePath.7`, `B.balance`), an English label
 * for a model's prompt, its numbers, a weight and whether it needs the birth time.
 */
import { ASPECT_DEFINITIONS, ASPECT_TYPES, type AspectType } from '../astro/aspects';
import { zodiacPosition } from '../astro/chart';
import { houseOf } from '../astro/houses';
import type { AnsweredChart } from '../astro/natal-types';
import { PLANET_IDS, type PlanetId } from '../astro/positions';
import { type NumerologyProfile, numbersByKind } from '../numerology/index';
import { type Direction, STATION_BODIES, moonPhasesBetween, stationsBetween } from '../sky/events';
import { PROGRESSED_BODIES, type ProgressedPoint, progress } from '../sky/progressions';
import { bodyAt, jdFromMs } from '../sky/time';
import {
  type NatalPoint,
  TRANSITING,
  type Transit,
  type TransitingPlanet,
  exactTransits,
  strength,
  transitsAt,
} from '../sky/transits';
import { type Element, type Modality, type SignId, getSign, signOfLongitude } from '../zodiac';
import type { CoachPoint, NumerologyKind } from './texts';

interface FactBase {
  readonly id: string;
  /** English, for a model's prompt: "Venus 14°22′ Libra, house 7". */
  readonly label: string;
  readonly weight: number;
  /** True when the fact needs the birth time (the angles, the houses, aspects to the angles). */
  readonly timed: boolean;
  /** The chart points the fact is about (what a chip highlights on the wheel). */
  readonly points: readonly CoachPoint[];
  /** The houses the fact is about. */
  readonly houses: readonly number[];
}

export type Fact =
  | (FactBase & {
      readonly kind: 'placement';
      readonly point: CoachPoint;
      readonly sign: SignId;
      readonly longitude: number;
      readonly degree: number;
      readonly minute: number;
      readonly house: number | null;
      readonly retrograde: boolean;
    })
  | (FactBase & {
      readonly kind: 'house';
      readonly house: number;
      readonly sign: SignId;
      readonly occupants: readonly CoachPoint[];
    })
  | (FactBase & {
      readonly kind: 'aspect';
      readonly a: CoachPoint;
      readonly b: CoachPoint;
      readonly type: AspectType;
      readonly orb: number;
    })
  | (FactBase & {
      readonly kind: 'transit';
      readonly planet: PlanetId;
      readonly type: AspectType;
      readonly point: CoachPoint;
      /** The exact instant (ISO) nearest the moment, and its UTC date. */
      readonly exact: string | null;
      readonly date: string;
      /** Every exact pass (ISO) while it is in orb: more than one when the planet turns back over the degree. */
      readonly passes: readonly string[];
      readonly orb: number | null;
      readonly applying: boolean | null;
    })
  | (FactBase & {
      readonly kind: 'progression';
      readonly point: CoachPoint;
      readonly sign: SignId;
      readonly longitude: number;
      readonly degree: number;
      readonly minute: number;
    })
  | (FactBase & {
      readonly kind: 'event';
      /** A planet standing still to turn, or the New or Full Moon. */
      readonly event: 'station' | 'newMoon' | 'fullMoon';
      readonly body: PlanetId;
      readonly direction: Direction | null;
      readonly sign: SignId;
      readonly longitude: number;
      readonly exact: string;
      readonly date: string;
      readonly passes: readonly string[];
      /** The natal house it falls in (with a birth time). */
      readonly house: number | null;
      /** Natal points within 3° of it (by conjunction or opposition). */
      readonly touches: readonly CoachPoint[];
    })
  | (FactBase & { readonly kind: 'numerology'; readonly numerology: NumerologyKind; readonly value: number })
  | (FactBase & {
      readonly kind: 'balance';
      readonly elements: Readonly<Record<Element, number>>;
      readonly modalities: Readonly<Record<Modality, number>>;
      readonly element: Element;
      readonly modality: Modality;
    });

export type FactKind = Fact['kind'];

export interface FactTable {
  readonly facts: readonly Fact[];
  readonly byId: ReadonlyMap<string, Fact>;
  readonly birthTimeKnown: boolean;
  /** The natal sign of every point the chart knows (the angles only with a birth time). */
  readonly natalSign: Readonly<Partial<Record<CoachPoint, SignId>>>;
  readonly natalHouse: Readonly<Partial<Record<CoachPoint, number>>>;
  /** The chart's aspects and the transits of the table, as `a|b|type` either way round. */
  readonly aspectKeys: ReadonlySet<string>;
  /** Signs a point may truly be said to be in: natal, and the sky of the moment. */
  readonly trueSigns: Readonly<Partial<Record<CoachPoint, ReadonlySet<SignId>>>>;
  /** The progressed signs: true only of a sentence that says "progressed". */
  readonly progressedSigns: Readonly<Partial<Record<CoachPoint, SignId>>>;
  /** Houses a point may truly be said to be in: natal, and a transiting planet's natal house now. */
  readonly trueHouses: Readonly<Partial<Record<CoachPoint, ReadonlySet<number>>>>;
}

export interface FactInput {
  readonly chart: AnsweredChart;
  /** False when the chart was cast without a birth time (no angles, no houses). */
  readonly birthTimeKnown: boolean;
  /** The moment of the question: transits and progressions are computed for it. */
  readonly now?: Date;
  /**
   * The span a question asks about (this month, next week, the months ahead): every exact
   * transit in it, and the stations and New and Full Moons, become dated facts.
   */
  readonly window?: { readonly from: Date; readonly to: Date } | null;
  readonly numerology?: NumerologyProfile | null;
}

const SIGN_NAME = (sign: SignId) => getSign(sign).name;
const POINT_NAME: Readonly<Record<CoachPoint, string>> = {
  sun: 'Sun',
  moon: 'Moon',
  mercury: 'Mercury',
  venus: 'Venus',
  mars: 'Mars',
  jupiter: 'Jupiter',
  saturn: 'Saturn',
  uranus: 'Uranus',
  neptune: 'Neptune',
  pluto: 'Pluto',
  ascendant: 'Ascendant',
  midheaven: 'Midheaven',
};

/** "14°22′" from a longitude within its sign. */
export function degreeMinute(degree: number, minute: number): string {
  return `${degree}°${String(minute).padStart(2, '0')}′`;
}

/** "0°42′" from an orb in degrees. */
export function formatOrb(orb: number): string {
  const minutes = Math.round(Math.abs(orb) * 60);
  return degreeMinute(Math.floor(minutes / 60), minutes % 60);
}

const PLACEMENT_WEIGHT: Readonly<Record<CoachPoint, number>> = {
  sun: 10,
  moon: 10,
  ascendant: 9,
  venus: 7,
  mercury: 6,
  mars: 6,
  midheaven: 6,
  jupiter: 5,
  saturn: 5,
  uranus: 3,
  neptune: 3,
  pluto: 3,
};

const COACH_POINTS = new Set<string>([...PLANET_IDS, 'ascendant', 'midheaven']);
const isCoachPoint = (id: string): id is CoachPoint => COACH_POINTS.has(id);

export const aspectKey = (a: string, b: string, type: string) => `${[a, b].sort().join('|')}|${type}`;

const ELEMENTS: readonly Element[] = ['fire', 'earth', 'air', 'water'];

/** The planets whose exact contacts are followed for months; the faster ones only over a short span. */
const SLOW: readonly TransitingPlanet[] = ['mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];
const FAST_SPAN_DAYS = 62;
/** How close a station or lunation must fall to a natal point to be said to land on it. */
const EVENT_ORB = 3;

const separation = (a: number, b: number) => Math.abs(((((a - b) % 360) + 540) % 360) - 180);

/** The stations and New and Full Moons in [from, to), with the natal house and points each falls on. */
function skyEventFacts(
  from: number,
  to: number,
  natal: Partial<Record<NatalPoint, number>>,
  cusps: readonly number[] | null,
): Fact[] {
  const placed = (longitude: number) => {
    const touches = (Object.entries(natal) as [CoachPoint, number][])
      .filter(([, at]) => separation(longitude, at) <= EVENT_ORB || separation(longitude, at) >= 180 - EVENT_ORB)
      .map(([point]) => point);
    return { house: cusps ? houseOf(longitude, cusps) : null, touches };
  };
  const at = (utc: string) => utc.slice(0, 16).replace('T', ' ');
  const facts: Fact[] = [];
  for (const body of STATION_BODIES) {
    for (const station of stationsBetween(body, from, to)) {
      const { house, touches } = placed(station.longitude);
      const position = zodiacPosition(station.longitude);
      const date = station.utc.slice(0, 10);
      facts.push({
        kind: 'event',
        id: `E.station.${body}.${date}`,
        label: `${POINT_NAME[body]} stations ${station.direction} at ${degreeMinute(position.degree, position.minute)} ${SIGN_NAME(station.sign)}, ${at(station.utc)} UTC${house ? `, natal house ${house}` : ''}${touches.length ? `, on natal ${touches.map((p) => POINT_NAME[p]).join(', ')}` : ''}`,
        weight: 2 + (body === 'mercury' || body === 'venus' || body === 'mars' ? 1 : 0.5) + touches.length * 2,
        timed: house !== null,
        points: [body, ...touches],
        houses: house ? [house] : [],
        event: 'station',
        body,
        direction: station.direction,
        sign: station.sign,
        longitude: station.longitude,
        exact: station.utc,
        date,
        passes: [station.utc],
        house,
        touches,
      });
    }
  }
  for (const phase of moonPhasesBetween(from, to)) {
    if (phase.phase !== 'new' && phase.phase !== 'full') continue;
    const { house, touches } = placed(phase.moonLongitude);
    const position = zodiacPosition(phase.moonLongitude);
    const date = phase.utc.slice(0, 10);
    const event = phase.phase === 'new' ? 'newMoon' : 'fullMoon';
    facts.push({
      kind: 'event',
      id: `E.${event}.${date}`,
      label: `${phase.phase === 'new' ? 'New' : 'Full'} Moon at ${degreeMinute(position.degree, position.minute)} ${SIGN_NAME(phase.sign)}, ${at(phase.utc)} UTC${house ? `, natal house ${house}` : ''}${touches.length ? `, on natal ${touches.map((p) => POINT_NAME[p]).join(', ')}` : ''}`,
      weight: 2.5 + touches.length * 2,
      timed: house !== null,
      // A lunation is the Moon's every month: what it lights is the natal points it falls on.
      points: touches,
      houses: house ? [house] : [],
      event,
      body: 'moon',
      direction: null,
      sign: phase.sign,
      longitude: phase.moonLongitude,
      exact: phase.utc,
      date,
      passes: [phase.utc],
      house,
      touches,
    });
  }
  return facts;
}
const MODALITIES: readonly Modality[] = ['cardinal', 'fixed', 'mutable'];

/** The facts of a chart, and what may truly be said of it. */
export function buildFacts(input: FactInput): FactTable {
  const { chart, birthTimeKnown } = input;
  const now = input.now ?? new Date();
  const timed = birthTimeKnown && chart.ascendant !== null && chart.midheaven !== null && chart.houses !== null;
  const facts: Fact[] = [];
  const natalSign: Partial<Record<CoachPoint, SignId>> = {};
  const natalHouse: Partial<Record<CoachPoint, number>> = {};
  const natalLongitude: Partial<Record<NatalPoint, number>> = {};
  const cusps = timed ? (chart.houses?.cusps ?? []) : [];

  for (const planet of PLANET_IDS) {
    const p = chart.planets[planet];
    const house = timed ? p.house : null;
    natalSign[planet] = p.sign;
    natalLongitude[planet] = p.longitude;
    if (house) natalHouse[planet] = house;
    const where = `${POINT_NAME[planet]} ${degreeMinute(p.degree, p.minute)} ${SIGN_NAME(p.sign)}`;
    facts.push({
      kind: 'placement',
      id: `P.${planet}`,
      label: `${where}${house ? `, house ${house}` : ''}${p.retrograde ? ', retrograde' : ''}`,
      weight: PLACEMENT_WEIGHT[planet],
      timed: false,
      points: [planet],
      houses: house ? [house] : [],
      point: planet,
      sign: p.sign,
      longitude: p.longitude,
      degree: p.degree,
      minute: p.minute,
      house,
      retrograde: p.retrograde,
    });
  }
  if (timed) {
    for (const angle of ['ascendant', 'midheaven'] as const) {
      const longitude = chart[angle] as number;
      const at = zodiacPosition(longitude);
      natalSign[angle] = at.sign;
      natalLongitude[angle] = longitude;
      facts.push({
        kind: 'placement',
        id: `P.${angle}`,
        label: `${POINT_NAME[angle]} ${degreeMinute(at.degree, at.minute)} ${SIGN_NAME(at.sign)}`,
        weight: PLACEMENT_WEIGHT[angle],
        timed: true,
        points: [angle],
        houses: [angle === 'ascendant' ? 1 : 10],
        point: angle,
        longitude,
        ...at,
        house: null,
        retrograde: false,
      });
    }
    for (let house = 1; house <= 12; house++) {
      const cusp = cusps[house - 1] as number;
      const occupants = PLANET_IDS.filter((planet) => chart.planets[planet].house === house);
      const sign = zodiacPosition(cusp).sign;
      facts.push({
        kind: 'house',
        id: `H.${house}`,
        label: `House ${house}, cusp ${SIGN_NAME(sign)}${occupants.length ? `, holding ${occupants.map((o) => POINT_NAME[o]).join(', ')}` : ', empty'}`,
        weight: 3 + occupants.length * 1.5 + (house === 1 || house === 7 || house === 10 ? 1 : 0),
        timed: true,
        points: occupants,
        houses: [house],
        house,
        sign,
        occupants,
      });
    }
  }

  const aspectKeys = new Set<string>();
  for (const aspect of chart.aspects) {
    const { planet1: a, planet2: b } = aspect;
    if (!isCoachPoint(a) || !isCoachPoint(b)) continue;
    const needsTime = [a, b].some((p) => p === 'ascendant' || p === 'midheaven');
    if (needsTime && !timed) continue;
    aspectKeys.add(aspectKey(a, b, aspect.type));
    facts.push({
      kind: 'aspect',
      id: `A.${a}.${aspect.type}.${b}`,
      label: `${POINT_NAME[a]} ${aspect.type} ${POINT_NAME[b]}, orb ${formatOrb(aspect.orb)}`,
      weight: (Math.max(1, 8 - aspect.orb * 1.2) * (PLACEMENT_WEIGHT[a] + PLACEMENT_WEIGHT[b])) / 14,
      timed: needsTime,
      points: [a, b],
      houses: [],
      a,
      b,
      type: aspect.type,
      orb: aspect.orb,
    });
  }

  const trueSigns: Partial<Record<CoachPoint, Set<SignId>>> = {};
  const trueHouses: Partial<Record<CoachPoint, Set<number>>> = {};
  const progressedSigns: Partial<Record<CoachPoint, SignId>> = {};
  const addSign = (point: CoachPoint, sign: SignId) => {
    trueSigns[point] ??= new Set();
    trueSigns[point].add(sign);
  };
  const addHouse = (point: CoachPoint, house: number) => {
    trueHouses[point] ??= new Set();
    trueHouses[point].add(house);
  };
  for (const [point, sign] of Object.entries(natalSign)) addSign(point as CoachPoint, sign);
  for (const [point, house] of Object.entries(natalHouse)) addHouse(point as CoachPoint, house);

  // The sky of the moment: where each planet is in the day around now (the Moon may change sign).
  const jdNow = jdFromMs(now.getTime());
  for (const jd of [jdNow - 1, jdNow - 0.5, jdNow, jdNow + 0.5, jdNow + 1]) {
    for (const planet of PLANET_IDS) {
      const longitude = bodyAt(planet, jd).longitude;
      addSign(planet, signOfLongitude(longitude).id);
      if (timed) addHouse(planet, houseOf(longitude, cusps));
    }
  }

  // Aspects of the moment may be named too: the sky's planets (the Moon included) to the chart's
  // points and to each other, within 6° over the day around now.
  for (const jd of [jdNow - 1, jdNow, jdNow + 1]) {
    const sky = PLANET_IDS.map((planet) => [planet, bodyAt(planet, jd).longitude] as const);
    const targets = [...Object.entries(natalLongitude), ...sky] as [string, number][];
    for (const [planet, longitude] of sky) {
      for (const [point, target] of targets) {
        if (point === planet) continue;
        const separation = Math.abs(((((longitude - target) % 360) + 540) % 360) - 180);
        for (const type of ASPECT_TYPES) {
          if (Math.abs(separation - ASPECT_DEFINITIONS[type].angle) <= 6)
            aspectKeys.add(aspectKey(planet, point, type));
        }
      }
    }
  }

  // The houses a transit touches: the natal point's, and the one the planet moves through.
  const housesOf = (point: CoachPoint, longitude: number | null): number[] => {
    if (!timed) return [];
    const houses = natalHouse[point]
      ? [natalHouse[point] as number]
      : point === 'ascendant'
        ? [1]
        : point === 'midheaven'
          ? [10]
          : [];
    if (longitude !== null) {
      const through = houseOf(longitude, cusps);
      if (!houses.includes(through)) houses.push(through);
    }
    return houses;
  };

  // Transits in orb now, the slow planets' exact contacts of the next 90 days, and every exact
  // contact within the span the question asks about (the fast planets' only over two months).
  const transitFacts = new Map<string, Fact>();
  const current = transitsAt(jdNow, natalLongitude);
  for (const t of current) {
    const fact = transitFact(t, now, housesOf(t.natalPoint as CoachPoint, bodyAt(t.planet, jdNow).longitude));
    if (fact && !transitFacts.has(fact.id)) transitFacts.set(fact.id, fact);
  }
  const window = input.window ?? null;
  const spans: [number, number, readonly TransitingPlanet[]][] = [[jdNow, jdNow + 90, SLOW]];
  if (window) {
    const from = jdFromMs(window.from.getTime());
    const to = jdFromMs(window.to.getTime());
    spans.push([from, to, to - from <= FAST_SPAN_DAYS ? TRANSITING : SLOW]);
  }
  for (const [from, to, planets] of spans) {
    for (const t of exactTransits(from, to, natalLongitude, planets)) {
      const date = t.utc.slice(0, 10);
      const id = `T.${t.planet}.${t.aspect}.${t.natalPoint}.${date}`;
      if (transitFacts.has(id)) continue;
      const point = t.natalPoint as CoachPoint;
      transitFacts.set(id, {
        kind: 'transit',
        id,
        label: `Transiting ${POINT_NAME[t.planet]} ${t.aspect} natal ${POINT_NAME[point]}, exact ${t.utc.slice(0, 16).replace('T', ' ')} UTC`,
        weight: SLOW.includes(t.planet) ? 2.5 : 1.5,
        timed: point === 'ascendant' || point === 'midheaven',
        points: [t.planet, point],
        houses: housesOf(point, bodyAt(t.planet, t.jdUT).longitude),
        planet: t.planet,
        type: t.aspect,
        point,
        exact: t.utc,
        date,
        passes: [t.utc],
        orb: null,
        applying: null,
      });
    }
  }
  for (const fact of transitFacts.values()) {
    facts.push(fact);
    if (fact.kind === 'transit') aspectKeys.add(aspectKey(fact.planet, fact.point, fact.type));
  }

  // The stations and the New and Full Moons of the span asked about, each placed in the chart.
  if (window) {
    for (const event of skyEventFacts(
      jdFromMs(window.from.getTime()),
      jdFromMs(window.to.getTime()),
      natalLongitude,
      timed ? cusps : null,
    )) {
      facts.push(event);
      if (event.kind !== 'event') continue;
      const bodies: CoachPoint[] = event.event === 'station' ? [event.body] : ['moon', 'sun'];
      for (const body of bodies) {
        const sign =
          body === 'sun' && event.event === 'fullMoon' ? signOfLongitude(event.longitude + 180).id : event.sign;
        addSign(body, sign);
        if (event.house !== null && !(body === 'sun' && event.event === 'fullMoon')) addHouse(body, event.house);
      }
      for (const point of event.touches) aspectKeys.add(aspectKey(event.body, point, 'conjunction'));
    }
  }

  // Progressions to the moment (the angles by solar arc, only with a birth time).
  const birthMs = Date.parse(chart.utc);
  if (Number.isFinite(birthMs) && now.getTime() > birthMs) {
    const progression = progress({
      birthJdUT: jdFromMs(birthMs),
      latitude: chart.location.latitude,
      longitude: chart.location.longitude,
      targetJdUT: jdNow,
    });
    const points: ProgressedPoint[] = [...PROGRESSED_BODIES, ...(timed ? (['ascendant', 'midheaven'] as const) : [])];
    for (const point of points) {
      const longitude = progression.progressed[point];
      const at = zodiacPosition(longitude);
      progressedSigns[point] = at.sign;
      facts.push({
        kind: 'progression',
        id: `R.${point}`,
        label: `Progressed ${POINT_NAME[point]} ${degreeMinute(at.degree, at.minute)} ${SIGN_NAME(at.sign)}`,
        weight: point === 'moon' || point === 'sun' ? 3 : 2,
        timed: point === 'ascendant' || point === 'midheaven',
        points: [point],
        houses: [],
        point,
        longitude,
        ...at,
      });
    }
  }

  if (input.numerology) facts.push(...numerologyFacts(input.numerology));

  const elements = { fire: 0, earth: 0, air: 0, water: 0 } as Record<Element, number>;
  const modalities = { cardinal: 0, fixed: 0, mutable: 0 } as Record<Modality, number>;
  for (const planet of PLANET_IDS) {
    const sign = getSign(chart.planets[planet].sign);
    elements[sign.element] += 1;
    modalities[sign.modality] += 1;
  }
  const element = ELEMENTS.reduce((best, e) => (elements[e] > elements[best] ? e : best));
  const modality = MODALITIES.reduce((best, m) => (modalities[m] > modalities[best] ? m : best));
  facts.push({
    kind: 'balance',
    id: 'B.balance',
    label: `Elements fire ${elements.fire}, earth ${elements.earth}, air ${elements.air}, water ${elements.water}; modalities cardinal ${modalities.cardinal}, fixed ${modalities.fixed}, mutable ${modalities.mutable}`,
    weight: 4,
    timed: false,
    points: [],
    houses: [],
    elements,
    modalities,
    element,
    modality,
  });

  return {
    facts,
    byId: new Map(facts.map((f) => [f.id, f])),
    birthTimeKnown: timed,
    natalSign,
    natalHouse,
    aspectKeys,
    trueSigns,
    trueHouses,
    progressedSigns,
  };
}

function transitFact(t: Transit, now: Date, houses: number[]): Fact | null {
  const nearest = [...t.exact].sort(
    (x, y) => Math.abs(Date.parse(x.utc) - now.getTime()) - Math.abs(Date.parse(y.utc) - now.getTime()),
  )[0];
  const date = (nearest?.utc ?? now.toISOString()).slice(0, 10);
  const point = t.natalPoint as CoachPoint;
  return {
    kind: 'transit',
    id: `T.${t.planet}.${t.aspect}.${point}.${date}`,
    label: `Transiting ${POINT_NAME[t.planet]} ${t.aspect} natal ${POINT_NAME[point]}, orb ${formatOrb(t.orb)}, ${t.applying ? 'applying' : 'separating'}${nearest ? `, exact ${nearest.utc.slice(0, 16).replace('T', ' ')} UTC` : ''}`,
    weight: 3 + strength(t) * 4,
    timed: point === 'ascendant' || point === 'midheaven',
    points: [t.planet, point],
    houses,
    planet: t.planet,
    type: t.aspect,
    point,
    exact: nearest?.utc ?? null,
    date,
    passes: t.exact.map((e) => e.utc),
    orb: t.orb,
    applying: t.applying,
  };
}

/** Where each planet stands at a moment, in English: context for a model's prompt ("Venus 12°03′ Sagittarius"). */
export function skyNow(now: Date): { id: string; label: string }[] {
  const jd = jdFromMs(now.getTime());
  return PLANET_IDS.map((planet) => {
    const body = bodyAt(planet, jd);
    const at = zodiacPosition(body.longitude);
    return {
      id: `S.${planet}`,
      label: `${POINT_NAME[planet]} ${degreeMinute(at.degree, at.minute)} ${SIGN_NAME(at.sign)}${body.speed < 0 ? ', retrograde' : ''}`,
    };
  });
}

/** The five numbers of a numerology profile as facts (`N.lifePath.7`). */
export function numerologyFacts(profile: NumerologyProfile): Fact[] {
  return (Object.entries(numbersByKind(profile)) as [NumerologyKind, number][]).map(([kind, value]) => ({
    kind: 'numerology',
    id: `N.${kind}.${value}`,
    label: `${kind} number ${value}`,
    weight: kind === 'lifePath' ? 6 : 4,
    timed: false,
    points: [],
    houses: [],
    numerology: kind,
    value,
  }));
}

/** A table of facts with no chart behind them (a reader without a chart of their own): nothing may be claimed true. */
export function chartlessFacts(facts: readonly Fact[]): FactTable {
  return {
    facts,
    byId: new Map(facts.map((f) => [f.id, f])),
    birthTimeKnown: false,
    natalSign: {},
    natalHouse: {},
    aspectKeys: new Set(),
    trueSigns: {},
    trueHouses: {},
    progressedSigns: {},
  };
}
