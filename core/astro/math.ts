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
