import type { CrossAspect } from '@core/synastry/contacts';
import { useId, useMemo } from 'react';
import { AspectGlyph } from '../aspect-glyph';
import { useChartWords } from '../messages';
import { type CrossAspectHead, crossAspectGrid } from './bi-wheel-model';
import './chart-wheel.css';
import './bi-wheel.css';

export interface CrossAspectTableProps {
  /** What core/synastry/contacts.ts `crossAspects` answers for A and B. */
  crossAspects: readonly CrossAspect[];
  aName: string;
  bName: string;
  /** With a birth time a person's Ascendant and Midheaven get a row (A) or a column (B). */
  timeKnownA: boolean;
  timeKnownB: boolean;
}

const ANGLES = new Set(['ascendant', 'midheaven']);

function PointHead({ point, scope, side }: { point: CrossAspectHead; scope: 'col' | 'row'; side: 'inner' | 'outer' }) {
  const angle = ANGLES.has(point.id);
  return (
    <th scope={scope} title={point.title} className={`cross-aspects__head cross-aspects__head--${side}`}>
      <span
        className={angle ? 'cross-aspects__glyph cross-aspects__glyph--angle' : 'cross-aspects__glyph'}
        aria-hidden="true"
      >
        {point.glyph}
      </span>
      <span className="sr-only">{point.name}</span>
    </th>
  );
}

/**
 * The synastry aspect grid, as the natal one (aspect-grid.tsx) but square: a row for each of A's
 * points and a column for each of B's, the aspect's glyph and orb where the two meet. Glyphs are
 * hidden from screen readers, which hear "Venus trine Mars, orb 1 degree 12 minutes" with the
 * row and column names instead. The grid scrolls sideways in its own region, A's column fixed.
 */
export function CrossAspectTable({ crossAspects, aName, bName, timeKnownA, timeKnownB }: CrossAspectTableProps) {
  const words = useChartWords();
  const grid = useMemo(
    () => crossAspectGrid(crossAspects, { aName, bName, timeKnownA, timeKnownB }, words),
    [crossAspects, aName, bName, timeKnownA, timeKnownB, words],
  );
  const captionId = useId();
  return (
    // Focusable, so a keyboard can scroll the grid where it is wider than a phone.
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus (WCAG 2.1.1).
    <div className="cross-aspects" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className="cross-aspects__table">
        <caption id={captionId} className="cross-aspects__caption">
          {words.t('chart.biwheel.table.caption', { aName, bName })}
        </caption>
        <thead>
          <tr>
            <td className="cross-aspects__corner" />
            {grid.columns.map((column) => (
              <PointHead key={column.id} point={column} scope="col" side="outer" />
            ))}
          </tr>
        </thead>
        <tbody>
          {grid.rows.map((row) => (
            <tr key={row.id}>
              <PointHead point={row} scope="row" side="inner" />
              {row.cells.map((cell, i) => {
                const key = grid.columns[i]?.id;
                return cell ? (
                  <td key={key} className={`cross-aspects__cell cross-aspects__cell--${cell.type}`} title={cell.title}>
                    <AspectGlyph type={cell.type} className="cross-aspects__aspect" />
                    <span className="cross-aspects__orb" aria-hidden="true">
                      {cell.orb}
                    </span>
                    <span className="sr-only">{cell.spoken}</span>
                  </td>
                ) : (
                  <td key={key} className="cross-aspects__cell" />
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
