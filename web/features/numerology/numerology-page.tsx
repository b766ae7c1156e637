import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { NumerologyInputError, numerologyReading } from '@core/numerology/index';
import type { NumerologyResult } from '@schema/numerology';
import { NUMEROLOGY_STORAGE_KEY, type NumerologyContext } from '@schema/stella';
import { toast } from '@web/components/toast-store';
import { ApiRequestError } from '@web/lib/api';
import { useT } from '@web/lib/i18n';
import { localDate } from '@web/lib/local-date';
import { paths } from '@web/lib/paths';
import { useAuth } from '@web/features/auth';
import { type NumerologyMessageId, numerologyMessages } from './messages';
import { fetchNumerology } from './numerology-api';
import { NumerologyForm, type NumerologyInput, birthDateOf, emptyInput } from './numerology-form';
import { NumerologyResultView } from './numerology-result';
import './numerology.css';

type Problem = 'name' | 'script' | 'date' | 'failed';

const PROBLEM: Readonly<Record<Problem, readonly [NumerologyMessageId, NumerologyMessageId]>> = {
  name: ['numerology.error.nameTitle', 'numerology.error.nameMessage'],
  script: ['numerology.error.nameTitle', 'numerology.error.scriptMessage'],
  date: ['numerology.error.dateTitle', 'numerology.error.dateMessage'],
  failed: ['numerology.error.failedTitle', 'numerology.error.failedMessage'],
};

/** What the server refused, read from its 400's field (the page checks the same rules first). */
function problemOf(error: unknown): Problem {
  if (error instanceof NumerologyInputError) return error.reason;
  if (error instanceof ApiRequestError && error.status === 400) {
    const issue = error.body?.issues?.[0];
    if (issue?.path === 'birthDate') return 'date';
    if (issue?.path === 'name') return issue.message.includes('Latin') ? 'script' : 'name';
  }
  return 'failed';
}

/** The context the chat reads once from session storage (docs/product.md#ask-stella-page). */
const contextOf = (result: NumerologyResult): NumerologyContext => ({
  type: 'numerology',
  name: result.name,
  birthDate: result.birthDate,
  data: {
    lifePathNumber: result.lifePathNumber,
    expressionNumber: result.expressionNumber,
    soulUrgeNumber: result.soulUrgeNumber,
    personalityNumber: result.personalityNumber,
    birthDayNumber: result.birthDayNumber,
  },
});

/**
 * /numerology (docs/product.md#numerology-page): for Oracle and Master, the form, then the five
 * numbers with what each means (worked out by the server, which enforces the plan), then
 * 'Calculate Again' or 'Ask Stella About My Numbers'. Visitors are asked to sign in, free
 * members see the upgrade card.
 */
export function NumerologyPage() {
  const t = useT(numerologyMessages);
  const navigate = useNavigate();
  const { status, isPro } = useAuth();
  const [input, setInput] = useState<NumerologyInput>(emptyInput);
  const [result, setResult] = useState<NumerologyResult | null>(null);
  const [busy, setBusy] = useState(false);

  const tell = (problem: Problem) => {
    const [title, description] = PROBLEM[problem];
    toast({ title: t(title), description: t(description), variant: 'destructive' });
  };

  const calculate = async () => {
    const birthDate = birthDateOf(input);
    if (!birthDate) return;
    const name = input.name.trim().replace(/\s+/g, ' ');
    try {
      numerologyReading(name, birthDate, localDate());
    } catch (error) {
      tell(problemOf(error));
      return;
    }
    setBusy(true);
    try {
      setResult(await fetchNumerology(name, birthDate));
    } catch (error) {
      tell(problemOf(error));
    } finally {
      setBusy(false);
    }
  };

  const askStella = (answer: NumerologyResult) => {
    try {
      sessionStorage.setItem(NUMEROLOGY_STORAGE_KEY, JSON.stringify(contextOf(answer)));
    } catch {
      // Storage blocked: the chat's own numerology card still works them out.
    }
    navigate(paths.askStella);
  };

  return (
    <main className="container numerology-page">
      <title>{t('numerology.page.title')}</title>
      <header className="numerology-page__header">
        <h1>
          {t('numerology.page.heading')} <span className="badge">{t('numerology.badge.premium')}</span>
        </h1>
        <p className="muted">{t('numerology.page.intro')}</p>
      </header>
      {status === 'loading' ? (
        <div className="page-loading" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
        </div>
      ) : !isPro ? (
        <section className="card numerology-gate" aria-labelledby="numerology-gate-title">
          <h2 id="numerology-gate-title">
            {status === 'authenticated' ? t('numerology.gate.upgradeTitle') : t('numerology.gate.signInTitle')}
          </h2>
          <p>{t('numerology.gate.pitch')}</p>
          <Link
            to={
              status === 'authenticated'
                ? paths.premium
                : `${paths.signIn}?returnTo=${encodeURIComponent(paths.numerology)}`
            }
            className="btn btn--gold"
          >
            {status === 'authenticated' ? t('numerology.gate.upgrade') : t('numerology.gate.signIn')}
          </Link>
        </section>
      ) : result ? (
        <NumerologyResultView result={result} onAgain={() => setResult(null)} onAsk={() => askStella(result)} />
      ) : (
        <NumerologyForm input={input} onInput={setInput} onSubmit={calculate} busy={busy} />
      )}
    </main>
  );
}

export default NumerologyPage;
