/** Times and dates of the sky in the reader's language, on the reader's clock. */
/** Hindi names the part of the day ("शाम 5:45"), not am/pm (docs/i18n/glossary-hi.md). */
const dayPeriod = (tag: string) => (tag.startsWith('hi') ? { dayPeriod: 'short' as const } : {});

export function formatTime(iso: string, tag: string, timeZone: string): string {
  return new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', ...dayPeriod(tag), timeZone }).format(
    new Date(iso),
  );
}

export function formatDateTime(iso: string, tag: string, timeZone: string): string {
  return new Intl.DateTimeFormat(tag, {
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
    ...dayPeriod(tag),
    timeZone,
  }).format(new Date(iso));
}

export function formatDay(iso: string, tag: string, timeZone: string): string {
  return new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(
    new Date(iso),
  );
}

export const formatNumber = (value: number, tag: string, digits = 1) =>
  new Intl.NumberFormat(tag, { maximumFractionDigits: digits, minimumFractionDigits: digits }).format(value);
