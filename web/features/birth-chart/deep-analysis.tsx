import { type RefObject, useEffect, useId, useState } from 'react';
import { flushSync } from 'react-dom';
import type { Chart } from '@schema/birth-chart';
import type { AnalysisAnswer, AnswerParagraph } from '@schema/stella';
import { type ChosenReceipt, ReceiptChips } from '@web/components/receipt-chips';
import { toast } from '@web/components/toast-store';
import { ApiRequestError, api, call } from '@web/lib/api';
import { useLocale, useT } from '@web/lib/i18n';
import { chartMessages, useChartWords } from './messages';
import type { requestBody } from './use-birth-chart';

/** A receipt of the analysis chosen to be shown on the page's wheel. */
export type ChosenPlacement = ChosenReceipt;

export interface PlacementChoice {
  chosen: ChosenPlacement | null;
  choose: (placement: ChosenPlacement | null) => void;
}

export interface DeepAnalysisProps {
  /** The body the shown chart was cast from (POST /api/birth-chart's), or null before the first cast. */
  request: ReturnType<typeof requestBody> | null;
  chart: Chart;
  /** Master: the custom report (print, PNG) once the analysis is shown. */
  master: boolean;
  choice: PlacementChoice;
  /** The page's wheel, drawn into the PNG report. */
  wheelRef: RefObject<SVGSVGElement | null>;
  /** Told whether a report is on the page (the print stylesheet prints it alone). */
  onReport: (ready: boolean) => void;
}

type Phase = { key: string; state: 'loading' } | { key: string; state: 'done'; answer: AnalysisAnswer };

export const DEEP_ANALYSIS_ID = 'deep-analysis';

/** The analysis as one text (paragraphs separated by blank lines): what the report and the tests read. */
export const analysisText = (answer: AnalysisAnswer) =>
  answer.paragraphs
    .map((p) => p.text.trim())
    .filter(Boolean)
    .join('\n\n');

function serverMessage(error: unknown): string | undefined {
  if (error instanceof ApiRequestError) return error.body?.message ?? error.message;
  return undefined;
}

function Paragraph({
  paragraph,
  prefix,
  choice,
}: {
  paragraph: AnswerParagraph;
  prefix: string;
  choice: PlacementChoice;
}) {
  const t = useT(chartMessages);
  const text = paragraph.text.trim();
  if (!text) return null;
  return (
    <div className="deep-analysis__paragraph" data-status={paragraph.status}>
      <p>{text}</p>
      {paragraph.status === 'unverified' ? (
        <p className="deep-analysis__unverified">{t('chart.analysis.deep.unverified')}</p>
      ) : null}
      {paragraph.status === 'verified' && paragraph.facts.length > 0 ? (
        <ReceiptChips
          facts={paragraph.facts}
          label={t('chart.analysis.deep.receipts')}
          keyPrefix={prefix}
          chosenKey={choice.chosen?.key ?? null}
          onChoose={choice.choose}
          className="deep-analysis__chip"
        />
      ) : null}
    </div>
  );
}

/**
 * "Advanced AI analysis" (docs/product.md#birth-chart-page, #real-deep-analysis): Oracle and
 * Master ask for 500-700 words on their chart; each verified paragraph shows the placements it
 * rests on as toggles that light them up on the page's wheel. Master then has the custom report.
 */
export function DeepAnalysis({ request, chart, master, choice, wheelRef, onReport }: DeepAnalysisProps) {
  const t = useT(chartMessages);
  const locale = useLocale();
  const titleId = useId();
  const [phase, setPhase] = useState<Phase | null>(null);
  // The analysis belongs to one chart in one language: another cast, house system or language starts over.
  // (`date` is today's, for the horoscope the chart call also answers: not part of the chart.)
  const key = request ? `${locale}|${JSON.stringify(request, (k, v) => (k === 'date' ? undefined : v))}` : '';
  const current = phase && phase.key === key ? phase : null;
  const answer = current?.state === 'done' ? current.answer : null;
  const { choose } = choice;

  useEffect(() => {
    if (key) choose(null);
  }, [key, choose]);
  const report = master && answer !== null;
  useEffect(() => {
    onReport(report);
    return () => onReport(false);
  }, [report, onReport]);

  const ask = async () => {
    if (!request || current) return;
    setPhase({ key, state: 'loading' });
    try {
      const body = await call(api.stella.analysis.$post({ json: request }));
      setPhase((p) => (p?.key === key ? { key, state: 'done', answer: body } : p));
    } catch (error) {
      setPhase((p) => (p?.key === key ? null : p));
      toast({
        title: t('chart.analysis.deep.failedTitle'),
        description: serverMessage(error) ?? t('chart.analysis.deep.failed'),
        variant: 'destructive',
      });
    }
  };

  const loading = current?.state === 'loading';
  return (
    <section
      id={DEEP_ANALYSIS_ID}
      className="card deep-analysis"
      aria-labelledby={titleId}
      data-state={current?.state ?? 'idle'}
    >
      <div className="deep-analysis__head">
        <h2 id={titleId}>{t('chart.analysis.deep.title')}</h2>
        {answer ? (
          <p className="badge deep-analysis__words">{t('chart.analysis.deep.words', { words: answer.words })}</p>
        ) : null}
      </div>
      {chart.zodiac === 'sidereal' ? (
        <p className="zodiac-label" data-zodiac="tropical">
          {t('chart.analysis.deep.tropical')}
        </p>
      ) : null}
      {answer ? null : (
        <>
          <p className="muted">{t('chart.analysis.deep.intro')}</p>
          <button
            type="button"
            className="btn btn--primary deep-analysis__ask"
            onClick={ask}
            disabled={loading || !request}
            aria-busy={loading}
          >
            {loading ? <span className="deep-analysis__spinner" aria-hidden="true" /> : null}
            {loading ? t('chart.analysis.deep.loading') : t('chart.analysis.deep.button')}
          </button>
        </>
      )}
      <p role="status" className="sr-only">
        {loading
          ? t('chart.analysis.deep.loading')
          : answer
            ? t('chart.analysis.deep.ready', { words: answer.words })
            : ''}
      </p>
      {answer ? (
        <>
          <p className="muted deep-analysis__hint">{t('chart.analysis.deep.receiptsHint')}</p>
          <div className="deep-analysis__text" lang={answer.language}>
            {answer.paragraphs.map((paragraph, i) => (
              <Paragraph key={i} paragraph={paragraph} prefix={String(i)} choice={choice} />
            ))}
          </div>
          {master ? (
            <ReportActions answer={answer} chart={chart} wheelRef={wheelRef} clear={() => choose(null)} />
          ) : null}
        </>
      ) : null}
    </section>
  );
}

// The report's drawing code loads when a report is asked for.
const reportModule = () => import('./report-content');

/** The next frame, drawn. */
const painted = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));

function ReportActions({
  answer,
  chart,
  wheelRef,
  clear,
}: {
  answer: AnalysisAnswer;
  chart: Chart;
  wheelRef: RefObject<SVGSVGElement | null>;
  /** Lets go of a placement lit on the wheel: the report shows the chart as it is. */
  clear: () => void;
}) {
  const t = useT(chartMessages);
  const words = useChartWords();
  const [busy, setBusy] = useState(false);
  const savePng = async () => {
    const svg = wheelRef.current;
    if (!svg || busy) return;
    setBusy(true);
    try {
      // The report shows the chart as it is: a placement lit on the wheel is let go, and the
      // wheel redrawn, before it is copied.
      clear();
      for (let frame = 0; frame < 30 && svg.matches('.chart-wheel--highlighting'); frame++) await painted();
      await painted();
      await (await reportModule()).downloadReport({ svg, chart, answer, words });
    } catch {
      toast({ title: t('chart.report.failedTitle'), description: t('chart.report.failed'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="deep-analysis__report" role="group" aria-label={t('chart.report.actions')}>
      <button
        type="button"
        className="btn btn--outline"
        onClick={() => {
          flushSync(clear);
          window.print();
        }}
      >
        {t('chart.report.print')}
      </button>
      <button type="button" className="btn btn--gold" onClick={savePng} disabled={busy} aria-busy={busy}>
        {busy ? t('chart.report.preparing') : t('chart.report.png')}
      </button>
    </div>
  );
}
