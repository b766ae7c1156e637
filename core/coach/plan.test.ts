/** The plan of an answer: the days a frame covers, and what heads the answer to the reviewed reader's questions. */
import '../../test/setup/load-texts';
import { describe, expect, it } from 'vitest';
import { SKY_TEXTS } from '../sky/texts/index';
import { chartOf } from '../../test/support/coach-charts';
import { ASKING } from './asking/index';
import { readerCalendar } from './calendar';
import { buildFacts } from './facts';
import { readQuestion } from './intent';
import { plannedAnswer } from './offline';
import { type AnswerPlan, planAnswer, windowInstants, windowOf } from './plan';
import { COACH_TEXTS } from './texts/index';

const TODAY = '2026-12-06';

describe('the days a frame covers', () => {
  it.each([
    [{ kind: 'natal', offset: 0 }, null],
    [
      { kind: 'now', offset: 0 },
      { from: '2026-12-05', to: '2026-12-08' },
    ],
    [
      { kind: 'lately', offset: 0 },
      { from: '2026-11-06', to: '2026-12-06' },
    ],
    [
      { kind: 'week', offset: 1 },
      { from: '2026-12-13', to: '2026-12-19' },
    ],
    [
      { kind: 'month', offset: 0 },
      { from: '2026-12-06', to: '2027-01-04' },
    ],
    [
      { kind: 'year', offset: 1 },
      { from: '2027-01-01', to: '2027-12-31' },
    ],
    [
      { kind: 'date', offset: 1 },
      { from: '2026-12-07', to: '2026-12-07' },
    ],
    // A month already over this year is next year's.
    [
      { kind: 'date', offset: 0, month: 3 },
      { from: '2027-03-01', to: '2027-03-31' },
    ],
    [
      { kind: 'date', offset: 0, month: 12 },
      { from: '2026-12-01', to: '2026-12-31' },
    ],
    [
      { kind: 'date', offset: 0, month: 2, day: 14 },
      { from: '2027-02-13', to: '2027-02-15' },
    ],
  ] as const)('%j', (frame, window) => {
    expect(windowOf(frame, TODAY)).toEqual(window);
  });
});

describe('the reviewed reader, 6 December 2026', () => {
  const chart = chartOf({
    date: '1990-04-15',
    time: '14:30',
    place: { name: 'Belgrade', latitude: 44.8176, longitude: 20.4633, timezone: 'Europe/Belgrade' },
  } as unknown as Parameters<typeof chartOf>[0]);
  const now = new Date('2026-12-06T09:00:00Z');
  const calendar = readerCalendar('en', 'Europe/Belgrade', now);
  const planFor = (message: string) => {
    const question = readQuestion(message, COACH_TEXTS.en, ASKING.en);
    const window = windowOf(question.frame, calendar.today);
    const table = buildFacts({ chart, birthTimeKnown: true, now, window: window ? windowInstants(window) : null });
    return { question, table, plan: planAnswer(table, question, calendar) };
  };

  it('answers "a good month to ask for a raise?" with a contact of the month that touches work and money', () => {
    const { plan } = planFor('Is this a good month to ask for a raise?');
    expect(plan.areas).toEqual(['money', 'work']);
    expect(plan.fits).toBe(true);
    const head = plan.headline;
    expect(head?.kind === 'transit' || head?.kind === 'event').toBe(true);
    if (head?.kind === 'transit' || head?.kind === 'event') {
      expect(head.passes.some((p) => calendar.dayOf(p) >= '2026-12-06' && calendar.dayOf(p) <= '2027-01-04')).toBe(
        true,
      );
    }
    expect(plan.supports.length).toBeLessThanOrEqual(2);
  });

  it('answers "restless lately?" and "a raise this month?" with different headlines', () => {
    expect(planFor('Why do I feel so restless lately?').plan.headline?.id).not.toBe(
      planFor('Is this a good month to ask for a raise?').plan.headline?.id,
    );
  });

  /** The offline writer's answer to the message, to its plan or to the plan `adjust` makes of it. */
  const write = (message: string, adjust = (plan: AnswerPlan) => plan) => {
    const { question, table, plan } = planFor(message);
    const text = plannedAnswer({
      question,
      table,
      selected: [],
      texts: COACH_TEXTS.en,
      sky: SKY_TEXTS.en,
      locale: 'en',
      seed: 3,
      calendar,
      hasChart: true,
      plan: adjust(plan),
    });
    return { text, plan: adjust(plan) };
  };

  it('says plainly when nothing in the span touches the asked part of life, tells what it holds, and asks back', () => {
    // As the planner answers when nothing touches the asked life: the span's strongest contact, no supports.
    const { text, plan } = write('Will my exam go well the day after tomorrow?', (planned) => ({
      ...planned,
      fits: false,
      supports: [],
      because: [],
      reason: null,
    }));
    const plainly = COACH_TEXTS.en.plan.noFit.map((say) =>
      say({ area: 'your studies', when: 'the day after tomorrow' }),
    );
    expect(plainly).toContain(text.split('\n\n')[0]);
    expect(text).not.toMatch(/For your studies/);
    expect(text).toContain(`[[${plan.headline?.id}]]`);
    expect(text).toMatch(/\?$/);
  });

  it('names no date when asked when someone will die, and still answers a loss in the past', () => {
    for (const message of ['When will I die?', 'How long will my grandmother live?']) {
      expect(COACH_TEXTS.en.writing.caution.death).toContain(write(message).text);
    }
    const grief = write('My dad died last year, how do I cope?').text;
    expect(COACH_TEXTS.en.writing.caution.death.some((c) => grief.includes(c))).toBe(true);
    expect(grief).toMatch(/\[\[T\./);
  });
});
