import { useChartWords } from '../messages';
import { WheelText } from './wheel-text';
import { useMemo } from 'react';
import { type WheelMetrics, axisLabelRadius, fmt, norm360, pointAt, sectorPath } from './wheel-layout';
import { WHEEL_SIGNS, type WheelModel, signGlyph } from './wheel-model';
import './chart-wheel.css';

export interface PartProps {
  model: WheelModel;
  metrics: WheelMetrics;
}

export function Signs({ metrics, rotation }: { metrics: WheelMetrics; rotation: number }) {
  const { t, names } = useChartWords();
  return (
    <g className="chart-wheel__signs">
      {WHEEL_SIGNS.map(({ sign, start }) => {
        const glyphAt = pointAt(start + 15, metrics.signGlyphRadius, rotation);
        const edgeIn = pointAt(start, metrics.signInner, rotation);
        const edgeOut = pointAt(start, metrics.outer, rotation);
        return (
          <g key={sign.id}>
            <title>
              {t('chart.wheel.signTitle', {
                sign: names.sign(sign.id),
                element: sign.element,
                modality: sign.modality,
                start,
                end: start + 30,
              })}
            </title>
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
export function Ticks({ metrics, rotation }: { metrics: WheelMetrics; rotation: number }) {
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

const NONE: ReadonlySet<never> = new Set();

/** The sectors of the emphasised houses, under the cusps and the bodies. */
export function HouseHighlights({ model, metrics, houses }: PartProps & { houses: ReadonlySet<number> }) {
  if (model.houses.length === 0) return null;
  return (
    <g className="chart-wheel__house-highlights">
      {model.houses
        .filter((house) => houses.has(house.number))
        .map((house) => (
          <path
            key={house.number}
            className="chart-wheel__house-sector"
            data-house={house.number}
            d={sectorPath(house.cusp, house.next, metrics.aspectRadius, metrics.signInner, model.rotation)}
          />
        ))}
    </g>
  );
}

export function Houses({ model, metrics, highlighted = NONE }: PartProps & { highlighted?: ReadonlySet<number> }) {
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
          <g
            key={house.number}
            className={
              highlighted.has(house.number)
                ? 'chart-wheel__house chart-wheel__house--highlighted'
                : 'chart-wheel__house'
            }
            data-house={highlighted.size > 0 ? house.number : undefined}
            data-highlighted={highlighted.has(house.number) ? 'true' : undefined}
          >
            <title>{house.title}</title>
            <line className="chart-wheel__hit" {...line} />
            <line className="chart-wheel__cusp" {...line} />
            <WheelText className="chart-wheel__house-number" at={label} size={metrics.houseNumberSize}>
              {house.number}
            </WheelText>
          </g>
        );
      })}
    </g>
  );
}

export function Axes({ model, metrics, highlighted = NONE }: PartProps & { highlighted?: ReadonlySet<string> }) {
  if (model.axes.length === 0) return null;
  return (
    <g className="chart-wheel__axes">
      {model.axes.map((axis) => {
        const a = pointAt(axis.longitude, metrics.aspectRadius, model.rotation);
        const b = pointAt(axis.longitude, metrics.axisLineEnd, model.rotation);
        const label = pointAt(axis.longitude, axisLabelRadius(axis.longitude, model.rotation, metrics), model.rotation);
        return (
          <g
            key={axis.label}
            className={highlighted.has(axis.label) ? 'chart-wheel__axis-group--highlighted' : undefined}
            data-axis={highlighted.size > 0 ? axis.label : undefined}
            data-highlighted={highlighted.has(axis.label) ? 'true' : undefined}
          >
            <title>{axis.title}</title>
            <line className="chart-wheel__axis" x1={fmt(a.x)} y1={fmt(a.y)} x2={fmt(b.x)} y2={fmt(b.y)} />
            <WheelText className="chart-wheel__axis-label" at={label} size={metrics.axisLabelSize}>
              {axis.label}
            </WheelText>
          </g>
        );
      })}
    </g>
  );
}
