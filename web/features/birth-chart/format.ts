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

export function formatCoordinates(latitude: number, longitude: number): string {
  const lat = `${Math.abs(latitude).toFixed(4)}°${latitude >= 0 ? 'N' : 'S'}`;
  const lon = `${Math.abs(longitude).toFixed(4)}°${longitude >= 0 ? 'E' : 'W'}`;
  return `${lat}, ${lon}`;
}
