import { describe, expect, it } from 'vitest';
import { belgradeChart } from '../../../test/support/sample-chart';
import { aspectGrid, positionRows } from './chart-tables';

describe('positionRows', () => {
  const chart = belgradeChart();
  const rows = positionRows(chart);

  it('lists every body the wheel draws, Lilith and one North Node included, then the angles', () => {
    const ids = rows.map((r) => r.id);
    expect(ids.slice(0, 10)).toEqual([
      'sun',
      'moon',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
    ]);
    expect(ids).toContain('lilith');
    expect(ids).toContain('southNode');
    expect(ids.filter((id) => id === 'trueNode' || id === 'meanNode')).toEqual(['trueNode']);
    expect(ids.slice(-2)).toEqual(['ascendant', 'midheaven']);
  });

  it('gives sign, degree and minutes within the sign, house and motion', () => {
    const sun = rows.find((r) => r.id === 'sun');
    expect(sun?.sign.name).toBe('Taurus');
    expect(sun?.degree).toBe('26°20′');
    expect(sun?.spokenDegree).toBe('26 degrees 20 minutes');
    expect(sun?.house).toBe(chart.planets.sun.house);
    expect(sun?.house).toBeGreaterThanOrEqual(1);
    expect(sun?.retrograde).toBe(false);
    // Saturn was retrograde in Capricorn in May 1990.
    const saturn = rows.find((r) => r.id === 'saturn');
    expect(saturn?.sign.name).toBe('Capricorn');
    expect(saturn?.retrograde).toBe(true);
    const asc = rows.find((r) => r.id === 'ascendant');
    expect(asc).toMatchObject({ name: 'Ascendant', angle: true, house: null, retrograde: false });
    expect(asc?.sign.name).toBe('Virgo');
  });

  it('has no houses and no angles without a birth time', () => {
    const unknown = positionRows(belgradeChart(false));
    expect(unknown.every((r) => r.house === null)).toBe(true);
    expect(unknown.some((r) => r.angle)).toBe(false);
  });
});

describe('aspectGrid', () => {
  const chart = belgradeChart();
  const grid = aspectGrid(chart);

  it('has a point for each planet, the North Node and the two angles, and a triangle of cells', () => {
    expect(grid.points.map((p) => p.id)).toEqual([
      'sun',
      'moon',
      'mercury',
      'venus',
      'mars',
      'jupiter',
      'saturn',
      'uranus',
      'neptune',
      'pluto',
      'trueNode',
      'ascendant',
      'midheaven',
    ]);
    expect(grid.rows).toHaveLength(12);
    grid.rows.forEach((row, i) => {
      expect(row.id).toBe(grid.points[i + 1]?.id);
      expect(row.cells).toHaveLength(i + 1);
    });
  });

  it('puts each aspect of the chart in its one cell, with glyph type, orb and spoken text', () => {
    expect(grid.count).toBe(chart.aspects.length);
    const ids = grid.points.map((p) => p.id);
    for (const aspect of chart.aspects) {
      const a = ids.indexOf(aspect.planet1);
      const b = ids.indexOf(aspect.planet2);
      const cell = grid.rows[Math.max(a, b) - 1]?.cells[Math.min(a, b)];
      expect(cell?.type).toBe(aspect.type);
      expect(cell?.title).toMatch(/: orb \d+°\d\d′ \((very tight|tight|wide), (applying|separating)\)$/);
      expect(cell?.spoken).toMatch(/^[A-Z][a-z]+, orb \d+ degrees? \d+ minutes?, (applying|separating)$/);
    }
    const filled = grid.rows.flatMap((r) => r.cells).filter((c) => c !== null);
    expect(filled).toHaveLength(chart.aspects.length);
  });

  it('leaves the angles out without a birth time', () => {
    const unknown = aspectGrid(belgradeChart(false));
    expect(unknown.points.map((p) => p.id)).not.toContain('ascendant');
    expect(unknown.points).toHaveLength(11);
    expect(unknown.count).toBe(belgradeChart(false).aspects.length);
  });
});
