/**
 * What the synastry bi-wheel and the cross-aspect table show, derived without geometry: person
 * A's chart as the natal wheel models it (every hover title naming A), person B's points on the
 * outer ring, the cross-aspect lines, the accessible summary, and the table's rows and cells.
 */
import { PLANET_IDS } from '@core/astro/positions';
import { type CrossAspect, SYNASTRY_POINTS, type SynastryPoint } from '@core/synastry/contacts';
import { signOfLongitude } from '@core/zodiac';
import { type ChartWords, chartWords } from '../messages';
import { norm360 } from './wheel-layout';
import {
  type WheelBody,
  type WheelChart,
  type WheelModel,
  bodyGlyph,
  bodyName,
  buildWheelModel,
  degreeParts,
  formatAngle,
  formatDegreeMinute,
  formatZodiacPosition,
} from './wheel-model';

/** The parts of person B's chart the outer ring reads. */
export type OuterChart = Pick<WheelChart, 'planets' | 'ascendant' | 'midheaven'>;

/** A point of person B on the outer ring: a planet, or the Ascendant or Midheaven ("AC", "MC" as glyph). */
export type OuterPoint = Pick<WheelBody, 'id' | 'glyph' | 'longitude' | 'retrograde' | 'shortLabel' | 'title'>;

export interface CrossAspectLine {
  /** The engine's id, `X.a-venus.trine.b-mars`. */
  id: string;
  type: CrossAspect['type'];
  /** Longitudes of A's point and B's point. */
  a: number;
  b: number;
  title: string;
}

export interface BiWheelModel {
  /** Person A's wheel: bodies, houses and angles as on the natal wheel; no natal aspects. */
  inner: WheelModel;
  outer: OuterPoint[];
  lines: CrossAspectLine[];
  ariaLabel: string;
  description: string;
}

export interface BiWheelPeople {
  innerName: string;
  outerName: string;
  outerTimeKnown: boolean;
}

const ANGLE_IDS = ['ascendant', 'midheaven'] as const;

/** "Ana: Venus in Taurus 26°07′": a hover title that says whose point it is. */
function whose(name: string, point: string, { t }: ChartWords): string {
  return t('chart.biwheel.pointTitle', { name, point });
}

/** B's ten planets, then the Ascendant and Midheaven when B's birth time is known. */
export function outerPoints(
  chart: OuterChart,
  name: string,
  timeKnown: boolean,
  words: ChartWords = chartWords(),
): OuterPoint[] {
  const { t, names } = words;
  const points: OuterPoint[] = [];
  for (const id of PLANET_IDS) {
    const p = chart.planets[id];
    if (!p) continue;
    const longitude = norm360(p.longitude);
    const title = t('chart.wheel.bodyTitle', {
      body: bodyName(id, words),
      sign: names.sign(signOfLongitude(longitude).id),
      degree: formatDegreeMinute(longitude),
      house: 'none',
      retrograde: p.retrograde ? 'yes' : 'no',
    });
    points.push({
      id,
      glyph: bodyGlyph(id),
      longitude,
      retrograde: p.retrograde,
      shortLabel: `${degreeParts(longitude).degree}°`,
      title: whose(name, title, words),
    });
  }
  if (!timeKnown) return points;
  for (const id of ANGLE_IDS) {
    const at = chart[id];
    if (at === null) continue;
    const longitude = norm360(at);
    const title = t('chart.wheel.axisTitle', {
      angle: names.body(id),
      position: formatZodiacPosition(longitude, words),
    });
    points.push({
      id,
      glyph: bodyGlyph(id),
      longitude,
      retrograde: false,
      shortLabel: `${degreeParts(longitude).degree}°`,
      title: whose(name, title, words),
    });
  }
  return points;
}

/** A's wheel model with every hover title naming A, and without A's own aspects (the bi-wheel draws only cross-aspects). */
function innerModel(chart: WheelChart, name: string, words: ChartWords): WheelModel {
  const model = buildWheelModel({ ...chart, aspects: [] }, {}, words);
  return {
    ...model,
    bodies: model.bodies.map((b) => ({ ...b, title: whose(name, b.title, words) })),
    houses: model.houses.map((h) => ({ ...h, title: whose(name, h.title, words) })),
    axes: model.axes.map((a) => ({ ...a, title: whose(name, a.title, words) })),
  };
}

/**
 * One line per cross-aspect whose two points are on the wheel (an angle of a person without a
 * birth time is not), in the engine's order (tightest first).
 */
export function crossAspectLines(
  aspects: readonly CrossAspect[],
  innerAt: Readonly<Record<string, number>>,
  outer: readonly OuterPoint[],
  people: Pick<BiWheelPeople, 'innerName' | 'outerName'>,
  words: ChartWords = chartWords(),
): CrossAspectLine[] {
  const outerAt = new Map(outer.map((p) => [p.id, p.longitude]));
  return aspects.flatMap((aspect) => {
    const a = innerAt[aspect.a];
    const b = outerAt.get(aspect.b);
    if (a === undefined || b === undefined) return [];
    const title = words.t('chart.biwheel.aspectTitle', {
      aName: people.innerName,
      first: bodyName(aspect.a, words),
      aspect: aspect.type,
      bName: people.outerName,
      second: bodyName(aspect.b, words),
      orb: formatAngle(aspect.orb),
    });
    return [{ id: aspect.id, type: aspect.type, a, b, title }];
  });
}

/** "Ana, inside: Sun in Taurus 26°07′, …; Ascendant Virgo 12°34′, …. Marko, outer ring: …". */
function describeBiWheel(
  inner: WheelModel,
  chart: WheelChart,
  outer: readonly OuterPoint[],
  people: BiWheelPeople,
  words: ChartWords,
) {
  const { t, names } = words;
  const where = (longitude: number) => ({
    sign: names.sign(signOfLongitude(longitude).id),
    degree: formatDegreeMinute(longitude),
  });
  const bodyList = (bodies: readonly Pick<WheelBody, 'id' | 'longitude' | 'retrograde'>[]) =>
    bodies
      .map((b) =>
        t('chart.wheel.bodySummary', {
          body: bodyName(b.id, words),
          ...where(b.longitude),
          retrograde: b.retrograde ? 'yes' : 'no',
        }),
      )
      .join(', ');
  const angleList = (points: readonly { id: string; longitude: number }[]) =>
    points.map((p) => t('chart.wheel.angleSummary', { angle: names.body(p.id), ...where(p.longitude) })).join(', ');

  const innerAngles = ANGLE_IDS.flatMap((id) => {
    const at = chart[id];
    return at === null ? [] : [{ id, longitude: norm360(at) }];
  });
  const innerPart =
    innerAngles.length > 0
      ? t('chart.biwheel.innerSummary', {
          name: people.innerName,
          bodies: bodyList(inner.bodies),
          angles: angleList(innerAngles),
        })
      : t('chart.biwheel.innerSummaryNoTime', { name: people.innerName, bodies: bodyList(inner.bodies) });
  const outerPlanets = outer.filter((p) => !(ANGLE_IDS as readonly string[]).includes(p.id));
  const outerAngles = outer.filter((p) => (ANGLE_IDS as readonly string[]).includes(p.id));
  const outerPart =
    people.outerTimeKnown && outerAngles.length > 0
      ? t('chart.biwheel.outerSummary', {
          name: people.outerName,
          bodies: bodyList(outerPlanets),
          angles: angleList(outerAngles),
        })
      : t('chart.biwheel.outerSummaryNoTime', { name: people.outerName, bodies: bodyList(outerPlanets) });
  return t('chart.biwheel.description', { inner: innerPart, outer: outerPart });
}

export function buildBiWheelModel(
  chart: WheelChart,
  outerChart: OuterChart,
  aspects: readonly CrossAspect[],
  people: BiWheelPeople,
  words: ChartWords = chartWords(),
): BiWheelModel {
  const inner = innerModel(chart, people.innerName, words);
  const outer = outerPoints(outerChart, people.outerName, people.outerTimeKnown, words);
  const lines = crossAspectLines(aspects, inner.points, outer, people, words);
  return {
    inner,
    outer,
    lines,
    ariaLabel: words.t('chart.biwheel.label', {
      innerName: people.innerName,
      outerName: people.outerName,
      count: lines.length,
    }),
    description: describeBiWheel(inner, chart, outer, people, words),
  };
}

export interface CrossAspectCell {
  id: string;
  type: CrossAspect['type'];
  /** "1°12′" */
  orb: string;
  /** "Venus trine Mars, orb 1 degree 12 minutes": the cell as a screen reader says it. */
  spoken: string;
  /** "Ana's Venus trine Marko's Mars: orb 1°12′": the hover title, as on the wheel's line. */
  title: string;
}

export interface CrossAspectHead {
  id: SynastryPoint;
  name: string;
  glyph: string;
  /** "Ana: Venus". */
  title: string;
}

export interface CrossAspectGrid {
  /** B's points, the column heads. */
  columns: CrossAspectHead[];
  /** A's points, each with one cell per column. */
  rows: (CrossAspectHead & { cells: (CrossAspectCell | null)[] })[];
  /** The aspects that have a cell. */
  count: number;
}

/** The points of a person the table lists: the ten planets, and the two angles with a birth time. */
function tablePoints(timeKnown: boolean): SynastryPoint[] {
  return SYNASTRY_POINTS.filter((p) => timeKnown || !(ANGLE_IDS as readonly string[]).includes(p));
}

/** The cross-aspect table: rows are A's points, columns B's, a cell where the two make an aspect. */
export function crossAspectGrid(
  aspects: readonly CrossAspect[],
  people: { aName: string; bName: string; timeKnownA: boolean; timeKnownB: boolean },
  words: ChartWords = chartWords(),
): CrossAspectGrid {
  const head =
    (person: string) =>
    (id: SynastryPoint): CrossAspectHead => {
      const name = bodyName(id, words);
      return { id, name, glyph: bodyGlyph(id), title: whose(person, name, words) };
    };
  const byPair = new Map(aspects.map((a) => [`${a.a}|${a.b}`, a]));
  const columns = tablePoints(people.timeKnownB).map(head(people.bName));
  let count = 0;
  const rows = tablePoints(people.timeKnownA)
    .map(head(people.aName))
    .map((row) => {
      const cells = columns.map((column): CrossAspectCell | null => {
        const aspect = byPair.get(`${row.id}|${column.id}`);
        if (!aspect) return null;
        count++;
        const minutes = Math.round(aspect.orb * 60);
        return {
          id: aspect.id,
          type: aspect.type,
          orb: formatAngle(aspect.orb),
          spoken: words.t('chart.biwheel.table.cell', {
            first: row.name,
            aspect: aspect.type,
            second: column.name,
            degrees: Math.floor(minutes / 60),
            minutes: minutes % 60,
          }),
          title: words.t('chart.biwheel.aspectTitle', {
            aName: people.aName,
            first: row.name,
            aspect: aspect.type,
            bName: people.bName,
            second: column.name,
            orb: formatAngle(aspect.orb),
          }),
        };
      });
      return { ...row, cells };
    });
  return { columns, rows, count };
}
