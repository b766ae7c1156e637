import '../../test/setup/load-texts';
import { describe, expect, it } from 'vitest';
import { castNatal } from '../astro/natal';
import { houseText } from './index';
import { natalTextsFor } from './index';

const natalTexts = natalTextsFor();

const BELGRADE = { name: 'Belgrade', latitude: 44.8176, longitude: 20.4633, timezone: 'Europe/Belgrade' };

function premiumAnalysis(birthTimeUnknown: boolean) {
  const outcome = castNatal(
    { birthDate: '1990-05-17', birthTime: '14:30', birthTimeUnknown, houseSystem: 'placidus' },
    BELGRADE,
    { texts: natalTexts, premium: true },
  );
  if (outcome.kind !== 'ok') throw new Error(outcome.kind);
  const data = JSON.parse(outcome.result.chartData);
  return { chart: outcome.result.chart, analysis: data.premiumAnalysis };
}

describe('the premium analysis of a chart', () => {
  it('reads every house with what it governs, its planets and, when occupied, its planet-in-house text', () => {
    const { chart, analysis } = premiumAnalysis(false);
    const houses = analysis.houseAnalysis as Record<
      string,
      { name: string; governs: string; interpretation: string; planets: string[]; occupied?: string }
    >;
    expect(Object.keys(houses)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    let placed = 0;
    for (const [key, house] of Object.entries(houses)) {
      const n = Number(key);
      expect(house.interpretation).toBe(`${houseText(n).name}: ${houseText(n).governs}`);
      for (const id of house.planets) expect(chart.planets[id as keyof typeof chart.planets].house).toBe(n);
      placed += house.planets.length;
      if (house.planets.length > 0) expect(house.occupied).toBe(houseText(n).occupied);
      else expect(house.occupied).toBeUndefined();
    }
    // The ten planets, each in exactly one house.
    expect(placed).toBe(10);
  });

  it('has no houses without a birth time', () => {
    expect(premiumAnalysis(true).analysis.houseAnalysis).toEqual({});
  });
});
