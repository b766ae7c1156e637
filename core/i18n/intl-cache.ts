/**
 * Intl formatters are costly to build (tens of microseconds each) and a reading formats dozens of
 * times: the same locale and options give the same formatter, built once per runtime.
 */
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

export function dateTimeFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

/** Hindi names the part of the day ("शाम 5:45"), not am/pm (docs/i18n/glossary-hi.md): the options a clock time adds. */
export const dayPeriod = (tag: string): Intl.DateTimeFormatOptions =>
  tag.startsWith('hi') ? { dayPeriod: 'short' } : {};
