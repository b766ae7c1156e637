import { WheelText } from './wheel-text';
import { type BodyLayout, fmt, pointAt } from './wheel-layout';
import { RETROGRADE_MARK } from './wheel-model';
import './chart-wheel.css';
import type { PartProps } from './wheel-rings';

export function Aspects({ model, metrics, layout }: PartProps & { layout: BodyLayout[] }) {
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

const NONE: ReadonlySet<string> = new Set();

export function Bodies({
  model,
  layout,
  metrics,
  highlighted = NONE,
}: PartProps & { layout: BodyLayout[]; highlighted?: ReadonlySet<string> }) {
  return (
    <g className="chart-wheel__bodies">
      {model.bodies.map((body, i) => {
        const at = layout[i];
        if (!at) return null;
        const tickOuter = pointAt(body.longitude, metrics.signInner, model.rotation);
        const lit = highlighted.has(body.id);
        return (
          <g
            key={body.id}
            className={lit ? 'chart-wheel__body chart-wheel__body--highlighted' : 'chart-wheel__body'}
            data-body={body.id}
            data-highlighted={lit ? 'true' : undefined}
          >
            <title>{body.title}</title>
            {lit ? (
              <circle
                className="chart-wheel__halo"
                cx={fmt(at.glyph.x)}
                cy={fmt(at.glyph.y)}
                r={fmt(metrics.glyphSize * 0.85)}
              />
            ) : null}
            <BodyLeader tickOuter={tickOuter} at={at} dot={2.2} />
            <WheelText className="chart-wheel__glyph" at={at.glyph} size={metrics.glyphSize}>
              {body.glyph}
            </WheelText>
            <WheelText className="chart-wheel__label" at={at.label} size={metrics.labelSize}>
              {metrics.compact ? body.shortLabel : body.label}
              {body.retrograde ? <tspan className="chart-wheel__retro">{RETROGRADE_MARK}</tspan> : null}
            </WheelText>
          </g>
        );
      })}
    </g>
  );
}

/** A body's tick on the sign ring, its leader out to the glyph, and the dot where aspect lines meet it. */
export function BodyLeader({
  tickOuter,
  at,
  dot,
}: {
  tickOuter: { x: number; y: number };
  at: BodyLayout;
  dot: number;
}) {
  return (
    <>
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
      <circle className="chart-wheel__body-dot" cx={fmt(at.aspectPoint.x)} cy={fmt(at.aspectPoint.y)} r={dot} />
    </>
  );
}
