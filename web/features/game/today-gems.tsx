import { type GemType, GEMS_PER_DAY } from '@core/game/gems';
import type { DailyGems, GameProgress } from '@schema/game';
import { useT, useTag } from '@web/lib/i18n';
import { GemArt } from './gem-art';
import { formatTime } from './game-format';
import { gameMessages } from './messages';
import { Pending } from './pending';

/**
 * The Collect Gems tab: today's three gems, each with its state for this player (collectable,
 * already held, collected today), and what to do next.
 */
export function TodayGems({
  daily,
  progress,
  busy,
  onCollect,
  onRetry,
  failed,
}: {
  daily: DailyGems | undefined;
  progress: GameProgress;
  busy: GemType | null;
  onCollect: (gem: GemType) => void;
  onRetry: () => void;
  failed: boolean;
}) {
  const t = useT(gameMessages);
  const tag = useTag();
  if (!daily) return <Pending failure={failed && { message: 'game.today.loadFailed', retry: onRetry }} />;
  const held = new Set(progress.gems.map((g) => g.gemType));
  const today = progress.collectedToday;
  const next = formatTime(daily.nextRotationAt, tag);
  const open = daily.availableGems.filter((gem) => !held.has(gem));
  const note = today
    ? t('game.today.doneToday', { gem: t(`game.gem.${today}`), time: next })
    : open.length === 0
      ? t('game.today.allOwned', { time: next })
      : t('game.today.pick');

  return (
    <section className="game-today" aria-labelledby="game-today-title">
      <h2 id="game-today-title" className="game-section-title">
        {t('game.today.heading')}
      </h2>
      <p className="game-today__note" aria-live="polite">
        {note}
      </p>
      <ul className="game-offers" data-count={GEMS_PER_DAY}>
        {daily.availableGems.map((gem) => {
          const name = t(`game.gem.${gem}`);
          const state = today === gem ? 'today' : held.has(gem) ? 'held' : 'open';
          return (
            <li key={gem} className={`game-offer game-offer--${state}`} data-gem={gem}>
              <GemArt gem={gem} size={88} className="game-offer__art" />
              <p className="game-offer__name">{name}</p>
              {state === 'today' ? (
                <p className="game-offer__state">{t('game.today.collectedToday')}</p>
              ) : state === 'held' ? (
                <p className="game-offer__state">{t('game.today.owned')}</p>
              ) : today ? null : (
                <button
                  type="button"
                  className="btn btn--gold game-offer__collect"
                  disabled={busy !== null}
                  aria-busy={busy === gem}
                  onClick={() => onCollect(gem)}
                >
                  {busy === gem ? t('game.today.collecting') : t('game.today.collect')}
                  <span className="sr-only"> {name}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      <p className="muted game-today__until">{t('game.today.until', { time: next })}</p>
    </section>
  );
}
