/**
 * Checks one language's tarot texts as the verifier will read them (core/tarot/texts/lint.ts):
 * `npx tsx scripts/tarot/check-texts.ts <lc>`. Prints each problem, or "ok".
 */
import { COACH_TEXTS } from '../../core/coach/texts/index';
import { isLocale } from '../../core/i18n/locales';
import type { TarotTexts } from '../../core/tarot/texts/contract';
import { textProblems } from '../../core/tarot/texts/lint';
import { loadAllTexts } from '../../core/i18n/texts';

// Every language's texts, read directly below (core/i18n/texts.ts).
await loadAllTexts();

const locale = process.argv[2] ?? '';
if (!isLocale(locale)) {
  console.error('Usage: npx tsx scripts/tarot/check-texts.ts <en|sr|hi|fr|it|es|zh>');
  process.exit(2);
}
const module = (await import(`../../core/tarot/texts/${locale}.ts`)) as Record<string, TarotTexts>;
const texts = Object.values(module)[0] as TarotTexts;
const problems = textProblems(texts, COACH_TEXTS[locale].lexicon.wordBoundaries);
console.log(problems.length ? problems.join('\n') : 'ok');
process.exitCode = problems.length ? 1 : 0;
