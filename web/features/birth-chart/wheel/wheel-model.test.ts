import { PLANET_IDS } from '@core/astro/positions';
import { describe, expect, it } from 'vitest';
import {
  houseTitle,
  LEGEND_BODIES,
  legendAngles,
  legendBodies,
  TEXT_VARIANT,
  buildWheelModel,
  formatAngle,
  formatDegreeMinute,
  formatZodiacPosition,
  selectBodyIds,
} from './wheel-model';
import { belgradeChart } from '../../../../test/support/sample-chart';

describe('degree formatting', () => {
  it('prints degrees and minutes within the sign, truncated, never 30° or 60′', () => {
    expect(formatDegreeMinute(56.12)).toBe('26°07′');
    expect(formatDegreeMinute(29.999999)).toBe('29°59′');
    expect(formatDegreeMinute(360)).toBe('0°00′');
    expect(formatDegreeMinute(-0.5)).toBe('29°30′');
    expect(formatZodiacPosition(162.5667)).toBe('12°34′ Virgo');
    expect(formatAngle(2.2)).toBe('2°12′');
  });
});

describe('buildWheelModel', () => {
  const chart = belgradeChart();
  const model = buildWheelModel(chart);

  it('draws every body once: the true North Node, not the mean one as well', () => {
    expect(model.bodies.map((b) => b.id)).toEqual([...PLANET_IDS, 'trueNode', 'southNode', 'lilith']);
    expect(selectBodyIds(chart.planets, 'mean')).toContain('meanNode');
    expect(selectBodyIds(chart.planets, 'mean')).not.toContain('trueNode');
  });

  it('gives glyphs the text presentation and labels in degrees and minutes', () => {
    const sun = model.bodies.find((b) => b.id === 'sun');
    expect(sun?.glyph).toBe(`☉${TEXT_VARIANT}`);
    // One line, degree before minutes, so it reads the same on both halves of the wheel.
    expect(sun?.label).toMatch(/^\d{1,2}°\d\d′$/);
    expect(sun?.shortLabel).toBe(sun?.label.replace(/\d\d′$/, ''));
    expect(sun?.title).toMatch(/^Sun in Taurus \d{1,2}°\d\d′, house \d+$/);
  });

  it('puts the Ascendant on the left and names the twelve houses with the spec’s titles', () => {
    expect(model.rotation).toBeCloseTo(chart.ascendant as number, 9);
    expect(model.houses).toHaveLength(12);
    model.houses.forEach((house, i) => {
      expect(house.title).toMatch(new RegExp(`^House ${i + 1}, ${houseTitle(i)}: cusp \\d{1,2}°\\d\\d′ [A-Z][a-z]+$`));
    });
    expect(model.axes.map((a) => a.label)).toEqual(['AC', 'DC', 'MC', 'IC']);
  });

  it('keeps aspects to the angles and titles them with the orb', () => {
    expect(model.aspects.length).toBe(chart.aspects.length);
    for (const aspect of model.aspects) expect(model.points[aspect.planet1]).toBeTypeOf('number');
    expect(model.aspects[0]?.title).toMatch(
      /^[A-Z][\w ]+ (conjunction|opposition|trine|square|sextile) [A-Z][\w ]+: orb \d+°\d\d′ \((very tight|tight|wide), (applying|separating)\)$/,
    );
  });

  it('names the wheel for screen readers, starting with "Chart wheel"', () => {
    expect(model.ariaLabel).toMatch(/^Chart wheel: Sun in Taurus \d{1,2}°\d\d′, Moon in /);
    expect(model.ariaLabel).toMatch(/Ascendant [A-Z][a-z]+ \d{1,2}°\d\d′, Midheaven /);
  });

  it('draws no houses or angles without a birth time, with 0° Aries on the left', () => {
    const unknown = buildWheelModel(belgradeChart(false));
    expect(unknown.rotation).toBe(0);
    expect(unknown.houses).toEqual([]);
    expect(unknown.axes).toEqual([]);
    expect(unknown.ariaLabel).toContain('birth time unknown');
    expect(unknown.bodies.find((b) => b.id === 'sun')?.title).not.toContain('house');
  });

  it('lists the ten planets, both nodes and Lilith in the legend', () => {
    expect(LEGEND_BODIES).toHaveLength(13);
    expect(LEGEND_BODIES.slice(-3)).toEqual(['trueNode', 'southNode', 'lilith']);
  });

  it('gives a chart every body its wheel draws, and its angles, for the legend', () => {
    const drawn = model.bodies.map((b) => b.id);
    expect(legendBodies(chart)).toEqual(drawn);
    expect(legendBodies(chart)).toContain('lilith');
    expect(legendAngles(chart).map((a) => a.label)).toEqual(['AC', 'DC', 'MC', 'IC']);
    expect(legendAngles({ ascendant: null, midheaven: null })).toEqual([]);
  });
});
