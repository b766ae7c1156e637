import { castNatal } from '@core/astro/natal';
import type { Chart } from '@schema/birth-chart';

const BELGRADE = { name: 'Belgrade', latitude: 44.8176, longitude: 20.4633, timezone: 'Europe/Belgrade' };

/**
 * The tests' sample birth, 15 April 1990 at 14:30 in Belgrade, cast sidereal (Lahiri) by the
 * engine: Leo lagna, Venus in Aquarius, Mercury in Aries.
 */
export function sampleBirth({
  birthTimeUnknown = false,
  houseSystem = 'whole-sign',
}: {
  birthTimeUnknown?: boolean;
  houseSystem?: Chart['houseSystem'];
} = {}): Chart {
  const outcome = castNatal(
    { birthDate: '1990-04-15', birthTime: '14:30', birthTimeUnknown, houseSystem, zodiac: 'sidereal' },
    BELGRADE,
  );
  if (outcome.kind !== 'ok') throw new Error(`the sample birth did not cast: ${outcome.kind}`);
  return outcome.result.chart;
}
