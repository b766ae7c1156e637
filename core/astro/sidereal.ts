/**
 * The sidereal zodiac with the Lahiri (Chitrapaksha) ayanamsa, as Indian astrology reads a chart
 * (decision 047). A sidereal longitude is the tropical one (apparent, of date) less the ayanamsa
 * with nutation; the ayanamsa is the angle from the fixed sidereal origin to the equinox of date,
 * which precession moves by about 50.3" a year.
 */
import { PRECESSION_IN_LONGITUDE, eclipticPrecession, precessionInLongitude } from './earth';
import { DAYS_PER_CENTURY, J2000, RAD, type Vec3, norm360, poly, polyDerivative } from './math';
import { BODY_IDS, type Epoch, type Positions } from './positions';

export * from './zodiacs';

/**
 * Lahiri's definition as Swiss Ephemeris states it (`SE_SIDM_LAHIRI`): the ayanamsa was
 * 23.245524743° at the epoch JD 2435553.5 TT (1956 March 21), from where precession carries it.
 */
const LAHIRI_EPOCH = 2435553.5;
const LAHIRI_AT_EPOCH = 23.250182778 - 0.004658035;

/**
 * That value was fixed with the IAU 1976 precession (Lieske 1977), and this engine precesses with
 * IAU 2006: the epoch's equinox, carried from J2000 by each model, lies where the two models'
 * general precession in longitude differ, 0.130" for 1956. Adding that difference keeps the
 * definition's own origin (Swiss Ephemeris applies the same correction).
 */
function lieskePrecessionInLongitude(T: number): number {
  return poly(T, [0, 5029.0966, 1.11113, -0.000006]) / 3600;
}
const EPOCH_T = (LAHIRI_EPOCH - J2000) / DAYS_PER_CENTURY;
const LAHIRI_ORIGIN = LAHIRI_AT_EPOCH + precessionInLongitude(EPOCH_T) - lieskePrecessionInLongitude(EPOCH_T);
const toEpochEcliptic = eclipticPrecession(EPOCH_T);

export interface Ayanamsa {
  /** Without nutation, degrees. */
  mean: number;
  /** With nutation in longitude: what a sidereal longitude subtracts, degrees. */
  true: number;
  /** How fast it grows, degrees a day (what a sidereal speed subtracts). */
  speed: number;
}

/**
 * The Lahiri ayanamsa at an epoch (Terrestrial Time): the longitude, on the ecliptic of 1956, of
 * the equinox of date, counted back from the definition's origin.
 */
export function lahiriAyanamsa(epoch: Pick<Epoch, 'T' | 'nutation'>): Ayanamsa {
  // The equinox of date is the x axis of the mean ecliptic and equinox of date; in J2000's
  // ecliptic it is the first row of the J2000-to-date rotation (the rotation's inverse is its
  // transpose), then carried to the ecliptic and equinox of the epoch.
  const toDate = eclipticPrecession(epoch.T);
  const equinox: Vec3 = [toDate([1, 0, 0])[0], toDate([0, 1, 0])[0], toDate([0, 0, 1])[0]];
  const [x, y] = toEpochEcliptic(equinox);
  const mean = norm360(LAHIRI_ORIGIN - Math.atan2(y, x) * RAD);
  // The rate of precession in longitude: the ayanamsa's own rate differs by under 0.001" a day.
  const speed = polyDerivative(epoch.T, PRECESSION_IN_LONGITUDE) / 3600 / DAYS_PER_CENTURY;
  return { mean, true: norm360(mean + epoch.nutation.dpsi), speed };
}

/** Sidereal positions: the tropical ones less the ayanamsa, their speeds less its rate. */
export function siderealPositions(positions: Positions, ayanamsa: Ayanamsa): Positions {
  const out: Partial<Positions> = {};
  for (const id of BODY_IDS) {
    const p = positions[id];
    const speed = p.speed - ayanamsa.speed;
    out[id] = { ...p, longitude: norm360(p.longitude - ayanamsa.true), speed, retrograde: speed < 0 };
  }
  return out as Positions;
}
