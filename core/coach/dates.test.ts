/**
 * Dates said in the right tense, and today's insight led by what peaks: a sweep over consecutive
 * days for ten charts in seven languages. `npm test` sweeps 30 days; `npm run sweep:coach` the
 * full year (COACH_SWEEP_DAYS=366).
 */
import '../../test/setup/load-texts';
import { describe, expect, it } from 'vitest';
import { addDays } from '../horoscope/index';
import { LOCALES } from '../i18n/locales';
import { SKY_TEXTS } from '../sky/texts/index';
import { answerOf, questionsOf } from '../../test/support/coach-answer';
import { BIRTHS, chartOf } from '../../test/support/coach-charts';
import { readerCalendar } from './calendar';
import { dailyInsight } from './daily';
import { buildFacts, type FactTable } from './facts';
import { statement } from './offline';
import { Said } from './sentences';
import { datesNamed, misdatedSentences } from './tense-check';
import { COACH_TEXTS } from './texts/index';

const DAYS = Number(process.env.COACH_SWEEP_DAYS ?? 30);
const FIRST_DAY = '2026-12-01';

describe(`dates and tenses over ${DAYS} days, ten charts, seven languages`, () => {
  const charts = BIRTHS.map((birth) => ({ birth, chart: chartOf(birth) }));

  it('names no past date as present or future, and no future date as past', () => {
    const wrong: string[] = [];
    const checked = { past: 0, future: 0 };
    for (const { birth, chart } of charts) {
      const zone = birth.place.timezone;
      for (let d = 0; d < DAYS; d++) {
        const day = addDays(FIRST_DAY, d);
        const now = new Date(`${day}T15:00:00Z`);
        const table = buildFacts({ chart, birthTimeKnown: birth.time !== null, now });
        for (const locale of LOCALES) {
          const calendar = readerCalendar(locale, zone, now);
          const input = { texts: COACH_TEXTS[locale], sky: SKY_TEXTS[locale], calendar, seed: d };
          const texts = [
            dailyInsight(table, input).text,
            ...table.facts.filter((f) => f.kind === 'transit').map((f) => statement(f, input)),
          ];
          for (const text of texts) {
            for (const m of misdatedSentences(text, locale, calendar)) {
              wrong.push(`${locale} ${calendar.today}: "${m.date}" (${m.day}) said ${m.said}: ${m.sentence}`);
            }
            for (const day of datesNamed(text, locale, calendar.today)) {
              if (day < calendar.today) checked.past += 1;
              else if (day > calendar.today) checked.future += 1;
            }
          }
        }
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
    // The sweep reads dates of both kinds: a checker that found none would prove nothing.
    expect(checked.past).toBeGreaterThan(50);
    expect(checked.future).toBeGreaterThan(50);
  }, 300_000);

  it('answers about this month and about lately, in every wording a day uses, with no date in the wrong tense', () => {
    // Every third day in npm test, every day in the full sweep: each language's own "this month"
    // and "lately" questions, answered as one reader's day (so later answers take other wordings).
    const step = DAYS > 30 ? 1 : 3;
    const asked = LOCALES.map((locale) => {
      const set = questionsOf(locale);
      const first = (frame: string) => set.find((q) => q.frame === frame && (q.offset ?? 0) === 0)?.q;
      return { locale, questions: [first('month'), first('lately')].filter((q): q is string => q !== undefined) };
    });
    const wrong: string[] = [];
    let dates = 0;
    for (const { birth, chart } of charts) {
      for (let d = 0; d < DAYS; d += step) {
        const now = new Date(`${addDays(FIRST_DAY, d)}T15:00:00Z`);
        const tables = new Map<string, FactTable>();
        for (const { locale, questions } of asked) {
          const setting = { birth, chart, tables, now, said: new Said() };
          questions.forEach((q, seed) => {
            const { text, calendar } = answerOf(locale, q, d + seed, setting);
            dates += datesNamed(text, locale, calendar.today).length;
            for (const m of misdatedSentences(text, locale, calendar))
              wrong.push(`${locale} ${calendar.today} ${q}: "${m.date}" said ${m.said}: ${m.sentence}`);
          });
        }
      }
    }
    expect(wrong.slice(0, 20)).toEqual([]);
    expect(dates).toBeGreaterThan(100);
  }, 600_000);

  it('leads today’s insight with what peaks today or tomorrow; the same background at most three days running', () => {
    const problems: string[] = [];
    for (const { birth, chart } of charts) {
      let run = null as { id: string; days: number } | null;
      for (let d = 0; d < DAYS; d++) {
        const day = addDays(FIRST_DAY, d);
        const now = new Date(`${day}T15:00:00Z`);
        const table: FactTable = buildFacts({ chart, birthTimeKnown: birth.time !== null, now });
        const calendar = readerCalendar('en', birth.place.timezone, now);
        const insight = dailyInsight(table, { texts: COACH_TEXTS.en, sky: SKY_TEXTS.en, calendar });
        const peaking = table.facts.some(
          (f) =>
            f.kind === 'transit' &&
            f.passes.some((p) => [calendar.today, addDays(calendar.today, 1)].includes(calendar.dayOf(p))),
        );
        if (peaking !== (insight.kind === 'peak'))
          problems.push(`${birth.date} ${day}: ${insight.kind}, peaking ${peaking}`);
        const id = insight.facts[0]?.id ?? insight.kind;
        run = run?.id === id ? { id, days: run.days + 1 } : { id, days: 1 };
        if (insight.kind === 'background' && run.days > 3)
          problems.push(`${birth.date} ${day}: ${id} ${run.days} days running`);
      }
    }
    expect(problems).toEqual([]);
  }, 300_000);
});

describe('the reviewed reader’s 6 December', () => {
  it('leads with the contact exact that evening, and says when the slow one was and will be exact', () => {
    const chart = chartOf({
      date: '1990-04-15',
      time: '14:30',
      place: { name: 'Belgrade', latitude: 44.8176, longitude: 20.4633, timezone: 'Europe/Belgrade' },
    } as unknown as (typeof BIRTHS)[number]);
    const now = new Date('2026-12-06T09:00:00Z');
    const table = buildFacts({ chart, birthTimeKnown: true, now });
    const calendar = readerCalendar('en', 'Europe/Belgrade', now);
    const insight = dailyInsight(table, { texts: COACH_TEXTS.en, sky: SKY_TEXTS.en, calendar });
    expect(insight.kind).toBe('peak');
    expect(insight.facts[0]?.id).toBe('T.mercury.square.ascendant.2026-12-06');
    expect(insight.text).toContain('It is exact today.');
    const jupiter = table.byId.get('T.jupiter.opposition.mars.2026-11-17');
    expect(jupiter && statement(jupiter, { texts: COACH_TEXTS.en, sky: SKY_TEXTS.en, calendar, seed: 1 })).toContain(
      'It was exact on 17 November and will be exact again on 7 January 2027.',
    );
  });
});
