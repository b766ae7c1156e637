/**
 * Orientation of the Earth: nutation, obliquity, precession in longitude and sidereal time.
 */
import { ARCSEC, DAYS_PER_CENTURY, DEG, J2000, RAD, type Vec3, norm360, poly, polyDerivative } from './math';

/**
 * IAU 1980 nutation, terms of 0.0003" and more (Meeus, Astronomical Algorithms, table 22.A):
 * multipliers of D, M, M', F, Omega, then Delta psi (sin) and Delta epsilon (cos) coefficients
 * in 0.0001" as constant + rate per century. It differs from IAU 2000B by a few hundredths of
 * an arcsecond, far below the tolerances of a chart.
 */
const NUTATION: readonly (readonly number[])[] = [
  [0, 0, 0, 0, 1, -171996, -174.2, 92025, 8.9],
  [-2, 0, 0, 2, 2, -13187, -1.6, 5736, -3.1],
  [0, 0, 0, 2, 2, -2274, -0.2, 977, -0.5],
  [0, 0, 0, 0, 2, 2062, 0.2, -895, 0.5],
  [0, 1, 0, 0, 0, 1426, -3.4, 54, -0.1],
  [0, 0, 1, 0, 0, 712, 0.1, -7, 0],
  [-2, 1, 0, 2, 2, -517, 1.2, 224, -0.6],
  [0, 0, 0, 2, 1, -386, -0.4, 200, 0],
  [0, 0, 1, 2, 2, -301, 0, 129, -0.1],
  [-2, -1, 0, 2, 2, 217, -0.5, -95, 0.3],
  [-2, 0, 1, 0, 0, -158, 0, 0, 0],
  [-2, 0, 0, 2, 1, 129, 0.1, -70, 0],
  [0, 0, -1, 2, 2, 123, 0, -53, 0],
  [2, 0, 0, 0, 0, 63, 0, 0, 0],
  [0, 0, 1, 0, 1, 63, 0.1, -33, 0],
  [2, 0, -1, 2, 2, -59, 0, 26, 0],
  [0, 0, -1, 0, 1, -58, -0.1, 32, 0],
  [0, 0, 1, 2, 1, -51, 0, 27, 0],
  [-2, 0, 2, 0, 0, 48, 0, 0, 0],
  [0, 0, -2, 2, 1, 46, 0, -24, 0],
  [2, 0, 0, 2, 2, -38, 0, 16, 0],
  [0, 0, 2, 2, 2, -31, 0, 13, 0],
  [0, 0, 2, 0, 0, 29, 0, 0, 0],
  [-2, 0, 1, 2, 2, 29, 0, -12, 0],
  [0, 0, 0, 2, 0, 26, 0, 0, 0],
  [-2, 0, 0, 2, 0, -22, 0, 0, 0],
  [0, 0, -1, 2, 1, 21, 0, -10, 0],
  [0, 2, 0, 0, 0, 17, -0.1, 0, 0],
  [2, 0, -1, 0, 1, 16, 0, -8, 0],
  [-2, 2, 0, 2, 2, -16, 0.1, 7, 0],
  [0, 1, 0, 0, 1, -15, 0, 9, 0],
  [-2, 0, 1, 0, 1, -13, 0, 7, 0],
  [0, -1, 0, 0, 1, -12, 0, 6, 0],
  [0, 0, 2, -2, 0, 11, 0, 0, 0],
  [2, 0, -1, 2, 1, -10, 0, 5, 0],
  [2, 0, 1, 2, 2, -8, 0, 3, 0],
  [0, 1, 0, 2, 2, 7, 0, -3, 0],
  [-2, 1, 1, 0, 0, -7, 0, 0, 0],
  [0, -1, 0, 2, 2, -7, 0, 3, 0],
  [2, 0, 0, 2, 1, -7, 0, 3, 0],
  [2, 0, 1, 0, 0, 6, 0, 0, 0],
  [-2, 0, 2, 2, 2, 6, 0, -3, 0],
  [-2, 0, 1, 2, 1, 6, 0, -3, 0],
  [2, 0, -2, 0, 1, -6, 0, 3, 0],
  [2, 0, 0, 0, 1, -6, 0, 3, 0],
  [0, -1, 1, 0, 0, 5, 0, 0, 0],
  [-2, -1, 0, 2, 1, -5, 0, 3, 0],
  [-2, 0, 0, 0, 1, -5, 0, 3, 0],
  [0, 0, 2, 2, 1, -5, 0, 3, 0],
  [-2, 0, 2, 0, 1, 4, 0, 0, 0],
  [-2, 1, 0, 2, 1, 4, 0, 0, 0],
  [0, 0, 1, -2, 0, 4, 0, 0, 0],
  [-1, 0, 1, 0, 0, -4, 0, 0, 0],
  [-2, 1, 0, 0, 0, -4, 0, 0, 0],
  [1, 0, 0, 0, 0, -4, 0, 0, 0],
  [0, 0, 1, 2, 0, 3, 0, 0, 0],
  [0, 0, -2, 2, 2, -3, 0, 0, 0],
  [-1, -1, 1, 0, 0, -3, 0, 0, 0],
  [0, 1, 1, 0, 0, -3, 0, 0, 0],
  [0, -1, 1, 2, 2, -3, 0, 0, 0],
  [2, -1, -1, 2, 2, -3, 0, 0, 0],
  [0, 0, 3, 2, 2, -3, 0, 0, 0],
  [2, -1, 0, 2, 2, -3, 0, 0, 0],
];

export interface Nutation {
  /** Nutation in longitude, degrees. */
  dpsi: number;
  /** Nutation in obliquity, degrees. */
  deps: number;
  /**
   * The rate of the nutation in longitude, degrees a day: the true equinox moves against the mean
   * one by up to about 0.15" a day (the fortnightly and semiannual terms), which a slow planet's
   * speed near its station must include (stations are measured against Swiss Ephemeris: decision 029).
   */
  dpsiRate: number;
}

/** The table flattened, nine numbers a term, read by index in the hot loop. */
const NUTATION_TERMS = Float64Array.from(NUTATION.flat());
const D_ARG = [297.85036, 445267.11148, -0.0019142, 1 / 189474];
const M_ARG = [357.52772, 35999.05034, -0.0001603, -1 / 300000];
const MM_ARG = [134.96298, 477198.867398, 0.0086972, 1 / 56250];
const F_ARG = [93.27191, 483202.017538, -0.0036825, 1 / 327270];
const OM_ARG = [125.04452, -1934.136261, 0.0020708, 1 / 450000];

/**
 * Nutation for T = Julian centuries of TT from J2000, with the rate of its longitude part from the
 * same pass (the analytic derivative of each term).
 */
export function nutation(T: number): Nutation {
  const d = poly(T, D_ARG) * DEG;
  const m = poly(T, M_ARG) * DEG;
  const mm = poly(T, MM_ARG) * DEG;
  const f = poly(T, F_ARG) * DEG;
  const om = poly(T, OM_ARG) * DEG;
  // The arguments' rates, radians a century.
  const dd = polyDerivative(T, D_ARG) * DEG;
  const dm = polyDerivative(T, M_ARG) * DEG;
  const dmm = polyDerivative(T, MM_ARG) * DEG;
  const df = polyDerivative(T, F_ARG) * DEG;
  const dom = polyDerivative(T, OM_ARG) * DEG;
  const terms = NUTATION_TERMS;
  let dpsi = 0;
  let deps = 0;
  let rate = 0;
  for (let i = terms.length - 9; i >= 0; i -= 9) {
    const kd = terms[i] as number;
    const km = terms[i + 1] as number;
    const kmm = terms[i + 2] as number;
    const kf = terms[i + 3] as number;
    const kom = terms[i + 4] as number;
    const s1 = terms[i + 6] as number;
    const arg = kd * d + km * m + kmm * mm + kf * f + kom * om;
    const sin = Math.sin(arg);
    const cos = Math.cos(arg);
    const amplitude = (terms[i + 5] as number) + s1 * T;
    dpsi += amplitude * sin;
    deps += ((terms[i + 7] as number) + (terms[i + 8] as number) * T) * cos;
    rate += s1 * sin + amplitude * cos * (kd * dd + km * dm + kmm * dmm + kf * df + kom * dom);
  }
  return { dpsi: dpsi / 36e6, deps: deps / 36e6, dpsiRate: rate / 36e6 / DAYS_PER_CENTURY };
}

/**
 * Right ascension and declination (degrees) of an ecliptic longitude and latitude of date, for
 * the given obliquity (the true one for an apparent place).
 */
export function eclipticToEquatorial(
  longitude: number,
  latitude: number,
  obliquity: number,
): { rightAscension: number; declination: number } {
  const l = longitude * DEG;
  const b = latitude * DEG;
  const e = obliquity * DEG;
  return {
    rightAscension: norm360(Math.atan2(Math.sin(l) * Math.cos(e) - Math.tan(b) * Math.sin(e), Math.cos(l)) * RAD),
    declination: Math.asin(Math.sin(b) * Math.cos(e) + Math.cos(b) * Math.sin(e) * Math.sin(l)) * RAD,
  };
}

/** Mean obliquity of the ecliptic (IAU 2006), degrees. */
export function meanObliquity(T: number): number {
  return poly(T, [84381.406, -46.836769, -0.0001831, 0.0020034, -0.000000576, -0.0000000434]) / 3600;
}

/** IAU 2006 p_A, the general precession in longitude from J2000: arcseconds in Julian centuries of TT. */
export const PRECESSION_IN_LONGITUDE = [0, 5028.796195, 1.1054348, 0.00007964, -0.000023857, -0.0000000383] as const;

/** General precession in longitude from J2000 (IAU 2006 p_A), degrees. */
export function precessionInLongitude(T: number): number {
  return poly(T, PRECESSION_IN_LONGITUDE) / 3600;
}

/**
 * Rotation of a vector from the J2000 ecliptic to the mean ecliptic and equinox of date
 * (IAU 2006 angles pi_A, Pi_A, p_A).
 */
export function eclipticPrecession(T: number): (v: Vec3) => Vec3 {
  const eta = poly(T, [0, 46.998973, -0.0334926, -0.00012559, 0.000000113, -0.0000000022]) * ARCSEC;
  const pi = poly(T, [629546.7936, -867.95758, 0.157992, -0.0005371, -0.00004797, 0.000000072]) * ARCSEC;
  const p = precessionInLongitude(T) * DEG;
  const cPi = Math.cos(pi);
  const sPi = Math.sin(pi);
  const cEta = Math.cos(eta);
  const sEta = Math.sin(eta);
  const cN = Math.cos(pi + p);
  const sN = Math.sin(pi + p);
  return ([x, y, z]) => {
    const x1 = cPi * x + sPi * y;
    const y1 = -sPi * x + cPi * y;
    const y2 = cEta * y1 + sEta * z;
    const z2 = -sEta * y1 + cEta * z;
    return [cN * x1 - sN * y2, sN * x1 + cN * y2, z2];
  };
}

/**
 * From 2050 on, Swiss Ephemeris (the reference of this engine) leaves the IAU 2006 sidereal time
 * for its long-term model: the mean longitude of the Sun of date plus the solar hour angle,
 * less a fixed offset. The two differ by ~1.9" around 2050-2100, which high latitudes magnify
 * in the Ascendant, so the same model is used here over the same dates.
 */
const LONG_TERM_SIDEREAL_FROM = 2469807.5; // 2050-01-01
const LONG_TERM_SIDEREAL_OFFSET = 0.001385646; // degrees
const SUN_LIGHT_TIME_DEG = ((149597870.7 / 299792.458 / 86400) * 360) / 365.2425;

function longTermMeanSiderealTime(jdUT: number, T: number): number {
  const t = T / 10;
  const earth = (100.46645683 + (1295977422.83429 * t - 2.04411 * t * t - 0.00523 * t * t * t) / 3600) * DEG;
  const sun = eclipticPrecession(T)([
    Math.cos(earth - SUN_LIGHT_TIME_DEG * DEG),
    Math.sin(earth - SUN_LIGHT_TIME_DEG * DEG),
    0,
  ]);
  const hour = (((jdUT - 0.5) % 1) + 1) % 1;
  return Math.atan2(sun[1], sun[0]) * RAD + hour * 360 - LONG_TERM_SIDEREAL_OFFSET;
}

/**
 * Greenwich apparent sidereal time in degrees: the IAU 2006 mean sidereal time from the Earth
 * rotation angle at the UT1 instant, plus the equation of the equinoxes.
 */
export function apparentSiderealTime(jdUT: number, T: number, nut: Nutation, trueObl: number): number {
  let gmst: number;
  if (jdUT >= LONG_TERM_SIDEREAL_FROM) {
    gmst = longTermMeanSiderealTime(jdUT, T);
  } else {
    const du = jdUT - J2000;
    const era = 360 * (0.779057273264 + 0.00273781191135448 * du + (du % 1));
    gmst = era + poly(T, [0.014506, 4612.156534, 1.3915817, -0.00000044, -0.000029956, -0.0000000368]) / 3600;
  }
  return norm360(gmst + nut.dpsi * Math.cos(trueObl * DEG));
}
