import { describe, expect, it } from 'vitest';
import { castChart } from './chart';
import { castNatal } from './natal';

const BELGRADE = { name: 'Belgrade', latitude: 44.8176, longitude: 20.4633, timezone: 'Europe/Belgrade' };
const birth = (birthDate: string) => ({
  birthDate,
  birthTime: '12:00',
  birthTimeUnknown: true,
  houseSystem: 'placidus' as const,
});

/** Whether the Moon's sign at the day's first and last minute differs (Belgrade, UTC+2 in May). */
function moonChanges(date: string): boolean {
  const at = (iso: string) =>
    castChart({ utc: new Date(iso), latitude: BELGRADE.latitude, longitude: BELGRADE.longitude }).planets.moon.sign;
  return at(`${date}T00:00:00+02:00`) !== at(`${date}T23:59:00+02:00`);
}

describe('a chart without a birth time', () => {
  it('has no houses, Ascendant or rising sign', () => {
    const outcome = castNatal(birth('1990-05-17'), BELGRADE);
    if (outcome.kind !== 'ok') throw new Error(outcome.kind);
    expect(outcome.result.risingSign).toBeNull();
    expect(outcome.result.chart.houses).toBeNull();
    expect(outcome.result.chart.ascendant).toBeNull();
  });

  it('says when the Moon changed sign that day, and only then', () => {
    const days = Array.from({ length: 6 }, (_, i) => `1990-05-${String(10 + i).padStart(2, '0')}`);
    const changing = days.find(moonChanges);
    const steady = days.find((d) => !moonChanges(d));
    expect(changing && steady).toBeTruthy();
    const notes = (date: string) => {
      const outcome = castNatal(birth(date), BELGRADE);
      if (outcome.kind !== 'ok') throw new Error(outcome.kind);
      return outcome.result.chart.timeNotes;
    };
    expect(notes(changing!).some((n) => /^Moon changed sign that day, from \w+ to \w+/.test(n))).toBe(true);
    expect(notes(steady!).some((n) => n.startsWith('Moon changed sign'))).toBe(false);
  });
});
