import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { CHART_NAME_MAX, ChartNameSchema, type SaveChartResponse } from '@schema/birth-chart';
import { Field } from '@web/components/forms/field';
import { describeFailure, NETWORK_ERROR_MESSAGE } from '@web/components/forms/failure';
import { api, call } from '@web/lib/api';
import { paths } from '@web/lib/paths';
import { type BirthForm, requestBody } from './use-birth-chart';

type Outcome = { kind: 'saved'; response: SaveChartResponse; mine: boolean } | { kind: 'failed'; message: string };

/** Saves the chart on screen under a name and, when asked, makes it the user's own chart. */
async function saveChart(form: BirthForm, name: string, mine: boolean): Promise<SaveChartResponse> {
  const response = await call(api['birth-charts'].$post({ json: { ...requestBody(form), name } }));
  if (mine) await call(api.user['my-chart'].$put({ json: { chartId: response.chart.id } }));
  return response;
}

function savedMessage({ response, mine }: { response: SaveChartResponse; mine: boolean }): string {
  const name = response.chart.name ?? 'this chart';
  const where = response.created ? `Saved as “${name}”` : `You had already saved this chart as “${name}”`;
  return mine ? `${where}. It is now your chart: your profile reads its signs.` : `${where}.`;
}

/**
 * "Save this chart" under the result (decision 026): nothing is kept until the user asks, under
 * the name they give; the same birth is kept once. Signed out, it says how to keep charts.
 */
export function SaveChart({ form, signedIn }: { form: BirthForm | null; signedIn: boolean }) {
  const [name, setName] = useState('');
  const [mine, setMine] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  if (!signedIn) {
    return (
      <section className="card save-chart" aria-labelledby="save-chart-title">
        <h2 id="save-chart-title">Keep this chart</h2>
        <p className="muted">
          <Link to={`${paths.signIn}?returnTo=${encodeURIComponent(paths.birthChart)}`}>Sign in</Link> to save charts
          under a name and make one your own: your profile then shows its Sun, Moon and Rising.
        </p>
      </section>
    );
  }

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (pending || !form) return;
    const checked = ChartNameSchema.safeParse(name);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message);
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
        message: failure.network
          ? NETWORK_ERROR_MESSAGE
          : (failure.message ?? 'The chart could not be saved. Please try again.'),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="card save-chart" aria-labelledby="save-chart-title">
      <h2 id="save-chart-title">Save this chart</h2>
      <form className="save-chart__form" onSubmit={onSubmit} noValidate>
        <Field
          label="Chart name"
          value={name}
          onValueChange={(value) => {
            setName(value);
            setOutcome(null);
          }}
          error={error}
          hint="Whose chart is it? For example “Me” or “Alex”."
          maxLength={CHART_NAME_MAX}
          autoComplete="off"
        />
        <label className="checkbox save-chart__mine">
          <input type="checkbox" checked={mine} onChange={(e) => setMine(e.target.checked)} />
          This is my chart
        </label>
        <button type="submit" className="btn btn--primary" disabled={pending || !form}>
          {pending ? 'Saving…' : 'Save Chart'}
        </button>
      </form>
      <div aria-live="polite">
        {outcome?.kind === 'saved' ? (
          <p className="save-chart__status">
            {savedMessage(outcome)} <Link to={paths.savedCharts}>See your saved charts</Link>
          </p>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <p className="save-chart__status save-chart__status--problem">{outcome.message}</p>
        ) : null}
      </div>
    </section>
  );
}
