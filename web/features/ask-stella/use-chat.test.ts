import { describe, expect, it } from 'vitest';
import type { AskResponse, StellaEvent, StellaUsage } from '@schema/stella';
import { type ChatEntry, applyEvent } from './use-chat';

const start: ChatEntry = { key: 'a', role: 'assistant', text: '', paragraphs: [], state: 'pending' };
const venus = { id: 'P.venus', label: 'Venus 14°22′ Libra, 7th house', points: ['venus'], houses: [7] };
const run = (events: StellaEvent[]) => events.reduce(applyEvent, start);

describe('an answer as its events arrive', () => {
  it('grows sentence by sentence, and a receipt replaces its paragraph with the verified text', () => {
    const streaming = run([
      { event: 'delta', data: { text: 'Venus is in Libra.' } },
      { event: 'delta', data: { text: ' She likes balance.' } },
    ]);
    expect(streaming.state).toBe('streaming');
    expect(streaming.paragraphs).toEqual([
      { text: 'Venus is in Libra. She likes balance.', status: 'streaming', facts: [], withheld: 0 },
    ]);
    const finished = run([
      { event: 'delta', data: { text: 'Venus is in Libra.' } },
      {
        event: 'receipt',
        data: { index: 0, text: 'Venus is in Libra.', status: 'verified', facts: [venus], withheld: 0 },
      },
      { event: 'delta', data: { text: 'Ask me more.' } },
    ]);
    expect(finished.paragraphs.map((p) => [p.text, p.status, p.facts.length])).toEqual([
      ['Venus is in Libra.', 'verified', 1],
      ['Ask me more.', 'streaming', 0],
    ]);
  });

  it('ends with the paragraphs and status of the done event', () => {
    const usage: StellaUsage = { remaining: 24, dailyLimit: 25, used: 1, unlimited: false, resetsAt: '' };
    const done = {
      response: 'Venus is in Libra.',
      paragraphs: [{ text: 'Venus is in Libra.', status: 'verified', facts: [venus], withheld: 0 }],
      status: 'stopped',
      usage,
    } as unknown as AskResponse;
    const entry = run([
      { event: 'delta', data: { text: 'Venus is in Libra. And' } },
      { event: 'done', data: done },
    ]);
    expect(entry.state).toBe('stopped');
    expect(entry.paragraphs).toEqual([{ text: 'Venus is in Libra.', status: 'verified', facts: [venus], withheld: 0 }]);
  });
});
