import { GEM_TYPES, GEMS_TO_COMPLETE } from '@core/game/gems';
import type { CollectedGem } from '@schema/game';
import { useT, useTag } from '@web/lib/i18n';
import { GemArt } from './gem-art';
import { formatDay } from './game-format';
import { gameMessages } from './messages';

/** The twelve gems in zodiac order: each held one in colour with its dates, the others waiting. */
export function GemCollection({ gems, showDates = true }: { gems: readonly CollectedGem[]; showDates?: boolean }) {
  const t = useT(gameMessages);
  const tag = useTag();
  const held = new Map(gems.map((g) => [g.gemType, g]));
  return (
    <ul
      className="game-collection"
      aria-label={t('game.collection.count', { count: held.size, total: GEMS_TO_COMPLETE })}
    >
      {GEM_TYPES.map((gem) => {
        const mine = held.get(gem);
        return (
          <li key={gem} className={`game-tile${mine ? ' game-tile--held' : ''}`} data-gem={gem}>
            <GemArt gem={gem} size={64} className="game-tile__art" />
            <p className="game-tile__name">{t(`game.gem.${gem}`)}</p>
            {mine ? (
              showDates ? (
                <p className="game-tile__when">
                  {t('game.collection.collectedOn', { date: formatDay(mine.day, tag) })}
                  <br />
                  {t('game.collection.countsUntil', { date: formatDay(mine.countsUntil, tag) })}
                </p>
              ) : null
            ) : (
              <p className="game-tile__when">{t('game.collection.missing')}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The rules a player plays by, the 30-day window's included. */
export function QuestRules() {
  const t = useT(gameMessages);
  return (
    <section className="game-rules" aria-labelledby="game-rules-title">
      <h3 id="game-rules-title">{t('game.rules.heading')}</h3>
      <ul>
        <li>{t('game.rules.daily')}</li>
        <li>{t('game.rules.window')}</li>
        <li>{t('game.rules.expire')}</li>
        <li>{t('game.rules.pace')}</li>
        <li>{t('game.rules.reward')}</li>
      </ul>
    </section>
  );
}
