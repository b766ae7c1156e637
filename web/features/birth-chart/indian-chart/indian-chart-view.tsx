/**
 * The kundli drawn as India draws it, North or South, with its caption, the key to its
 * abbreviations and the same houses as a table. Loaded when a sidereal chart is first shown
 * (wheel-panel.tsx), so the page's first JS does not carry it.
 */
import { type Ref, useMemo } from 'react';
import type { Chart } from '@schema/birth-chart';
import { type ChartWords, useChartWords } from '../messages';
import { formatDegreeMinute } from '../wheel/wheel-model';
import '../wheel/chart-wheel.css';
import './indian-chart.css';
import { GRAHA_LABEL, type IndianChartStyle, grahaName } from './chart-parts';
import { GRAHAS, type IndianChartModel, buildIndianChart, signIdOf } from './indian-chart-model';
import { NorthIndianChart } from './north-indian-chart';
import { SouthIndianChart } from './south-indian-chart';

export interface IndianChartViewProps {
  chart: Pick<Chart, 'planets' | 'ascendant'>;
  style: IndianChartStyle;
  /** The chart's <svg>, for the downloads. */
  ref?: Ref<SVGSVGElement>;
}

export function IndianChartView({ chart, style, ref }: IndianChartViewProps) {
  const words = useChartWords();
  const model = useMemo(() => buildIndianChart(chart), [chart]);
  return (
    <div className="indian-chart-view" data-chart-style={style}>
      <figure className="indian-chart__figure">
        {style === 'north' ? (
          <NorthIndianChart model={model} ref={ref} />
        ) : (
          <SouthIndianChart model={model} ref={ref} />
        )}
        <figcaption className="indian-chart__caption">{caption(model, style, words)}</figcaption>
      </figure>
      <GrahaKey />
      <IndianChartTable model={model} />
    </div>
  );
}

function caption(model: IndianChartModel, style: IndianChartStyle, { t, names }: ChartWords): string {
  const moonSign = model.houses[0] ? names.sign(model.houses[0].signId) : '';
  if (style === 'south')
    return t(model.basis === 'lagna' ? 'chart.indian.southCaption' : 'chart.indian.southCaptionNoTime');
  return model.basis === 'lagna'
    ? t('chart.indian.northCaption')
    : t('chart.indian.northCaptionMoon', { sign: moonSign });
}

/** What each abbreviation of the chart stands for, and the retrograde mark. */
function GrahaKey() {
  const words = useChartWords();
  const { t } = words;
  return (
    <ul className="chart-legend__list indian-chart__key" aria-label={t('chart.indian.key')}>
      {GRAHAS.map((id) => (
        <li key={id} className="chart-legend__item">
          <span className="indian-chart__key-mark">{t(GRAHA_LABEL[id])}</span>
          {grahaName(id, words)}
        </li>
      ))}
      <li className="chart-legend__item">
        <span className="indian-chart__key-mark indian-chart__key-mark--retro">{t('chart.indian.retroMark')}</span>
        {t('chart.legend.retrograde')}
      </li>
    </ul>
  );
}

/** The houses in words: each house's sign and its grahas with their degree, retrograde said. */
function IndianChartTable({ model }: { model: IndianChartModel }) {
  const words = useChartWords();
  const { t, names, tag } = words;
  const list = useMemo(() => new Intl.ListFormat(tag, { type: 'conjunction' }), [tag]);
  const first = model.houses[0];
  const sign = model.lagnaSign !== null ? signIdOf(model.lagnaSign) : first?.signId;
  return (
    <table className="chart-table indian-chart__table">
      <caption>
        {t(model.basis === 'lagna' ? 'chart.indian.table.caption' : 'chart.indian.table.captionMoon', {
          sign: sign ? names.sign(sign) : '',
        })}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('chart.positions.house')}</th>
          <th scope="col">{t('chart.positions.sign')}</th>
          <th scope="col">{t('chart.indian.table.grahas')}</th>
        </tr>
      </thead>
      <tbody>
        {model.houses.map((house) => (
          <tr key={house.house} data-house={house.house} data-sign={house.sign}>
            <th scope="row">
              {house.house === 1 && model.basis === 'lagna'
                ? t('chart.indian.table.lagnaHouse', { house: 1 })
                : house.house}
            </th>
            <td>{t('chart.indian.table.signValue', { name: names.sign(house.signId), number: house.sign })}</td>
            <td>
              {house.grahas.length === 0 ? (
                <span className="muted">{t('chart.indian.table.none')}</span>
              ) : (
                list.format(
                  house.grahas.map((g) =>
                    t('chart.indian.table.graha', {
                      name: grahaName(g.id, words),
                      position: formatDegreeMinute(g.longitude),
                      retrograde: g.retrograde ? 'yes' : 'no',
                    }),
                  ),
                )
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
