/**
 * What the wheel shows, derived from a chart without any geometry: the bodies with their glyphs
 * and labels, the houses with their hover titles, the aspects and the accessible summary.
 */
import { ASPECT_TYPES, type AspectType } from '@core/astro/aspects';
import { PLANET_IDS } from '@core/astro/positions';
import { ZODIAC, type ZodiacSign, signOfLongitude } from '@core/zodiac';
import type { Chart } from '@schema/birth-chart';
import { type ChartWords, chartWords } from '../messages';
import { norm360 } from './wheel-layout';

/** The parts of a chart the wheel reads (a saved chart and a fresh one alike). */
export type WheelChart = Pick<Chart, 'planets' | 'ascendant' | 'midheaven' | 'houses' | 'aspects'>;

/** U+FE0E asks for the text presentation, so ♈ or ♀ never turn into colour emoji. */
export const TEXT_VARIANT = '\uFE0E';

export const RETROGRADE_MARK = `℞${TEXT_VARIANT}`;

interface BodyInfo {
  symbol: string;
}

/** Glyphs of every body the chart may hold (their names are the astro area's); unknown ids fall back to their name. */
export const BODY_INFO: Readonly<Record<string, BodyInfo>> = {
  sun: { symbol: '☉' },
  moon: { symbol: '☽' },
  mercury: { symbol: '☿' },
  venus: { symbol: '♀' },
  mars: { symbol: '♂' },
  jupiter: { symbol: '♃' },
  saturn: { symbol: '♄' },
  uranus: { symbol: '♅' },
  neptune: { symbol: '♆' },
  pluto: { symbol: '♇' },
  trueNode: { symbol: '☊' },
  meanNode: { symbol: '☊' },
  southNode: { symbol: '☋' },
  lilith: { symbol: '⚸' },
  ascendant: { symbol: 'AC' },
  midheaven: { symbol: 'MC' },
};

/**
 * The spec's legend (docs/product.md#birth-chart-page): the ten planets, then North Node and South
 * Node; Lilith as well, since the wheel draws her. A legend for a given chart lists what its
 * wheel draws (legendBodies).
 */
export const LEGEND_BODIES: readonly string[] = [...PLANET_IDS, 'trueNode', 'southNode', 'lilith'];

/** Every body the wheel draws for a chart, in legend order (one North Node, as drawn). */
export function legendBodies(chart: Pick<WheelChart, 'planets'>, nodes?: NodeChoice): string[] {
  return selectBodyIds(chart.planets, nodes);
}

/** The angles the wheel marks, for the legend: none without a birth time. */
export function legendAngles(
  chart: Pick<WheelChart, 'ascendant' | 'midheaven'>,
  { names }: ChartWords = chartWords(),
): { label: string; name: string }[] {
  const out: { label: string; name: string }[] = [];
  if (chart.ascendant !== null)
    out.push({ label: 'AC', name: names.body('ascendant') }, { label: 'DC', name: names.body('descendant') });
  if (chart.midheaven !== null)
    out.push({ label: 'MC', name: names.body('midheaven') }, { label: 'IC', name: names.body('imumCoeli') });
  return out;
}

/** The keys of the spec's house hover titles, houses 1 to 12 (docs/product.md#birth-chart-page). */
export const HOUSE_TITLES = [
  'chart.house.1',
  'chart.house.2',
  'chart.house.3',
  'chart.house.4',
  'chart.house.5',
  'chart.house.6',
  'chart.house.7',
  'chart.house.8',
  'chart.house.9',
  'chart.house.10',
  'chart.house.11',
  'chart.house.12',
] as const;

/** House `index + 1`'s hover title ("Self & Identity" for the first). */
export function houseTitle(index: number, { t }: ChartWords = chartWords()): string {
  const key = HOUSE_TITLES[index];
  return key ? t(key) : '';
}

export function bodyName(id: string, { names }: ChartWords = chartWords()): string {
  if (BODY_INFO[id]) return names.body(id);
  return id.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

/** A sign's name from the English name the engine's results carry ("Taurus"); other text as it is. */
export function signNameOf(englishName: string, { names }: ChartWords = chartWords()): string {
  const sign = ZODIAC.find((z) => z.name === englishName);
  return sign ? names.sign(sign.id) : englishName;
}

/** 'Very tight' (core/astro/aspects.ts ORB_LABELS) → the select key the aspect titles use. */
export function tightnessOf(orbLabel: string): 'veryTight' | 'tight' | 'wide' {
  const label = orbLabel.toLowerCase();
  return label === 'very tight' ? 'veryTight' : label === 'tight' ? 'tight' : 'wide';
}

/** "Sun square Moon: orb 2°12′ (very tight, applying)": an aspect's hover title. */
export function aspectTitle(
  aspect: Pick<Chart['aspects'][number], 'planet1' | 'planet2' | 'type' | 'orb' | 'orbLabel' | 'applying'>,
  words: ChartWords = chartWords(),
): string {
  return words.t('chart.aspect.title', {
    first: bodyName(aspect.planet1, words),
    aspect: aspect.type,
    second: bodyName(aspect.planet2, words),
    orb: formatAngle(aspect.orb),
    tightness: tightnessOf(aspect.orbLabel),
    motion: aspect.applying ? 'applying' : 'separating',
  });
}

/** The glyph with the text presentation selector; unknown bodies show their first two letters. */
export function bodyGlyph(id: string): string {
  const info = BODY_INFO[id];
  if (!info) return bodyName(id, chartWords()).slice(0, 2);
  return info.symbol.length === 1 ? `${info.symbol}${TEXT_VARIANT}` : info.symbol;
}

export function signGlyph(sign: ZodiacSign): string {
  return `${sign.symbol}${TEXT_VARIANT}`;
}

/** Degrees and minutes within the sign, truncated as ephemerides print (never 30° or 60′). */
export function degreeParts(longitude: number): { degree: number; minute: number } {
  const minutes = Math.min(Math.floor(norm360(longitude) * 60), 360 * 60 - 1) % 1800;
  return { degree: Math.floor(minutes / 60), minute: minutes % 60 };
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** 56.12 → "26°07′". */
export function formatDegreeMinute(longitude: number): string {
  const { degree, minute } = degreeParts(longitude);
  return `${degree}°${pad2(minute)}′`;
}

/** 56.12 → "26°07′ Taurus". */
export function formatZodiacPosition(longitude: number, { t, names }: ChartWords = chartWords()): string {
  return t('chart.wheel.position', {
    degree: formatDegreeMinute(longitude),
    sign: names.sign(signOfLongitude(longitude).id),
  });
}

/** An angle such as an orb: 2.2 → "2°12′". */
export function formatAngle(angle: number): string {
  const minutes = Math.round(Math.abs(angle) * 60);
  return `${Math.floor(minutes / 60)}°${pad2(minutes % 60)}′`;
}

export interface WheelBody {
  id: string;
  name: string;
  glyph: string;
  longitude: number;
  retrograde: boolean;
  /** "26°07′", read the same on every side of the wheel. */
  label: string;
  /** "26°", for a compact (narrow) wheel. */
  shortLabel: string;
  /** The hover text. */
  title: string;
}

export interface WheelHouse {
  number: number;
  cusp: number;
  /** Where the next house begins. */
  next: number;
  title: string;
}

export interface WheelAspect {
  key: string;
  planet1: string;
  planet2: string;
  type: AspectType;
  title: string;
}

export interface WheelModel {
  /** The longitude drawn at 9 o'clock. */
  rotation: number;
  bodies: WheelBody[];
  houses: WheelHouse[];
  /** AC, MC, DC, IC when the birth time is known. */
  axes: { label: 'AC' | 'MC' | 'DC' | 'IC'; name: string; longitude: number; title: string }[];
  aspects: WheelAspect[];
  /** Longitudes by point id, for the aspect lines (bodies and the angles). */
  points: Record<string, number>;
  ariaLabel: string;
}

export type NodeChoice = 'true' | 'mean';

/**
 * The bodies to draw: every body in the chart, in the order planets, nodes, others. Mean and
 * true North Node lie within two degrees of each other; drawing both would repeat ☊, so one is
 * chosen (the true node by default, the one the aspects and the South Node use).
 */
export function selectBodyIds(planets: WheelChart['planets'], nodes: NodeChoice = 'true'): string[] {
  const present = Object.keys(planets);
  const skip = nodes === 'true' ? 'meanNode' : 'trueNode';
  const hasBoth = present.includes('trueNode') && present.includes('meanNode');
  const known = Object.keys(BODY_INFO);
  const rank = (id: string) => {
    const i = known.indexOf(id);
    return i === -1 ? known.length : i;
  };
  return present.filter((id) => !(hasBoth && id === skip)).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * The wheel's rotation: the Ascendant on the left when the birth time is known. Without it
 * (no houses, no Ascendant) the natural wheel is drawn: 0° Aries on the left, signs in their
 * natural houses, so nothing suggests a rising sign the chart does not have.
 */
export function wheelRotation(chart: Pick<WheelChart, 'ascendant' | 'houses'>): number {
  if (chart.ascendant !== null) return norm360(chart.ascendant);
  if (chart.houses) return norm360(chart.houses.cusps[0] ?? 0);
  return 0;
}

export function buildWheelModel(
  chart: WheelChart,
  options: { nodes?: NodeChoice } = {},
  words: ChartWords = chartWords(),
): WheelModel {
  const { t, names } = words;
  const ids = selectBodyIds(chart.planets, options.nodes);
  const points: Record<string, number> = {};
  const bodies: WheelBody[] = [];
  for (const id of ids) {
    const p = chart.planets[id as keyof WheelChart['planets']];
    if (!p) continue;
    const longitude = norm360(p.longitude);
    points[id] = longitude;
    const { degree, minute } = degreeParts(longitude);
    const name = bodyName(id, words);
    bodies.push({
      id,
      name,
      glyph: bodyGlyph(id),
      longitude,
      retrograde: p.retrograde,
      label: `${degree}°${pad2(minute)}′`,
      shortLabel: `${degree}°`,
      title: t('chart.wheel.bodyTitle', {
        body: name,
        sign: names.sign(signOfLongitude(longitude).id),
        degree: formatDegreeMinute(longitude),
        house: p.house === null ? 'none' : String(p.house),
        retrograde: p.retrograde ? 'yes' : 'no',
      }),
    });
  }
  // Aspects to the nodes name the true node; let them reach the mean one when that is drawn.
  if (points.trueNode === undefined && points.meanNode !== undefined) points.trueNode = points.meanNode;

  const axes: WheelModel['axes'] = [];
  const axis = (label: WheelModel['axes'][number]['label'], id: string, longitude: number) => {
    const name = names.body(id);
    const title = t('chart.wheel.axisTitle', { angle: name, position: formatZodiacPosition(longitude, words) });
    axes.push({ label, name, longitude, title });
  };
  if (chart.ascendant !== null) {
    const asc = norm360(chart.ascendant);
    points.ascendant = asc;
    axis('AC', 'ascendant', asc);
    axis('DC', 'descendant', norm360(asc + 180));
  }
  if (chart.midheaven !== null) {
    const mc = norm360(chart.midheaven);
    points.midheaven = mc;
    axis('MC', 'midheaven', mc);
    axis('IC', 'imumCoeli', norm360(mc + 180));
  }

  const houses: WheelHouse[] = [];
  const cusps = chart.houses?.cusps ?? [];
  if (cusps.length === 12) {
    cusps.forEach((cusp, i) => {
      const number = i + 1;
      houses.push({
        number,
        cusp: norm360(cusp),
        next: norm360(cusps[(i + 1) % 12] as number),
        title: t('chart.wheel.houseTitle', {
          number,
          title: houseTitle(i, words),
          position: formatZodiacPosition(cusp, words),
        }),
      });
    });
  }

  const aspects: WheelAspect[] = [];
  for (const a of chart.aspects) {
    if (points[a.planet1] === undefined || points[a.planet2] === undefined) continue;
    aspects.push({
      key: `${a.planet1}-${a.type}-${a.planet2}`,
      planet1: a.planet1,
      planet2: a.planet2,
      type: a.type,
      title: aspectTitle(a, words),
    });
  }

  return {
    rotation: wheelRotation(chart),
    bodies,
    houses,
    axes,
    aspects,
    points,
    ariaLabel: describeWheel(bodies, chart, aspects.length, words),
  };
}

/** "Chart wheel: Sun in Taurus 26°07′, …; Ascendant Virgo 12°34′, Midheaven Gemini 9°10′; 14 aspects". */
function describeWheel(bodies: readonly WheelBody[], chart: WheelChart, count: number, words: ChartWords): string {
  const { t, names } = words;
  const where = (longitude: number) => ({
    sign: names.sign(signOfLongitude(longitude).id),
    degree: formatDegreeMinute(longitude),
  });
  const parts = bodies.map((b) =>
    t('chart.wheel.bodySummary', { body: b.name, ...where(b.longitude), retrograde: b.retrograde ? 'yes' : 'no' }),
  );
  const angles: string[] = [];
  if (chart.ascendant !== null)
    angles.push(t('chart.wheel.angleSummary', { angle: names.body('ascendant'), ...where(chart.ascendant) }));
  if (chart.midheaven !== null)
    angles.push(t('chart.wheel.angleSummary', { angle: names.body('midheaven'), ...where(chart.midheaven) }));
  const bodyList = parts.join(', ');
  return angles.length > 0
    ? t('chart.wheel.summary', { bodies: bodyList, angles: angles.join(', '), count })
    : t('chart.wheel.summaryNoTime', { bodies: bodyList, count });
}

/** Every aspect type, in the order of the core table (for the colour key). */
export const WHEEL_ASPECT_TYPES: readonly AspectType[] = ASPECT_TYPES;

/** The zodiac with each sign's start longitude. */
export const WHEEL_SIGNS = ZODIAC.map((sign, i) => ({ sign, start: i * 30 }));
