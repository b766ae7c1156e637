import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { type GemType, GEMS_TO_COMPLETE, QUEST_DAYS } from '@core/game/gems';
import type { GameProgress } from '@schema/game';
import { Tabs } from '@web/components/tabs';
import { toast } from '@web/components/toast-store';
import { ApiRequestError } from '@web/lib/api';
import { useT, useTag } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { AUTH_USER_KEY, useAuth } from '@web/features/auth';
import { GemCollection, QuestRules } from './collection';
import { LEADERBOARD_KEY, PROGRESS_KEY, collectGem, useDailyGems, useProgress } from './game-api';
import { daysBetween, formatDate } from './game-format';
import { GameLeaderboard } from './leaderboard';
import { gameMessages } from './messages';
import { Pending } from './pending';
import { TodayGems } from './today-gems';
import './game.css';

type Tab = 'collect' | 'collection' | 'leaderboard';

/** The spec's wait before a signed-out collector is sent to /login. */
const UNAUTHORIZED_REDIRECT_MS = 500;

/** A gate: a title, what it means, and the way on (the spec's buttons lead home). */
function Gate({
  id,
  title,
  text,
  action,
}: {
  id: string;
  title: string;
  text: string;
  action?: { to: string; label: string };
}) {
  const t = useT(gameMessages);
  return (
    <section className="card game-gate" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{text}</p>
      <div className="game-gate__actions">
        {action ? (
          <Link to={action.to} className="btn btn--gold">
            {action.label}
          </Link>
        ) : null}
        <Link to={paths.home} className="btn btn--outline">
          {t('game.gate.home')}
        </Link>
      </div>
    </section>
  );
}

/** Days the quest has left: until the oldest held gem stops counting (30 with none held). */
function daysLeft(progress: GameProgress): number {
  const oldest = progress.gems[0];
  return oldest ? daysBetween(progress.today, oldest.countsUntil) + 1 : QUEST_DAYS;
}

function QuestStats({ progress }: { progress: GameProgress }) {
  const t = useT(gameMessages);
  const held = progress.progress.gemsCollected;
  return (
    <section className="card game-stats" aria-label={t('game.stats.label')}>
      <dl className="game-stats__list">
        <div>
          <dt>{t('game.stats.gems')}</dt>
          <dd>{t('game.stats.gemsValue', { count: held, total: GEMS_TO_COMPLETE })}</dd>
        </div>
        <div>
          <dt>{t('game.stats.points')}</dt>
          <dd>{progress.progress.totalPoints}</dd>
        </div>
        <div>
          <dt>{t('game.stats.daysLeft')}</dt>
          <dd>{daysLeft(progress)}</dd>
        </div>
      </dl>
      <progress
        className="game-stats__bar"
        max={GEMS_TO_COMPLETE}
        value={held}
        aria-label={t('game.stats.progress', { count: held, total: GEMS_TO_COMPLETE })}
      />
    </section>
  );
}

/** The completed-quest screen: the twelve gems, how long it took, and the trial it granted. */
function CompletedQuest({ progress }: { progress: GameProgress }) {
  const t = useT(gameMessages);
  const tag = useTag();
  const { completedAt, daysToComplete, trialEndsAt } = progress.progress;
  const running = trialEndsAt !== null && Date.parse(trialEndsAt) > Date.now();
  return (
    <>
      <section className="card game-done" aria-labelledby="game-done-title">
        <h2 id="game-done-title">{t('game.completed.title')}</h2>
        {completedAt && daysToComplete !== null ? (
          <p>{t('game.completed.text', { days: daysToComplete, date: formatDate(completedAt, tag) })}</p>
        ) : null}
        {trialEndsAt ? (
          <p className="game-done__trial">
            {t(running ? 'game.completed.trialRunning' : 'game.completed.trialEnded', {
              date: formatDate(trialEndsAt, tag),
            })}
          </p>
        ) : null}
        <GemCollection gems={progress.gems} showDates={false} />
        <p className="muted">{t('game.completed.oneTime')}</p>
        <div className="game-gate__actions">
          {running ? null : (
            <Link to={paths.premium} className="btn btn--gold">
              {t('game.completed.plans')}
            </Link>
          )}
          <Link to={paths.home} className="btn btn--outline">
            {t('game.gate.home')}
          </Link>
        </div>
      </section>
      <GameLeaderboard signedIn />
    </>
  );
}

/** The game for an Explorer member: where the quest stands, then the three tabs. */
function Game({ progress }: { progress: GameProgress }) {
  const t = useT(gameMessages);
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const daily = useDailyGems(true);
  const [tab, setTab] = useState<Tab>('collect');
  const [busy, setBusy] = useState<GemType | null>(null);

  const refresh = async () => {
    await mutate(PROGRESS_KEY);
    void mutate((key) => Array.isArray(key) && key[0] === LEADERBOARD_KEY);
  };

  const collect = async (gem: GemType) => {
    setBusy(gem);
    try {
      const result = await collectGem(gem);
      toast({
        title: t(result.gameCompleted ? 'game.toast.completedTitle' : 'game.toast.collectedTitle'),
        description: result.message,
      });
      // The trial changes the reader's plan: the navigation's badge and the gates read it.
      if (result.trialGranted) await mutate(AUTH_USER_KEY);
      await refresh();
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401) {
        toast({
          title: t('game.toast.unauthorizedTitle'),
          description: t('game.toast.unauthorized'),
          variant: 'destructive',
        });
        setTimeout(() => navigate(paths.login), UNAUTHORIZED_REDIRECT_MS);
        return;
      }
      const message = error instanceof ApiRequestError ? error.body?.message : undefined;
      toast({
        title: t('game.toast.failedTitle'),
        description: message ?? t('game.toast.failed'),
        variant: 'destructive',
      });
      await refresh();
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <QuestStats progress={progress} />
      <Tabs
        label={t('game.tabs.label')}
        active={tab}
        onChange={setTab}
        tabs={[
          { key: 'collect', label: t('game.tabs.collect') },
          { key: 'collection', label: t('game.tabs.collection') },
          { key: 'leaderboard', label: t('game.tabs.leaderboard') },
        ]}
      >
        {tab === 'collect' ? (
          <TodayGems
            daily={daily.data}
            failed={daily.error !== undefined}
            onRetry={() => void daily.mutate()}
            progress={progress}
            busy={busy}
            onCollect={(gem) => void collect(gem)}
          />
        ) : tab === 'collection' ? (
          <section aria-labelledby="game-collection-title">
            <h2 id="game-collection-title" className="game-section-title">
              {t('game.collection.heading')}
            </h2>
            {progress.gems.length === 0 ? <p className="game-note">{t('game.collection.empty')}</p> : null}
            <GemCollection gems={progress.gems} />
            <QuestRules />
          </section>
        ) : (
          <GameLeaderboard signedIn />
        )}
      </Tabs>
    </>
  );
}

/**
 * /astro-gems and /games (docs/product.md#astro-gems, decision 042): the daily gem game for
 * Explorer members. A visitor is asked to sign in at /login; a premium member is told the game
 * is for free members; a finished quest shows its completed screen. The server decides every
 * rule; the page shows what it answers.
 */
export function AstroGemsPage() {
  const t = useT(gameMessages);
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const progress = useProgress(signedIn);

  let body: ReactNode;
  if (status === 'loading') body = <Pending />;
  else if (!signedIn) {
    body = (
      <Gate
        id="game-gate-title"
        title={t('game.gate.signInTitle')}
        text={t('game.gate.signInText')}
        action={{ to: `${paths.login}?returnTo=${encodeURIComponent(paths.astroGems)}`, label: t('game.gate.signIn') }}
      />
    );
  } else if (!progress.data) {
    body = (
      <Pending
        failure={
          progress.error !== undefined && { message: 'game.progress.loadFailed', retry: () => void progress.mutate() }
        }
      />
    );
  } else if (progress.data.disabledReason === 'completed') body = <CompletedQuest progress={progress.data} />;
  else if (progress.data.disabledReason === 'premium') {
    body = <Gate id="game-gate-title" title={t('game.premium.title')} text={t('game.premium.text')} />;
  } else body = <Game progress={progress.data} />;

  return (
    <main className="container game-page">
      <title>{t('game.page.title')}</title>
      <header className="game-page__header">
        <h1>{t('game.page.heading')}</h1>
        <p className="muted">{t('game.page.intro')}</p>
      </header>
      {body}
    </main>
  );
}

export default AstroGemsPage;
