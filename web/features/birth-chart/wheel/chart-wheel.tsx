import { type Ref, useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  type BodyLayout,
  type WheelMetrics,
  axisLabelRadius,
  fmt,
  layoutBodies,
  norm360,
  pointAt,
  sectorPath,
  textScaleForWidth,
  wheelMetrics,
} from './wheel-layout';
import {
  type NodeChoice,
  RETROGRADE_MARK,
  WHEEL_SIGNS,
  type WheelChart,
  type WheelModel,
  buildWheelModel,
  signGlyph,
} from './wheel-model';
import './chart-wheel.css';

export interface ChartWheelProps {
  chart: WheelChart;
  /** Which North Node to draw when the chart holds both (default: the true node). */
  nodes?: NodeChoice;
  /** Fixes the text scale instead of measuring the rendered width (1 = design size). */
  textScale?: number;
  className?: string;
  /** The <svg> element, for downloadWheelSvg / downloadWheelPng. */
  ref?: Ref<SVGSVGElement>;
}

/**
 * The natal chart wheel: signs, houses, angles, bodies and aspects as one responsive SVG. The
 * Ascendant sits at 9 o'clock and the zodiac runs counter-clockwise; without a birth time there
 * are no houses and 0° Aries is on the left. The type grows on narrow screens (the rings make
 * room for it) so glyphs stay readable on a phone.
 */
export function ChartWheel({ chart, nodes, textScale, className, ref }: ChartWheelProps) {
  const [measured, setMeasured] = useState(1);
  const svgRef = useRef<SVGSVGElement | null>(null);
  const setRefs = useCallback(
    (node: SVGSVGElement | null) => {
      svgRef.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  useLayoutEffect(() => {
    const svg = svgRef.current;
    if (!svg || textScale !== undefined) return;
    const update = (width: number) => setMeasured(textScaleForWidth(width));
    update(svg.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) update(entry.contentRect.width);
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, [textScale]);

  const scale = textScale ?? measured;
  const model = useMemo(() => buildWheelModel(chart, { nodes }), [chart, nodes]);
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

  return (
    <svg
      ref={setRefs}
      className={className ? `chart-wheel ${className}` : 'chart-wheel'}
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
      <Houses model={model} metrics={metrics} />
      <Axes model={model} metrics={metrics} />
      <Aspects model={model} metrics={metrics} layout={layout} />
      <Bodies model={model} layout={layout} metrics={metrics} />
    </svg>
  );
}

interface PartProps {
  model: WheelModel;
  metrics: WheelMetrics;
}

function Signs({ metrics, rotation }: { metrics: WheelMetrics; rotation: number }) {
  return (
    <g className="chart-wheel__signs">
      {WHEEL_SIGNS.map(({ sign, start }) => {
        const glyphAt = pointAt(start + 15, metrics.signGlyphRadius, rotation);
        const edgeIn = pointAt(start, metrics.signInner, rotation);
        const edgeOut = pointAt(start, metrics.outer, rotation);
        return (
          <g key={sign.id}>
            <title>{`${sign.name} (${sign.element}, ${sign.modality}): ${start}° to ${start + 30}°`}</title>
            <path
              className={`chart-wheel__sector chart-wheel__sector--${sign.element}`}
              d={sectorPath(start, start + 30, metrics.signInner, metrics.outer, rotation)}
            />
            <line
              className="chart-wheel__sign-edge"
              x1={fmt(edgeIn.x)}
              y1={fmt(edgeIn.y)}
              x2={fmt(edgeOut.x)}
              y2={fmt(edgeOut.y)}
            />
            <text
              className={`chart-wheel__sign chart-wheel__sign--${sign.element}`}
              x={fmt(glyphAt.x)}
              y={fmt(glyphAt.y)}
              fontSize={fmt(metrics.signGlyphSize)}
            >
              {signGlyph(sign)}
            </text>
          </g>
        );
      })}
      <circle className="chart-wheel__ring chart-wheel__ring--outer" r={metrics.outer} />
      <circle className="chart-wheel__ring" r={metrics.signInner} />
    </g>
  );
}

/** One path per tick length: 360 ticks as three elements. */
function Ticks({ metrics, rotation }: { metrics: WheelMetrics; rotation: number }) {
  const paths = useMemo(() => {
    const minor: string[] = [];
    const major: string[] = [];
    for (let deg = 0; deg < 360; deg++) {
      if (deg % 30 === 0) continue;
      const length = deg % 10 === 0 ? 9 : deg % 5 === 0 ? 6 : 3;
      const a = pointAt(deg, metrics.signInner, rotation);
      const b = pointAt(deg, metrics.signInner - length, rotation);
      (deg % 5 === 0 ? major : minor).push(`M${fmt(a.x)} ${fmt(a.y)}L${fmt(b.x)} ${fmt(b.y)}`);
    }
    return { minor: minor.join(''), major: major.join('') };
  }, [metrics.signInner, rotation]);
  return (
    <g>
      <path className="chart-wheel__ticks" d={paths.minor} />
      <path className="chart-wheel__ticks chart-wheel__ticks--major" d={paths.major} />
    </g>
  );
}

function Houses({ model, metrics }: PartProps) {
  if (model.houses.length === 0) return null;
  const rotation = model.rotation;
  return (
    <g className="chart-wheel__houses">
      {model.houses.map((house) => {
        const a = pointAt(house.cusp, metrics.aspectRadius, rotation);
        const b = pointAt(house.cusp, metrics.signInner, rotation);
        const mid = house.cusp + norm360(house.next - house.cusp) / 2;
        const label = pointAt(mid, metrics.houseNumberRadius, rotation);
        const line = { x1: fmt(a.x), y1: fmt(a.y), x2: fmt(b.x), y2: fmt(b.y) };
        return (
          <g key={house.number} className="chart-wheel__house">
            <title>{house.title}</title>
            <line className="chart-wheel__hit" {...line} />
            <line className="chart-wheel__cusp" {...line} />
            <text
              className="chart-wheel__house-number"
              x={fmt(label.x)}
              y={fmt(label.y)}
              fontSize={fmt(metrics.houseNumberSize)}
            >
              {house.number}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Axes({ model, metrics }: PartProps) {
  if (model.axes.length === 0) return null;
  return (
    <g className="chart-wheel__axes">
      {model.axes.map((axis) => {
        const a = pointAt(axis.longitude, metrics.aspectRadius, model.rotation);
        const b = pointAt(axis.longitude, metrics.axisLineEnd, model.rotation);
        const label = pointAt(axis.longitude, axisLabelRadius(axis.longitude, model.rotation, metrics), model.rotation);
        return (
          <g key={axis.label}>
            <title>{axis.title}</title>
            <line className="chart-wheel__axis" x1={fmt(a.x)} y1={fmt(a.y)} x2={fmt(b.x)} y2={fmt(b.y)} />
            <text
              className="chart-wheel__axis-label"
              x={fmt(label.x)}
              y={fmt(label.y)}
              fontSize={fmt(metrics.axisLabelSize)}
            >
              {axis.label}
            </text>
          </g>
        );
      })}
    </g>
  );
}

function Aspects({ model, metrics, layout }: PartProps & { layout: BodyLayout[] }) {
  const anchors = new Map(layout.map((l) => [l.id, l.aspectPoint]));
  const anchor = (id: string) => {
    const known = anchors.get(id);
    if (known) return known;
    const longitude = model.points[id];
    return longitude === undefined ? null : pointAt(longitude, metrics.aspectRadius, model.rotation);
  };
  return (
    <g className="chart-wheel__aspects">
      {model.aspects.map((aspect) => {
        const a = anchor(aspect.planet1);
        const b = anchor(aspect.planet2);
        if (!a || !b) return null;
        const line = { x1: fmt(a.x), y1: fmt(a.y), x2: fmt(b.x), y2: fmt(b.y) };
        return (
          <g key={aspect.key} className="chart-wheel__aspect">
            <title>{aspect.title}</title>
            <line className="chart-wheel__hit" {...line} />
            <line className={`chart-wheel__aspect-line chart-aspect--${aspect.type}`} {...line} />
          </g>
        );
      })}
    </g>
  );
}

function Bodies({ model, layout, metrics }: PartProps & { layout: BodyLayout[] }) {
  return (
    <g className="chart-wheel__bodies">
      {model.bodies.map((body, i) => {
        const at = layout[i];
        if (!at) return null;
        const tickOuter = pointAt(body.longitude, metrics.signInner, model.rotation);
        return (
          <g key={body.id} className="chart-wheel__body" data-body={body.id}>
            <title>{body.title}</title>
            <line
              className="chart-wheel__body-tick"
              x1={fmt(tickOuter.x)}
              y1={fmt(tickOuter.y)}
              x2={fmt(at.leader.x2)}
              y2={fmt(at.leader.y2)}
            />
            <line
              className="chart-wheel__leader"
              x1={fmt(at.leader.x1)}
              y1={fmt(at.leader.y1)}
              x2={fmt(at.leader.x2)}
              y2={fmt(at.leader.y2)}
            />
            <circle className="chart-wheel__body-dot" cx={fmt(at.aspectPoint.x)} cy={fmt(at.aspectPoint.y)} r={2.2} />
            <text
              className="chart-wheel__glyph"
              x={fmt(at.glyph.x)}
              y={fmt(at.glyph.y)}
              fontSize={fmt(metrics.glyphSize)}
            >
              {body.glyph}
            </text>
            <text
              className="chart-wheel__label"
              x={fmt(at.degree.x)}
              y={fmt(at.degree.y)}
              fontSize={fmt(metrics.labelSize)}
            >
              {body.degreeLabel}
            </text>
            <text
              className="chart-wheel__label"
              x={fmt(at.minute.x)}
              y={fmt(at.minute.y)}
              fontSize={fmt(metrics.labelSize)}
            >
              {body.minuteLabel}
              {body.retrograde ? <tspan className="chart-wheel__retro">{RETROGRADE_MARK}</tspan> : null}
            </text>
          </g>
        );
      })}
    </g>
  );
}
