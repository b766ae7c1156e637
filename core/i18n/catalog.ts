/**
 * The message catalogues (decision 028): one JSON file per area and language under
 * `messages/<locale>/<area>.json`, flat ICU MessageFormat strings keyed `<area>.<name>`
 * (`auth.signIn.title`). English is the source: each other language holds exactly its keys,
 * with the same placeholders (core/i18n/catalog.test.ts).
 *
 * The browser gets them compiled at build time (scripts/lib/messages-plugin.ts), an area's
 * English with the code that shows it and each other language's area as a chunk of its own
 * (web/lib/i18n.tsx); the Worker holds them all (all-messages.ts) and compiles a message when
 * it first uses it.
 */
import type EN from './messages/en';

/** Every message id of every area. */
export type MessageId = keyof typeof EN;
/** Values for a message's placeholders: `{name}`, `{count, plural, ...}`, `{date, date, long}`. */
export type MessageValues = Readonly<Record<string, string | number | Date | undefined>>;
