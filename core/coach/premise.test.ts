/**
 * A wrong premise set right (decision 038): the question's sign or house for a point of the
 * reader's chart, read by the verifier's own claims and corrected in one paragraph, in every
 * language, that names the true placement and is itself true to the verifier.
 */
import '../../test/setup/load-texts';
import { describe, expect, it } from 'vitest';
import type { Locale } from '../i18n/locales';
import { GRAMMAR } from '../i18n/grammar/index';
import { BIRTHS, chartOf } from '../../test/support/coach-charts';
import { extractClaims } from './claims';
import { buildFacts } from './facts';
import { correctionOf, wrongPremises } from './premise';
import { COACH_TEXTS } from './texts/index';
import { checkSentence, verifyAnswer } from './verify';

// Chart 0: natal Moon in Aquarius (the Moon of the sky on 6 December 2026 in Scorpio), Venus in Aries in the 7th house.
const birth = BIRTHS[0] as (typeof BIRTHS)[number];
const NOW = new Date('2026-12-06T12:00:00Z');
const table = buildFacts({ chart: chartOf(birth), birthTimeKnown: true, now: NOW });

/** "My Moon is in Leo", "my Venus is in the 3rd house", as readers ask, and a true premise. */
const ASKED: Readonly<Record<Locale, { sign: string; house: string; sky: string }>> = {
  en: {
    sign: 'My Moon is in Leo: what does it say about love?',
    house: 'With my Venus in the 3rd house, how do I love?',
    sky: 'The Moon is in Scorpio today: how does it touch me?',
  },
  es: {
    sign: 'Mi Luna está en Leo: ¿qué dice del amor?',
    house: 'Con mi Venus en la casa 3, ¿cómo amo?',
    sky: 'Hoy la Luna está en Escorpio: ¿cómo me afecta?',
  },
  fr: {
    sign: 'Ma Lune est en Lion : que dit-elle de l’amour ?',
    house: 'Avec ma Vénus en maison 3, comment est-ce que j’aime ?',
    sky: 'La Lune est en Scorpion aujourd’hui : qu’est-ce que cela change pour moi ?',
  },
  it: {
    sign: 'La mia Luna è in Leone: cosa dice dell’amore?',
    house: 'Con la mia Venere in casa 3, come amo?',
    sky: 'Oggi la Luna è in Scorpione: come mi tocca?',
  },
  sr: {
    sign: 'Moj Mesec je u Lavu: šta kaže o ljubavi?',
    house: 'Moja Venera je u 3. kući: kako volim?',
    sky: 'Mesec je danas u Škorpiji: kako to utiče na mene?',
  },
  hi: {
    sign: 'मेरा चंद्रमा सिंह राशि में है, यह प्रेम के बारे में क्या कहता है?',
    house: 'मेरा शुक्र तीसरे भाव में है, मैं कैसे प्रेम करता हूँ?',
    sky: 'आज चंद्रमा वृश्चिक राशि में है, यह मुझे कैसे छूता है?',
  },
  zh: {
    sign: '我的月亮在狮子座，这对爱情意味着什么？',
    house: '我的金星在第三宫，我是怎样去爱的？',
    sky: '今天月亮在天蝎座，这对我有什么影响？',
  },
};

describe('a wrong premise', () => {
  it.each(Object.keys(ASKED) as Locale[])('%s: is read from the question and set right, truly', (locale) => {
    const texts = COACH_TEXTS[locale];
    const asked = ASKED[locale];
    expect(wrongPremises(asked.sign, table, texts.lexicon, NOW)).toEqual([
      { kind: 'sign', point: 'moon', said: 'leo', is: 'aquarius' },
    ]);
    expect(wrongPremises(asked.house, table, texts.lexicon, NOW)).toEqual([
      { kind: 'house', point: 'venus', said: 3, is: 7 },
    ]);
    // The sky's Moon is in Scorpio that day: a question about it is not corrected.
    expect(wrongPremises(asked.sky, table, texts.lexicon, NOW)).toEqual([]);

    const gap = GRAMMAR[locale].sentenceGap;
    const sign = correctionOf(wrongPremises(asked.sign, table, texts.lexicon, NOW), texts.plan.correction, gap);
    const house = correctionOf(wrongPremises(asked.house, table, texts.lexicon, NOW), texts.plan.correction, gap);
    // The true placement is said so that the verifier reads it.
    expect(extractClaims(sign, texts.lexicon).signs).toContainEqual({ point: 'moon', sign: 'aquarius' });
    expect(extractClaims(house, texts.lexicon).houses).toContainEqual({ point: 'venus', house: 7 });
    expect(sign).toMatch(/\[\[P\.moon\]\]$/);
    expect(house).toMatch(/\[\[P\.venus\]\]$/);
    for (const text of [sign, house]) {
      const prose = text.replace(/\[\[[^\]]*\]\]/g, '');
      expect(checkSentence(prose, table, texts.lexicon)).toEqual([]);
      const [paragraph] = verifyAnswer(text, table, texts.lexicon, gap);
      expect(paragraph?.status).toBe('verified');
      expect(paragraph?.withheld).toBe(0);
    }
  });

  it('is about the chart even when the question asks about a span the planet later crosses', () => {
    // The Sun passes through Gemini next June, but "my Sun" is the natal one, in Taurus.
    const asked = 'My Sun is in Gemini: how will next year go for my work?';
    expect(wrongPremises(asked, table, COACH_TEXTS.en.lexicon, NOW)).toEqual([
      { kind: 'sign', point: 'sun', said: 'gemini', is: 'taurus' },
    ]);
  });

  it('is left to the answer when the chart cannot judge it (a house without a birth time)', () => {
    const untimed = buildFacts({ chart: chartOf(birth), birthTimeKnown: false, now: NOW });
    expect(wrongPremises(ASKED.en.house, untimed, COACH_TEXTS.en.lexicon, NOW)).toEqual([]);
  });
});
