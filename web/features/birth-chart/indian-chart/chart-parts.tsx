/** What the North and South Indian charts share: their frame, the graha labels and how they are set in a house. */
import { type ReactNode, type Ref, useId } from 'react';
import type { ChartMessageId, ChartWords } from '../messages';
import {
  type Box,
  CHART_MARGIN,
  CHART_SIZE,
  CHART_VIEW_BOX,
  type Cell,
  fitLabels,
  textEms,
} from './indian-chart-layout';
import type { GrahaId, GrahaPlacement } from './indian-chart-model';

/** The short label of each graha, as Indian charts write them ("Su", "सू", "日"). */
export const GRAHA_LABEL = {
  sun: 'chart.indian.graha.sun',
  moon: 'chart.indian.graha.moon',
  mars: 'chart.indian.graha.mars',
  mercury: 'chart.indian.graha.mercury',
  jupiter: 'chart.indian.graha.jupiter',
  venus: 'chart.indian.graha.venus',
  saturn: 'chart.indian.graha.saturn',
  rahu: 'chart.indian.graha.rahu',
  ketu: 'chart.indian.graha.ketu',
} as const satisfies Record<GrahaId, ChartMessageId>;

/** A graha's full name: the planets' are the sky's names, Rahu's and Ketu's the kundli's own. */
export function grahaName(id: GrahaId, { t, names }: ChartWords): string {
  if (id === 'rahu') return t('chart.indian.rahu');
  if (id === 'ketu') return t('chart.indian.ketu');
  return names.body(id);
}

interface ChartLabel {
  key: string;
  text: string;
  /** The retrograde mark, drawn raised and smaller after the text. */
  mark: string | null;
  lagna: boolean;
}

/** The retrograde mark's size against its label's. */
const MARK_SCALE = 0.72;

/** The labels of a house: the lagna's mark first when it is there, then its grahas. */
export function houseLabels(grahas: readonly GrahaPlacement[], lagna: boolean, { t }: ChartWords): ChartLabel[] {
  const mark = t('chart.indian.retroMark');
  const labels = grahas.map((g) => ({
    key: g.id,
    text: t(GRAHA_LABEL[g.id]),
    mark: g.retrograde ? mark : null,
    lagna: false,
  }));
  return lagna ? [{ key: 'lagna', text: t('chart.indian.lagnaMark'), mark: null, lagna: true }, ...labels] : labels;
}

const labelEms = (label: ChartLabel) =>
  textEms(label.text) + (label.mark ? textEms(label.mark) * MARK_SCALE + 0.08 : 0);

/** A house's labels as SVG text, in rows that fit inside its shape and clear of its obstacles. */
export function HouseLabels({
  cell,
  labels,
  font,
  obstacles,
}: {
  cell: Cell;
  labels: readonly ChartLabel[];
  font: number;
  obstacles?: readonly Box[];
}) {
  const fitted = fitLabels(cell, labels.map(labelEms), { font, obstacles });
  return labels.map((label, i) => {
    const [x, y] = fitted.positions[i] ?? cell.center;
    return (
      <text
        key={label.key}
        x={x}
        y={y}
        fontSize={fitted.font}
        className={label.lagna ? 'indian-chart__lagna' : 'indian-chart__graha'}
        data-graha={label.lagna ? undefined : label.key}
      >
        {label.text}
        {label.mark ? (
          <tspan
            className="indian-chart__retro"
            dx={fitted.font * 0.08}
            dy={-fitted.font * 0.3}
            fontSize={fitted.font * MARK_SCALE}
          >
            {label.mark}
          </tspan>
        ) : null}
      </text>
    );
  });
}

export type IndianChartStyle = 'north' | 'south';

/**
 * One chart as one image named by its <title>: the background the downloads take their colour
 * from (wheel-export.ts reads `.chart-wheel__face`), the square's frame, then the chart's own parts.
 */
export function ChartSvg({
  style,
  title,
  ref,
  children,
}: {
  style: IndianChartStyle;
  title: string;
  ref?: Ref<SVGSVGElement>;
  children: ReactNode;
}) {
  const titleId = useId();
  const side = CHART_SIZE + 2 * CHART_MARGIN;
  return (
    <svg
      ref={ref}
      className={`chart-wheel indian-chart indian-chart--${style}`}
      viewBox={CHART_VIEW_BOX}
      role="img"
      aria-labelledby={titleId}
      xmlns="http://www.w3.org/2000/svg"
    >
      <title id={titleId}>{title}</title>
      <rect className="chart-wheel__face" x={-CHART_MARGIN} y={-CHART_MARGIN} width={side} height={side} />
      <rect className="indian-chart__frame" width={CHART_SIZE} height={CHART_SIZE} />
      {children}
    </svg>
  );
}
