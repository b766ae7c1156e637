import { type Ref, useMemo } from 'react';
import { useChartWords } from '../messages';
import { layoutBodies, wheelMetrics } from './wheel-layout';
import { type NodeChoice, type WheelChart, buildWheelModel } from './wheel-model';
import './chart-wheel.css';
import { useTextScale } from './use-text-scale';
import { Signs, Ticks, Houses, Axes, HouseHighlights } from './wheel-rings';
import { Aspects, Bodies } from './wheel-points';

export interface ChartWheelProps {
  chart: WheelChart;
  /** Which North Node to draw when the chart holds both (default: the true node). */
  nodes?: NodeChoice;
  /** Fixes the text scale instead of measuring the rendered width (1 = design size). */
  textScale?: number;
  className?: string;
  /** The <svg> element, for downloadWheelSvg / downloadWheelPng. */
  ref?: Ref<SVGSVGElement>;
  /**
   * Placements to emphasise (a receipt of Ask Stella): bodies or angles by id (`venus`,
   * `ascendant`, `midheaven`) and houses by number. Emphasised parts carry
   * `data-highlighted="true"`; the caller says in words what is emphasised (the SVG is one image).
   */
  highlight?: WheelHighlight;
}

export interface WheelHighlight {
  points: readonly string[];
  houses: readonly number[];
}

const ANGLE_OF_POINT: Readonly<Record<string, string>> = { ascendant: 'AC', midheaven: 'MC' };

/**
 * The natal chart wheel: signs, houses, angles, bodies and aspects as one responsive SVG. The
 * Ascendant sits at 9 o'clock and the zodiac runs counter-clockwise; without a birth time there
 * are no houses and 0° Aries is on the left. The type grows on narrow screens (the rings make
 * room for it) so glyphs stay readable on a phone.
 */
export function ChartWheel({ chart, nodes, textScale, className, ref, highlight }: ChartWheelProps) {
  const { scale, setRefs } = useTextScale(textScale, ref);
  const words = useChartWords();
  const model = useMemo(() => buildWheelModel(chart, { nodes }, words), [chart, nodes, words]);
  const hasHouses = model.houses.length > 0;
  const metrics = useMemo(() => {
    const m = wheelMetrics(scale);
    // Without houses the band for their numbers is not needed: the aspect circle takes it.
    return hasHouses ? m : { ...m, aspectRadius: m.houseOuter };
  }, [scale, hasHouses]);
  const layout = useMemo(() => {
    const lines = [...model.houses.map((h) => h.cusp), ...model.axes.map((a) => a.longitude)];
    return layoutBodies(model.bodies, metrics, model.rotation, { obstacles: lines });
  }, [model, metrics]);
  const half = metrics.size / 2;
  const points = useMemo(() => new Set(highlight?.points ?? []), [highlight]);
  const houses = useMemo(() => new Set(highlight?.houses ?? []), [highlight]);
  const axes = useMemo(
    () => new Set([...points].map((p) => ANGLE_OF_POINT[p]).filter((a): a is string => a !== undefined)),
    [points],
  );

  return (
    <svg
      ref={setRefs}
      className={['chart-wheel', points.size + houses.size > 0 ? 'chart-wheel--highlighting' : '', className]
        .filter(Boolean)
        .join(' ')}
      viewBox={`${-half} ${-half} ${metrics.size} ${metrics.size}`}
      role="img"
      aria-label={model.ariaLabel}
      xmlns="http://www.w3.org/2000/svg"
    >
      <circle className="chart-wheel__face" r={metrics.outer} />
      <Signs metrics={metrics} rotation={model.rotation} />
      <Ticks metrics={metrics} rotation={model.rotation} />
      {hasHouses ? <circle className="chart-wheel__ring" r={metrics.houseOuter} /> : null}
      <circle className="chart-wheel__aspect-circle" r={metrics.aspectRadius} />
      {houses.size > 0 ? <HouseHighlights model={model} metrics={metrics} houses={houses} /> : null}
      <Houses model={model} metrics={metrics} highlighted={houses} />
      <Axes model={model} metrics={metrics} highlighted={axes} />
      <Aspects model={model} metrics={metrics} layout={layout} />
      <Bodies model={model} layout={layout} metrics={metrics} highlighted={points} />
    </svg>
  );
}
