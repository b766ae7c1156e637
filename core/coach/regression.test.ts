/**
 * The coach's regression set (decision 030): questions in all seven languages over ten charts (one without a
 * birth time), answered by the offline writer and read by the verifier. Every paragraph that
 * says something of the chart cites valid facts, nothing is withheld (no contradiction, no
 * house or Ascendant without a birth time), and every answer is in the asked language.
 */
import { describe, expect, it } from 'vitest';
import { stableHash } from '../hash';
import type { Locale } from '../i18n/locales';
import { numerologyProfile } from '../numerology/index';
import { SKY_TEXTS } from '../sky/texts/index';
import { ANALYSIS_WORDS, deepAnalysis } from './analysis';
import { buildFacts, type FactTable } from './facts';
import { type Question, languageOf, readQuestion, selectFacts } from './intent';
import { offlineAnswer, sentenceGap } from './offline';
import type { Intent } from './texts';
import { COACH_TEXTS } from './texts/index';
import { verifyAnswer } from './verify';
import { ASKING } from './asking/index';
import { readerCalendar } from './calendar';
import { BIRTHS, type CoachBirth, chartOf } from '../../test/support/coach-charts';

const NOW = new Date('2026-11-26T15:00:00Z');

function tableOf(birth: CoachBirth): FactTable {
  return buildFacts({
    chart: chartOf(birth),
    birthTimeKnown: birth.time !== null,
    now: NOW,
    numerology: numerologyProfile('Ada Lovelace', birth.date),
  });
}

const TABLES = BIRTHS.map(tableOf);

/** Questions as readers type them, with the intent each must be read as. */
const QUESTIONS: Readonly<Record<Locale, readonly (readonly [string, Intent])[]>> = {
  en: [
    ['What does my chart say about love?', 'love'],
    ['Will I find a partner this year?', 'love'],
    ['How can I grow in my career?', 'career'],
    ['Should I change jobs?', 'career'],
    ['How can I take better care of my energy and stress?', 'wellbeing'],
    ['What is coming for me this month?', 'timing'],
    ['What does my Venus mean?', 'placement'],
    ['Tell me about my Moon sign', 'placement'],
    ['What does my 10th house say?', 'placement'],
    ['Which aspects in my chart are the strongest?', 'aspect'],
    ['What does my life path number mean?', 'numerology'],
    ['Hello!', 'greeting'],
    ['How do you work? Are you an AI?', 'meta'],
    ['Can you give me a recipe for pancakes?', 'offTopic'],
    ['Tell me about myself', 'general'],
    ['Will I get sick next year?', 'wellbeing'],
  ],
  sr: [
    ['Šta moja karta kaže o ljubavi?', 'love'],
    ['Da li ću ove godine upoznati partnera?', 'love'],
    ['Kako da napredujem u karijeri?', 'career'],
    ['Da li treba da promenim posao?', 'career'],
    ['Kako da bolje čuvam energiju i smanjim stres?', 'wellbeing'],
    ['Šta me čeka ovog meseca?', 'timing'],
    ['Šta znači moja Venera?', 'placement'],
    ['Pričaj mi o mom Mesecu', 'placement'],
    ['Koji su najjači aspekti u mojoj karti?', 'aspect'],
    ['Šta znači moj broj životnog puta?', 'numerology'],
    ['Zdravo!', 'greeting'],
    ['Kako radiš? Da li si veštačka inteligencija?', 'meta'],
    ['Možeš li da mi daš recept za palačinke?', 'offTopic'],
    ['Reci mi nešto o sebi i mojoj karti', 'general'],
    ['Da li ću dobiti novac od investicije?', 'career'],
  ],
  hi: [
    ['मेरी कुंडली प्रेम के बारे में क्या कहती है?', 'love'],
    ['क्या इस साल मुझे जीवनसाथी मिलेगा?', 'love'],
    ['मैं अपने करियर में कैसे आगे बढ़ूँ?', 'career'],
    ['क्या मुझे नौकरी बदलनी चाहिए?', 'career'],
    ['मैं अपनी ऊर्जा और तनाव का ध्यान कैसे रखूँ?', 'wellbeing'],
    ['इस महीने मेरे लिए क्या आने वाला है?', 'timing'],
    ['मेरे शुक्र का क्या अर्थ है?', 'placement'],
    ['मेरे चंद्रमा के बारे में बताइए', 'placement'],
    ['मेरी कुंडली के सबसे मजबूत पहलू कौन से हैं?', 'aspect'],
    ['मेरे जीवन पथ अंक का क्या अर्थ है?', 'numerology'],
    ['नमस्ते!', 'greeting'],
    ['आप कैसे काम करती हैं? क्या आप एआई हैं?', 'meta'],
    ['क्या आप मुझे पकौड़े की रेसिपी बता सकती हैं?', 'offTopic'],
    ['मुझे अपने बारे में बताइए', 'general'],
    ['क्या मैं अगले साल बीमार पड़ूँगा?', 'wellbeing'],
  ],
  fr: [
    ['Que dit mon thème sur l’amour ?', 'love'],
    ['Vais-je rencontrer quelqu’un cette année ?', 'love'],
    ['Comment progresser dans ma carrière ?', 'career'],
    ['Dois-je changer de travail ?', 'career'],
    ['Comment mieux gérer mon énergie et mon stress ?', 'wellbeing'],
    ['Qu’est-ce qui m’attend ce mois-ci ?', 'timing'],
    ['Que signifie ma Vénus ?', 'placement'],
    ['Parle-moi de ma Lune', 'placement'],
    ['Quels sont les aspects les plus forts de mon thème ?', 'aspect'],
    ['Que signifie mon chemin de vie en numérologie ?', 'numerology'],
    ['Bonjour !', 'greeting'],
    ['Comment fonctionnez-vous ? Êtes-vous une IA ?', 'meta'],
    ['Pouvez-vous me donner une recette de crêpes ?', 'offTopic'],
    ['Parlez-moi de moi', 'general'],
    ['Vais-je gagner mon procès ?', 'general'],
  ],
  it: [
    ['Cosa dice il mio tema sull’amore?', 'love'],
    ['Troverò un partner quest’anno?', 'love'],
    ['Come posso crescere nella mia carriera?', 'career'],
    ['Dovrei cambiare lavoro?', 'career'],
    ['Come posso gestire meglio la mia energia e lo stress?', 'wellbeing'],
    ['Cosa mi aspetta questo mese?', 'timing'],
    ['Cosa significa la mia Venere?', 'placement'],
    ['Parlami della mia Luna', 'placement'],
    ['Quali sono gli aspetti più forti del mio tema?', 'aspect'],
    ['Cosa significa il mio numero del percorso di vita?', 'numerology'],
    ['Ciao!', 'greeting'],
    ['Come funzioni? Sei un’intelligenza artificiale?', 'meta'],
    ['Mi dai la ricetta della carbonara?', 'offTopic'],
    ['Parlami di me', 'general'],
    ['Rimarrò incinta presto?', 'wellbeing'],
  ],
  es: [
    ['¿Qué dice mi carta sobre el amor?', 'love'],
    ['¿Encontraré pareja este año?', 'love'],
    ['¿Cómo puedo crecer en mi carrera?', 'career'],
    ['¿Debería cambiar de trabajo?', 'career'],
    ['¿Cómo puedo cuidar mejor mi energía y el estrés?', 'wellbeing'],
    ['¿Qué me espera este mes?', 'timing'],
    ['¿Qué significa mi Venus?', 'placement'],
    ['Háblame de mi Luna', 'placement'],
    ['¿Cuáles son los aspectos más fuertes de mi carta?', 'aspect'],
    ['¿Qué significa mi número de camino de vida?', 'numerology'],
    ['¡Hola!', 'greeting'],
    ['¿Cómo funcionas? ¿Eres una inteligencia artificial?', 'meta'],
    ['¿Me das una receta de paella?', 'offTopic'],
    ['Háblame de mí', 'general'],
    ['¿Ganaré dinero con mis inversiones?', 'career'],
  ],
  zh: [
    ['我的星盘关于爱情说了什么？', 'love'],
    ['我今年会遇到伴侣吗？', 'love'],
    ['我怎样才能在事业上成长？', 'career'],
    ['我应该换工作吗？', 'career'],
    ['我怎样才能更好地照顾自己的精力和压力？', 'wellbeing'],
    ['这个月我会遇到什么？', 'timing'],
    ['我的金星代表什么？', 'placement'],
    ['跟我讲讲我的月亮', 'placement'],
    ['我星盘里最强的相位是哪些？', 'aspect'],
    ['我的生命灵数是什么意思？', 'numerology'],
    ['你好！', 'greeting'],
    ['你是怎么工作的？你是人工智能吗？', 'meta'],
    ['你能给我一个饺子的食谱吗？', 'offTopic'],
    ['跟我讲讲我自己', 'general'],
    ['我明年会生病吗？', 'wellbeing'],
  ],
};

const calendarOf = (locale: Locale) => readerCalendar(locale, 'UTC', NOW);

function answer(locale: Locale, message: string, table: FactTable, seed: number) {
  const texts = COACH_TEXTS[locale];
  const question: Question = readQuestion(message, texts, ASKING[locale]);
  const text = offlineAnswer({
    question,
    table,
    selected: selectFacts(table, question),
    texts,
    sky: SKY_TEXTS[locale],
    locale,
    seed,
    calendar: calendarOf(locale),
    hasChart: true,
  });
  return { question, text, paragraphs: verifyAnswer(text, table, texts.lexicon, sentenceGap(locale)) };
}

const CASES = (Object.entries(QUESTIONS) as [Locale, (typeof QUESTIONS)[Locale]][]).flatMap(([locale, list]) =>
  list.flatMap(([message, intent], i) => [i % 9, 9].map((chart) => ({ locale, message, intent, chart }))),
);

describe('the offline writer over the regression set', () => {
  it('has at least 100 questions in seven languages over ten charts', () => {
    expect(new Set(CASES.map((c) => `${c.locale}:${c.message}`)).size).toBeGreaterThanOrEqual(100);
    expect(new Set(CASES.map((c) => c.chart)).size).toBe(10);
  });

  it.each(CASES)('$locale, chart $chart: $message', ({ locale, message, intent, chart }) => {
    const table = TABLES[chart] as FactTable;
    const { question, text, paragraphs } = answer(locale, message, table, stableHash(message) + chart);
    expect(question.intent, message).toBe(intent);
    // Citation validity and no contradiction: nothing withheld, every paragraph verified or framing.
    for (const p of paragraphs) {
      expect({ text: p.text, problems: p.problems }).toEqual({ text: p.text, problems: [] });
      expect(p.status).not.toBe('unverified');
      for (const id of p.facts) expect(table.byId.has(id)).toBe(true);
    }
    const cited = paragraphs.filter((p) => p.status === 'verified');
    if (!['greeting', 'meta', 'offTopic'].includes(intent)) expect(cited.length).toBeGreaterThanOrEqual(2);
    // In the asked language.
    const shown = paragraphs.map((p) => p.text).join('\n\n');
    expect(shown.length).toBeGreaterThan(0);
    const detected = languageOf(shown);
    if (locale === 'zh' || locale === 'hi') expect(detected).toBe(locale);
    else expect([locale]).toContain(detected);
    expect(text).not.toMatch(/undefined|NaN|\[object/);
  });
});

describe('the deep analysis', () => {
  const cases = (Object.keys(QUESTIONS) as Locale[]).flatMap((locale) => TABLES.map((_, chart) => ({ locale, chart })));
  it.each(cases)('$locale, chart $chart: 500-700 words, every claim true and cited', ({ locale, chart }) => {
    const table = TABLES[chart] as FactTable;
    const texts = COACH_TEXTS[locale];
    const { text, words } = deepAnalysis({
      table,
      texts,
      sky: SKY_TEXTS[locale],
      locale,
      seed: chart,
      calendar: calendarOf(locale),
    });
    expect(words).toBeGreaterThanOrEqual(ANALYSIS_WORDS.min);
    expect(words).toBeLessThanOrEqual(ANALYSIS_WORDS.max);
    const paragraphs = verifyAnswer(text, table, texts.lexicon, sentenceGap(locale));
    for (const p of paragraphs) expect({ text: p.text, problems: p.problems }).toEqual({ text: p.text, problems: [] });
    const cited = paragraphs.flatMap((p) => p.facts);
    expect(cited).toContain('P.sun');
    expect(cited).toContain('B.balance');
    if (table.birthTimeKnown) expect(cited).toContain('P.ascendant');
    else expect(cited.some((id) => id.startsWith('H.') || id === 'P.ascendant')).toBe(false);
  });
});
