import { useT } from '@web/lib/i18n';
import { type GameMessageId, gameMessages } from './messages';

/** What stands in for an answer not here yet: a spinner, or what failed with a way to ask again. */
export function Pending({ failure }: { failure?: { message: GameMessageId; retry: () => void } | false }) {
  const t = useT(gameMessages);
  return failure ? (
    <div className="game-note" role="alert">
      <p>{t(failure.message)}</p>
      <button type="button" className="btn btn--outline btn--sm" onClick={failure.retry}>
        {t('game.retry')}
      </button>
    </div>
  ) : (
    <div className="page-loading" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
    </div>
  );
}
