import { ChoicePills } from '@web/components/choice-pills';
import { useT } from '@web/lib/i18n';
import { chartMessages } from './messages';

/** How a sidereal chart is drawn: the wheel, or the kundli as North or South India draws it. */
export const CHART_STYLES = ['wheel', 'north', 'south'] as const;
export type ChartStyle = (typeof CHART_STYLES)[number];

const LABELS = {
  wheel: 'chart.style.wheel',
  north: 'chart.style.north',
  south: 'chart.style.south',
} as const satisfies Record<ChartStyle, string>;

/** Where the device keeps the reader's chart style (as web/lib/zodiac.ts keeps the zodiac). */
const CHART_STYLE_STORAGE_KEY = 'stella.chartStyle';

const isChartStyle = (value: string | null): value is ChartStyle =>
  value !== null && (CHART_STYLES as readonly string[]).includes(value);

/** The style this device last chose; the North Indian chart until the reader chooses. */
export function storedChartStyle(): ChartStyle {
  try {
    const stored = localStorage.getItem(CHART_STYLE_STORAGE_KEY);
    return isChartStyle(stored) ? stored : 'north';
  } catch {
    return 'north';
  }
}

export function rememberChartStyle(style: ChartStyle): void {
  try {
    localStorage.setItem(CHART_STYLE_STORAGE_KEY, style);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
}

/** Wheel, North Indian or South Indian: pills side by side. */
export function ChartStyleChoice({ value, onChange }: { value: ChartStyle; onChange: (style: ChartStyle) => void }) {
  const t = useT(chartMessages);
  return (
    <ChoicePills
      className="chart-style-choice"
      legend={t('chart.style.legend')}
      options={CHART_STYLES.map((style) => ({ value: style, label: t(LABELS[style]) }))}
      value={value}
      onChange={onChange}
    />
  );
}
