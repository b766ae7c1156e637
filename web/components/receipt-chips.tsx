import type { Receipt } from '@schema/stella';
import './receipt-chips.css';

/** A receipt chosen to be shown on a wheel. */
export interface ChosenReceipt {
  key: string;
  label: string;
  points: string[];
  houses: number[];
}

/**
 * The placements a paragraph rests on (its receipts: decision 030), each a chip. With `onChoose`, a
 * chip that has something to draw (points or houses) is a toggle that shows it on the wheel; the
 * others, and every chip without `onChoose`, are plain labels. `className` is the feature's own
 * hook ("stella-chip" gives "stella-chips" on the list and "stella-chip" on each chip).
 */
export function ReceiptChips({
  facts,
  label,
  keyPrefix = '',
  chosenKey = null,
  onChoose,
  className,
}: {
  facts: readonly Receipt[];
  /** The list's accessible name. */
  label: string;
  keyPrefix?: string;
  chosenKey?: string | null;
  onChoose?: (receipt: ChosenReceipt | null) => void;
  className?: string;
}) {
  const chip = className ? `receipt-chip ${className}` : 'receipt-chip';
  return (
    <ul className={className ? `receipt-chips ${className}s` : 'receipt-chips'} aria-label={label}>
      {facts.map((fact) => {
        const key = `${keyPrefix}:${fact.id}`;
        const pressed = chosenKey === key;
        return (
          <li key={fact.id}>
            {onChoose && fact.points.length + fact.houses.length > 0 ? (
              <button
                type="button"
                className={chip}
                aria-pressed={pressed}
                data-fact={fact.id}
                data-points={fact.points.join(' ')}
                onClick={() =>
                  onChoose(pressed ? null : { key, label: fact.label, points: fact.points, houses: fact.houses })
                }
              >
                {fact.label}
              </button>
            ) : (
              <span
                className={`${chip} receipt-chip--static${className ? ` ${className}--static` : ''}`}
                data-fact={fact.id}
              >
                {fact.label}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
