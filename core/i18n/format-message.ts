/**
 * Formats a message compiled by `@lingui/message-utils/compileMessage` (decision 028): text
 * tokens, `[name]` placeholders, plural, selectordinal and select branches (with `=N` exact
 * matches, `offset` and `#`), and number, date and time arguments, through `Intl` for `tag`.
 * It is the part of Lingui's runtime the browser needs, in a tenth of its size; a test holds
 * it to Lingui's own output for every message of every catalogue (format-message.test.ts).
 */
export type MessageArguments = Readonly<Record<string, unknown>>;

const cache = new Map<string, Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>();
function memo<T extends Intl.PluralRules | Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let value = cache.get(key) as T | undefined;
  if (!value) {
    value = make();
    cache.set(key, value);
  }
  return value;
}

const numberFormat = (tag: string, options?: Intl.NumberFormatOptions) =>
  memo(`n|${tag}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(tag, options));

function dateOptions(format: unknown, time: boolean): Intl.DateTimeFormatOptions {
  if (format && typeof format === 'object') return format as Intl.DateTimeFormatOptions;
  if (time) {
    if (format === 'short') return { hour: 'numeric', minute: 'numeric' };
    const o: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: 'numeric', second: 'numeric' };
    return format === 'full' || format === 'long' ? { ...o, timeZoneName: 'short' } : o;
  }
  const o: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
  if (format === 'full') return { ...o, weekday: 'long', month: 'long' };
  if (format === 'long') return { ...o, month: 'long' };
  if (format === 'short') return { ...o, month: 'numeric' };
  return o;
}

const own = (table: object, key: string): unknown =>
  Object.hasOwn(table, key) ? (table as Record<string, unknown>)[key] : undefined;

export function formatMessage(message: unknown, tag: string, values: MessageArguments = {}): string {
  const run = (tokens: unknown, count?: number): string => {
    if (!Array.isArray(tokens)) return typeof tokens === 'string' ? tokens : '';
    let out = '';
    for (const token of tokens) {
      if (typeof token === 'string') {
        out += token === '#' && count !== undefined ? numberFormat(tag).format(count) : token;
        continue;
      }
      const [name, type, format] = token as [string, string?, unknown?];
      const value = own(values, name);
      if (type === 'plural' || type === 'selectordinal') {
        const { offset = 0, ...rules } = (format ?? {}) as { offset?: number } & Record<string, unknown>;
        const n = Number(value);
        const rule = memo(
          `p|${tag}|${type}`,
          () => new Intl.PluralRules(tag, { type: type === 'plural' ? 'cardinal' : 'ordinal' }),
        ).select(n - offset);
        out += run(own(rules, String(n)) ?? own(rules, rule) ?? rules.other, n - offset);
      } else if (type === 'select') {
        const rules = (format ?? {}) as Record<string, unknown>;
        out += run(own(rules, String(value)) ?? rules.other, count);
      } else if (value === undefined || value === null) {
        // nothing, as Lingui
      } else if (type === 'number') {
        const options =
          typeof format === 'string'
            ? ({ style: format } as Intl.NumberFormatOptions)
            : (format as Intl.NumberFormatOptions);
        out += numberFormat(tag, options).format(Number(value));
      } else if (type === 'date' || type === 'time') {
        const options = dateOptions(format, type === 'time');
        out += memo(`d|${tag}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(tag, options)).format(
          typeof value === 'string' ? new Date(value) : (value as Date | number),
        );
      } else {
        out += String(value);
      }
    }
    return out;
  };
  return run(typeof message === 'string' ? [message] : message);
}
