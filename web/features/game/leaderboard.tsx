import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Leaderboard, LeaderboardEntry } from '@schema/game';
import { toast } from '@web/components/toast-store';
import { useT, useTag } from '@web/lib/i18n';
import { LEADERBOARD_KEY, setLeaderboardVisibility, useLeaderboard } from './game-api';
import { formatMonth } from './game-format';
import { type GameMessageId, gameMessages } from './messages';
import { Pending } from './pending';

const MEDALS: Readonly<Record<number, GameMessageId>> = {
  1: 'game.leaderboard.medal1',
  2: 'game.leaderboard.medal2',
  3: 'game.leaderboard.medal3',
};

function EntryRow({ entry }: { entry: LeaderboardEntry }) {
  const t = useT(gameMessages);
  const medal = MEDALS[entry.rank];
  return (
    <tr
      className={`${medal ? `game-board__top game-board__top--${entry.rank}` : ''}${entry.isYou ? ' game-board__you' : ''}`}
    >
      <td className="game-board__rank">
        {medal ? (
          <span className="game-board__medal" role="img" aria-label={t(medal)}>
            {entry.rank}
          </span>
        ) : (
          entry.rank
        )}
      </td>
      <th scope="row" className="game-board__name">
        {entry.userName}
        {entry.isYou ? <span className="badge game-board__you-badge">{t('game.leaderboard.you')}</span> : null}
        {entry.daysToComplete !== null ? (
          <span className="game-board__done">{t('game.leaderboard.completed', { days: entry.daysToComplete })}</span>
        ) : null}
      </th>
      <td className="game-board__num">{entry.gemsCollected}</td>
      <td className="game-board__num">{entry.totalPoints}</td>
    </tr>
  );
}

/**
 * The month's leaderboard: the first fifty, the top three highlighted, the reader's own place
 * when it is further down, and the reader's choice to be listed (a profile preference).
 */
export function GameLeaderboard({ signedIn }: { signedIn: boolean }) {
  const t = useT(gameMessages);
  const tag = useTag();
  const id = useId();
  const { data, error, mutate } = useLeaderboard(true);
  const { mutate: mutateAll } = useSWRConfig();
  const [saving, setSaving] = useState(false);

  if (!data)
    return (
      <Pending
        failure={error !== undefined && { message: 'game.leaderboard.loadFailed', retry: () => void mutate() }}
      />
    );

  const toggle = async (show: boolean) => {
    setSaving(true);
    try {
      await setLeaderboardVisibility(show);
      await mutateAll((key) => Array.isArray(key) && key[0] === LEADERBOARD_KEY);
    } catch {
      toast({ title: t('game.leaderboard.saveFailed'), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="game-board" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="game-section-title">
        {t('game.leaderboard.heading', { month: formatMonth(data.month, tag) })}
      </h2>
      <p className="muted">{t('game.leaderboard.resets')}</p>
      {data.entries.length === 0 ? (
        <p className="game-note">{t('game.leaderboard.empty')}</p>
      ) : (
        <div className="game-board__scroll">
          <table className="game-board__table" aria-labelledby={`${id}-title`}>
            <thead>
              <tr>
                <th scope="col">{t('game.leaderboard.rank')}</th>
                <th scope="col">{t('game.leaderboard.player')}</th>
                <th scope="col" className="game-board__num">
                  {t('game.leaderboard.gems')}
                </th>
                <th scope="col" className="game-board__num">
                  {t('game.leaderboard.points')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <EntryRow key={entry.userId} entry={entry} />
              ))}
            </tbody>
            {data.you ? (
              <tbody className="game-board__mine" aria-label={t('game.leaderboard.yourRank')}>
                <EntryRow entry={data.you} />
              </tbody>
            ) : null}
          </table>
        </div>
      )}
      {signedIn ? <Visibility board={data} saving={saving} onChange={(show) => void toggle(show)} /> : null}
    </section>
  );
}

function Visibility({
  board,
  saving,
  onChange,
}: {
  board: Leaderboard;
  saving: boolean;
  onChange: (show: boolean) => void;
}) {
  const t = useT(gameMessages);
  const id = useId();
  return (
    <div className="game-board__visibility">
      <label className="game-board__show" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          checked={!board.hidden}
          disabled={saving}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.checked)}
        />
        {t('game.leaderboard.show')}
      </label>
      <p id={`${id}-hint`} className="field__hint">
        {board.hidden ? t('game.leaderboard.hidden') : t('game.leaderboard.showHint')}
      </p>
    </div>
  );
}
