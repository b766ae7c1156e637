import { describe, expect, it } from 'vitest';
import tropicalSample from '../../test/fixtures/charts-sample.json' with { type: 'json' };
import { castChart } from './chart';
import { kundliOf, kundliOfTropical } from './kundli';

describe('the kundli of a tropical chart', () => {
  it('is the kundli of the same instant cast sidereal, for every birth of the sample', () => {
    for (const c of tropicalSample.cases) {
      const place = { utc: c.utc, latitude: c.latitude, longitude: c.longitude };
      const tropical = castChart(place);
      const sidereal = castChart({ ...place, zodiac: 'sidereal' });
      expect(kundliOfTropical(c.utc, tropical.planets.moon.longitude, tropical.ascendant), c.id).toEqual(
        kundliOf(sidereal.planets.moon.longitude, sidereal.ascendant),
      );
    }
  });

  it('has no lagna without a birth time, and the lagna lord of the tradition', () => {
    expect(kundliOf(100, null)).toMatchObject({ rashi: 'cancer', lagna: null, lagnaLord: null });
    // 0° Aquarius: Saturn rules it (not Uranus); Dhanishta's third pada begins at 300°.
    expect(kundliOf(300.5, 300)).toMatchObject({
      rashi: 'aquarius',
      lagna: 'aquarius',
      lagnaLord: 'saturn',
      nakshatra: { index: 23, pada: 3 },
    });
  });
});
