import { PLANET_IDS } from '@core/astro/chart';
import { cosmicSignature } from '@core/astro/signature';
import { signOfLongitude } from '@core/zodiac';
import { type BirthChartResponse, BirthChartRequestSchema } from '@schema/birth-chart';
import type { AstrologicalProfile } from '@schema/profile';
import type { Database } from '@worker/lib/db';
import { createBirthChart } from '@worker/features/birth-chart';

const capitalise = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The profile's Big Three and cosmic signature, cast from its birth data like any chart. */
export async function castChartSignature(
  db: Database,
  birth: { birthDate: string; birthTime: string; birthLocation: string },
): Promise<AstrologicalProfile> {
  return signatureOf(await createBirthChart(db, BirthChartRequestSchema.parse(birth)));
}

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
  };
}
