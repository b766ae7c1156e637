/**
 * `npx tsx scripts/i18n/check-contacts.ts <locale>`: a writer's check of one language's contact
 * meanings (core/sky/contacts/<locale>/), contact frames and natal pair texts
 * (core/interpretations/<locale>/pairs.ts), whichever exist yet: the same checks as the
 * catalogue test, every problem printed, "OK" when there is none.
 */
import { existsSync } from 'node:fs';
import { isLocale } from '../../core/i18n/locales';
import { type ContactFiles, contactProblems } from '../../test/support/contact-checks';
import { loadAllTexts } from '../../core/i18n/texts';

// Every language's texts, read directly below (core/i18n/texts.ts).
await loadAllTexts();

const locale = process.argv[2] ?? '';
if (!isLocale(locale)) {
  console.error('usage: tsx scripts/i18n/check-contacts.ts <en|sr|hi|fr|it|es|zh>');
  process.exit(2);
}
const root = new URL('../../', import.meta.url);
const load = async <T>(path: string, name: string): Promise<T | undefined> => {
  const url = new URL(path, root);
  if (!existsSync(url)) return undefined;
  return (await import(url.href))[name] as T;
};
const files: ContactFiles = {
  personal: await load(`core/sky/contacts/${locale}/personal.ts`, 'PERSONAL'),
  outer: await load(`core/sky/contacts/${locale}/outer.ts`, 'OUTER'),
  frames: await load(`core/sky/contacts/${locale}/frames.ts`, 'FRAMES'),
  pairs: await load(`core/interpretations/${locale}/pairs.ts`, 'PAIRS'),
};
const found = Object.entries(files)
  .filter(([, v]) => v)
  .map(([k]) => k);
console.log(`${locale}: checking ${found.join(', ') || 'nothing (no files yet)'}`);
const problems = contactProblems(locale, files);
for (const p of problems) console.log(p);
console.log(problems.length === 0 ? 'OK' : `${problems.length} problems`);
process.exit(problems.length === 0 ? 0 : 1);
