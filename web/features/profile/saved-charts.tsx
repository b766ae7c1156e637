import { formatBirthTime } from './profile-format';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { SavedChartListItem } from '@schema/birth-chart';
import { ConfirmDialog } from '@web/components/dialog';
import { toast } from '@web/components/toast-store';
import { PROFILE_KEY, deleteSavedChart, type useSavedCharts } from './profile-api';
import { formatBirthDate, formatDate } from './profile-format';
import { Loading, Panel } from './profile-ui';
import { TrashIcon } from './profile-icons';

/**
 * The saved charts, newest first, a page at a time; `total` is the account's count (the
 * profile's statistics), which the loaded pages may not all show yet.
 */
export function SavedCharts({ saved, total }: { saved: ReturnType<typeof useSavedCharts>; total: number }) {
  const { charts, error } = saved;
  const { mutate } = useSWRConfig();
  const [confirming, setConfirming] = useState<SavedChartListItem | null>(null);
  const [pending, setPending] = useState(false);

  const remove = async () => {
    if (!confirming) return;
    setPending(true);
    try {
      await deleteSavedChart(confirming.id);
      await saved.remove(confirming.id);
      // The chart count on the overview changed.
      void mutate(PROFILE_KEY);
      toast({
        title: 'Chart Deleted',
        description: 'The chart was removed from your saved charts.',
        variant: 'success',
      });
      setConfirming(null);
    } catch {
      toast({
        title: 'Delete Failed',
        description: 'Failed to delete the chart. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Panel
      title="Saved Charts"
      action={charts?.length ? <span className="panel__note">{Math.max(total, charts.length)} saved</span> : null}
    >
      {error && !charts ? (
        <p className="muted">Your saved charts could not be loaded. Try again later.</p>
      ) : charts === undefined ? (
        <Loading />
      ) : charts.length === 0 ? (
        <p className="muted">Charts you calculate while signed in are saved here.</p>
      ) : (
        <ul className="charts" aria-label="Saved charts">
          {charts.map((chart) => (
            <li key={chart.id} className="charts__item">
              <div className="charts__text">
                <p className="charts__signs">
                  <span>Sun {chart.sunSign}</span>
                  <span aria-hidden="true"> · </span>
                  <span>Moon {chart.moonSign}</span>
                  <span aria-hidden="true"> · </span>
                  <span>Rising {chart.risingSign ?? 'unknown'}</span>
                </p>
                <p className="charts__meta">
                  {chart.birthLocation} · {chartWhen(chart)}
                </p>
                <p className="charts__meta">Saved {formatDate(chart.createdAt)}</p>
              </div>
              <button
                type="button"
                className="btn btn--ghost btn--sm charts__delete"
                aria-label={`Delete the chart of ${formatBirthDate(chart.birthDate)}, ${chart.birthLocation}`}
                onClick={() => setConfirming(chart)}
              >
                <TrashIcon size={16} />
                Delete
              </button>
            </li>
          ))}
        </ul>
      )}
      {saved.more ? (
        <button
          type="button"
          className="btn btn--outline btn--sm charts__more"
          disabled={saved.loadingMore}
          onClick={() => void saved.loadMore()}
        >
          {saved.loadingMore ? 'Loading…' : 'Show More Charts'}
        </button>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this chart?"
        description={
          confirming ? (
            <p>
              The chart of {chartWhen(confirming)} in {confirming.birthLocation} will be removed from your saved charts.
              This cannot be undone.
            </p>
          ) : null
        }
        confirmLabel="Delete Chart"
        pendingLabel="Deleting…"
        pending={pending}
        onConfirm={() => void remove()}
        onClose={() => {
          if (!pending) setConfirming(null);
        }}
      />
    </Panel>
  );
}

export function chartWhen(chart: SavedChartListItem): string {
  const date = formatBirthDate(chart.birthDate);
  return chart.birthTimeUnknown ? `${date}, time unknown` : `${date}, ${formatBirthTime(chart.birthTime)}`;
}
