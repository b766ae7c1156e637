/**
 * The chart as tables, beside the wheel: every position (body, sign, degree, house, motion)
 * and the aspect grid (each pair of points once, the classic triangle). Pure, so the rows are
 * tested without a browser; the components only lay them out.
 */
import type { AspectType } from '@core/astro/aspects';
import { type ZodiacSign, signOfLongitude } from '@core/zodiac';
import type { Aspect, Chart } from '@schema/birth-chart';
import { type ChartWords, chartWords } from './messages';
import { aspectTitle, bodyName, degreeParts, formatAngle, selectBodyIds } from './wheel/wheel-model';

export type TableChart = Pick<Chart, 'planets' | 'ascendant' | 'midheaven' | 'aspects'>;

export interface PositionRow {
  id: string;
  name: string;
  sign: ZodiacSign;
  /** "26°07′" within the sign. */
  degree: string;
  /** "26 degrees 7 minutes", for screen readers (°′ are read out unevenly). */
  spokenDegree: string;
  /** The house the body is in; null without a birth time, and for the angles (they are cusps). */
  house: number | null;
  retrograde: boolean;
  /** The Ascendant and Midheaven: points of the sky, not bodies, so they have no motion. */
  angle: boolean;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

function degreeTexts(longitude: number, { t }: ChartWords): { degree: string; spokenDegree: string } {
  const { degree, minute } = degreeParts(longitude);
  return {
    degree: `${degree}°${pad2(minute)}′`,
    spokenDegree: t('chart.degree.spoken', { degrees: degree, minutes: minute }),
  };
}

/** Every body the wheel draws, in its legend order, then the Ascendant and Midheaven when the birth time is known. */
export function positionRows(chart: TableChart, words: ChartWords = chartWords()): PositionRow[] {
  const rows: PositionRow[] = selectBodyIds(chart.planets).flatMap((id) => {
    const p = chart.planets[id as keyof TableChart['planets']];
    if (!p) return [];
    return [
      {
        id,
        name: bodyName(id, words),
        sign: signOfLongitude(p.longitude),
        ...degreeTexts(p.longitude, words),
        house: p.house,
        retrograde: p.retrograde,
        angle: false,
      },
    ];
  });
  const angle = (id: string, longitude: number): PositionRow => ({
    id,
    name: words.names.body(id),
    sign: signOfLongitude(longitude),
    ...degreeTexts(longitude, words),
    house: null,
    retrograde: false,
    angle: true,
  });
  if (chart.ascendant !== null) rows.push(angle('ascendant', chart.ascendant));
  if (chart.midheaven !== null) rows.push(angle('midheaven', chart.midheaven));
  return rows;
}

export interface AspectCell {
  type: AspectType;
  /** "2°12′" */
  orb: string;
  /** "Square, orb 2 degrees 12 minutes, applying": the cell as a screen reader says it. */
  spoken: string;
  /** "Sun square Moon: orb 2°12′ (very tight, applying)": the hover title. */
  title: string;
}

export interface AspectGrid {
  /** The points in grid order: the column heads are all but the last, the row heads all but the first. */
  points: { id: string; name: string }[];
  /** rows[i] is the point points[i + 1]; its cells are the columns 0..i (the triangle below the diagonal). */
  rows: { id: string; name: string; cells: (AspectCell | null)[] }[];
  count: number;
}

/** The points aspects are judged between (core/astro/chart.ts): planets, the North Node, then the angles. */
const POINT_ORDER = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto'];

function cellOf(aspect: Aspect, words: ChartWords): AspectCell {
  const minutes = Math.round(aspect.orb * 60);
  return {
    type: aspect.type,
    orb: formatAngle(aspect.orb),
    spoken: words.t('chart.aspect.spoken', {
      aspect: words.names.aspect(aspect.type),
      degrees: Math.floor(minutes / 60),
      minutes: minutes % 60,
      motion: aspect.applying ? 'applying' : 'separating',
    }),
    title: aspectTitle(aspect, words),
  };
}

/**
 * The triangular aspect grid of a chart: one row and one column per point that takes part in
 * aspects (the ten planets, the North Node, and the Ascendant and Midheaven when the birth time
 * is known), each pair in one cell, empty where the two make no major aspect.
 */
export function aspectGrid(chart: TableChart, words: ChartWords = chartWords()): AspectGrid {
  const ids = [...POINT_ORDER, 'trueNode'].filter((id) => chart.planets[id as keyof TableChart['planets']]);
  if (chart.ascendant !== null) ids.push('ascendant');
  if (chart.midheaven !== null) ids.push('midheaven');
  const index = new Map(ids.map((id, i) => [id, i]));
  const byPair = new Map<string, Aspect>();
  for (const aspect of chart.aspects) {
    const a = index.get(aspect.planet1);
    const b = index.get(aspect.planet2);
    if (a === undefined || b === undefined || a === b) continue;
    byPair.set(`${Math.max(a, b)}:${Math.min(a, b)}`, aspect);
  }
  const points = ids.map((id) => ({ id, name: bodyName(id, words) }));
  const rows = points.slice(1).map((point, r) => {
    const row = r + 1;
    const cells = points.slice(0, row).map((_, col) => {
      const aspect = byPair.get(`${row}:${col}`);
      return aspect ? cellOf(aspect, words) : null;
    });
    return { ...point, cells };
  });
  return { points, rows, count: byPair.size };
}
