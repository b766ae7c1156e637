/**
 * Prints a synastry reading as a reader gets it (decision 039), to read the words before landing
 * a change: two reference charts of test/fixtures/charts-sample.json, in one language, exact or by
 * signs, with each part's fact ids.
 *
 *   npm run synastry:read -- [lc] [first case index] [second case index] [notime] [signs]
 */
import { COACH_TEXTS } from '../../core/coach/texts/index';
import { LOCALES, type Locale } from '../../core/i18n/locales';
import type { SynastryPoint } from '../../core/synastry/contacts';
import { type Written, synastryReading } from '../../core/synastry/reading';
import { SYNASTRY_TEXTS } from '../../core/synastry/texts/index';
import type { SignId } from '../../core/zodiac';
import { REFERENCE_CASES, chartOfCase } from '../../test/support/reference-charts';
import { loadAllTexts } from '../../core/i18n/texts';

// Every language's texts, read directly below (core/i18n/texts.ts).
await loadAllTexts();

const [lcArg = 'en', firstArg = '0', secondArg = '1', ...flags] = process.argv.slice(2);
const locale = (LOCALES as readonly string[]).includes(lcArg) ? (lcArg as Locale) : 'en';
const caseAt = (arg: string) => {
  const c = REFERENCE_CASES[Number(arg) % REFERENCE_CASES.length];
  if (!c) throw new Error(`No reference case ${arg}`);
  return c;
};
const a = chartOfCase(caseAt(firstArg));
const b = chartOfCase(caseAt(secondArg), !flags.includes('notime'));
const bySigns = flags.includes('signs');
const signsOf = (chart: typeof a) => {
  const signs: Partial<Record<SynastryPoint, SignId>> = {};
  for (const p of ['sun', 'moon', 'mercury', 'venus', 'mars'] as const) signs[p] = chart.chart.planets[p].sign;
  return signs;
};

const reading = synastryReading({
  people: [
    { name: 'Alex', signs: signsOf(a), chart: bySigns ? null : a },
    { name: 'Sam', signs: signsOf(b), chart: bySigns ? null : b },
  ],
  texts: SYNASTRY_TEXTS[locale],
  lexicon: COACH_TEXTS[locale].lexicon,
});
const show = (label: string, w: Written) => console.log(`${label}: ${w.text}  [${w.facts.join(' ')}]`);

console.log(
  `${reading.mode}, ${reading.overall.score} ${reading.overall.rating}; withheld ${reading.withheld}, unverified ${reading.unverified}`,
);
show('Overall', reading.overall.description);
for (const [key, part] of Object.entries(reading.planetaryAspects)) {
  show(`${key} ${part.score} ${part.aspect}`, part.interpretation);
}
for (const [key, part] of Object.entries(reading.dynamics)) {
  console.log(`${key} ${part.score}`);
  for (const s of part.strengths) show('  +', s);
  for (const s of part.challenges) show('  -', s);
  show('  guidance', part.guidance);
}
console.log(`long term ${reading.longTerm.score}`);
show('  outlook', reading.longTerm.outlook);
for (const k of reading.longTerm.keyFactors) show('  key factor', k);
show('  advice', reading.longTerm.advice);
for (const i of reading.insights) show('Insight', i);
