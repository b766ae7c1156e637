import { schemaMessage } from '@web/lib/schema-messages';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { CHART_NAME_MAX, ChartNameSchema, type SaveChartResponse } from '@schema/birth-chart';
import { Field } from '@web/components/forms/field';
import { describeFailure, networkErrorMessage } from '@web/components/forms/failure';
import { api, call } from '@web/lib/api';
import { translate, useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { chartMessages } from './messages';
import { type BirthForm, requestBody } from './use-birth-chart';

type Outcome = { kind: 'saved'; response: SaveChartResponse; mine: boolean } | { kind: 'failed'; message: string };

/** Saves the chart on screen under a name and, when asked, makes it the user's own chart. */
async function saveChart(form: BirthForm, name: string, mine: boolean): Promise<SaveChartResponse> {
  const response = await call(api['birth-charts'].$post({ json: { ...requestBody(form), name } }));
  if (mine) await call(api.user['my-chart'].$put({ json: { chartId: response.chart.id } }));
  return response;
}

function savedMessage({ response, mine }: { response: SaveChartResponse; mine: boolean }): string {
  const name = response.chart.name ?? translate(chartMessages, 'chart.save.unnamed');
  if (response.created) return translate(chartMessages, mine ? 'chart.save.savedMine' : 'chart.save.saved', { name });
  return translate(chartMessages, mine ? 'chart.save.alreadyMine' : 'chart.save.already', { name });
}

/**
 * "Save this chart" under the result (decision 026): nothing is kept until the user asks, under
 * the name they give; the same birth is kept once. Signed out, it says how to keep charts.
 */
export function SaveChart({ form, signedIn }: { form: BirthForm | null; signedIn: boolean }) {
  const t = useT(chartMessages);
  const [name, setName] = useState('');
  const [mine, setMine] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (!signedIn) {
    return (
      <section className="card save-chart" aria-labelledby="save-chart-title">
        <h2 id="save-chart-title">{t('chart.save.keepTitle')}</h2>
        <p className="muted">
          {t.rich('chart.save.signInPrompt', {
            link: <Link to={`${paths.signIn}?returnTo=${encodeURIComponent(paths.birthChart)}`} />,
          })}
        </p>
      </section>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending || !form) return;
    const checked = ChartNameSchema.safeParse(name);
    if (!checked.success) {
      setError(checked.error.issues[0] && schemaMessage(checked.error.issues[0].message));
      return;
    }
    setError(undefined);
    setPending(true);
    try {
      setOutcome({ kind: 'saved', response: await saveChart(form, checked.data, mine), mine });
    } catch (err) {
      const failure = describeFailure(err);
      setOutcome({
        kind: 'failed',
        message: failure.network ? networkErrorMessage() : (failure.message ?? t('chart.save.failed')),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card save-chart" aria-labelledby="save-chart-title">
      <h2 id="save-chart-title">{t('chart.save.title')}</h2>
      <form className="save-chart__form" onSubmit={onSubmit} noValidate>
        <Field
          label={t('chart.save.name')}
          value={name}
          onValueChange={(value) => {
            setName(value);
            setOutcome(null);
          }}
          error={error}
          hint={t('chart.save.nameHint')}
          maxLength={CHART_NAME_MAX}
          autoComplete="off"
        />
        <label className="checkbox save-chart__mine">
          <input type="checkbox" checked={mine} onChange={(e) => setMine(e.target.checked)} />
          {t('chart.save.mine')}
        </label>
        <button type="submit" className="btn btn--primary" disabled={pending || !form}>
          {pending ? t('chart.save.saving') : t('chart.save.submit')}
        </button>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'saved' ? (
          <p className="save-chart__status">
            {savedMessage(outcome)} <Link to={paths.savedCharts}>{t('chart.save.seeSaved')}</Link>
          </p>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <p className="save-chart__status save-chart__status--problem">{outcome.message}</p>
        ) : null}
      </div>
    </section>
  );
}
