import { type RefObject, useId, useRef } from 'react';
import type { BirthChartResponse, Chart, HouseSystem } from '@schema/birth-chart';
import { toast } from '@web/components/toast-store';
import { useT } from '@web/lib/i18n';
import { chartMessages, useChartWords } from './messages';
import { ChartLegend, ChartWheel, WheelDownloads } from './wheel';
import { legendAngles, legendBodies } from './wheel/wheel-model';
import { KundliSummary, ZodiacLabel } from './kundli-summary';

interface Props {
  chart: Chart;
  /** The whole answer, when the page has it: a sidereal one's kundli facts are shown with the wheel. */
  result?: BirthChartResponse;
  houseSystem: HouseSystem;
  houseSystems: { id: HouseSystem; name: string }[];
  onHouseSystem: (system: HouseSystem) => void;
  /** The wheel's <svg>, when the page needs it too (the custom report draws it). */
  svgRef?: RefObject<SVGSVGElement | null>;
  /** A placement of the deep analysis shown on the wheel, said in words under it. */
  highlight?: { label: string; points: string[]; houses: number[] } | null;
  onClearHighlight?: () => void;
  /** Brings the reader back to the chip that lit the placement. */
  onBackToHighlight?: () => void;
}

/** The wheel's heading: where Calculate brings the reader (the page scrolls to it and focuses it). */
export const WHEEL_TITLE_ID = 'wheel-title';

/** YYYY-MM-DD of an instant on the clocks of the place (its offset then). */
export function localBirthDate(utc: string, utcOffsetMinutes: number): string {
  return new Date(Date.parse(utc) + Math.round(utcOffsetMinutes * 60_000)).toISOString().slice(0, 10);
}

/** The wheel with its legend, the house-system picker (recast on this device) and downloads. */
export function ChartWheelPanel({
  chart,
  result,
  houseSystem,
  houseSystems,
  onHouseSystem,
  svgRef,
  highlight,
  onClearHighlight,
  onBackToHighlight,
}: Props) {
  const t = useT(chartMessages);
  const words = useChartWords();
  const own = useRef<SVGSVGElement>(null);
  const wheel = svgRef ?? own;
  const pickerId = useId();
  // The birth's own date at the birth place, not the UTC one (a birth at 00:30 in Tokyo is the day before in UTC).
  const fileName = `stella-chart-${localBirthDate(chart.utc, chart.utcOffsetMinutes)}`;

  return (
    <section className="card wheel-panel" aria-labelledby={WHEEL_TITLE_ID}>
      <div className="wheel-panel__head">
        <div>
          <h2 id={WHEEL_TITLE_ID} tabIndex={-1}>
            {t('chart.wheelPanel.title')}
          </h2>
          <ZodiacLabel chart={chart} />
        </div>
        <div className="wheel-panel__tools">
          {chart.houses ? (
            <label htmlFor={pickerId} className="wheel-panel__picker">
              <span className="wheel-panel__picker-label">{t('chart.houseSystem.label')}</span>
              <select
                id={pickerId}
                className="input"
                value={houseSystem}
                onChange={(e) => onHouseSystem(e.target.value as HouseSystem)}
              >
                {houseSystems.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          <WheelDownloads
            svgRef={wheel}
            fileName={fileName}
            onError={() =>
              toast({
                title: t('chart.wheelPanel.downloadFailedTitle'),
                description: t('chart.wheelPanel.downloadFailed'),
              })
            }
          />
        </div>
      </div>
      <div className="wheel-panel__wheel">
        <ChartWheel chart={chart} ref={wheel} highlight={highlight ?? undefined} />
      </div>
      {/* The wheel is one image: what it emphasises is said here (and announced when it changes). */}
      <div className="wheel-panel__highlight" aria-live="polite">
        {highlight ? (
          <>
            <p>{t('chart.analysis.deep.shown', { label: highlight.label })}</p>
            <div className="wheel-panel__highlight-actions">
              {onBackToHighlight ? (
                <button type="button" className="btn btn--outline btn--sm" onClick={onBackToHighlight}>
                  {t('chart.analysis.deep.back')}
                </button>
              ) : null}
              {onClearHighlight ? (
                <button type="button" className="btn btn--ghost btn--sm" onClick={onClearHighlight}>
                  {t('chart.analysis.deep.clear')}
                </button>
              ) : null}
            </div>
          </>
        ) : null}
      </div>
      {result ? <KundliSummary result={result} /> : null}
      <ChartLegend bodies={legendBodies(chart)} angles={legendAngles(chart, words)} />
      {chart.houses ? (
        <details className="wheel-panel__explainer">
          <summary>{t('chart.houseSystem.whyTitle')}</summary>
          <p>{t('chart.houseSystem.why')}</p>
        </details>
      ) : (
        <p className="muted">{t('chart.wheelPanel.noTime')}</p>
      )}
    </section>
  );
}
