import { useState } from 'react';
import type { ConversationSummary } from '@schema/stella';
import { ConfirmDialog } from '@web/components/dialog';
import { TrashIcon } from '@web/components/icons';
import { useT } from '@web/lib/i18n';
import { stellaMessages } from './messages';

/** The reader's threads, newest first: open one, start a new one, delete one (after asking). */
export function ConversationList({
  conversations,
  error,
  current,
  onOpen,
  onNew,
  onDelete,
}: {
  conversations: ConversationSummary[] | undefined;
  error: boolean;
  current: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  onDelete: (id: string) => Promise<void>;
}) {
  const t = useT(stellaMessages);
  const [confirming, setConfirming] = useState<ConversationSummary | null>(null);
  const [pending, setPending] = useState(false);
  const sorted = conversations ? [...conversations].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt)) : [];

  return (
    <section className="card stella-card stella-conversations" aria-labelledby="stella-conversations-title">
      <div className="stella-card__head">
        <h2 id="stella-conversations-title">{t('stella.conversations.title')}</h2>
        <button type="button" className="btn btn--outline btn--sm" onClick={onNew}>
          {t('stella.conversations.new')}
        </button>
      </div>
      {error && !conversations ? <p className="stella-muted">{t('stella.conversations.error')}</p> : null}
      {conversations && sorted.length === 0 ? <p className="stella-muted">{t('stella.conversations.empty')}</p> : null}
      {sorted.length > 0 ? (
        <ul className="stella-conversations__list">
          {sorted.map((c) => (
            <li key={c.id} className="stella-conversations__item">
              <button
                type="button"
                className="stella-conversations__open"
                aria-current={c.id === current ? 'true' : undefined}
                onClick={() => onOpen(c.id)}
              >
                <span className="stella-conversations__name">{c.title}</span>
                <span className="stella-muted stella-conversations__meta">
                  {t('stella.conversations.messages', { count: c.messageCount })}
                  {c.full ? ` · ${t('stella.conversations.full')}` : ''}
                </span>
              </button>
              <button
                type="button"
                className="btn btn--ghost btn--sm stella-conversations__delete"
                aria-label={t('stella.conversations.delete', { title: c.title })}
                title={t('stella.conversations.delete', { title: c.title })}
                onClick={() => setConfirming(c)}
              >
                <TrashIcon size={16} />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t('stella.conversations.confirmTitle')}
        description={<p>{t('stella.conversations.confirmText', { title: confirming?.title ?? '' })}</p>}
        confirmLabel={t('stella.conversations.confirm')}
        pendingLabel={t('stella.conversations.deleting')}
        pending={pending}
        onClose={() => setConfirming(null)}
        onConfirm={async () => {
          if (!confirming) return;
          setPending(true);
          try {
            await onDelete(confirming.id);
            setConfirming(null);
          } finally {
            setPending(false);
          }
        }}
      />
    </section>
  );
}
