import { useSWRConfig } from 'swr';
import type { TarotReadingItem } from '@schema/tarot';
import { toast } from '@web/components/toast-store';
import { useT, useTag } from '@web/lib/i18n';
import { tarotMessages } from './messages';
import { READINGS_KEY, deleteReading, useReadings } from './tarot-api';

/** The reader's kept readings, newest first: each reopened or deleted. */
export function ReadingHistory({ onOpen }: { onOpen: (item: TarotReadingItem) => void }) {
  const t = useT(tarotMessages);
  const tag = useTag();
  const { mutate } = useSWRConfig();
  const readings = useReadings(true);
  const items = readings.data ?? [];
  const when = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });

  const remove = async (item: TarotReadingItem) => {
    try {
      await deleteReading(item.id);
      toast({ title: t('tarot.history.deleted'), variant: 'success' });
    } catch {
      toast({ title: t('tarot.error.title'), description: t('tarot.error.failed'), variant: 'destructive' });
    } finally {
      void mutate(READINGS_KEY);
    }
  };

  return (
    <section className="card tarot-history" aria-labelledby="tarot-history-title">
      <h2 id="tarot-history-title">{t('tarot.history.title')}</h2>
      {items.length === 0 ? (
        <p className="muted">{t('tarot.history.empty')}</p>
      ) : (
        <ul className="tarot-history__list">
          {items.map((item) => (
            <li key={item.id} className="tarot-history__item">
              <div className="tarot-history__what">
                <p className="tarot-history__question">{item.question}</p>
                <p className="muted tarot-history__meta">
                  {item.spreadName} · {when.format(new Date(item.createdAt))}
                </p>
                <p className="muted tarot-history__cards">
                  {item.cards
                    .map((c) => (c.reversed ? `${c.name} (${t('tarot.result.reversed')})` : c.name))
                    .join(' · ')}
                </p>
              </div>
              <div className="tarot-history__actions">
                <button type="button" className="btn btn--outline btn--sm" onClick={() => onOpen(item)}>
                  {t('tarot.history.open')}
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm"
                  aria-label={t('tarot.history.deleteLabel', { question: item.question })}
                  onClick={() => void remove(item)}
                >
                  {t('tarot.history.delete')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
