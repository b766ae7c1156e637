import { it } from 'vitest';
import { castNatal } from '@core/astro/natal';
import { buildFacts } from '@core/coach/facts';
import { readQuestion, selectFacts } from '@core/coach/intent';
import { offlineAnswer, sentenceGap } from '@core/coach/offline';
import { COACH_TEXTS } from '@core/coach/texts/index';
import { verifyAnswer } from '@core/coach/verify';
import { SKY_TEXTS } from '@core/sky/texts/index';
const L = (process.env.L ?? 'en') as 'en';
const Q = process.env.Q ?? 'What does my chart say about love?';
const UNKNOWN = process.env.U === '1';
it('debug', () => {
  const o = castNatal(
    { birthDate: '1990-05-17', birthTime: '14:30', birthTimeUnknown: UNKNOWN, houseSystem: 'placidus' },
    { name: 'Belgrade', latitude: 44.8176, longitude: 20.4633, timezone: 'Europe/Belgrade' },
  );
  if (o.kind !== 'ok') throw new Error('x');
  const table = buildFacts({ chart: o.result.chart, birthTimeKnown: !UNKNOWN, now: new Date('2026-11-26T15:00:00Z') });
  const texts = COACH_TEXTS[L];
  const q = readQuestion(Q, texts);
  const text = offlineAnswer({
    question: q,
    table,
    selected: selectFacts(table, q),
    texts,
    sky: SKY_TEXTS[L],
    locale: L,
    seed: 1,
    formatDate: (s) => s.slice(0, 10),
    hasChart: true,
  });
  console.log(q.intent, q.topics);
  console.log(text);
  for (const p of verifyAnswer(text, table, texts.lexicon, sentenceGap(L)))
    console.log(p.status, p.facts, JSON.stringify(p.problems));
});
