import type { Chart } from '@schema/birth-chart';
import { AspectGlyph } from './aspect-glyph';
import { aspectGrid } from './chart-tables';
import { useChartWords } from './messages';
import { bodyGlyph } from './wheel/wheel-model';

export const ASPECTS_TITLE_ID = 'aspect-grid-title';

function PointHead({ id, name, scope }: { id: string; name: string; scope: 'col' | 'row' }) {
  return (
    <th scope={scope} title={name}>
      <span className="chart-table__glyph" aria-hidden="true">
        {bodyGlyph(id)}
      </span>
      <span className="sr-only">{name}</span>
    </th>
  );
}

/**
 * The classic triangular aspect grid: each pair of points once, the aspect's glyph and its orb
 * in their cell. Glyphs are hidden from screen readers, which hear the aspect's name, orb and
 * motion with the row and column names instead.
 */
export function AspectGrid({ chart }: { chart: Pick<Chart, 'planets' | 'ascendant' | 'midheaven' | 'aspects'> }) {
  const words = useChartWords();
  const { t } = words;
  const grid = aspectGrid(chart, words);
  const columns = grid.points.slice(0, -1);
  return (
    <section aria-labelledby={ASPECTS_TITLE_ID} className="card chart-table-card">
      <h2 id={ASPECTS_TITLE_ID}>{t('chart.grid.title')}</h2>
      <p className="muted chart-table-note">
        {t(chart.ascendant !== null ? 'chart.grid.note' : 'chart.grid.noteNoTime', { count: grid.count })}
      </p>
      {/* Focusable, so a keyboard can scroll the grid where it is wider than a phone. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1). */}
      <div className="chart-table-scroll" role="region" aria-labelledby={ASPECTS_TITLE_ID} tabIndex={0}>
        <table className="chart-table aspect-grid" aria-labelledby={ASPECTS_TITLE_ID}>
          <thead>
            <tr>
              <td />
              {columns.map((p) => (
                <PointHead key={p.id} id={p.id} name={p.name} scope="col" />
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.rows.map((row) => (
              <tr key={row.id}>
                <PointHead id={row.id} name={row.name} scope="row" />
                {row.cells.map((cell, i) =>
                  cell ? (
                    <td
                      key={columns[i]?.id}
                      className={`aspect-grid__cell aspect-grid__cell--${cell.type}`}
                      title={cell.title}
                    >
                      <AspectGlyph type={cell.type} className="aspect-grid__glyph" />
                      <span className="aspect-grid__orb" aria-hidden="true">
                        {cell.orb}
                      </span>
                      <span className="sr-only">{cell.spoken}</span>
                    </td>
                  ) : (
                    <td key={columns[i]?.id} className="aspect-grid__cell" />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
