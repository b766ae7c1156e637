import { PLANET_IDS } from '@core/astro/chart';
import { kundliOfTropical } from '@core/astro/kundli';
import { cosmicSignature } from '@core/astro/signature';
import { signOfLongitude } from '@core/zodiac';
import type { BirthChartResponse } from '@schema/birth-chart';
import type { AstrologicalProfile } from '@schema/profile';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The Big Three and cosmic signature of a chart already cast (a saved chart made "my chart"). */
export function signatureOf(result: BirthChartResponse): AstrologicalProfile {
  const { planets, ascendant } = result.chart;
  const placements: Record<string, (typeof planets)['sun']['sign']> = Object.fromEntries(
    PLANET_IDS.map((id) => [id, planets[id].sign]),
  );
  if (ascendant !== null) placements.ascendant = signOfLongitude(ascendant).id;
  const signature = cosmicSignature(placements);
  return {
    sunSign: result.sunSign,
    moonSign: result.moonSign,
    risingSign: result.risingSign,
    dominantElement: capitalise(signature.dominantElement),
    dominantModality: capitalise(signature.dominantModality),
    // The chart is tropical here (the profile's signs are); the kundli is the same instant reduced to the sidereal zodiac.
    kundli: kundliOfTropical(result.chart.utc, planets.moon.longitude, ascendant),
  };
}
