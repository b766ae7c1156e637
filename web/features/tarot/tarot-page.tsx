import { useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useSWRConfig } from 'swr';
import type { SpreadId } from '@core/tarot/spreads';
import { TAROT_QUESTION_MAX, type TarotDeal, type TarotReading, type TarotReadingItem } from '@schema/tarot';
import { toast } from '@web/components/toast-store';
import { ApiRequestError } from '@web/lib/api';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { scrollIntoSight } from '@web/lib/scroll-into-sight';
import { useAuth } from '@web/features/auth';
import { DeckStep } from './deck-step';
import { tarotMessages } from './messages';
import { ReadingHistory } from './reading-history';
import { ReadingView } from './reading-view';
import { READINGS_KEY, fetchReading, makeDeal, readCards, useSpreads } from './tarot-api';
import './tarot.css';

/**
 * /tarot (docs/product.md#tarot-page, decision 040): for Master, the spec's three steps (a
 * question and an optional birth place; one of four spreads; the picks from 30 face-down cards
 * of the server's sealed deal), Reveal once the picks match the spread and the question is not
 * blank, then the reading with its cards, interpretation, guidance and the deal's check, and New
 * Reading. The kept readings are listed below. Visitors are asked to sign in, others to upgrade.
 */
export function TarotPage() {
  const t = useT(tarotMessages);
  const id = useId();
  const { mutate } = useSWRConfig();
  const { status, user } = useAuth();
  const master = user?.tier === 'master';
  const spreads = useSpreads();
  const [question, setQuestion] = useState('');
  const [place, setPlace] = useState('');
  const [spreadId, setSpreadId] = useState<SpreadId | null>(null);
  const [deal, setDeal] = useState<TarotDeal | null>(null);
  const [picks, setPicks] = useState<number[]>([]);
  const [reading, setReading] = useState<TarotReading | null>(null);
  const [busy, setBusy] = useState(false);
  const result = useRef<HTMLDivElement>(null);

  const spread = spreads.data?.find((s) => s.id === spreadId) ?? null;
  const count = spread?.cards ?? 0;
  const canReveal = spread !== null && deal !== null && picks.length === count && question.trim() !== '' && !busy;

  const fail = (error: unknown) => {
    console.warn('Tarot reading failed', error);
    const code = error instanceof ApiRequestError ? error.body?.code : undefined;
    const description =
      code === 'CONFLICT' && error instanceof ApiRequestError && error.body?.details?.limit
        ? t('tarot.error.full')
        : code === 'CONFLICT'
          ? t('tarot.error.dealUsed')
          : t('tarot.error.failed');
    toast({ title: t('tarot.error.title'), description, variant: 'destructive' });
  };

  const shuffle = async () => {
    setDeal(null);
    setPicks([]);
    try {
      setDeal(await makeDeal());
    } catch (error) {
      fail(error);
    }
  };

  const choose = (next: SpreadId) => {
    setSpreadId(next);
    setPicks([]);
    if (!deal) void shuffle();
  };

  const pick = (slot: number) =>
    setPicks((current) =>
      current.includes(slot)
        ? current.filter((s) => s !== slot)
        : current.length < count
          ? [...current, slot]
          : current,
    );

  const show = (next: TarotReading) => {
    setReading(next);
    requestAnimationFrame(() => scrollIntoSight(result.current, { block: 'start', when: 'always', smooth: true }));
  };

  const reveal = async () => {
    if (!canReveal || !spread || !deal) return;
    setBusy(true);
    try {
      show(
        await readCards({
          spread: spread.id,
          question: question.trim(),
          positions: picks,
          dealId: deal.dealId,
          ...(place.trim() ? { birthPlace: place.trim() } : {}),
        }),
      );
      void mutate(READINGS_KEY);
    } catch (error) {
      fail(error);
      if (error instanceof ApiRequestError && error.status === 409) void shuffle();
    } finally {
      setBusy(false);
    }
  };

  const reset = () => {
    setReading(null);
    setQuestion('');
    setPlace('');
    setSpreadId(null);
    setDeal(null);
    setPicks([]);
  };

  const open = async (item: TarotReadingItem) => {
    try {
      show(await fetchReading(item.id));
    } catch (error) {
      fail(error);
    }
  };

  return (
    <main className="container tarot-page">
      <title>{t('tarot.page.title')}</title>
      <header className="tarot-page__header">
        <h1>
          {t('tarot.page.heading')} <span className="badge">{t('tarot.badge.premium')}</span>
        </h1>
        <p className="muted">{t('tarot.page.intro')}</p>
      </header>
      {status === 'loading' ? (
        <div className="page-loading" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
        </div>
      ) : !master ? (
        <section className="card tarot-gate" aria-labelledby="tarot-gate-title">
          <h2 id="tarot-gate-title">
            {status === 'authenticated' ? t('tarot.gate.upgradeTitle') : t('tarot.gate.signInTitle')}
          </h2>
          <p>{t('tarot.gate.pitch')}</p>
          <Link
            to={
              status === 'authenticated' ? paths.premium : `${paths.signIn}?returnTo=${encodeURIComponent(paths.tarot)}`
            }
            className="btn btn--gold"
          >
            {status === 'authenticated' ? t('tarot.gate.upgrade') : t('tarot.gate.signIn')}
          </Link>
        </section>
      ) : (
        <>
          <div ref={result}>
            {reading ? (
              <ReadingView reading={reading} onNew={reset} />
            ) : (
              <ol className="tarot-steps" aria-label={t('tarot.steps.label')}>
                <li className="card tarot-step">
                  <h2 className="tarot-step__title">
                    <span className="tarot-step__n" aria-hidden="true">
                      1
                    </span>
                    {t('tarot.step.question')}
                  </h2>
                  <label htmlFor={`${id}-question`} className="field__label">
                    {t('tarot.question.label')}
                  </label>
                  <textarea
                    id={`${id}-question`}
                    className="input tarot-question"
                    rows={3}
                    maxLength={TAROT_QUESTION_MAX}
                    value={question}
                    placeholder={t('tarot.question.placeholder')}
                    aria-describedby={`${id}-question-hint`}
                    onChange={(e) => setQuestion(e.target.value)}
                  />
                  <p id={`${id}-question-hint`} className="field__hint">
                    {t('tarot.question.hint')}
                  </p>
                  <label htmlFor={`${id}-place`} className="field__label">
                    {t('tarot.place.label')}
                  </label>
                  <input
                    id={`${id}-place`}
                    className="input"
                    value={place}
                    maxLength={200}
                    placeholder={t('tarot.place.placeholder')}
                    onChange={(e) => setPlace(e.target.value)}
                  />
                </li>
                <li className="card tarot-step">
                  <h2 className="tarot-step__title" id={`${id}-spread`}>
                    <span className="tarot-step__n" aria-hidden="true">
                      2
                    </span>
                    {t('tarot.step.spread')}
                  </h2>
                  <div className="tarot-spreads" role="radiogroup" aria-labelledby={`${id}-spread`}>
                    {(spreads.data ?? []).map((s) => (
                      <label key={s.id} className="tarot-spread-choice" data-checked={s.id === spreadId}>
                        <input
                          type="radio"
                          name={`${id}-spread`}
                          value={s.id}
                          checked={s.id === spreadId}
                          onChange={() => choose(s.id)}
                        />
                        <span className="tarot-spread-choice__name">{s.name}</span>
                        <span className="tarot-spread-choice__count">
                          {t('tarot.spread.cards', { count: s.cards })}
                        </span>
                        <span className="tarot-spread-choice__text muted">{s.description}</span>
                      </label>
                    ))}
                  </div>
                  {spread && spread.cards > 1 ? (
                    <p className="muted tarot-spread-positions">
                      {t('tarot.spread.positions', { list: spread.positions.map((p) => p.name).join(' · ') })}
                    </p>
                  ) : null}
                </li>
                {spread ? (
                  <li className="card tarot-step">
                    <h2 className="tarot-step__title">
                      <span className="tarot-step__n" aria-hidden="true">
                        3
                      </span>
                      {t('tarot.step.cards')}
                    </h2>
                    <DeckStep
                      deal={deal}
                      count={count}
                      picks={picks}
                      onPick={pick}
                      onReshuffle={() => void shuffle()}
                      disabled={busy}
                    />
                    <button
                      type="button"
                      className="btn btn--gold tarot-reveal"
                      disabled={!canReveal}
                      aria-busy={busy || undefined}
                      onClick={() => void reveal()}
                    >
                      {busy ? t('tarot.revealing') : t('tarot.reveal')}
                    </button>
                  </li>
                ) : null}
              </ol>
            )}
          </div>
          <ReadingHistory onOpen={(item) => void open(item)} />
        </>
      )}
    </main>
  );
}

export default TarotPage;
