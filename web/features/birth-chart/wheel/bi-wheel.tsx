import type { CrossAspect } from '@core/synastry/contacts';
import { type Ref, useId, useMemo } from 'react';
import { type ChartWords, useChartWords } from '../messages';
import {
  type BiWheelMetrics,
  KEY_MARGIN,
  biWheelMetrics,
  keyRoom,
  keySwatchWidth,
  keyTexts,
  layoutBiWheel,
} from './bi-wheel-layout';
import { type CrossAspectLine, type OuterChart, buildBiWheelModel } from './bi-wheel-model';
import { type BodyLayout, type WheelMetrics, fmt, pointAt } from './wheel-layout';
import { RETROGRADE_MARK, type WheelBody, type WheelChart } from './wheel-model';
import { Axes, Houses, Signs, Ticks } from './wheel-rings';
import { WheelText } from './wheel-text';
import { BodyLeader } from './wheel-points';
import './chart-wheel.css';
import './bi-wheel.css';
import { useTextScale } from './use-text-scale';

export interface BiWheelProps {
  /** Person A's chart, drawn inside as on the natal wheel (houses and angles with a birth time). */
  inner: WheelChart;
  /** Person B's chart: the ten planets on the outer ring, and the angles when `outerTimeKnown`. */
  outer: OuterChart;
  innerName: string;
  outerName: string;
  /** What core/synastry/contacts.ts `crossAspects` answers for A and B: one line each. */
  crossAspects: readonly CrossAspect[];
  outerTimeKnown: boolean;
  /** The <svg> element, for WheelDownloads (downloadWheelSvg / downloadWheelPng). */
  ref?: Ref<SVGSVGElement>;
  /** Fixes the text scale instead of measuring the rendered width (1 = design size). */
  textScale?: number;
  className?: string;
}

/**
 * The synastry bi-wheel: person A's chart inside (signs, houses, angles and bodies as on the
 * natal wheel), person B's planets on a ring of their own colour between A's bodies and the
 * signs, and a line for every aspect between a point of A and a point of B, coloured by aspect
 * as on the natal wheel. A's own aspects are left out so the cross-aspects read clearly.
 */
export function BiWheel({
  inner,
  outer,
  innerName,
  outerName,
  crossAspects,
  outerTimeKnown,
  ref,
  textScale,
  className,
}: BiWheelProps) {
  const { scale, setRefs } = useTextScale(textScale, ref);
  const words = useChartWords();
  const model = useMemo(
    () => buildBiWheelModel(inner, outer, crossAspects, { innerName, outerName, outerTimeKnown }, words),
    [inner, outer, crossAspects, innerName, outerName, outerTimeKnown, words],
  );
  const hasHouses = model.inner.houses.length > 0;
  const metrics = useMemo(() => biWheelMetrics(scale, { hasHouses }), [scale, hasHouses]);
  const rotation = model.inner.rotation;
  const layout = useMemo(
    () =>
      layoutBiWheel(
        {
          inner: model.inner.bodies,
          outer: model.outer,
          cusps: model.inner.houses.map((h) => h.cusp),
          axes: model.inner.axes.map((a) => a.longitude),
        },
        metrics,
        rotation,
      ),
    [model, metrics, rotation],
  );
  const descriptionId = useId();
  const half = metrics.rings.size / 2;
  const band = (metrics.rings.signInner + metrics.divider) / 2;

  return (
    <svg
      ref={setRefs}
      className={['chart-wheel', 'bi-wheel', className].filter(Boolean).join(' ')}
      viewBox={`${-half} ${-half} ${metrics.rings.size} ${metrics.rings.size}`}
      role="img"
      aria-label={model.ariaLabel}
      aria-describedby={descriptionId}
      data-detail={metrics.detail}
      xmlns="http://www.w3.org/2000/svg"
    >
      <desc id={descriptionId}>{model.description}</desc>
      <circle className="chart-wheel__face" r={metrics.rings.outer} />
      <circle className="bi-wheel__band" r={fmt(band)} strokeWidth={fmt(metrics.rings.signInner - metrics.divider)} />
      <Signs metrics={metrics.rings} rotation={rotation} />
      <Ticks metrics={metrics.rings} rotation={rotation} />
      <circle className="bi-wheel__divider" r={fmt(metrics.divider)} />
      {hasHouses ? <circle className="chart-wheel__ring" r={fmt(metrics.rings.houseOuter)} /> : null}
      <circle className="chart-wheel__aspect-circle" r={fmt(metrics.rings.aspectRadius)} />
      <Houses model={model.inner} metrics={metrics.inner} />
      <Axes model={model.inner} metrics={metrics.rings} />
      <CrossAspectLines lines={model.lines} radius={metrics.rings.aspectRadius} rotation={rotation} />
      <RingBodies
        ring="inner"
        points={model.inner.bodies}
        layout={layout.inner}
        metrics={metrics.inner}
        rotation={rotation}
      />
      <RingBodies
        ring="outer"
        points={model.outer}
        layout={layout.outer}
        metrics={metrics.outer}
        rotation={rotation}
        angleSize={metrics.outerAngleSize}
      />
      <Key metrics={metrics} innerName={innerName} outerName={outerName} words={words} />
    </svg>
  );
}

function CrossAspectLines({
  lines,
  radius,
  rotation,
}: {
  lines: readonly CrossAspectLine[];
  radius: number;
  rotation: number;
}) {
  return (
    <g className="chart-wheel__aspects bi-wheel__aspects">
      {lines.map((line) => {
        const a = pointAt(line.a, radius, rotation);
        const b = pointAt(line.b, radius, rotation);
        const ends = { x1: fmt(a.x), y1: fmt(a.y), x2: fmt(b.x), y2: fmt(b.y) };
        return (
          <g key={line.id} className="chart-wheel__aspect">
            <title>{line.title}</title>
            <line className="chart-wheel__hit" {...ends} />
            <line
              className={`chart-wheel__aspect-line chart-aspect--${line.type}`}
              data-cross-aspect={line.id}
              {...ends}
            />
          </g>
        );
      })}
    </g>
  );
}

const ANGLES = new Set(['ascendant', 'midheaven']);

/**
 * One person's bodies: the true-longitude tick on the ring they hang from, a leader to the
 * glyph where the layout moved it, the glyph, and the degree when the ring has room for it.
 */
function RingBodies({
  ring,
  points,
  layout,
  metrics,
  rotation,
  angleSize = metrics.glyphSize,
}: {
  ring: 'inner' | 'outer';
  points: readonly Pick<WheelBody, 'id' | 'glyph' | 'longitude' | 'retrograde' | 'shortLabel' | 'title'>[];
  layout: readonly BodyLayout[];
  metrics: WheelMetrics;
  rotation: number;
  angleSize?: number;
}) {
  return (
    <g className={`chart-wheel__bodies bi-wheel__bodies--${ring}`} data-ring={ring}>
      {points.map((point, i) => {
        const at = layout[i];
        if (!at) return null;
        const tickOuter = pointAt(point.longitude, metrics.signInner, rotation);
        const angle = ANGLES.has(point.id);
        return (
          <g key={point.id} className="chart-wheel__body" data-body={point.id}>
            <title>{point.title}</title>
            <BodyLeader tickOuter={tickOuter} at={at} dot={2.4} />
            <WheelText
              className={angle ? 'chart-wheel__glyph bi-wheel__angle' : 'chart-wheel__glyph'}
              at={at.glyph}
              size={angle ? angleSize : metrics.glyphSize}
            >
              {point.glyph}
            </WheelText>
            {metrics.labelSize > 0 ? (
              <WheelText className="chart-wheel__label" at={at.label} size={metrics.labelSize}>
                {point.shortLabel}
                {point.retrograde ? <tspan className="chart-wheel__retro">{RETROGRADE_MARK}</tspan> : null}
              </WheelText>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

/** Who is where, in the top corners (outside the wheel, so also in a downloaded picture). */
function Key({
  metrics,
  innerName,
  outerName,
  words,
}: {
  metrics: BiWheelMetrics;
  innerName: string;
  outerName: string;
  words: ChartWords;
}) {
  const { t } = words;
  const size = metrics.keySize;
  const [innerText, outerText] = keyTexts(
    [
      { name: innerName, frame: (name) => t('chart.biwheel.keyInner', { name }) },
      { name: outerName, frame: (name) => t('chart.biwheel.keyOuter', { name }) },
    ],
    keyRoom(metrics),
    size,
  );
  const half = metrics.rings.size / 2;
  const y = -half + KEY_MARGIN + size / 2;
  const swatch = keySwatchWidth(size);
  const r = size * 0.3;
  return (
    <g className="bi-wheel__key">
      <circle
        className="bi-wheel__swatch bi-wheel__swatch--inner"
        cx={fmt(-half + KEY_MARGIN + r)}
        cy={fmt(y)}
        r={fmt(r)}
      />
      <text
        className="bi-wheel__key-text bi-wheel__key-text--inner"
        x={fmt(-half + KEY_MARGIN + swatch)}
        y={fmt(y)}
        fontSize={fmt(size)}
      >
        {innerText}
      </text>
      <circle
        className="bi-wheel__swatch bi-wheel__swatch--outer"
        cx={fmt(half - KEY_MARGIN - r)}
        cy={fmt(y)}
        r={fmt(r)}
      />
      <text
        className="bi-wheel__key-text bi-wheel__key-text--outer"
        x={fmt(half - KEY_MARGIN - swatch)}
        y={fmt(y)}
        fontSize={fmt(size)}
      >
        {outerText}
      </text>
    </g>
  );
}
