/**
 * Each language reads how its people ask: the question sets in test/fixtures/coach-questions,
 * written by fluent writers of each language (everyday phrasing, misspellings, questions without
 * keywords) with the frame and topics a reader would give them. At least 95% of each set must be
 * read right: the frame (its kind, and the offset or the named month) and exactly the topics.
 */
import '../../../test/setup/load-texts';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../i18n/locales';
import { COACH_TEXTS } from '../texts/index';
import { findEntry, foldMessage, readAsked } from './read';
import type { AskingLexicon, FrameKind, LifeTopic } from './types';
import { LIFE_TOPICS } from './types';

interface Asked {
  q: string;
  frame: FrameKind;
  topics: LifeTopic[];
  offset?: number;
  month?: number;
  day?: number;
}

const MODULES = import.meta.glob<Record<string, AskingLexicon>>('./[a-z][a-z].ts', { eager: true });
const lexiconOf = (locale: string): AskingLexicon | undefined => {
  const module = MODULES[`./${locale}.ts`];
  return module ? (Object.values(module)[0] as AskingLexicon) : undefined;
};
const questionsOf = (locale: string): Asked[] =>
  JSON.parse(readFileSync(new URL(`../../../test/fixtures/coach-questions/${locale}.json`, import.meta.url), 'utf8'));

const FRAMES: readonly FrameKind[] = ['natal', 'now', 'lately', 'week', 'month', 'year', 'date', 'when'];

describe.each(LOCALES)('how %s speakers ask', (locale) => {
  const questions = questionsOf(locale);

  it('the set is honest: 40 or more questions, every frame at least 4 times, every topic at least 3', () => {
    expect(questions.length).toBeGreaterThanOrEqual(40);
    for (const frame of FRAMES)
      expect(questions.filter((q) => q.frame === frame).length, frame).toBeGreaterThanOrEqual(4);
    for (const topic of LIFE_TOPICS)
      expect(questions.filter((q) => q.topics.includes(topic)).length, topic).toBeGreaterThanOrEqual(3);
  });

  it('reads the frame and the topics of at least 95% of the questions', () => {
    const lexicon = lexiconOf(locale);
    expect(lexicon, `core/coach/asking/${locale}.ts`).toBeDefined();
    if (!lexicon) return;
    const boundaries = COACH_TEXTS[locale].lexicon.wordBoundaries;
    const misses: string[] = [];
    for (const asked of questions) {
      const { frame, topics } = readAsked(asked.q, lexicon, boundaries);
      const frameRight =
        frame.kind === asked.frame &&
        frame.offset === (asked.offset ?? 0) &&
        (asked.frame !== 'date' || asked.month === undefined || frame.month === asked.month) &&
        (asked.frame !== 'date' || asked.day === undefined || frame.day === asked.day);
      const topicsRight = [...topics].sort().join() === [...asked.topics].sort().join();
      if (!frameRight || !topicsRight) {
        misses.push(
          `${asked.q}\n    expected ${asked.frame}${asked.offset ? `+${asked.offset}` : ''} [${asked.topics}], read ${frame.kind}${frame.offset ? `+${frame.offset}` : ''}${frame.month ? ` month ${frame.month}` : ''} [${topics}]`,
        );
      }
    }
    const share = 1 - misses.length / questions.length;
    expect(share, `read wrong:\n  ${misses.join('\n  ')}`).toBeGreaterThanOrEqual(0.95);
  });
});

it('a day written beside a month is read as its date, and "11月" is November, not January', () => {
  const en = lexiconOf('en');
  const zh = lexiconOf('zh');
  if (en)
    expect(readAsked('Is 14 February a good day to propose?', en, true).frame).toMatchObject({
      kind: 'date',
      month: 2,
      day: 14,
    });
  if (zh) expect(readAsked('11月适合搬家吗', zh, false).frame).toMatchObject({ kind: 'date', month: 11 });
  // A day called by its name is its date; "this morning" is not tomorrow.
  if (zh)
    expect(readAsked('情人节那天他会联系我吗', zh, false).frame).toMatchObject({ kind: 'date', month: 2, day: 14 });
  const es = lexiconOf('es');
  if (es) {
    expect(readAsked('esta mañana tengo una entrevista', es, true).frame.kind).toBe('now');
    expect(readAsked('mañana tengo una entrevista', es, true).frame).toMatchObject({ kind: 'date', offset: 1 });
  }
});

it('drops accents from Latin letters only: a Devanagari vowel sign belongs to the word', () => {
  expect(findEntry(foldMessage('Necesito un cambio de trabajo', true), 'cambió')).toBeNull();
  expect(findEntry(foldMessage('sta ce biti sa poslom', true), 'šta')).toBeNull();
  expect(findEntry(foldMessage('šta će biti sa poslom', true), 'sta')).not.toBeNull();
  expect(findEntry(foldMessage('मुझे कला पसंद है', true), 'कल$')).toBeNull();
  expect(findEntry(foldMessage('कल क्या होगा', true), 'कल$')).not.toBeNull();
});
