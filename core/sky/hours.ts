/**
 * Sunrise, sunset and the planetary hours of a local date at a place (decision 029). A rising or
 * setting is the instant the Sun's upper limb touches a sea-level horizon, seen from the place
 * (topocentric), lifted by the standard refraction of 1013.25 hPa and 15 °C: the convention of
 * almanacs and of Swiss Ephemeris' swe_rise_trans. Pure; the zone's rules come from Intl.
 */
import { apparentSiderealTime, eclipticToEquatorial } from '../astro/earth';
import { DEG, RAD, norm360 } from '../astro/math';
import { planetPosition, sunDistance } from '../astro/positions';
import { formatOffset, zoneOffsetMinutes } from '../time/civil-time';
import { findRoot } from './roots';
import { DAY_MS, epochAt, instant, jdFromMs, msFromJd } from './time';

/** Standard refraction at the horizon (Sinclair, as Swiss Ephemeris computes it), degrees. */
function horizonRefraction(pressure = 1013.25, temperature = 15): number {
  const r = 34.46; // arcminutes at an apparent altitude of 0°
  return ((pressure - 80) / 930 / (1 + 0.00008 * (r + 39) * (temperature - 10))) * (r / 60);
}
const REFRACTION = horizonRefraction();
const SUN_RADIUS_AU = 696000 / 149597870.7;
/** The Sun's horizontal parallax at 1 au, degrees. */
const SOLAR_PARALLAX = 8.794143 / 3600;

interface SunSeen {
  /** The upper limb above the refracted horizon, degrees: positive while the Sun is up. */
  above: number;
  /** The centre's true altitude, declination and local hour angle, degrees. */
  altitude: number;
  declination: number;
  hourAngle: number;
}

/** The Sun as seen from a place at an instant (topocentric, apparent place of date). */
function sunSeen(jd: number, latitude: number, longitude: number): SunSeen {
  const epoch = epochAt(jd);
  const sun = planetPosition(epoch, 'sun');
  const distance = sunDistance(epoch);
  const equatorial = eclipticToEquatorial(sun.longitude, sun.latitude, epoch.trueObliquity);
  const ra = equatorial.rightAscension * DEG;
  const dec = equatorial.declination * DEG;
  const gast = apparentSiderealTime(jd, epoch.T, epoch.nutation, epoch.trueObliquity);
  const hourAngle = (gast + longitude) * DEG - ra;
  const phi = latitude * DEG;
  const altitude = Math.asin(Math.sin(phi) * Math.sin(dec) + Math.cos(phi) * Math.cos(dec) * Math.cos(hourAngle)) * RAD;
  const parallax = (SOLAR_PARALLAX / distance) * Math.cos(altitude * DEG);
  const radius = Math.asin(SUN_RADIUS_AU / distance) * RAD;
  return {
    above: altitude - parallax + radius + REFRACTION,
    altitude,
    declination: dec * RAD,
    hourAngle: norm360(hourAngle * RAD),
  };
}

/** Scanning step for risings and settings, days (30 minutes: below 65° the Sun never rises and sets within it). */
const SCAN_STEP = 1 / 48;
/** The Sun's hour angle grows 360.9856° a day (a sidereal day less its own motion: near enough for a first guess). */
const HOUR_ANGLE_RATE = 360.9856;

/**
 * The first rising (or setting) after `from`, within `days`; null when the Sun stays up or down
 * (polar day or night). A first guess from the Sun's semi-diurnal arc is refined within half an
 * hour either side; where the guess does not bracket the event (near the polar circles), the
 * day is scanned every half hour.
 */
export function nextRiseOrSet(
  kind: 'rise' | 'set',
  from: number,
  latitude: number,
  longitude: number,
  days = 2,
): number | null {
  const f = (t: number) => sunSeen(t, latitude, longitude).above;
  const crosses = (a: number, b: number) => (kind === 'rise' ? a < 0 && b >= 0 : a >= 0 && b < 0);
  const now = sunSeen(from, latitude, longitude);
  const h0 = (now.altitude - now.above) * DEG;
  const phi = latitude * DEG;
  const dec = now.declination * DEG;
  const cosH0 = (Math.sin(h0) - Math.sin(phi) * Math.sin(dec)) / (Math.cos(phi) * Math.cos(dec));
  if (Math.abs(cosH0) < 1) {
    const semiArc = Math.acos(cosH0) * RAD;
    const guess = from + norm360((kind === 'rise' ? -semiArc : semiArc) - now.hourAngle) / HOUR_ANGLE_RATE;
    const a = Math.max(from, guess - SCAN_STEP);
    const b = guess + SCAN_STEP;
    const [fa, fb] = [a === from ? now.above : f(a), f(b)];
    // The guess brackets the first event when nothing of its kind happens between `from` and `a`.
    if (crosses(fa, fb) && (a === from || !crosses(now.above, fa))) return findRoot(f, a, b, fa, fb);
  }
  let t0 = from;
  let f0 = now.above;
  for (let t1 = from + SCAN_STEP; t1 <= from + days; t1 += SCAN_STEP) {
    const f1 = f(t1);
    if (crosses(f0, f1)) return findRoot(f, t0, t1, f0, f1);
    t0 = t1;
    f0 = f1;
  }
  return null;
}

/** Chaldean order, slowest to fastest: each hour passes to the next planet. */
export const CHALDEAN_ORDER = ['saturn', 'jupiter', 'mars', 'sun', 'venus', 'mercury', 'moon'] as const;
export type HourRuler = (typeof CHALDEAN_ORDER)[number];
/** Day rulers from Sunday. */
const WEEKDAY_RULERS: readonly HourRuler[] = ['sun', 'moon', 'mars', 'mercury', 'jupiter', 'venus', 'saturn'];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export interface PlanetaryHour {
  /** 1-12 from sunrise, 13-24 from sunset. */
  hour: number;
  period: 'day' | 'night';
  ruler: HourRuler;
  start: string;
  end: string;
  startJdUT: number;
  endJdUT: number;
  /** The same instants in the place's zone ("2026-03-29T06:42:55+01:00"). */
  startLocal: string;
  endLocal: string;
}

export interface PlanetaryHours {
  date: string;
  timeZone: string;
  latitude: number;
  longitude: number;
  weekday: (typeof WEEKDAYS)[number];
  dayRuler: HourRuler;
  nextDayRuler: HourRuler;
  sunrise: string;
  sunset: string;
  nextSunrise: string;
  sunriseJdUT: number;
  sunsetJdUT: number;
  nextSunriseJdUT: number;
  sunriseLocal: string;
  sunsetLocal: string;
  nextSunriseLocal: string;
  dayHourMinutes: number;
  nightHourMinutes: number;
  hours: PlanetaryHour[];
}

/** The Sun does not rise or set at this place on this date (polar day or night). */
export class NoSunriseError extends RangeError {
  constructor(readonly date: string) {
    super(`The Sun does not both rise and set there on ${date}`);
    this.name = 'NoSunriseError';
  }
}

/** An instant in a zone, ISO with the offset, to the second ("2026-03-29T06:42:55+01:00"). */
export function localIso(jd: number, timeZone: string): string {
  const ms = Math.round(msFromJd(jd) / 1000) * 1000;
  const offset = zoneOffsetMinutes(timeZone, ms);
  const wall = new Date(ms + offset * 60_000).toISOString().slice(0, 19);
  return `${wall}${formatOffset(Math.round(offset))}`;
}

/**
 * The instant a local date (YYYY-MM-DD) begins in an IANA zone, by the zone's own clock (its
 * history from the runtime's tz data): a midnight that happened twice counts from the first; one
 * the clocks skipped, from the moment they jumped.
 */
export function localDayStart(date: string, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`);
  const before = zoneOffsetMinutes(timeZone, wall - DAY_MS);
  const after = zoneOffsetMinutes(timeZone, wall + DAY_MS);
  const readings = [...new Set([before, after])]
    .map((offset) => wall - offset * 60_000)
    .filter((t) => zoneOffsetMinutes(timeZone, t) === (wall - t) / 60_000);
  return jdFromMs(readings.length > 0 ? Math.min(...readings) : wall - before * 60_000);
}

const local = (jd: number, timeZone: string) => ({ ...instant(jd), local: localIso(jd, timeZone) });

/** The 24 planetary hours of a local date (YYYY-MM-DD) at a place, in its IANA zone. */
export function planetaryHours(date: string, latitude: number, longitude: number, timeZone: string): PlanetaryHours {
  const midnight = localDayStart(date, timeZone);
  const sunrise = nextRiseOrSet('rise', midnight, latitude, longitude);
  const sunset = sunrise === null ? null : nextRiseOrSet('set', sunrise, latitude, longitude);
  const nextSunrise = sunset === null ? null : nextRiseOrSet('rise', sunset, latitude, longitude);
  if (sunrise === null || sunset === null || nextSunrise === null) throw new NoSunriseError(date);
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const dayRuler = WEEKDAY_RULERS[weekday] as HourRuler;
  const first = CHALDEAN_ORDER.indexOf(dayRuler);
  const rulerOf = (n: number) => CHALDEAN_ORDER[(first + n - 1) % 7] as HourRuler;
  const dayHour = (sunset - sunrise) / 12;
  const nightHour = (nextSunrise - sunset) / 12;
  const hours: PlanetaryHour[] = [];
  for (let n = 1; n <= 24; n++) {
    const day = n <= 12;
    const start = day ? sunrise + (n - 1) * dayHour : sunset + (n - 13) * nightHour;
    const end = day ? (n === 12 ? sunset : start + dayHour) : n === 24 ? nextSunrise : start + nightHour;
    const s = local(start, timeZone);
    const e = local(end, timeZone);
    hours.push({
      hour: n,
      period: day ? 'day' : 'night',
      ruler: rulerOf(n),
      start: s.utc,
      end: e.utc,
      startJdUT: start,
      endJdUT: end,
      startLocal: s.local,
      endLocal: e.local,
    });
  }
  return {
    date,
    timeZone,
    latitude,
    longitude,
    weekday: WEEKDAYS[weekday] as (typeof WEEKDAYS)[number],
    dayRuler,
    nextDayRuler: rulerOf(25),
    sunrise: instant(sunrise).utc,
    sunset: instant(sunset).utc,
    nextSunrise: instant(nextSunrise).utc,
    sunriseJdUT: sunrise,
    sunsetJdUT: sunset,
    nextSunriseJdUT: nextSunrise,
    sunriseLocal: localIso(sunrise, timeZone),
    sunsetLocal: localIso(sunset, timeZone),
    nextSunriseLocal: localIso(nextSunrise, timeZone),
    dayHourMinutes: dayHour * 1440,
    nightHourMinutes: nightHour * 1440,
    hours,
  };
}
