import { castChart } from '@core/astro/chart';
import type { Chart } from '@schema/birth-chart';

/**
 * Belgrade, 17 May 1990 at 14:30 local (12:30 UTC), as birth-chart.service.ts answers it, with or
 * without the birth time (no houses, no angles, no aspects to the angles).
 */
export function belgradeChart(
  timeKnown = true,
): Pick<Chart, 'planets' | 'ascendant' | 'midheaven' | 'houses' | 'aspects'> {
  const cast = castChart({
    utc: new Date('1990-05-17T12:30:00Z'),
    latitude: 44.8176,
    longitude: 20.4633,
    houseSystem: 'placidus',
  });
  const planets = Object.fromEntries(
    Object.entries(cast.planets).map(([key, p]) => [key, { ...p, house: timeKnown ? p.house : null }]),
  ) as Chart['planets'];
  const angles = new Set(['ascendant', 'midheaven']);
  return {
    planets,
    ascendant: timeKnown ? cast.ascendant : null,
    midheaven: timeKnown ? cast.midheaven : null,
    houses: timeKnown ? cast.houses : null,
    aspects: timeKnown ? cast.aspects : cast.aspects.filter((a) => !angles.has(a.planet1) && !angles.has(a.planet2)),
  };
}
