import { formatBirthTime } from './profile-format';
import { type FormEvent, useState } from 'react';
import { useSWRConfig } from 'swr';
import { CHART_NAME_MAX, ChartNameSchema, type SavedChartListItem } from '@schema/birth-chart';
import { ConfirmDialog } from '@web/components/dialog';
import { describeFailure } from '@web/components/forms/failure';
import { toast } from '@web/components/toast-store';
import {
  ACTIVITY_KEY,
  PROFILE_KEY,
  deleteSavedChart,
  renameSavedChart,
  setMyChart,
  type useSavedCharts,
} from './profile-api';
import { formatBirthDate, formatDate } from './profile-format';
import { Loading, Panel } from './profile-ui';
import { TrashIcon } from './profile-icons';

/** A chart's name as the list shows it (charts saved before names existed have none). */
export const chartName = (chart: SavedChartListItem) => chart.name ?? 'Unnamed chart';

/** The rename form in place of a chart's name: Enter saves, Escape or Cancel leaves it as it was. */
function RenameForm({
  chart,
  onDone,
}: {
  chart: SavedChartListItem;
  onDone: (renamed: SavedChartListItem | null) => void;
}) {
  const [name, setName] = useState(chart.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = ChartNameSchema.safeParse(name);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Give the chart a name');
    setPending(true);
    try {
      onDone(await renameSavedChart(chart.id, checked.data));
    } catch (err) {
      setError(describeFailure(err).message ?? 'The chart could not be renamed. Please try again.');
      setPending(false);
    }
  };
  return (
    <form className="charts__rename" onSubmit={submit} noValidate>
      <label className="sr-only" htmlFor={`rename-${chart.id}`}>
        New name for {chartName(chart)}
      </label>
      <input
        id={`rename-${chart.id}`}
        className="field__input"
        value={name}
        maxLength={CHART_NAME_MAX}
        // biome-ignore lint/a11y/noAutofocus: the user just asked to rename this chart
        autoFocus
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `rename-${chart.id}-error` : undefined}
        onChange={(e) => setName(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Escape') onDone(null);
        }}
      />
      <button type="submit" className="btn btn--primary btn--sm" disabled={pending}>
        {pending ? 'Saving…' : 'Save'}
      </button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => onDone(null)} disabled={pending}>
        Cancel
      </button>
      {error ? (
        <p id={`rename-${chart.id}-error`} className="field__error charts__rename-error">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The saved charts, newest first, a page at a time; `total` is the account's count (the
 * profile's statistics), which the loaded pages may not all show yet. Each can be renamed, made
 * "my chart" (the profile then reads its birth data and signs) or deleted.
 */
export function SavedCharts({
  saved,
  total,
  myChartId,
}: {
  saved: ReturnType<typeof useSavedCharts>;
  total: number;
  myChartId: string | null;
}) {
  const { charts, error } = saved;
  const { mutate } = useSWRConfig();
  const [confirming, setConfirming] = useState<SavedChartListItem | null>(null);
  const [pending, setPending] = useState(false);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [claiming, setClaiming] = useState<string | null>(null);

  const makeMine = async (chart: SavedChartListItem) => {
    setClaiming(chart.id);
    try {
      await mutate(PROFILE_KEY, setMyChart(chart.id), { populateCache: true, revalidate: false });
      toast({
        title: 'Your Chart',
        description: `“${chartName(chart)}” is now your chart: your profile reads its birth data and signs.`,
        variant: 'success',
      });
    } catch {
      toast({
        title: 'Update Failed',
        description: 'Failed to make this your chart. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setClaiming(null);
    }
  };

  const remove = async () => {
    if (!confirming) return;
    setPending(true);
    try {
      await deleteSavedChart(confirming.id);
      await saved.remove(confirming.id);
      // The chart count on the overview changed, and so did the activity.
      void mutate(PROFILE_KEY);
      void mutate(ACTIVITY_KEY);
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
        <p className="muted">
          Charts you save from the birth chart page appear here, under the name you give them. Make one “my chart” and
          your profile reads its signs.
        </p>
      ) : (
        <ul className="charts" aria-label="Saved charts">
          {charts.map((chart) => (
            <li key={chart.id} className="charts__item">
              <div className="charts__text">
                {renaming === chart.id ? (
                  <RenameForm
                    chart={chart}
                    onDone={(renamed) => {
                      setRenaming(null);
                      if (renamed) {
                        void saved.replace(renamed);
                        void mutate(ACTIVITY_KEY);
                      }
                    }}
                  />
                ) : (
                  <h3 className="charts__name">
                    {chartName(chart)}
                    {chart.id === myChartId ? <span className="badge charts__mine">My chart</span> : null}
                  </h3>
                )}
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
              <div className="charts__actions">
                {chart.id === myChartId ? null : (
                  <button
                    type="button"
                    className="btn btn--outline btn--sm"
                    disabled={claiming !== null}
                    onClick={() => void makeMine(chart)}
                  >
                    {claiming === chart.id ? 'Saving…' : 'Make My Chart'}
                    <span className="sr-only">: {chartName(chart)}</span>
                  </button>
                )}
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => setRenaming(chart.id)}>
                  Rename<span className="sr-only"> {chartName(chart)}</span>
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm charts__delete"
                  onClick={() => setConfirming(chart)}
                >
                  <TrashIcon size={16} />
                  Delete
                  <span className="sr-only">
                    {' '}
                    {chartName(chart)}, {formatBirthDate(chart.birthDate)}, {chart.birthLocation}
                  </span>
                </button>
              </div>
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
              “{chartName(confirming)}”, the chart of {chartWhen(confirming)} in {confirming.birthLocation}, will be
              removed from your saved charts. This cannot be undone.
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
