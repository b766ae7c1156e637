/**
 * The texts a cast chart carries (chartData.interpretation, and premiumAnalysis for premium
 * sessions), written from our catalog. Kept apart from the engine so the browser can draw a
 * chart before the texts have loaded.
 */
import { type NatalTexts, degreeInSign } from '../astro/natal';
import { PLANET_IDS } from '../astro/positions';
import { getSign, signOfLongitude } from '../zodiac';
import { type Catalogs, bigThreeTexts, houseText, pairText, planetInSign } from './read';
import { ANALYSIS_PLANET_IDS } from './types';

/** The texts of a chart from a language's catalogs (the requested one first). */
export const natalTextsFrom = (locale: Catalogs): NatalTexts => ({
  bigThree: (sun, moon, rising) => bigThreeTexts(sun, moon, rising, locale),
  /** docs/product.md#data Premium analysis: each planet's sign, degree, interpretation and six key influences; houses; the first 12 aspects. */
  premiumAnalysis(chart) {
    const planetaryAnalysis = Object.fromEntries(
      ANALYSIS_PLANET_IDS.map((id) => {
        const p = chart.planets[id];
        const text = planetInSign(id, p.sign, locale);
        return [
          id,
          {
            sign: getSign(p.sign).name,
            degree: degreeInSign(p.longitude),
            house: p.house,
            interpretation: text.text,
            influences: [...text.traits],
          },
        ];
      }),
    );
    // Each house with what it governs and, when planets stand in it, what it means under them.
    const houseAnalysis = chart.houses
      ? Object.fromEntries(
          chart.houses.cusps.slice(0, 12).map((cusp, i) => {
            const number = i + 1;
            const house = houseText(number, locale);
            const planets = PLANET_IDS.filter((id) => chart.planets[id].house === number);
            return [
              String(number),
              {
                sign: signOfLongitude(cusp).name,
                degree: degreeInSign(cusp),
                interpretation: `${house.name}: ${house.governs}`,
                name: house.name,
                governs: house.governs,
                planets,
                ...(planets.length > 0 ? { occupied: house.occupied } : {}),
              },
            ];
          }),
        )
      : {};
    const aspectsAnalysis = chart.aspects.slice(0, 12).map((a) => ({
      planet1: a.planet1,
      planet2: a.planet2,
      aspect: a.type,
      orb: Math.round(a.orb * 100) / 100,
      orbLabel: a.orbLabel,
      interpretation: pairText(a.planet1, a.planet2, a.type, locale),
    }));
    return { planetaryAnalysis, houseAnalysis, aspectsAnalysis };
  },
});
