/**
 * `npx tsx scripts/coach/answer.ts <language> <chart 0-9> "question" ["question" …]`: the offline
 * writer's answers as of 6 December 2026, with each question's frame, parts of life and plan, to
 * read a language's answers while writing its texts. The questions are asked as one reader's day:
 * a later answer does not repeat what an earlier one said (decision 033). A question whose premise
 * the chart contradicts is answered after its correction, as the server sends it (decision 038).
 */
import { Said } from '../../core/coach/sentences';
import { LOCALES, type Locale } from '../../core/i18n/locales';
import { answerOf } from '../../test/support/coach-answer';
import { BIRTHS, chartOf } from '../../test/support/coach-charts';
import { loadAllTexts } from '../../core/i18n/texts';

// Every language's texts, read directly below (core/i18n/texts.ts).
await loadAllTexts();

const [language, index, ...questions] = process.argv.slice(2);
const locale = LOCALES.find((l) => l === language) as Locale | undefined;
const birth = BIRTHS[Number(index)];
if (!locale || !birth || questions.length === 0) {
  console.error(`Usage: answer.ts <${LOCALES.join('|')}> <chart 0-${BIRTHS.length - 1}> "question" …`);
  process.exit(1);
}
const setting = { birth, chart: chartOf(birth), tables: new Map(), said: new Said() };
questions.forEach((q, seed) => {
  const { question, plan, text, correction } = answerOf(locale, q, seed, setting);
  const planned = plan
    ? `headline ${plan.headline?.id ?? '-'}; supports ${plan.supports.map((f) => f.id).join(', ') || '-'}; because ${plan.because.map((f) => f.id).join(', ') || '-'}; reason ${plan.reason ? `${plan.reason.kind} ${plan.reason.point} ${plan.reason.area}` : '-'}`
    : 'not planned';
  console.log(`=== ${q}\n    ${JSON.stringify(question.frame)} [${question.areas.join(', ')}] ${planned}\n`);
  console.log(`${correction ? `${correction}\n\n` : ''}${text}\n`);
});
