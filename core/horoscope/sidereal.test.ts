import { describe, expect, it } from 'vitest';
import { castChart } from '../astro/chart';
import { INGRESS_BODIES, ingressesBetween } from '../sky/events';
import { jdFromMs } from '../sky/time';
import { signOfLongitude } from '../zodiac';
import { addDays, dailyHoroscope } from './index';
import { daySky } from './sky';

/** The sign a body is in at an instant, in Lahiri's sidereal zodiac, from the chart engine. */
const siderealSign = (body: (typeof INGRESS_BODIES)[number], ms: number) =>
  signOfLongitude(
    castChart({ utc: new Date(ms), latitude: 0, longitude: 0, zodiac: 'sidereal' }).planets[body].longitude,
  ).id;

describe('the sidereal sky (a Moon-sign reader’s, decision 047)', () => {
  it('is the sky a panchang prints: Saturn in Pisces in December 2026, where the tropical sky has it in Aries', () => {
    const sidereal = daySky('2026-12-07', 'Asia/Kolkata', 'sidereal');
    expect(sidereal.zodiac).toBe('sidereal');
    expect(signOfLongitude(sidereal.noon.saturn.longitude).id).toBe('pisces');
    expect(signOfLongitude(daySky('2026-12-07', 'Asia/Kolkata').noon.saturn.longitude).id).toBe('aries');
  });

  it('has each sign change of a season where the chart engine’s sidereal sign changes, to the minute', () => {
    const from = jdFromMs(Date.UTC(2026, 9, 1));
    const to = jdFromMs(Date.UTC(2027, 0, 1));
    let count = 0;
    for (const body of INGRESS_BODIES) {
      for (const e of ingressesBetween(body, from, to, 'sidereal')) {
        const at = Date.parse(e.utc);
        expect(siderealSign(body, at - 60_000), `${e.id} a minute before`).toBe(e.fromSign);
        expect(siderealSign(body, at + 60_000), `${e.id} a minute after`).toBe(e.sign);
        count++;
      }
    }
    // The Moon alone changes sign about 34 times in three months.
    expect(count).toBeGreaterThan(40);
  });

  it('names the Sun’s entries as the sankrantis fall: Dhanu on 16 December 2026, Makar on 14 January 2027 (UTC)', () => {
    const sun = (date: string) => daySky(date, undefined, 'sidereal').ingresses.filter((e) => e.planet === 'sun');
    expect(sun('2026-12-16').map((e) => e.sign)).toEqual(['sagittarius']);
    expect(sun('2027-01-14').map((e) => e.sign)).toEqual(['capricorn']);
    // The tropical Sun enters Capricorn at the solstice, a week later.
    expect(
      daySky('2026-12-21')
        .ingresses.filter((e) => e.planet === 'sun')
        .map((e) => e.sign),
    ).toEqual(['capricorn']);
  });

  it('reads a Moon sign with the lord of the tradition: Scorpio’s ruler is Mars, never Pluto', () => {
    const rulers = new Set<string>();
    for (let day = 0; day < 90; day++) {
      const reading = dailyHoroscope('scorpio', addDays('2026-12-01', day), 'Asia/Kolkata', undefined, 'sidereal');
      for (const fact of reading.facts) if (fact.kind === 'ruler-aspect') rulers.add(fact.ruler);
    }
    expect([...rulers]).toEqual(['mars']);
  });
});
