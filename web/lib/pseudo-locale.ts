/**
 * The pseudo-locale: English with every letter swapped for an accented look-alike and each
 * message in ⟦ ⟧, so that any text on a page that still reads as plain English did not come
 * through the catalogue (the untranslated-text crawl, test/e2e/i18n-crawl.test.ts). Works on
 * Lingui's compiled messages: text is changed, placeholders, plural keys and tags are not.
 */
const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((c, i) => [
    c,
    [...'àƀçđéƒğĥíĵķĺɱñóƥʠŕšţúṽŵẋýžÀƁÇĐÉƑĞĤÍĴĶĹṀÑÓƤɊŔŠŢÚṼŴẊÝŽ'][i] as string,
  ]),
);

/** Accents the letters of a text, leaving `<tag>` names and `{...}` alone. */
export function pseudoText(text: string): string {
  return text
    .split(/(<\/?[\w-]+\s*\/?>)/)
    .map((part, i) => (i % 2 ? part : part.replace(/[A-Za-z]/g, (c) => ACCENTED[c] ?? c)))
    .join('');
}

/** A compiled message: text tokens and placeholders `[name, type?, branches?]`, whose branches are messages. */
function pseudoList(tokens: readonly unknown[]): unknown[] {
  return tokens.map((token) => {
    if (typeof token === 'string') return pseudoText(token);
    if (!Array.isArray(token)) return token;
    const [name, type, branches] = token as [string, string?, Record<string, unknown>?];
    if (!branches || typeof branches !== 'object' || !['plural', 'select', 'selectordinal'].includes(type ?? '')) {
      return token;
    }
    return [
      name,
      type,
      Object.fromEntries(
        Object.entries(branches).map(([key, branch]) => [key, Array.isArray(branch) ? pseudoList(branch) : branch]),
      ),
    ];
  });
}

/** Every message of a compiled catalogue in the pseudo-locale (a plain string counts as one text token). */
export function pseudoMessages(messages: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      ['⟦', ...pseudoList(Array.isArray(message) ? message : [message]), '⟧'],
    ]),
  );
}
