import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StellaEvent } from '@schema/stella';
import { SENTENCE_MS, sentencePacer } from './sentence-pacer';

const sentence = (text: string): StellaEvent => ({ event: 'delta', data: { text } });
const receipt: StellaEvent = {
  event: 'receipt',
  data: { index: 0, text: 'One. Two.', status: 'verified', facts: [], withheld: 0 },
};

/** A pacer whose shown events are listed by their text (or event name). */
function paced() {
  const shown: string[] = [];
  const pacer = sentencePacer((e) => shown.push(e.event === 'delta' ? e.data.text : e.event));
  return { shown, pacer };
}

describe('the sentence pacer', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one sentence at a time, and other events in order behind them', async () => {
    const { shown, pacer } = paced();
    for (const e of [sentence('One.'), sentence('Two.'), receipt]) pacer.push(e);
    expect(shown).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(shown).toEqual(['One.']);
    await vi.advanceTimersByTimeAsync(SENTENCE_MS - 1);
    expect(shown).toEqual(['One.']);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual(['One.', 'Two.']);
    await vi.advanceTimersByTimeAsync(SENTENCE_MS);
    expect(shown).toEqual(['One.', 'Two.', 'receipt']);
  });

  it('keeps the gap after a sentence for the next one, even when it arrives later', async () => {
    const { shown, pacer } = paced();
    pacer.push(sentence('One.'));
    await vi.advanceTimersByTimeAsync(SENTENCE_MS / 2);
    pacer.push(sentence('Two.'));
    await vi.advanceTimersByTimeAsync(SENTENCE_MS / 2 - 1);
    expect(shown).toEqual(['One.']);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown).toEqual(['One.', 'Two.']);
  });

  it('shows everything queued at once when flushed', async () => {
    const { shown, pacer } = paced();
    for (const e of [sentence('One.'), sentence('Two.'), receipt]) pacer.push(e);
    pacer.flush();
    expect(shown).toEqual(['One.', 'Two.', 'receipt']);
    await vi.advanceTimersByTimeAsync(SENTENCE_MS * 3);
    expect(shown).toHaveLength(3);
  });

  it('is drained once the last event is shown, or at once on Stop', async () => {
    const { shown, pacer } = paced();
    await expect(pacer.drained(new AbortController().signal)).resolves.toBeUndefined();

    for (const e of [sentence('One.'), sentence('Two.')]) pacer.push(e);
    let drained = false;
    void pacer.drained(new AbortController().signal).then(() => {
      drained = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(drained).toBe(false);
    await vi.advanceTimersByTimeAsync(SENTENCE_MS);
    expect(drained).toBe(true);

    for (const e of [sentence('Three.'), sentence('Four.'), receipt]) pacer.push(e);
    const stop = new AbortController();
    const stopped = pacer.drained(stop.signal);
    stop.abort();
    await stopped;
    expect(shown).toEqual(['One.', 'Two.', 'Three.', 'Four.', 'receipt']);
  });
});
