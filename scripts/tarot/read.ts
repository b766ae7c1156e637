/**
 * Tarot readings as a reader sees them, for a writer to read aloud (decision 040):
 * `npm run tarot:read -- <lc> [count]`. Each reading of a repeatable deal: the spread, the
 * question, the cards as they lie, the interpretation and the guidance with the facts each
 * paragraph cites, and any sentence the verifier withheld.
 */
import { readFileSync } from 'node:fs';
import { stableHash } from '../../core/hash';
import { isLocale } from '../../core/i18n/locales';
import { dealOf } from '../../core/tarot/deal';
import { saidSentences, writeReading } from '../../core/tarot/reading';
import { SPREAD_IDS, spreadSize } from '../../core/tarot/spreads';
import { TAROT_TEXTS } from '../../core/tarot/texts/index';
import { loadAllTexts } from '../../core/i18n/texts';

// Every language's texts, read directly below (core/i18n/texts.ts).
await loadAllTexts();

const locale = process.argv[2] ?? '';
const count = Number(process.argv[3] ?? 8);
if (!isLocale(locale)) {
  console.error('Usage: npm run tarot:read -- <en|sr|hi|fr|it|es|zh> [count]');
  process.exit(2);
}
const questions = (
  JSON.parse(readFileSync(new URL(`../../test/fixtures/coach-questions/${locale}.json`, import.meta.url), 'utf8')) as {
    q: string;
  }[]
).map((row) => row.q);
const texts = TAROT_TEXTS[locale];
const said = new Set<string>();
for (let i = 0; i < count; i++) {
  const seed = new Uint8Array(32);
  new DataView(seed.buffer).setUint32(0, stableHash(`read-${i}`));
  const spread = SPREAD_IDS[i % SPREAD_IDS.length] ?? 'three-card';
  const cards = dealOf(seed).slice(0, spreadSize(spread));
  const question = questions[(i * 7) % questions.length] ?? '';
  const reading = writeReading({ spread, question, cards, locale, variety: stableHash(`v-${i}`), said });
  console.log(
    `\n=== ${i + 1}. ${texts.spreads[spread].name} · “${question}” (lead ${reading.plan.lead + 1}, ${reading.plan.topic}, ${reading.plan.frame})`,
  );
  console.log(cards.map((c) => (c.reversed ? texts.cards[c.card].reversedName : texts.cards[c.card].name)).join(' | '));
  for (const [part, paragraphs] of [
    ['interpretation', reading.interpretation],
    ['guidance', reading.guidance],
  ] as const) {
    console.log(`--- ${part}`);
    for (const p of paragraphs) {
      console.log(`${p.text}\n   [${p.status}${p.withheld ? `, ${p.withheld} withheld` : ''}] ${p.facts.join(' ')}`);
      for (const s of saidSentences([p.text])) said.add(s);
    }
  }
}
