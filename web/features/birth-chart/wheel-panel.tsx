import { type RefObject, Suspense, lazy, useEffect, useId, useRef, useState } from 'react';
import type { BirthChartResponse, Chart, HouseSystem } from '@schema/birth-chart';
import { toast } from '@web/components/toast-store';
import { useT } from '@web/lib/i18n';
import { scrollIntoSight } from '@web/lib/scroll-into-sight';
import { type ChartStyle, ChartStyleChoice, rememberChartStyle, storedChartStyle } from './chart-style-choice';
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

// The Indian charts load with a sidereal chart: a tropical reader never needs them.
export const loadIndianChart = () => import('./indian-chart/indian-chart-view');
const IndianChartView = lazy(() => loadIndianChart().then((m) => ({ default: m.IndianChartView })));

/** The wheel's heading: where Calculate brings the reader (the page scrolls to it and focuses it). */
export const WHEEL_TITLE_ID = 'wheel-title';

/** YYYY-MM-DD of an instant on the clocks of the place (its offset then). */
export function localBirthDate(utc: string, utcOffsetMinutes: number): string {
  return new Date(Date.parse(utc) + Math.round(utcOffsetMinutes * 60_000)).toISOString().slice(0, 10);
}

/**
 * The wheel with its legend, the house-system picker (recast on this device) and downloads; a
 * sidereal chart may be drawn as a North or South Indian kundli instead (the North one unless the
 * device chose otherwise). The wheel stays mounted, hidden, under a kundli: the page's `svgRef`
 * (the custom report, the deep analysis's highlights) always reaches it.
 */
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
  const indian = useRef<SVGSVGElement>(null);
  const pickerId = useId();
  const [chosen, setChosen] = useState<ChartStyle>(storedChartStyle);
  const view: ChartStyle = chart.zodiac === 'sidereal' ? chosen : 'wheel';
  // A placement lit by the deep analysis is drawn on the wheel: it is shown (not remembered) and brought into sight.
  useEffect(() => {
    if (!highlight) return;
    setChosen('wheel');
    const frame = requestAnimationFrame(() =>
      scrollIntoSight(wheel.current, { block: 'center', when: 'clipped', smooth: true }),
    );
    return () => cancelAnimationFrame(frame);
  }, [highlight, wheel]);
  // The birth's own date at the birth place, not the UTC one (a birth at 00:30 in Tokyo is the day before in UTC).
  const date = localBirthDate(chart.utc, chart.utcOffsetMinutes);
  const fileName = view === 'wheel' ? `stella-chart-${date}` : `stella-kundli-${view}-${date}`;

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
          {chart.houses && view === 'wheel' ? (
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
            svgRef={view === 'wheel' ? wheel : indian}
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
      {chart.zodiac === 'sidereal' ? (
        <ChartStyleChoice
          value={view}
          onChange={(style) => {
            setChosen(style);
            rememberChartStyle(style);
          }}
        />
      ) : null}
      <div className="wheel-panel__wheel" hidden={view !== 'wheel'}>
        <ChartWheel chart={chart} ref={wheel} highlight={highlight ?? undefined} />
      </div>
      {view === 'wheel' ? null : (
        <Suspense fallback={<div className="wheel-panel__kundli-loading" />}>
          <IndianChartView chart={chart} style={view} ref={indian} />
        </Suspense>
      )}
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
      {view === 'wheel' ? <ChartLegend bodies={legendBodies(chart)} angles={legendAngles(chart, words)} /> : null}
      {view !== 'wheel' ? null : chart.houses ? (
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
