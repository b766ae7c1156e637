/**
 * The report's content from the page: the wheel as drawn, the positions table's rows and the
 * analysis, in the reader's language and the page's theme colours.
 */
import type { Chart } from '@schema/birth-chart';
import type { AnalysisAnswer } from '@schema/stella';
import { positionRows } from './chart-tables';
import { reportHeading } from './format';
import type { ChartWords } from './messages';
import { downloadReportPng, type ReportContent } from './report-export';
import { localBirthDate } from './wheel-panel';
import { RETROGRADE_MARK } from './wheel/wheel-model';
import { serializeWheel } from './wheel/wheel-export';

export function reportContent(
  svg: SVGSVGElement,
  chart: Chart,
  answer: AnalysisAnswer,
  words: ChartWords,
): ReportContent {
  const { t } = words;
  const root = getComputedStyle(document.documentElement);
  const token = (name: string, fallback: string) => root.getPropertyValue(name).trim() || fallback;
  const face = svg.querySelector('.chart-wheel__face');
  const faceFill = face ? getComputedStyle(face).fill : '';
  const { title, subtitle } = reportHeading(chart, words);
  const made = new Intl.DateTimeFormat(words.tag, { dateStyle: 'long' }).format(new Date());
  return {
    title,
    subtitle,
    wheel: serializeWheel(svg),
    positionsTitle: t('chart.report.positions'),
    positionsHead: [
      t('chart.positions.body'),
      t('chart.positions.sign'),
      t('chart.positions.degree'),
      t('chart.positions.house'),
      '',
    ],
    positions: positionRows(chart, words).map((row) => [
      row.name,
      words.names.sign(row.sign.id),
      row.degree,
      row.house === null ? '–' : String(row.house),
      row.retrograde ? RETROGRADE_MARK : '',
    ]),
    analysisTitle: t('chart.report.analysis'),
    paragraphs: answer.paragraphs
      .filter((p) => p.text.trim())
      .map((p) => ({
        text: p.text.trim(),
        note:
          p.status === 'verified' && p.facts.length > 0
            ? t('chart.report.rests', { labels: p.facts.map((f) => f.label).join(' · ') })
            : undefined,
      })),
    footer: t('chart.report.footer', { words: answer.words, date: made }),
    colors: {
      background: faceFill && faceFill !== 'none' ? faceFill : token('--surface', '#ffffff'),
      text: token('--text', '#1c1838'),
      muted: token('--muted', '#5d5880'),
      accent: token('--accent', '#5a46dc'),
      border: token('--border', '#e2ddf3'),
    },
    fontFamily: token('--font-body', 'system-ui, sans-serif'),
  };
}

/** Draws the report of the page's chart and saves it as stella-report-<birth date>.png. */
export async function downloadReport({
  svg,
  chart,
  answer,
  words,
}: {
  svg: SVGSVGElement;
  chart: Chart;
  answer: AnalysisAnswer;
  words: ChartWords;
}): Promise<void> {
  const date = localBirthDate(chart.utc, chart.utcOffsetMinutes);
  await downloadReportPng(reportContent(svg, chart, answer, words), `stella-report-${date}.png`);
}
