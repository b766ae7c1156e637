import { useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { SynastryReading, SynastryReadingItem } from '@schema/synastry';
import { ConfirmDialog } from '@web/components/dialog';
import { toast } from '@web/components/toast-store';
import { useT, useTag } from '@web/lib/i18n';
import { compatibilityMessages } from '../messages';
import { SynastryResult } from './synastry-result';
import { READINGS_KEY, deleteReading, fetchReading, useSynastryReadings } from './use-synastry';
import { Score } from './synastry-score';

const hidden = { hidden: <span className="sr-only" /> };

/**
 * The reader's kept readings (decision 039), newest first: each can be opened again (its stored
 * result is shown) or deleted after a confirmation.
 */
export function SavedReadings({ onOpen, shownId }: { onOpen: (reading: SynastryReading) => void; shownId?: string }) {
  const t = useT(compatibilityMessages);
  const tag = useTag();
  const titleId = useId();
  const readings = useSynastryReadings(true);
  const { mutate } = useSWRConfig();
  const [opening, setOpening] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<SynastryReadingItem | null>(null);
  const [pending, setPending] = useState(false);
  const dateOf = (item: SynastryReadingItem) =>
    new Intl.DateTimeFormat(tag, { dateStyle: 'medium' }).format(new Date(item.createdAt));

  const open = async (item: SynastryReadingItem) => {
    setOpening(item.id);
    try {
      onOpen(await fetchReading(item.id));
    } catch {
      toast({
        title: t('compatibility.advanced.readings.openFailedTitle'),
        description: t('compatibility.advanced.readings.openFailed'),
        variant: 'destructive',
      });
    } finally {
      setOpening(null);
    }
  };

  const remove = async () => {
    if (!confirming) return;
    setPending(true);
    try {
      await deleteReading(confirming.id);
      await mutate(READINGS_KEY, (list?: SynastryReadingItem[]) => list?.filter((r) => r.id !== confirming.id), {
        revalidate: false,
      });
      toast({
        title: t('compatibility.advanced.readings.deletedTitle'),
        description: t('compatibility.advanced.readings.deletedText'),
        variant: 'success',
      });
      setConfirming(null);
    } catch {
      toast({
        title: t('compatibility.advanced.readings.deleteFailedTitle'),
        description: t('compatibility.advanced.readings.deleteFailed'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  const list = readings.data;
  return (
    <section className="card syn-readings" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('compatibility.advanced.readings.title')}</h2>
      {readings.error && !list ? (
        <p className="muted">{t('compatibility.advanced.readings.loadFailed')}</p>
      ) : list === undefined ? null : list.length === 0 ? (
        <p className="muted">{t('compatibility.advanced.readings.empty')}</p>
      ) : (
        <ul className="syn-readings__list">
          {list.map((item) => (
            <li key={item.id} className="syn-reading" aria-current={item.id === shownId ? 'true' : undefined}>
              <div className="syn-reading__text">
                <h3 className="syn-reading__title">{item.title}</h3>
                <p className="syn-reading__meta">
                  <Score score={item.score} />
                  <span>{dateOf(item)}</span>
                  <span>
                    {item.mode === 'exact'
                      ? t('compatibility.advanced.readings.exact')
                      : t('compatibility.advanced.readings.signs')}
                  </span>
                </p>
              </div>
              <div className="syn-reading__actions">
                <button
                  type="button"
                  className="btn btn--outline btn--sm"
                  disabled={opening !== null}
                  onClick={() => void open(item)}
                >
                  {opening === item.id
                    ? t('compatibility.advanced.readings.opening')
                    : t.rich('compatibility.advanced.readings.open', hidden, { title: item.title })}
                </button>
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => setConfirming(item)}>
                  {t.rich('compatibility.advanced.readings.delete', hidden, { title: item.title, date: dateOf(item) })}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('compatibility.advanced.readings.deleteTitle')}
        description={
          confirming ? (
            <p>
              {t('compatibility.advanced.readings.deleteText', { title: confirming.title, date: dateOf(confirming) })}
            </p>
          ) : null
        }
        confirmLabel={t('compatibility.advanced.readings.deleteConfirm')}
        pendingLabel={t('compatibility.advanced.readings.deleting')}
        pending={pending}
        onConfirm={() => void remove()}
        onClose={() => {
          if (!pending) setConfirming(null);
        }}
      />
    </section>
  );
}

/**
 * An Explorer member's kept readings: theirs after a downgrade too (decision 039), to reopen and
 * delete; nothing is shown to a member who kept none.
 */
export function KeptReadings() {
  const readings = useSynastryReadings(true);
  const [shown, setShown] = useState<SynastryReading | null>(null);
  if (!readings.data?.length && !shown) return null;
  return (
    <>
      <SavedReadings onOpen={setShown} shownId={shown?.id} />
      {shown ? <SynastryResult reading={{ answer: shown.result, request: null, saved: shown }} /> : null}
    </>
  );
}
