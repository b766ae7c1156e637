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
