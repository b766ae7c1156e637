import { type ChartWords, chartWords } from './messages';

/** "UTC+2", "UTC−3:30", "UTC+5:45", "UTC" for zero: how people read offsets. */
export function formatUtcOffset(minutes: number): string {
  const rounded = Math.round(minutes);
  if (rounded === 0) return 'UTC';
  const sign = rounded > 0 ? '+' : '−';
  const abs = Math.abs(rounded);
  const h = Math.floor(abs / 60);
  const m = abs % 60;
  return `UTC${sign}${h}${m ? `:${String(m).padStart(2, '0')}` : ''}`;
}

/** "44.8176°N, 20.4569°E", with the language's decimal mark and compass letters. */
export function formatCoordinates(latitude: number, longitude: number, { t, tag }: ChartWords = chartWords()): string {
  const number = new Intl.NumberFormat(tag, { minimumFractionDigits: 4, maximumFractionDigits: 4, useGrouping: false });
  const lat = number.format(Math.abs(latitude));
  const lon = number.format(Math.abs(longitude));
  return t('chart.coordinates.pair', {
    latitude: t(latitude >= 0 ? 'chart.coordinates.north' : 'chart.coordinates.south', { value: lat }),
    longitude: t(longitude >= 0 ? 'chart.coordinates.east' : 'chart.coordinates.west', { value: lon }),
  });
}

/**
 * "17 May 1990, 14:30" on the clocks of the birth place (its offset then); the date alone
 * without a birth time (the chart has no Ascendant then).
 */
export function formatBirthMoment(
  chart: { utc: string; utcOffsetMinutes: number; ascendant: number | null },
  { tag }: Pick<ChartWords, 'tag'> = chartWords(),
): string {
  const local = new Date(Date.parse(chart.utc) + Math.round(chart.utcOffsetMinutes * 60_000));
  const time = chart.ascendant !== null;
  return new Intl.DateTimeFormat(tag, {
    dateStyle: 'long',
    ...(time ? { timeStyle: 'short' } : {}),
    timeZone: 'UTC',
  }).format(local);
}

/** "Birth chart report" and "17 May 1990, 14:30 · Belgrade, Serbia": the custom report's title, printed or drawn. */
export function reportHeading(
  chart: { utc: string; utcOffsetMinutes: number; ascendant: number | null; location: { name: string } },
  words: ChartWords = chartWords(),
): { title: string; subtitle: string } {
  return {
    title: words.t('chart.report.title'),
    subtitle: words.t('chart.report.subtitle', { date: formatBirthMoment(chart, words), place: chart.location.name }),
  };
}
