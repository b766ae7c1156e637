import { type FormEvent, type Ref, useId, useState } from 'react';
import { storedZodiac } from '@web/lib/zodiac';
import { Link } from 'react-router';
import { NUMEROLOGY_NAME_DROP, NumerologyInputError, numerologyReading } from '@core/numerology/index';
import { isSignId } from '@core/zodiac';
import {
  NUMEROLOGY_STORAGE_KEY,
  type NumerologyContext,
  NumerologyContextSchema,
  STELLA_NAME_MAX,
} from '@schema/stella';
import { toast } from '@web/components/toast-store';
import { useAstroNames } from '@web/lib/astro-names';
import { useT, useTag } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { ChartWheel, type WheelHighlight } from '@web/features/birth-chart';
import { type StellaMessageId, stellaMessages } from './messages';
import { useDailyInsight, useMyChart } from './stella-api';
import { ReceiptChips } from '@web/components/receipt-chips';

/** The wheel of the reader's "my chart", with the chosen receipt emphasised. */
export function ChartCard({
  enabled,
  highlight,
  highlightLabel,
  ref,
}: {
  enabled: boolean;
  highlight: WheelHighlight | undefined;
  highlightLabel: string | null;
  /** The card, for the page to bring into view when a receipt is chosen. */
  ref?: Ref<HTMLElement>;
}) {
  const t = useT(stellaMessages);
  const names = useAstroNames();
  const { signs, chart } = useMyChart(enabled);
  const signName = (value: string | null) => {
    const id = value?.toLowerCase() ?? '';
    return isSignId(id) ? names.sign(id) : (value ?? '');
  };
  const answer = signs.data;
  return (
    <section ref={ref} className="card stella-card stella-wheel" aria-labelledby="stella-wheel-title">
      <h2 id="stella-wheel-title">{t('stella.wheel.title')}</h2>
      {answer && !answer.chartId ? (
        <>
          <p className="stella-muted">{t('stella.wheel.noChart')}</p>
          <Link to={paths.birthChart} className="btn btn--outline btn--sm">
            {t('stella.wheel.makeChart')}
          </Link>
        </>
      ) : null}
      {answer?.chartId ? (
        <>
          <p className="stella-muted">
            {answer.risingSign
              ? t('stella.wheel.signsRising', {
                  sun: signName(answer.sunSign),
                  moon: signName(answer.moonSign),
                  rising: signName(answer.risingSign),
                })
              : t('stella.wheel.signs', { sun: signName(answer.sunSign), moon: signName(answer.moonSign) })}
          </p>
          {/* A reader who casts sidereal is told plainly that the signs Stella names are not their kundli's. */}
          <p className="stella-muted" data-zodiac="tropical">
            {storedZodiac() === 'sidereal' ? t('stella.wheel.zodiacKundli') : t('stella.wheel.zodiac')}
          </p>
          {chart.data ? (
            <ChartWheel chart={chart.data.result.chart} highlight={highlight} className="stella-wheel__svg" />
          ) : (
            <p className="stella-muted" aria-busy="true">
              {t('stella.wheel.loading')}
            </p>
          )}
          <p className="stella-wheel__status" role="status">
            {highlightLabel ? t('stella.chat.highlighted', { label: highlightLabel }) : t('stella.wheel.hint')}
          </p>
        </>
      ) : null}
      {!answer && enabled ? (
        <p className="stella-muted" aria-busy="true">
          {t('stella.wheel.loading')}
        </p>
      ) : null}
    </section>
  );
}

/** Today's insight from the reader's chart; hidden without a chart of their own. */
export function InsightCard({ enabled }: { enabled: boolean }) {
  const t = useT(stellaMessages);
  // Only with a chart of their own (the API answers 404 otherwise): the same request as the wheel's.
  const { signs } = useMyChart(enabled);
  const hasChart = !!signs.data?.chartId;
  const insight = useDailyInsight(enabled && hasChart);
  if (!hasChart || insight.data === null) return null;
  return (
    <section className="card stella-card stella-insight" aria-labelledby="stella-insight-title">
      <h2 id="stella-insight-title">{t('stella.insight.title')}</h2>
      {insight.data ? (
        <>
          <p className="stella-insight__text">{insight.data.insight}</p>
          {insight.data.facts.length > 0 ? (
            <ReceiptChips facts={insight.data.facts} label={t('stella.chat.receipts')} className="stella-chip" />
          ) : null}
        </>
      ) : insight.error ? (
        <p className="stella-muted">{t('stella.insight.error')}</p>
      ) : (
        <p className="stella-muted" aria-busy="true">
          {t('stella.insight.loading')}
        </p>
      )}
    </section>
  );
}

let taken: NumerologyContext | null = null;

/**
 * The numerology context the numerology page left for the chat (docs/product.md#ask-stella-page):
 * read once from session storage, then removed; kept in memory for this visit of the app, until
 * the numerology page leaves a newer one.
 */
export function takeNumerologyContext(): NumerologyContext | null {
  try {
    const raw = sessionStorage.getItem(NUMEROLOGY_STORAGE_KEY);
    sessionStorage.removeItem(NUMEROLOGY_STORAGE_KEY);
    if (raw) {
      const parsed = NumerologyContextSchema.safeParse(JSON.parse(raw));
      if (parsed.success) taken = parsed.data;
    }
  } catch {
    // storage blocked or not JSON: no new context
  }
  return taken;
}

const NUMBER_ROWS: readonly [keyof NumerologyContext['data'], StellaMessageId][] = [
  ['lifePathNumber', 'stella.numerology.lifePath'],
  ['expressionNumber', 'stella.numerology.expression'],
  ['soulUrgeNumber', 'stella.numerology.soulUrge'],
  ['personalityNumber', 'stella.numerology.personality'],
  ['birthDayNumber', 'stella.numerology.birthDay'],
];

const today = () => new Intl.DateTimeFormat('en-CA').format(new Date());

/** The five numbers, from the numerology page's context or worked out here, and "ask about them". */
export function NumerologyCard({
  context,
  onContext,
  onAsk,
  disabled,
}: {
  context: NumerologyContext | null;
  onContext: (context: NumerologyContext | null) => void;
  onAsk: (context: NumerologyContext) => void;
  disabled: boolean;
}) {
  const t = useT(stellaMessages);
  const tag = useTag();
  const id = useId();
  const [name, setName] = useState('');
  const [birthDate, setBirthDate] = useState('');

  const calculate = (e: FormEvent) => {
    e.preventDefault();
    const fullName = name.trim().replace(/\s+/g, ' ');
    try {
      const { profile } = numerologyReading(fullName, birthDate, today());
      const parsed = NumerologyContextSchema.safeParse({
        type: 'numerology',
        name: fullName,
        birthDate,
        data: profile,
      });
      if (!parsed.success) throw new Error('numerology context out of range');
      onContext(parsed.data);
    } catch (error) {
      const reason = error instanceof NumerologyInputError ? error.reason : null;
      toast({
        title:
          reason === 'name' || reason === 'script'
            ? t('stella.numerology.invalidNameTitle')
            : reason === 'date'
              ? t('stella.numerology.invalidDateTitle')
              : t('stella.numerology.errorTitle'),
        description:
          reason === 'name'
            ? t('stella.numerology.invalidNameMessage')
            : reason === 'script'
              ? t('stella.numerology.scriptMessage')
              : reason === 'date'
                ? t('stella.numerology.invalidDateMessage')
                : t('stella.numerology.errorMessage'),
        variant: 'destructive',
      });
    }
  };

  const born = context
    ? new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
        new Date(`${context.birthDate}T00:00:00Z`),
      )
    : '';

  return (
    <section className="card stella-card stella-numerology" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('stella.numerology.title')}</h2>
      {context ? (
        <>
          <p className="stella-muted">{t('stella.numerology.for', { name: context.name, date: born })}</p>
          <dl className="stella-numbers">
            {NUMBER_ROWS.map(([key, label]) => (
              <div key={key} className="stella-numbers__item" data-number={key}>
                <dt>{t(label)}</dt>
                <dd>{context.data[key]}</dd>
              </div>
            ))}
          </dl>
          <div className="stella-numerology__actions">
            <button type="button" className="btn btn--gold btn--sm" disabled={disabled} onClick={() => onAsk(context)}>
              {t('stella.numerology.ask')}
            </button>
            <button type="button" className="btn btn--ghost btn--sm" onClick={() => onContext(null)}>
              {t('stella.numerology.change')}
            </button>
          </div>
        </>
      ) : (
        <form className="stella-numerology__form" onSubmit={calculate} noValidate>
          <p className="stella-muted">{t('stella.numerology.intro')}</p>
          <label htmlFor={`${id}-name`}>{t('stella.numerology.name')}</label>
          <input
            id={`${id}-name`}
            type="text"
            autoComplete="name"
            value={name}
            maxLength={STELLA_NAME_MAX}
            onChange={(e) => setName(e.target.value.replace(NUMEROLOGY_NAME_DROP, '').slice(0, STELLA_NAME_MAX))}
          />
          <label htmlFor={`${id}-date`}>{t('stella.numerology.birthDate')}</label>
          <input
            id={`${id}-date`}
            type="date"
            min="1900-01-01"
            max={today()}
            value={birthDate}
            onChange={(e) => setBirthDate(e.target.value)}
          />
          <button type="submit" className="btn btn--outline btn--sm" disabled={!name.trim() || !birthDate}>
            {t('stella.numerology.calculate')}
          </button>
        </form>
      )}
    </section>
  );
}
