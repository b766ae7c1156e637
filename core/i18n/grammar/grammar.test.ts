/**
 * The grammar every language's texts share (core/i18n/grammar): lists, clocks, dates, and French
 * spacing applied once by the writers, read over what every writer returns.
 */
import '../../../test/setup/load-texts';
import { describe, expect, it } from 'vitest';
import { deepAnalysis } from '../../coach/analysis';
import { buildFacts } from '../../coach/facts';
import { readQuestion, selectFacts } from '../../coach/intent';
import { offlineAnswer } from '../../coach/offline';
import { ASKING } from '../../coach/asking/index';
import { readerCalendar } from '../../coach/calendar';
import { COACH_TEXTS } from '../../coach/texts/index';
import { COMPATIBILITY_TEXTS } from '../../compatibility/all';
import { dailyHoroscope } from '../../horoscope';
import { HOROSCOPE_TEXTS } from '../../horoscope/all';
import { INTERPRETATIONS } from '../../interpretations/catalog';
import { SKY_TEXTS } from '../../sky/texts/index';
import { SIGN_IDS } from '../../zodiac';
import { BIRTHS, chartOf } from '../../../test/support/coach-charts';
import { QUESTIONS } from '../../../test/support/coach-questions';
import { oracleDay, readerOf } from '../../../test/support/oracle-day';
import { GRAMMAR } from './index';

const today = { year: 2026, month: 12, day: 6 };

describe('lists', () => {
  it('join as each language lists, through Intl.ListFormat', () => {
    expect(GRAMMAR.en.list(['the Sun', 'Venus', 'Mars'])).toBe('the Sun, Venus and Mars');
    expect(GRAMMAR.en.list(['Venus', 'Mars'], 'or')).toBe('Venus or Mars');
    expect(GRAMMAR.es.list(['Venus', 'Marte', 'Italia'])).toBe('Venus, Marte e Italia');
    expect(GRAMMAR.it.list(['Venere', 'Marte', 'Europa'])).toBe('Venere, Marte ed Europa');
    expect(GRAMMAR.it.list(['Venere', 'Marte'])).toBe('Venere e Marte');
    expect(GRAMMAR.hi.list(['शुक्र', 'मंगल', 'शनि'])).toBe('शुक्र, मंगल और शनि');
    expect(GRAMMAR.zh.list(['金星', '火星', '木星'])).toBe('金星、火星和木星');
    expect(GRAMMAR.sr.list(['Venera', 'Mars', 'Jupiter'])).toBe('Venera, Mars i Jupiter');
    expect(GRAMMAR.fr.list(['Vénus'])).toBe('Vénus');
    expect(GRAMMAR.fr.list([])).toBe('');
  });
});

describe('clocks', () => {
  const at = new Date('2026-12-06T23:15:00Z');
  it('tell the reader’s clock, with the day when it is not the reading’s', () => {
    expect(GRAMMAR.en.clock(at, 'Europe/London', '2026-12-06')).toBe('23:15');
    expect(GRAMMAR.en.clock(at, 'Europe/Belgrade', '2026-12-06')).toBe('00:15 on 7 December');
    expect(GRAMMAR.fr.clock(at, 'Europe/Paris', '2026-12-07')).toBe('0\u00a0h\u00a015');
    expect(GRAMMAR.sr.clock(at, 'Europe/Belgrade', '2026-12-06')).toBe('7. decembra u 00:15');
    expect(GRAMMAR.it.clock(new Date('2026-12-06T00:10:00Z'), 'Europe/Rome', '2026-12-06')).toBe('1:10');
  });
  it('say UTC when there is no zone or one the runtime does not know', () => {
    for (const g of Object.values(GRAMMAR)) {
      expect(g.clock(at)).toContain('UTC');
      expect(g.clock(at, 'Mars/Olympus_Mons')).toContain('UTC');
    }
  });
});

describe('dates', () => {
  it('name the year when it is not this year’s, or too far to read without it', () => {
    expect(GRAMMAR.en.day({ year: 2026, month: 11, day: 17 }, today)).toBe('17 November');
    expect(GRAMMAR.en.day({ year: 2027, month: 1, day: 7 }, today)).toBe('7 January 2027');
    expect(GRAMMAR.en.day({ year: 2026, month: 3, day: 2 }, today)).toBe('2 March 2026');
    expect(GRAMMAR.fr.day({ year: 2026, month: 12, day: 1 }, today)).toBe('1er décembre');
    expect(GRAMMAR.it.day({ year: 2026, month: 12, day: 1 }, today)).toBe('1º dicembre');
    expect(GRAMMAR.sr.day({ year: 2026, month: 11, day: 3 }, today)).toBe('3. novembra');
    expect(GRAMMAR.sr.day({ year: 2027, month: 3, day: 3 }, today)).toBe('3. marta 2027.');
    expect(GRAMMAR.zh.day({ year: 2027, month: 3, day: 3 }, today)).toBe('2027年3月3日');
  });
});

/** Every French text a writer returns, over a sample of days, readers and questions. */
function frenchTexts(): string[] {
  const texts: string[] = [];
  const strings = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (Array.isArray(value)) value.forEach(strings);
    else if (value && typeof value === 'object') Object.values(value).forEach(strings);
  };
  for (const sign of SIGN_IDS) strings(dailyHoroscope(sign, '2026-12-06', 'Europe/Paris', HOROSCOPE_TEXTS.fr));
  for (const birth of [BIRTHS[0], BIRTHS[9]]) {
    const { premium, reading } = oracleDay(readerOf(birth as (typeof BIRTHS)[number]), '2026-12-07', 'fr');
    strings(premium);
    strings(reading);
    const b = birth as (typeof BIRTHS)[number];
    const now = new Date('2026-12-06T12:00:00Z');
    const table = buildFacts({ chart: chartOf(b), birthTimeKnown: b.time !== null, now });
    const calendar = readerCalendar('fr', 'Europe/Paris', now);
    const coach = COACH_TEXTS.fr;
    QUESTIONS.fr.forEach(([message], seed) => {
      const question = readQuestion(message, coach, ASKING.fr);
      strings(
        offlineAnswer({
          question,
          table,
          selected: selectFacts(table, question),
          texts: coach,
          sky: SKY_TEXTS.fr,
          locale: 'fr',
          seed,
          calendar,
          hasChart: true,
        }),
      );
    });
    strings(deepAnalysis({ table, texts: coach, sky: SKY_TEXTS.fr, locale: 'fr', seed: 1, calendar }).text);
  }
  strings(INTERPRETATIONS.fr);
  strings(COMPATIBILITY_TEXTS.fr);
  return texts;
}

describe('French typography', () => {
  it('finish puts the no-break spaces in once, and twice changes nothing', () => {
    const once = GRAMMAR.fr.finish('Attention : la Lune ; vraiment ? « oui » !');
    expect(once).toBe('Attention\u00a0: la Lune\u202f; vraiment\u202f? «\u00a0oui\u00a0»\u202f!');
    expect(GRAMMAR.fr.finish(once)).toBe(once);
  });
  it('every French text leaves its writer with no-break spaces before : ; ! ? and inside « »', () => {
    const wrong = frenchTexts().filter((t) => / [:;!?»]|« /u.test(t));
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
