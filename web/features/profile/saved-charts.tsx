import { schemaMessage } from '@web/lib/schema-messages';
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
import { useAstroNames } from '@web/lib/astro-names';
import { useT } from '@web/lib/i18n';
import { signIdOf, useProfileFormat } from './profile-format';
import { Loading, Panel, ZodiacNote } from './profile-ui';
import { TrashIcon } from './profile-icons';
import { profileMessages } from './messages';

/** The `<hidden>` mark of a message: words for screen readers only. */
const hidden = { hidden: <span className="sr-only" /> };

/**
 * A saved chart in words: `name` as the list shows it (charts saved before names existed have
 * none, nor has the chart saved from the profile's birth data, which is "My chart"), `when` its
 * birth date and time.
 */
export function useChartText(myChartId: string | null = null) {
  const t = useT(profileMessages);
  const format = useProfileFormat();
  return {
    name: (chart: SavedChartListItem) =>
      chart.name ?? (chart.id === myChartId ? t('profile.charts.mine') : t('profile.charts.unnamed')),
    when: (chart: SavedChartListItem) => {
      const date = format.birthDate(chart.birthDate);
      return chart.birthTimeUnknown
        ? t('profile.charts.whenTimeUnknown', { date })
        : t('profile.charts.when', { date, time: format.birthTime(chart.birthTime) });
    },
  };
}

/** The rename form in place of a chart's name: Enter saves, Escape or Cancel leaves it as it was. */
function RenameForm({
  chart,
  onDone,
}: {
  chart: SavedChartListItem;
  onDone: (renamed: SavedChartListItem | null) => void;
}) {
  const t = useT(profileMessages);
  const text = useChartText();
  const [name, setName] = useState(chart.name ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = ChartNameSchema.safeParse(name);
    if (!checked.success)
      return setError(
        checked.error.issues[0] ? schemaMessage(checked.error.issues[0].message) : t('profile.charts.nameRequired'),
      );
    setPending(true);
    try {
      onDone(await renameSavedChart(chart.id, checked.data));
    } catch (err) {
      setError(describeFailure(err).message ?? t('profile.charts.renameFailed'));
      setPending(false);
    }
  };
  return (
    <form className="charts__rename" onSubmit={submit} noValidate>
      <label className="sr-only" htmlFor={`rename-${chart.id}`}>
        {t('profile.charts.newName', { name: text.name(chart) })}
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
        {pending ? t('profile.charts.saving') : t('profile.charts.save')}
      </button>
      <button type="button" className="btn btn--ghost btn--sm" onClick={() => onDone(null)} disabled={pending}>
        {t('profile.charts.cancel')}
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
  const t = useT(profileMessages);
  const text = useChartText(myChartId);
  const names = useAstroNames();
  const format = useProfileFormat();
  /** A sign the server names in English, in the reader's words. */
  const sign = (name: string) => {
    const id = signIdOf(name);
    return id ? names.sign(id) : name;
  };
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
        title: t('profile.charts.madeMineTitle'),
        description: t('profile.charts.madeMineText', { name: text.name(chart) }),
        variant: 'success',
      });
    } catch {
      toast({
        title: t('profile.updateFailed.title'),
        description: t('profile.charts.makeMineFailed'),
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
        title: t('profile.charts.deletedTitle'),
        description: t('profile.charts.deletedText'),
        variant: 'success',
      });
      setConfirming(null);
    } catch {
      toast({
        title: t('profile.charts.deleteFailedTitle'),
        description: t('profile.charts.deleteFailedText'),
        variant: 'destructive',
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <Panel
      title={t('profile.charts.title')}
      action={
        charts?.length ? (
          <span className="panel__note">{t('profile.charts.count', { count: Math.max(total, charts.length) })}</span>
        ) : null
      }
    >
      {error && !charts ? (
        <p className="muted">{t('profile.charts.loadFailed')}</p>
      ) : charts === undefined ? (
        <Loading />
      ) : charts.length === 0 ? (
        <p className="muted">{t('profile.charts.empty')}</p>
      ) : (
        <ul className="charts" aria-label={t('profile.charts.list')}>
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
                    {text.name(chart)}
                    {chart.id === myChartId ? (
                      <span className="badge charts__mine">{t('profile.charts.mine')}</span>
                    ) : null}
                  </h3>
                )}
                <p className="charts__signs">
                  <span>{t('profile.charts.sun', { sign: sign(chart.sunSign) })}</span>
                  <span aria-hidden="true"> · </span>
                  <span>{t('profile.charts.moon', { sign: sign(chart.moonSign) })}</span>
                  <span aria-hidden="true"> · </span>
                  <span>
                    {chart.risingSign
                      ? t('profile.charts.rising', { sign: sign(chart.risingSign) })
                      : t('profile.charts.risingUnknown')}
                  </span>
                </p>
                <ZodiacNote zodiac={chart.zodiac} />
                <p className="charts__meta">
                  {chart.birthLocation} · {text.when(chart)}
                </p>
                <p className="charts__meta">{t('profile.charts.savedOn', { date: format.date(chart.createdAt) })}</p>
              </div>
              <div className="charts__actions">
                {chart.id === myChartId ? null : (
                  <button
                    type="button"
                    className="btn btn--outline btn--sm"
                    disabled={claiming !== null}
                    onClick={() => void makeMine(chart)}
                  >
                    {t.rich(claiming === chart.id ? 'profile.charts.makingMine' : 'profile.charts.makeMine', hidden, {
                      name: text.name(chart),
                    })}
                  </button>
                )}
                <button type="button" className="btn btn--ghost btn--sm" onClick={() => setRenaming(chart.id)}>
                  {t.rich('profile.charts.rename', hidden, { name: text.name(chart) })}
                </button>
                <button
                  type="button"
                  className="btn btn--ghost btn--sm charts__delete"
                  onClick={() => setConfirming(chart)}
                >
                  <TrashIcon size={16} />
                  {t.rich('profile.charts.delete', hidden, {
                    name: text.name(chart),
                    date: format.birthDate(chart.birthDate),
                    place: chart.birthLocation,
                  })}
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
          {saved.loadingMore ? t('profile.ui.loading') : t('profile.charts.more')}
        </button>
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={t('profile.charts.deleteConfirmTitle')}
        description={
          confirming ? (
            <p>
              {t('profile.charts.deleteConfirmText', {
                name: text.name(confirming),
                when: text.when(confirming),
                place: confirming.birthLocation,
              })}
            </p>
          ) : null
        }
        confirmLabel={t('profile.charts.deleteConfirm')}
        pendingLabel={t('profile.charts.deleting')}
        pending={pending}
        onConfirm={() => void remove()}
        onClose={() => {
          if (!pending) setConfirming(null);
        }}
      />
    </Panel>
  );
}
