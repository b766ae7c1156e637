import { type SignId, signOfLongitude } from '../zodiac';
import { julianDayFromDate, norm360 } from './math';
import { epochFromJulianDayUT } from './positions';
import { lahiriAyanamsa } from './sidereal';
import { type Nakshatra, SIGN_LORDS, type SignLord, nakshatraOf } from './zodiacs';

/** What a kundli reader looks for first: the Moon's sign (rashi) and nakshatra, the lagna and its lord. */
export interface Kundli {
  rashi: SignId;
  nakshatra: Nakshatra;
  /** Null without a birth time. */
  lagna: SignId | null;
  lagnaLord: SignLord | null;
}

/** The kundli's facts from sidereal longitudes of the Moon and the Ascendant. */
export function kundliOf(moon: number, ascendant: number | null): Kundli {
  const lagna = ascendant === null ? null : signOfLongitude(ascendant).id;
  return {
    rashi: signOfLongitude(moon).id,
    nakshatra: nakshatraOf(moon),
    lagna,
    lagnaLord: lagna ? SIGN_LORDS[lagna] : null,
  };
}

/**
 * The same facts from a tropical chart's Moon and Ascendant at its instant (UT): each reduced by
 * Lahiri's ayanamsa with nutation, as a sidereal cast reduces them (the profile keeps these
 * beside its tropical signs, decision 047).
 */
export function kundliOfTropical(utc: string, moon: number, ascendant: number | null): Kundli {
  const epoch = epochFromJulianDayUT(julianDayFromDate(new Date(utc)));
  const ayanamsa = lahiriAyanamsa(epoch).true;
  return kundliOf(norm360(moon - ayanamsa), ascendant === null ? null : norm360(ascendant - ayanamsa));
}
