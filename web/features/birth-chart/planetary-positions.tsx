import type { Chart } from '@schema/birth-chart';
import { positionRows } from './chart-tables';
import { useChartWords } from './messages';
import { RETROGRADE_MARK, bodyGlyph, signGlyph } from './wheel/wheel-model';
import { ZodiacLabel } from './kundli-summary';

export const POSITIONS_TITLE_ID = 'planets-title';

/**
 * Every position of the chart as a table (body, sign, degree, house, motion): the wheel in words,
 * for every reader (docs/decisions/024-chart-tables.md). The angles are cusps, not in a house.
 */
export function PlanetaryPositions({
  chart,
}: {
  chart: Pick<Chart, 'planets' | 'ascendant' | 'midheaven' | 'aspects' | 'zodiac' | 'ayanamsa'>;
}) {
  const words = useChartWords();
  const { t, names } = words;
  const rows = positionRows(chart, words);
  const timeKnown = chart.ascendant !== null;
  return (
    <section aria-labelledby={POSITIONS_TITLE_ID} className="card chart-table-card">
      <h2 id={POSITIONS_TITLE_ID}>{t('chart.positions.title')}</h2>
      <ZodiacLabel chart={chart} />
      <table className="chart-table positions-table" aria-labelledby={POSITIONS_TITLE_ID}>
        <thead>
          <tr>
            <th scope="col">{t('chart.positions.body')}</th>
            <th scope="col">{t('chart.positions.sign')}</th>
            <th scope="col">{t('chart.positions.degree')}</th>
            <th scope="col">{t('chart.positions.house')}</th>
            <th scope="col">{t('chart.positions.motion')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-body={row.id}>
              <th scope="row">
                {/* The angles' marks (AC, MC) say no more than their names. */}
                {row.angle ? null : (
                  <span className="chart-table__glyph" aria-hidden="true">
                    {bodyGlyph(row.id)}
                  </span>
                )}
                {row.name}
              </th>
              <td>
                <span className={`chart-table__glyph chart-table__sign--${row.sign.element}`} aria-hidden="true">
                  {signGlyph(row.sign)}
                </span>
                {names.sign(row.sign.id)}
              </td>
              <td>
                <span aria-hidden="true">{row.degree}</span>
                <span className="sr-only">{row.spokenDegree}</span>
              </td>
              <td>
                {row.house ?? (
                  <>
                    <span className="muted" aria-hidden="true">
                      –
                    </span>
                    <span className="sr-only">{t('chart.positions.noHouse')}</span>
                  </>
                )}
              </td>
              <td className="chart-table__motion">
                {row.angle ? null : row.retrograde ? (
                  <span className="chart-table__retro">
                    <span aria-hidden="true">{RETROGRADE_MARK}</span>
                    <span className="chart-table__word"> {t('chart.positions.retrograde')}</span>
                  </span>
                ) : (
                  <span className="muted chart-table__word">{t('chart.positions.direct')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {timeKnown ? null : <p className="muted chart-table-note">{t('chart.positions.noTime')}</p>}
    </section>
  );
}
