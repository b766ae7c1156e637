/**
 * Reading ICU MessageFormat strings for the guards and the pseudo-locale: the arguments a
 * message takes (with their types), and its compiled form. Not for the browser bundle: the
 * parser stays out of it (decision 028).
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';

export { compileMessage };

type Token = string | [string, string?, Record<string, Token[]>?] | Token[];

/**
 * The arguments of a message as `name:type` ("name", "count:plural", "date:date"), sorted, each
 * once, with those inside plural and select branches; the plural or select keys too
 * ("count:plural:one|other"), since every language needs `other` but may add `few`.
 */
export function messageArguments(message: string): string[] {
  const found = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      if (Array.isArray(token) && typeof token[0] === 'string') {
        const [name, type, format] = token as [string, string?, unknown?];
        found.add(type ? `${name}:${type}` : name);
        if (format && typeof format === 'object' && !Array.isArray(format)) {
          for (const branch of Object.values(format as Record<string, unknown>)) walk(branch);
        }
      } else {
        walk(token);
      }
    }
  };
  walk(compileMessage(message) as Token[]);
  return [...found].sort();
}

/** The rich-text tags of a message (`<0>…</0>`, `<link>…</link>`), sorted. */
export function messageTags(message: string): string[] {
  return [...new Set([...message.matchAll(/<\/?([\w-]+)\s*\/?>/g)].map((m) => m[1] as string))].sort();
}
