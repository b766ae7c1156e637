/**
 * Finds the catalogue message an English text was written from. The spec fixes the API's
 * English messages word for word and the shared schemas state them in English; where a reader
 * sees one (an error, a field's problem), it is looked up here and shown in the reader's
 * language. Plain messages match exactly; a message with `{name}` placeholders matches any text
 * that fills them in, and gives back what filled them.
 */
export interface MatchedMessage {
  id: string;
  values: Record<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The same message in ICU source form, from Lingui's compiled form (the browser's build compiles
 * the catalogues): text tokens, and `{name}` for plain placeholders; null for plural or select.
 */
function sourceOf(message: unknown): string | null {
  if (typeof message === 'string') return message;
  if (!Array.isArray(message)) return null;
  let out = '';
  for (const token of message) {
    if (typeof token === 'string') out += token.replace(/'/g, "''").replace(/[{}]/g, "'$&'");
    else if (Array.isArray(token) && token.length === 1 && typeof token[0] === 'string') out += `{${token[0]}}`;
    else return null;
  }
  return out;
}

export function englishMessageMatcher(
  english: Readonly<Record<string, unknown>>,
): (text: string) => MatchedMessage | null {
  const exact = new Map<string, string>();
  const patterns: { id: string; pattern: RegExp; names: string[] }[] = [];
  for (const [id, compiled] of Object.entries(english)) {
    const message = sourceOf(compiled);
    if (message === null) continue;
    // ICU quoting ('{') aside, a simple message's text is the message itself.
    if (!message.includes('{')) {
      exact.set(message.replace(/''/g, "'"), id);
      continue;
    }
    // Only `{name}` placeholders can be read back out of a text; plural and select cannot.
    if (/\{\s*\w+\s*,/.test(message)) continue;
    const names: string[] = [];
    const source = message
      .split(/(\{\s*\w+\s*\})/)
      .map((part, i) => {
        if (i % 2 === 0) return escapeRegExp(part.replace(/''/g, "'"));
        names.push(part.replace(/[{}\s]/g, ''));
        return '(.+?)';
      })
      .join('');
    patterns.push({ id, pattern: new RegExp(`^${source}$`, 's'), names });
  }
  return (text) => {
    const id = exact.get(text);
    if (id) return { id, values: {} };
    for (const { id, pattern, names } of patterns) {
      const match = pattern.exec(text);
      if (match) return { id, values: Object.fromEntries(names.map((name, i) => [name, match[i + 1] as string])) };
    }
    return null;
  };
}
