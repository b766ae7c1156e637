import { describe, expect, it } from 'vitest';
import { memo } from './memo';

describe('memo', () => {
  it('computes a key once and keeps the most recently used results within its size', () => {
    const kept = memo<number>({ size: 2 });
    let computed = 0;
    const get = (key: string) => kept.get(key, () => ++computed);
    expect([get('a'), get('b'), get('a')]).toEqual([1, 2, 1]);
    get('c'); // b is the least recently used: it leaves
    expect(kept.size).toBe(2);
    expect(get('a')).toBe(1);
    expect(get('b')).toBe(4);
  });

  it('computes again once a result is older than its age', () => {
    let now = 0;
    const kept = memo<string>({ size: 10, ttlMs: 1_000, now: () => now });
    expect(kept.get('k', () => 'first')).toBe('first');
    now = 999;
    expect(kept.get('k', () => 'second')).toBe('first');
    now = 1_000;
    expect(kept.get('k', () => 'third')).toBe('third');
  });

  it('shares one lookup between callers that ask at once, and does not keep a failed one', async () => {
    const kept = memo<Promise<number>>({ size: 10 });
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('the database did not answer'));
    };
    const [a, b] = [kept.get('q', failing), kept.get('q', failing)];
    await expect(a).rejects.toThrow('did not answer');
    await expect(b).rejects.toThrow('did not answer');
    expect(calls).toBe(1);
    await expect(kept.get('q', async () => 7)).resolves.toBe(7);
  });
});
