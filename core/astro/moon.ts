/**
 * The Moon from the truncated ELP/MPP02 series, with velocity from the analytic derivative;
 * the lunar nodes and the mean apogee. Nearly every term's argument is a combination of the
 * four Delaunay arguments, alone or with one or two planetary arguments (the planets' mean
 * longitudes, ζ), and is summed from those arguments' sines and cosines by angle addition; the
 * few others (63 of 1,413) are evaluated one by one (decision 048).
 */
import {
  B,
  B_DELAUNAY,
  B_PLANETARY,
  DELAUNAY,
  DELAUNAY_MAX_MULTIPLE,
  L,
  L_DELAUNAY,
  L_PLANETARY,
  PLANET_MAX_MULTIPLE,
  PLANETARY,
  R,
  R_DELAUNAY,
  R_PLANETARY,
  W1,
} from './data/elpmpp02';
import {
  ARCSEC,
  DAYS_PER_CENTURY,
  fillMultiples,
  KM_PER_AU,
  poly,
  polyDerivative,
  powerSeries,
  type Vec3,
} from './math';
import type { State } from './vsop87';

/** Value and derivative (per century) of the terms written with their own phase polynomials. */
function phaseTerms(terms: readonly number[], T: number): [number, number] {
  let s = 0;
  let ds = 0;
  for (let i = 0; i < terms.length; i += 4) {
    const a = terms[i] as number;
    const p1 = terms[i + 2] as number;
    const p2 = terms[i + 3] as number;
    const arg = (terms[i + 1] as number) + T * (p1 + T * p2);
    const rateOfArg = p1 + 2 * T * p2;
    s += a * Math.sin(arg);
    ds += a * rateOfArg * Math.cos(arg);
  }
  return [s, ds];
}

/**
 * e^{ix} of arguments and their combinations at the T last set (`setArguments`), with the rate
 * of x (radians a century): the cells a term reads instead of calling sine and cosine.
 */
interface Cells {
  cos: Float64Array;
  sin: Float64Array;
  rate: Float64Array;
}

const cells = (size: number): Cells => ({
  cos: new Float64Array(size),
  sin: new Float64Array(size),
  rate: new Float64Array(size),
});

/** Each Delaunay argument's multiples -M..M (D, F, l, l' in turn). */
const SPAN = 2 * DELAUNAY_MAX_MULTIPLE + 1;
const DELAUNAY_CELLS = cells(4 * SPAN);
/** Each planetary argument's multiples -M..M (the planets' mean longitudes, then ζ). */
const PLANETARY_ARGUMENTS = PLANETARY.length / 4;
const PLANET_SPAN = 2 * PLANET_MAX_MULTIPLE + 1;
const PLANET_CELLS = cells(PLANETARY_ARGUMENTS * PLANET_SPAN);

/**
 * The Delaunay combinations and the pairs of planetary arguments' multiples the terms use, each
 * listed once at load (1,350 terms share 584 combinations and 140 pairs) and computed once an
 * instant, so that a term is one or two products of cells.
 */
class Listed {
  private readonly index = new Map<string, number>();
  readonly parts: number[] = [];
  values: Cells = cells(0);

  constructor(private readonly width: number) {}

  /** The place of the combination of these parts (`width` of them). */
  of(parts: readonly number[]): number {
    const key = parts.join(',');
    let place = this.index.get(key);
    if (place === undefined) {
      place = this.index.size;
      this.index.set(key, place);
      this.parts.push(...parts);
    }
    return place;
  }

  /** Sizes the values once every term has been compiled. */
  seal(): void {
    this.values = cells(this.parts.length / this.width);
  }

  /** Each combination's e^{iX} and rate, X the sum of its parts' arguments in `from`. */
  fill(from: Cells): void {
    const { cos, sin, rate } = from;
    const { parts, width } = this;
    const out = this.values;
    for (let j = 0; j < out.cos.length; j++) {
      let c = 1;
      let s = 0;
      let r = 0;
      for (let k = width * j; k < width * (j + 1); k++) {
        const at = parts[k] as number;
        const next = c * (cos[at] as number) - s * (sin[at] as number);
        s = s * (cos[at] as number) + c * (sin[at] as number);
        c = next;
        r += rate[at] as number;
      }
      out.cos[j] = c;
      out.sin[j] = s;
      out.rate[j] = r;
    }
  }
}

/** Combinations as the four places of their multiples in DELAUNAY_CELLS. */
const COMBOS = new Listed(4);
/** Pairs as the two places of their multiples in PLANET_CELLS. */
const PLANET_PAIRS = new Listed(2);

/** The place of a term's Delaunay combination (its multiples at `i`). */
function comboOf(terms: readonly number[], i: number): number {
  const m = DELAUNAY_MAX_MULTIPLE;
  return COMBOS.of([0, 1, 2, 3].map((k) => k * SPAN + m + (terms[i + k] as number)));
}

/** A power's terms, compiled: each term's combination's place (and its planetary pair's), and its S and C. */
interface Compiled {
  combos: Int32Array;
  pairs: Int32Array;
  amplitudes: Float64Array;
}

/**
 * A power's terms compiled to places in the product tables: [nD, nF, nl, nl', S, C] (stride 6) or
 * [nD, nF, nl, nl', p, np, q, nq, S, C] (stride 10) a term.
 */
function compile(groups: readonly (readonly number[])[], stride: 6 | 10): Compiled[] {
  const pm = PLANET_MAX_MULTIPLE;
  return groups.map((terms) => {
    const count = terms.length / stride;
    const combos = new Int32Array(count);
    const pairs = new Int32Array(stride === 10 ? count : 0);
    const amplitudes = new Float64Array(count * 2);
    for (let t = 0; t < count; t++) {
      const i = t * stride;
      combos[t] = comboOf(terms, i);
      if (stride === 10) {
        const p = (terms[i + 4] as number) * PLANET_SPAN + pm + (terms[i + 5] as number);
        const q = (terms[i + 6] as number) * PLANET_SPAN + pm + (terms[i + 7] as number);
        pairs[t] = PLANET_PAIRS.of([p, q]);
      }
      amplitudes[2 * t] = terms[i + stride - 2] as number;
      amplitudes[2 * t + 1] = terms[i + stride - 1] as number;
    }
    return { combos, pairs, amplitudes };
  });
}

const SERIES = {
  L: { direct: L, delaunay: compile(L_DELAUNAY, 6), planetary: compile(L_PLANETARY, 10) },
  B: { direct: B, delaunay: compile(B_DELAUNAY, 6), planetary: compile(B_PLANETARY, 10) },
  R: { direct: R, delaunay: compile(R_DELAUNAY, 6), planetary: compile(R_PLANETARY, 10) },
};
COMBOS.seal();
PLANET_PAIRS.seal();

/** Argument `at`'s multiples -m..m in `into` from zero place `zero`, from its polynomial's four coefficients. */
function setArgument(
  T: number,
  coefficients: readonly number[],
  at: number,
  m: number,
  into: Cells,
  zero: number,
): void {
  const c1 = coefficients[at] as number;
  const c2 = coefficients[at + 1] as number;
  const c3 = coefficients[at + 2] as number;
  const c4 = coefficients[at + 3] as number;
  fillMultiples(T * (c1 + T * (c2 + T * (c3 + T * c4))), m, into.cos, into.sin, zero);
  const rate = c1 + T * (2 * c2 + T * (3 * c3 + T * 4 * c4));
  for (let k = -m; k <= m; k++) into.rate[zero + k] = k * rate;
}

/**
 * The cosines and sines of every multiple of D, F, l and l' and of the planetary arguments at T,
 * from one sine and cosine of each by angle addition, then of every product the terms use: no
 * term needs a trigonometric call of its own.
 */
function setArguments(T: number): void {
  const m = DELAUNAY_MAX_MULTIPLE;
  for (let k = 0; k < 4; k++) setArgument(T, DELAUNAY, 4 * k, m, DELAUNAY_CELLS, k * SPAN + m);
  const pm = PLANET_MAX_MULTIPLE;
  for (let p = 0; p < PLANETARY_ARGUMENTS; p++)
    setArgument(T, PLANETARY, 4 * p, pm, PLANET_CELLS, p * PLANET_SPAN + pm);
  fillCombos();
  PLANET_PAIRS.fill(PLANET_CELLS);
}

/**
 * What `Listed.fill` does for the combinations, written out for their four parts: the one of the
 * two fills that is long (584 combinations against 140 pairs), and measurably faster so.
 */
function fillCombos(): void {
  const { cos, sin, rate } = DELAUNAY_CELLS;
  const parts = COMBOS.parts;
  const out = COMBOS.values;
  for (let j = 0; j < out.cos.length; j++) {
    const a = parts[4 * j] as number;
    const b = parts[4 * j + 1] as number;
    const c = parts[4 * j + 2] as number;
    const d = parts[4 * j + 3] as number;
    const ab = (cos[a] as number) * (cos[b] as number) - (sin[a] as number) * (sin[b] as number);
    const abS = (sin[a] as number) * (cos[b] as number) + (cos[a] as number) * (sin[b] as number);
    const cd = (cos[c] as number) * (cos[d] as number) - (sin[c] as number) * (sin[d] as number);
    const cdS = (sin[c] as number) * (cos[d] as number) + (cos[c] as number) * (sin[d] as number);
    out.cos[j] = ab * cd - abS * cdS;
    out.sin[j] = abS * cd + ab * cdS;
    out.rate[j] = (rate[a] as number) + (rate[b] as number) + (rate[c] as number) + (rate[d] as number);
  }
}

/**
 * Value and derivative (per century) of a power's Delaunay terms at the T of the last
 * `setArguments`: S cos(X) + C sin(X), X the term's combination of the arguments.
 */
function delaunayTerms({ combos, amplitudes }: Compiled): [number, number] {
  const { cos: cosOf, sin: sinOf, rate: rateOf } = COMBOS.values;
  let s = 0;
  let ds = 0;
  for (let t = 0; t < combos.length; t++) {
    const j = combos[t] as number;
    const cos = cosOf[j] as number;
    const sin = sinOf[j] as number;
    const S = amplitudes[2 * t] as number;
    const C = amplitudes[2 * t + 1] as number;
    s += S * cos + C * sin;
    ds += (C * cos - S * sin) * (rateOf[j] as number);
  }
  return [s, ds];
}

/**
 * The same for a power's planetary terms: X is the Delaunay combination plus a multiple of
 * planetary argument p and one of argument q (multiple 0 for a term with one). A loop of its own
 * rather than the Delaunay terms' with a unit pair, which would cost each of those a product.
 */
function planetaryTerms({ combos, pairs, amplitudes }: Compiled): [number, number] {
  const { cos: comboCos, sin: comboSin, rate: comboRate } = COMBOS.values;
  const { cos: pairCos, sin: pairSin, rate: pairRate } = PLANET_PAIRS.values;
  let s = 0;
  let ds = 0;
  for (let t = 0; t < combos.length; t++) {
    const j = combos[t] as number;
    const k = pairs[t] as number;
    const jCos = comboCos[j] as number;
    const jSin = comboSin[j] as number;
    const kCos = pairCos[k] as number;
    const kSin = pairSin[k] as number;
    const cos = jCos * kCos - jSin * kSin;
    const sin = jSin * kCos + jCos * kSin;
    const S = amplitudes[2 * t] as number;
    const C = amplitudes[2 * t + 1] as number;
    s += S * cos + C * sin;
    ds += (C * cos - S * sin) * ((comboRate[j] as number) + (pairRate[k] as number));
  }
  return [s, ds];
}

/** The three parts of one coordinate: the terms evaluated one by one, the Delaunay ones and those with planets. */
function coordinate(series: (typeof SERIES)['L'], T: number): [number, number] {
  const [v1, r1] = powerSeries(series.direct, T, phaseTerms);
  const [v2, r2] = powerSeries(series.delaunay, T, delaunayTerms);
  const [v3, r3] = powerSeries(series.planetary, T, planetaryTerms);
  return [v1 + v2 + v3, r1 + r2 + r3];
}

export interface MoonPosition {
  /** Geocentric state in au and au/day, mean ecliptic of date, longitudes from the J2000 departure point. */
  state: State;
  /** Longitude (radians, from the J2000 departure point), latitude (radians), distance (au). */
  lon: number;
  lat: number;
  dist: number;
  /** Their rates per day. */
  dLon: number;
  dLat: number;
  dDist: number;
}

/** Geometric geocentric Moon for T = Julian centuries of TT from J2000. */
export function moonPosition(T: number): MoonPosition {
  setArguments(T);
  const [sl, dsl] = coordinate(SERIES.L, T);
  const [sb, dsb] = coordinate(SERIES.B, T);
  const [sr, dsr] = coordinate(SERIES.R, T);
  const lon = poly(T, W1) + sl * ARCSEC;
  const lat = sb * ARCSEC;
  const dist = sr / KM_PER_AU;
  const dLon = (polyDerivative(T, W1) + dsl * ARCSEC) / DAYS_PER_CENTURY;
  const dLat = (dsb * ARCSEC) / DAYS_PER_CENTURY;
  const dDist = dsr / KM_PER_AU / DAYS_PER_CENTURY;
  const cl = Math.cos(lon);
  const sL = Math.sin(lon);
  const cb = Math.cos(lat);
  const sB = Math.sin(lat);
  const pos: Vec3 = [dist * cb * cl, dist * cb * sL, dist * sB];
  const vel: Vec3 = [
    dDist * cb * cl - dist * sB * dLat * cl - dist * cb * sL * dLon,
    dDist * cb * sL - dist * sB * dLat * sL + dist * cb * cl * dLon,
    dDist * sB + dist * cb * dLat,
  ];
  return { state: { pos, vel }, lon, lat, dist, dLon, dLat, dDist };
}
