/** Small numeric helpers shared by the astronomical modules. */

export const DEG = Math.PI / 180;
export const RAD = 180 / Math.PI;
export const ARCSEC = DEG / 3600;
/** Julian day of the J2000.0 epoch (2000-01-01 12:00 TT). */
export const J2000 = 2451545.0;
export const DAYS_PER_CENTURY = 36525;
/** Light time for one astronomical unit, in days (IAU 2012: c = 173.1446326847 au/day). */
export const LIGHT_DAYS_PER_AU = 1 / 173.1446326847;
export const KM_PER_AU = 149597870.7;

/** Normalises an angle in degrees to [0, 360). */
export function norm360(deg: number): number {
  const x = deg % 360;
  return x < 0 ? x + 360 : x === 360 ? 0 : x;
}

/** Signed difference a - b in degrees, in (-180, 180]. */
export function diff180(a: number, b: number): number {
  const d = norm360(a - b);
  return d > 180 ? d - 360 : d;
}

/** Evaluates c[0] + c[1] x + c[2] x^2 + ... */
export function poly(x: number, c: readonly number[]): number {
  let s = 0;
  for (let i = c.length - 1; i >= 0; i--) s = s * x + (c[i] as number);
  return s;
}

/**
 * Value and derivative of a series in powers of t whose coefficients are sums of periodic terms,
 * sum over k of t^k S_k(t), as VSOP87 and ELP/MPP02 are written: `group` gives one S_k and its
 * derivative from that power's terms.
 */
export function powerSeries<G>(
  groups: readonly G[],
  t: number,
  group: (terms: G, t: number) => [number, number],
): [number, number] {
  let value = 0;
  let rate = 0;
  let power = 1; // t^k
  let lower = 0; // k t^(k - 1)
  for (let k = 0; k < groups.length; k++) {
    const [s, ds] = group(groups[k] as G, t);
    value += s * power;
    rate += ds * power + s * lower;
    lower = (k + 1) * power;
    power *= t;
  }
  return [value, rate];
}

/**
 * The cosines and sines of x's multiples -m..m, written into `cos` and `sin` with multiple k at
 * `zero + k`, from one cosine and sine of x by angle addition.
 */
export function fillMultiples(x: number, m: number, cos: Float64Array, sin: Float64Array, zero: number): void {
  const c1 = Math.cos(x);
  const s1 = Math.sin(x);
  let cn = 1;
  let sn = 0;
  cos[zero] = 1;
  sin[zero] = 0;
  for (let k = 1; k <= m; k++) {
    const next = cn * c1 - sn * s1;
    sn = sn * c1 + cn * s1;
    cn = next;
    cos[zero + k] = cn;
    sin[zero + k] = sn;
    cos[zero - k] = cn;
    sin[zero - k] = -sn;
  }
}

/** Derivative of {@link poly} with respect to x. */
export function polyDerivative(x: number, c: readonly number[]): number {
  let s = 0;
  for (let i = c.length - 1; i >= 1; i--) s = s * x + i * (c[i] as number);
  return s;
}

export type Vec3 = [number, number, number];

/**
 * The length of a vector. Math.hypot guards against overflow and underflow at several times the
 * cost, and the engine's vectors (au, au/day, unit directions) are nowhere near either.
 */
export function length3(x: number, y: number, z: number): number {
  return Math.sqrt(x * x + y * y + z * z);
}

/** Julian day (UT) of a JavaScript instant. */
export function julianDayFromDate(date: Date): number {
  return date.getTime() / 86400000 + 2440587.5;
}
