/**
 * The verifier (decision 030): what it withholds, what it lets through, and how it streams.
 * Each language's own sentence grammars are read back by its own lexicon: a placement written
 * with the wrong sign is withheld, with the right one it passes.
 */
import '../../test/setup/load-texts';
import { describe, expect, it } from 'vitest';
import { castNatal } from '../astro/natal';
import { LOCALES } from '../i18n/locales';
import { SIGN_IDS, type SignId } from '../zodiac';
import { extractClaims, mentions, namesTheChart } from './claims';
import { buildFacts, type FactTable } from './facts';
import { readQuestion } from './intent';
import { sentenceGap } from './offline';
import type { CoachPoint } from './texts';
import { COACH_TEXTS } from './texts/index';
import { AnswerAssembler, sanitize, verifyAnswer } from './verify';
import { ASKING } from './asking/index';

const NOW = new Date('2026-11-26T15:00:00Z');
const PLACE = { name: 'Belgrade', latitude: 44.8176, longitude: 20.4633, timezone: 'Europe/Belgrade' };

function table(timeKnown: boolean): FactTable {
  const outcome = castNatal(
    { birthDate: '1990-05-17', birthTime: '14:30', birthTimeUnknown: !timeKnown, houseSystem: 'placidus' },
    PLACE,
  );
  if (outcome.kind !== 'ok') throw new Error('cannot cast');
  return buildFacts({ chart: outcome.result.chart, birthTimeKnown: timeKnown, now: NOW });
}

const TIMED = table(true);
const UNTIMED = table(false);
const EN = COACH_TEXTS.en.lexicon;
const capital = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

/** A sign no point of the table may truly be said to be in (natal, progressed or in the sky now). */
function falseSign(t: FactTable, point: CoachPoint): SignId {
  const truth = t.trueSigns[point];
  const sign = SIGN_IDS.find((s) => !truth?.has(s));
  if (!sign) throw new Error(`every sign is true of ${point}`);
  return sign;
}

describe('the verifier in English', () => {
  const venus = TIMED.facts.find((f) => f.kind === 'placement' && f.point === 'venus');
  if (venus?.kind !== 'placement') throw new Error('no Venus');
  const wrong = falseSign(TIMED, 'venus');

  it('withholds a sentence that puts Venus in the wrong sign, keeps the rest of the paragraph', () => {
    const name = (s: SignId) => s.charAt(0).toUpperCase() + s.slice(1);
    const [p] = verifyAnswer(
      `Your Venus is in ${name(wrong)}. Venus in ${name(venus.sign)} loves with grace. [[P.venus]]`,
      TIMED,
      EN,
    );
    expect(p?.withheld).toBe(1);
    expect(p?.status).toBe('unverified');
    expect(p?.text).toBe(`Venus in ${name(venus.sign)} loves with grace.`);
    expect(p?.problems[0]).toMatchObject({ kind: 'contradiction', claim: { point: 'venus', sign: wrong } });
  });

  it('removes unknown ids and keeps a paragraph that cites a valid one', () => {
    const [p] = verifyAnswer('Your Venus shapes how you love. [[P.venus X.bogus]]', TIMED, EN);
    expect(p?.facts).toEqual(['P.venus']);
    expect(p?.status).toBe('verified');
    expect(p?.problems).toEqual([{ kind: 'unknownId', id: 'X.bogus' }]);
  });

  it('marks a paragraph about the chart with no valid citation unverified, and framing text as framing', () => {
    const [about, framing] = verifyAnswer(
      `Your Moon is in ${capital(TIMED.natalSign.moon ?? 'aries')}. [[Q.nothing]]\n\nI am glad you asked.`,
      TIMED,
      EN,
    );
    expect(about?.status).toBe('unverified');
    expect(about?.problems).toContainEqual({ kind: 'uncited' });
    expect(framing?.status).toBe('framing');
  });

  it('withholds houses and the Ascendant when the birth time is unknown', () => {
    const [p] = verifyAnswer(
      'Your Sun is in your 10th house. Libra rising gives you charm. You love to learn. [[P.sun]]',
      UNTIMED,
      EN,
    );
    expect(p?.withheld).toBe(2);
    expect(p?.text).toBe('You love to learn.');
    expect(p?.problems.filter((x) => x.kind === 'needsBirthTime')).toHaveLength(2);
  });

  it('withholds an aspect the chart does not have', () => {
    const has = (a: string, b: string) => [...TIMED.aspectKeys].some((k) => k.startsWith([a, b].sort().join('|')));
    const pair = (['mercury', 'venus', 'mars', 'jupiter', 'saturn'] as const)
      .flatMap((a) => (['uranus', 'neptune', 'pluto'] as const).map((b) => [a, b] as const))
      .find(([a, b]) => !has(a, b));
    if (!pair) throw new Error('no free pair');
    const name = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
    const [p] = verifyAnswer(`${name(pair[0])} squares ${name(pair[1])} in your chart. [[P.sun]]`, TIMED, EN);
    expect(p?.withheld).toBe(1);
  });

  it('releases sentence by sentence as the text streams, reassembling split markers', () => {
    const assembler = new AnswerAssembler(TIMED, EN);
    const events = [
      ...assembler.push('Your Sun gives you '),
      ...assembler.push('warmth. You shine '),
      ...assembler.push('at work. [['),
      ...assembler.push('P.s'),
      ...assembler.push('un]]\n'),
      ...assembler.push('\nThank you for asking.'),
      ...assembler.finish(),
    ];
    expect(events.map((e) => e.type)).toEqual(['delta', 'delta', 'paragraph', 'delta', 'paragraph']);
    expect(assembler.paragraphs.map((p) => [p.status, p.facts])).toEqual([
      ['verified', ['P.sun']],
      ['framing', []],
    ]);
    expect(assembler.text).toBe('Your Sun gives you warmth. You shine at work.\n\nThank you for asking.');
  });

  it('keeps the released part of an answer that is cut short', () => {
    const assembler = new AnswerAssembler(TIMED, EN);
    assembler.push('Your Sun gives you warmth. And then the');
    assembler.abandon();
    expect(assembler.text).toBe('Your Sun gives you warmth.');
  });

  it('drops links, images and markup from what a model writes', () => {
    expect(sanitize('See [my site](https://x.test) ![a](b.png) <b>bold</b> https://evil.test now')).toBe(
      'See my site  bold  now',
    );
  });
});

describe.each(LOCALES)('the %s grammars read back by their own lexicon', (locale) => {
  const texts = COACH_TEXTS[locale];
  const gap = sentenceGap(locale);
  const placements = TIMED.facts.filter((f) => f.kind === 'placement');

  it('withholds every placement template written with a false sign, and passes it with the true one', () => {
    for (const fact of placements) {
      if (fact.kind !== 'placement') continue;
      const angle = fact.point === 'ascendant' || fact.point === 'midheaven';
      for (const [i, template] of texts.writing.placement.entries()) {
        const slots = {
          point: fact.point,
          degree: fact.degree,
          minute: fact.minute,
          house: angle ? null : fact.house,
          retrograde: angle ? false : fact.retrograde,
        };
        const right = template({ ...slots, sign: fact.sign });
        const [ok] = verifyAnswer(`${right} [[${fact.id}]]`, TIMED, texts.lexicon, gap);
        expect({ template: i, text: right, problems: ok?.problems }).toEqual({
          template: i,
          text: right,
          problems: [],
        });
        const wrongText = template({ ...slots, sign: falseSign(TIMED, fact.point) });
        const [bad] = verifyAnswer(`${wrongText} [[${fact.id}]]`, TIMED, texts.lexicon, gap);
        expect({ template: i, text: wrongText, withheld: (bad?.withheld ?? 0) > 0 }).toEqual({
          template: i,
          text: wrongText,
          withheld: true,
        });
      }
    }
  });

  it('passes every aspect template with the chart’s aspect, and withholds it with another kind', () => {
    const aspects = TIMED.facts.filter((f) => f.kind === 'aspect').slice(0, 6);
    for (const fact of aspects) {
      if (fact.kind !== 'aspect') continue;
      const other = (['conjunction', 'opposition', 'trine', 'square', 'sextile'] as const).find(
        (t) => !TIMED.aspectKeys.has(`${[fact.a, fact.b].sort().join('|')}|${t}`),
      );
      for (const [i, template] of texts.writing.aspect.entries()) {
        const right = template({ a: fact.a, b: fact.b, type: fact.type, orb: '1°02′' });
        const [ok] = verifyAnswer(`${right} [[${fact.id}]]`, TIMED, texts.lexicon, gap);
        expect({ template: i, text: right, problems: ok?.problems }).toEqual({
          template: i,
          text: right,
          problems: [],
        });
        if (!other) continue;
        const wrong = template({ a: fact.a, b: fact.b, type: other, orb: '1°02′' });
        const [bad] = verifyAnswer(`${wrong} [[${fact.id}]]`, TIMED, texts.lexicon, gap);
        expect({ template: i, text: wrong, withheld: (bad?.withheld ?? 0) > 0 }).toEqual({
          template: i,
          text: wrong,
          withheld: true,
        });
      }
    }
  });

  it('withholds a placement template that names a house when the birth time is unknown', () => {
    const sun = TIMED.facts.find((f) => f.kind === 'placement' && f.point === 'sun');
    if (sun?.kind !== 'placement') throw new Error('no Sun');
    for (const template of texts.writing.placement) {
      const text = template({ point: 'sun', sign: sun.sign, degree: 1, minute: 2, house: 10, retrograde: false });
      const [p] = verifyAnswer(`${text} [[P.sun]]`, UNTIMED, texts.lexicon, gap);
      expect({ text, withheld: (p?.withheld ?? 0) > 0 }).toEqual({ text, withheld: true });
    }
  });
});

describe.each(LOCALES)('the %s crisis gate', (locale) => {
  const texts = COACH_TEXTS[locale];
  it('answers every trigger with the fixed reply: help lines, no astrology', () => {
    for (const trigger of texts.crisis.triggers) {
      expect(readQuestion(`${trigger}`, texts, ASKING[locale]).crisis, trigger).toBe(true);
    }
    expect(texts.crisis.reply).toContain('findahelpline.com');
    expect(namesTheChart(texts.crisis.reply, texts.lexicon)).toBe(false);
  });
});

describe('names that are also ordinary words', () => {
  it('reads a planet or a sign only where the language writes it as a name', () => {
    const moonOf = (locale: 'fr' | 'sr' | 'es', text: string) =>
      extractClaims(text, COACH_TEXTS[locale].lexicon).signs.map((c) => c.point);
    // French "mars" is March, Serbian "meseca" the month, Spanish "leo" I read.
    expect(moonOf('fr', 'Le 3 mars en Balance, tout s’apaise.')).not.toContain('mars');
    expect(moonOf('fr', 'Mars en Balance cherche l’accord.')).toEqual(['mars']);
    expect(moonOf('sr', 'Ovog meseca u Vagi ima mnogo susreta.')).not.toContain('moon');
    expect(mentions('Lo que leo en tu carta es claro.', COACH_TEXTS.es.lexicon).signs).toEqual([]);
    expect(mentions('Tu Sol está en Leo.', COACH_TEXTS.es.lexicon).signs).toEqual(['leo']);
  });
});
