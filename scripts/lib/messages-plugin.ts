import path from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

const MESSAGES = `${path.sep}core${path.sep}i18n${path.sep}messages${path.sep}`;

/**
 * Compiles the message catalogues (core/i18n/messages/<locale>/<area>.json) as the browser
 * build imports them: each ICU string becomes Lingui's compiled form, so no MessageFormat
 * parser ships to the browser (decision 028). A message that does not parse fails the build,
 * naming its key.
 */
export function compiledMessages(): Plugin {
  return {
    name: 'stella-compiled-messages',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.json') || !path.normalize(file).includes(MESSAGES)) return null;
      const source = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(source).map(([key, message]) => {
          try {
            return [key, compileMessage(message)];
          } catch (error) {
            throw new Error(`${path.relative(process.cwd(), file)}: "${key}" is not valid ICU MessageFormat: ${error}`);
          }
        }),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
