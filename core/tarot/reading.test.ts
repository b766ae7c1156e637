/**
 * The tarot reading over 200 deals in each of the seven languages (decision 040): every
 * paragraph verified (no sentence withheld, every citation a fact of the spread), every card read
 * once in the interpretation and cited, the lead chosen by the question's time frame, the
 * guidance naming only cards of the spread, wordings varied against what the reader saw that day,
 * and the texts of every language read as the verifier reads them (core/tarot/texts/lint.ts).
 */
import '../../test/setup/load-texts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { COACH_TEXTS } from '../coach/texts/index';
import { LOCALES, type Locale } from '../i18n/locales';
import { stableHash } from '../hash';
import { wordStream } from './chacha20';
import { type DealtCard, dealOf } from './deal';
import { cardFactId } from './facts';
import { planReading, writeReading } from './reading';
import { SPREAD_IDS, type SpreadId, spreadSize } from './spreads';
import { ADVICE_STANCE, type Stance, clash } from './stance';
import { TAROT_TEXTS } from './texts/index';
import { textProblems } from './texts/lint';

const questionsOf = (locale: Locale): string[] =>
  (
    JSON.parse(
      readFileSync(new URL(`../../test/fixtures/coach-questions/${locale}.json`, import.meta.url), 'utf8'),
    ) as { q: string }[]
  ).map((row) => row.q);

/** A repeatable stream of deals: seed i of the named stream. */
function seeds(name: string): () => Uint8Array {
  const key = new Uint8Array(32);
  new DataView(key.buffer).setUint32(0, stableHash(name));
  const next = wordStream(key);
  return () => {
    const seed = new Uint8Array(32);
    const view = new DataView(seed.buffer);
    for (let i = 0; i < 8; i++) view.setUint32(i * 4, next());
    return seed;
  };
}

const READINGS = 200;

describe.each(LOCALES)('tarot readings in %s', (locale) => {
  it('has texts the verifier reads as written: no shared text names a card, every frame names its own', () => {
    expect(textProblems(TAROT_TEXTS[locale], COACH_TEXTS[locale].lexicon.wordBoundaries)).toEqual([]);
  });

  it(`verifies ${READINGS} readings: no contradiction, every citation valid, every card read and cited`, () => {
    const questions = questionsOf(locale).filter((q) => !/kill|suicid|ubij|samoub|मार|自杀|suicid/i.test(q));
    const next = seeds(`tarot-${locale}`);
    let withheld = 0;
    let cited = 0;
    const said = new Set<string>();
    for (let i = 0; i < READINGS; i++) {
      const seed = next();
      const spread: SpreadId = SPREAD_IDS[i % SPREAD_IDS.length] as SpreadId;
      const count = spreadSize(spread);
      const laid = dealOf(seed);
      const cards = laid.slice(i % 20, (i % 20) + count) as DealtCard[];
      const question = questions[i % questions.length] as string;
      const reading = writeReading({ spread, question, cards, locale, variety: stableHash(String(i)) });
      const facts = new Set(reading.facts.map((f) => f.id));
      const paragraphs = [...reading.interpretation, ...reading.guidance];
      for (const p of paragraphs) {
        withheld += p.withheld;
        expect(p.problems, `${spread} "${question}": ${p.text}`).toEqual([]);
        expect(p.status, p.text).toBe('verified');
        for (const id of p.facts) {
          expect(facts.has(id), id).toBe(true);
          cited++;
        }
        expect(p.text).not.toMatch(/\[\[|\]\]|undefined|NaN|\{|\}/);
      }
      // The guidance never sets an advice to act beside an advice to pause.
      const advised = reading.guidance
        .flatMap((p) => p.facts)
        .map((id) => {
          const at = Number(id.split('.')[1]) - 1;
          const c = cards[at] as DealtCard;
          return ADVICE_STANCE[c.card][c.reversed ? 'reversed' : 'upright'];
        });
      expect(advised.length === 2 && clash(advised[0] as Stance, advised[1] as Stance)).toBe(false);
      // Each card is read in the interpretation and cited there, once.
      const citedIds = reading.interpretation.flatMap((p) => p.facts);
      expect(citedIds.filter((id) => id.startsWith('C.')).sort()).toEqual(cards.map((c, k) => cardFactId(k, c)).sort());
      for (const p of paragraphs) for (const s of p.text.split(/(?<=[.!?。！？।])\s*/u)) if (s) said.add(s);
    }
    expect(withheld).toBe(0);
    expect(cited).toBeGreaterThan(READINGS * 2);
    expect(said.size).toBeGreaterThan(READINGS);
  });
});

describe('the plan of a tarot reading', () => {
  const cards = dealOf(new Uint8Array(32).fill(7));
  const lead = (spread: SpreadId, question: string) =>
    planReading({ spread, question, cards: cards.slice(0, spreadSize(spread)), locale: 'en' }).lead;

  it('answers with the card the question’s time frame points to', () => {
    expect(lead('three-card', 'What is going on with my career?')).toBe(1);
    expect(lead('three-card', 'Why have I been feeling so stuck lately?')).toBe(0);
    expect(lead('three-card', 'What will next month bring for my love life?')).toBe(2);
    expect(lead('celtic-cross', 'When will I find a new job?')).toBe(9);
    expect(lead('celtic-cross', 'What is at the heart of my worries?')).toBe(0);
    expect(lead('love-spread', 'How do we stand?')).toBe(2);
    expect(lead('love-spread', 'Where is this relationship going this year?')).toBe(4);
    expect(lead('single-card', 'Anything?')).toBe(0);
  });

  it('reads the question’s part of life, and a question about self-harm as a crisis', () => {
    expect(
      planReading({ spread: 'three-card', question: 'Will I get the promotion at work?', cards, locale: 'en' }).topic,
    ).toBe('work');
    expect(planReading({ spread: 'three-card', question: 'Est-ce qu’il m’aime ?', cards, locale: 'fr' }).topic).toBe(
      'love',
    );
    expect(planReading({ spread: 'three-card', question: 'I want to kill myself', cards, locale: 'en' }).crisis).toBe(
      true,
    );
  });

  it('gives way to the other wording when the reader saw one earlier that day', () => {
    const input = {
      spread: 'three-card' as const,
      question: 'What about work?',
      cards: cards.slice(0, 3),
      locale: 'en' as const,
      variety: 0,
    };
    const first = writeReading(input);
    const said = new Set(first.interpretation.flatMap((p) => p.text.split(/(?<=[.!?])\s+/)));
    const second = writeReading({ ...input, said });
    const again = second.interpretation.flatMap((p) => p.text.split(/(?<=[.!?])\s+/)).filter((s) => said.has(s));
    // Every sentence changes wording but the spread's pattern, which says a fact of these cards.
    expect(again.length).toBeLessThanOrEqual(1);
  });
});
