import { FACE_DOWN } from '@core/tarot/spreads';
import type { TarotDeal } from '@schema/tarot';
import { useT } from '@web/lib/i18n';
import { CardBack } from './art/card-art';
import { tarotMessages } from './messages';

/**
 * Step 3: the 30 face-down cards of the server's deal. A pick toggles; no more than the spread's
 * count can be picked. The deal's fingerprint is shown before any pick: the reading later reveals
 * the seed, which must hash to it.
 */
export function DeckStep({
  deal,
  count,
  picks,
  onPick,
  onReshuffle,
  disabled,
}: {
  deal: TarotDeal | null;
  count: number;
  picks: readonly number[];
  onPick: (slot: number) => void;
  onReshuffle: () => void;
  disabled: boolean;
}) {
  const t = useT(tarotMessages);
  const full = picks.length >= count;
  return (
    <div className="tarot-deck">
      <div className="tarot-deck__head">
        <p className="tarot-deck__count" aria-live="polite">
          {t('tarot.deck.picked', { picked: picks.length, count })}
        </p>
        {deal ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={onReshuffle} disabled={disabled}>
            {t('tarot.deck.reshuffle')}
          </button>
        ) : null}
      </div>
      {deal ? (
        <ul className="tarot-deck__cards" aria-label={t('tarot.deck.label', { count })}>
          {Array.from({ length: FACE_DOWN }, (_, slot) => {
            const at = picks.indexOf(slot);
            const picked = at >= 0;
            return (
              <li key={slot}>
                <button
                  type="button"
                  className="tarot-deck__card"
                  aria-pressed={picked}
                  aria-label={t('tarot.deck.card', { n: slot + 1 })}
                  disabled={disabled || (!picked && full)}
                  onClick={() => onPick(slot)}
                >
                  <CardBack />
                  {picked ? (
                    <span className="tarot-deck__order" aria-hidden="true">
                      {at + 1}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted" aria-busy="true">
          {t('tarot.deck.shuffling')}
        </p>
      )}
      {deal ? (
        <p className="tarot-deck__seal muted">
          {t('tarot.deck.sealed', { fingerprint: deal.fingerprint.slice(0, 16) })}
        </p>
      ) : null}
    </div>
  );
}
