/**
 * Delta T = TT - UT1 in seconds. The model and its sources: docs/decisions/007-delta-t.md.
 */
import { J2000 } from './math';

/**
 * Stephenson, Morrison & Hohenkerk (2016) cubic spline, the segments from 1890 to 1956:
 * [jd start, jd end, a0, a1, a2, a3] with Delta T = a0 + a1 t + a2 t^2 + a3 t^3,
 * t = fraction of the segment.
 */
const SMH2016: readonly (readonly number[])[] = [
  [2411368.5, 2413194.5, -3.884, -0.531, -2.473, 1.87],
  [2413194.5, 2415020.5, -5.017, 0.134, 3.138, -0.232],
  [2415020.5, 2416846.5, -1.977, 5.715, 2.443, -1.257],
  [2416846.5, 2418672.5, 4.923, 6.828, -1.329, 0.72],
  [2418672.5, 2420498.5, 11.142, 6.33, 0.831, -0.825],
  [2420498.5, 2422324.5, 17.479, 5.518, -1.643, 0.262],
  [2422324.5, 2424151.5, 21.617, 3.02, -0.856, 0.008],
  [2424151.5, 2425977.5, 23.789, 1.333, -0.831, 0.127],
  [2425977.5, 2427803.5, 24.418, 0.052, -0.449, 0.142],
  [2427803.5, 2429629.5, 24.164, -0.419, -0.022, 0.702],
  [2429629.5, 2431456.5, 24.426, 1.645, 2.086, -1.106],
  [2431456.5, 2433282.5, 27.05, 2.499, -1.232, 0.614],
  [2433282.5, 2434378.5, 28.932, 1.127, 0.22, -0.277],
  [2434378.5, 2435473.5, 30.002, 0.737, -0.61, 0.631],
];

/**
 * Delta T at the start of each year from 1955 (Astronomical Almanac K8-K9, then IERS EOP);
 * the last five are predictions.
 */
const TABLE_START = 1955;
const TABLE: readonly number[] = [
  31.07, 31.35, 31.68, 32.18, 32.68, 33.15, 33.59, 34.0, 34.47, 35.03, 35.73, 36.54, 37.43, 38.29, 39.2, 40.18, 41.17,
  42.23, 43.37, 44.4841, 45.4761, 46.4567, 47.5214, 48.5344, 49.5862, 50.5387, 51.3808, 52.1668, 52.9565, 53.7882,
  54.3427, 54.8713, 55.3222, 55.8197, 56.3, 56.8553, 57.5653, 58.3092, 59.1218, 59.9845, 60.7854, 61.6287, 62.2951,
  62.9659, 63.4673, 63.8285, 64.0908, 64.2998, 64.4734, 64.5736, 64.6876, 64.8452, 65.1464, 65.4574, 65.7768, 66.0699,
  66.3246, 66.603, 66.9069, 67.281, 67.6439, 68.1024, 68.5927, 68.9676, 69.2202, 69.3612, 69.3593, 69.2945, 69.1833,
  69.1, 69.0, 68.9, 68.8, 68.8,
];
const TABLE_END = TABLE_START + TABLE.length - 1;
const JD_TABLE_START = 2435108.5; // 1955-01-01

/**
 * The spline is fitted to lunar occultations with a tidal acceleration of -25.85"/cy^2; the
 * lunar theory here (ELP/MPP02 fitted to DE405/DE431) implies -25.80"/cy^2, so the spline is
 * rescaled by the usual -0.000091 (ndot - ndot0) (y - 1955)^2.
 */
const TIDAL_CORRECTION = -0.000091 * (-25.8 - -25.85);

function smh2016(jd: number): number {
  let row = SMH2016[0] as readonly number[];
  for (const r of SMH2016) {
    row = r;
    if (jd < (r[1] as number)) break;
  }
  const [j0 = 0, j1 = 0, a0 = 0, a1 = 0, a2 = 0, a3 = 0] = row;
  const t = (jd - j0) / (j1 - j0);
  const year = 2000 + (jd - J2000) / 365.2425;
  return a0 + t * (a1 + t * (a2 + t * a3)) + TIDAL_CORRECTION * (year - 1955) ** 2;
}

function tabulated(year: number): number {
  // Four-point Lagrange interpolation on the annual values, clamped at both ends of the table.
  const i = Math.min(Math.max(Math.floor(year) - TABLE_START, 1), TABLE.length - 3);
  const p = year - (TABLE_START + i);
  const y0 = TABLE[i - 1] as number;
  const y1 = TABLE[i] as number;
  const y2 = TABLE[i + 1] as number;
  const y3 = TABLE[i + 2] as number;
  return (
    (-p * (p - 1) * (p - 2) * y0) / 6 +
    ((p + 1) * (p - 1) * (p - 2) * y1) / 2 -
    ((p + 1) * p * (p - 2) * y2) / 2 +
    ((p + 1) * p * (p - 1) * y3) / 6
  );
}

/** Long-term extrapolation published with SMH 2016 (HM Nautical Almanac Office). */
function longTerm(year: number): number {
  const b = year - 2000;
  return 64 + (521 / 3000) * b + (b * b) / 1250 + (121 / 30000000) * b * b * b;
}

/** Where the spline meets the observed table on 1955-01-01, which the spline misses by ~0.66 s. */
const JOIN_OFFSET = (TABLE[0] as number) - smh2016(JD_TABLE_START);
const JOIN_DAYS = 1000;
const END_OFFSET = longTerm(TABLE_END) - (TABLE[TABLE.length - 1] as number);

/** Delta T in seconds for a Julian day in UT. */
export function deltaTSeconds(jdUT: number): number {
  if (jdUT < JD_TABLE_START) {
    // Blend linearly into the table over the last 1000 days so Delta T stays continuous.
    const blend = Math.max(0, 1 - (JD_TABLE_START - jdUT) / JOIN_DAYS);
    return smh2016(jdUT) + blend * JOIN_OFFSET;
  }
  const year = 2000 + (jdUT - 2451544.5) / 365.25;
  if (year <= TABLE_END) return tabulated(year);
  // Past the table, approach the long-term curve over a century.
  const fade = Math.min(1, (year - TABLE_END) / 100);
  return longTerm(year) - (1 - fade) * END_OFFSET;
}
