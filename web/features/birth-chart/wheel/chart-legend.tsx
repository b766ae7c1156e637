import { ASPECT_DEFINITIONS } from '@core/astro/aspects';
import { AspectGlyph } from '../aspect-glyph';
import { useChartWords } from '../messages';
import { LEGEND_BODIES, RETROGRADE_MARK, WHEEL_ASPECT_TYPES, bodyGlyph, bodyName } from './wheel-model';
import './chart-wheel.css';

export interface ChartLegendProps {
  /** Body ids to list, as the wheel draws them (legendBodies); the spec's list and Lilith by default. */
  bodies?: readonly string[];
  /** The angles the wheel marks (legendAngles): AC, DC, MC, IC with a birth time. */
  angles?: readonly { label: string; name: string }[];
  /** Adds the aspect colour key and the retrograde mark. */
  showAspects?: boolean;
  className?: string;
}

/** The wheel's legend (docs/product.md#birth-chart-page): glyph and name of every point drawn, then the aspect colours. */
export function ChartLegend({ bodies = LEGEND_BODIES, angles = [], showAspects = true, className }: ChartLegendProps) {
  const words = useChartWords();
  const { t, names } = words;
  return (
    <div className={className ? `chart-legend ${className}` : 'chart-legend'}>
      <ul className="chart-legend__list" aria-label={t('chart.legend.points')}>
        {bodies.map((id) => (
          <li key={id} className="chart-legend__item">
            <span className="chart-legend__glyph" aria-hidden="true">
              {bodyGlyph(id)}
            </span>
            {bodyName(id, words)}
          </li>
        ))}
        {angles.map((angle) => (
          <li key={angle.label} className="chart-legend__item">
            <span className="chart-legend__glyph chart-legend__glyph--angle" aria-hidden="true">
              {angle.label}
            </span>
            {angle.name}
          </li>
        ))}
      </ul>
      {showAspects ? (
        <ul className="chart-legend__list" aria-label={t('chart.legend.aspects')}>
          {WHEEL_ASPECT_TYPES.map((type) => (
            <li key={type} className="chart-legend__item">
              <svg className="chart-legend__swatch" width="28" height="10" viewBox="0 0 28 10" aria-hidden="true">
                <line className={`chart-aspect--${type}`} x1="2" y1="5" x2="26" y2="5" />
              </svg>
              <AspectGlyph type={type} className={`chart-legend__aspect chart-legend__aspect--${type}`} />
              {t('chart.legend.aspect', { aspect: names.aspect(type), angle: ASPECT_DEFINITIONS[type].angle })}
            </li>
          ))}
          <li className="chart-legend__item">
            <span className="chart-legend__glyph chart-legend__glyph--retro" aria-hidden="true">
              {RETROGRADE_MARK}
            </span>
            {t('chart.legend.retrograde')}
          </li>
        </ul>
      ) : null}
    </div>
  );
}
