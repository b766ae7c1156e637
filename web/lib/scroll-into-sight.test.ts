import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type SightOptions, scrollIntoSight } from './scroll-into-sight';

/** An element whose box spans `top`..`bottom` in a viewport 800 px high. */
function element(top: number, bottom: number) {
  return { getBoundingClientRect: () => ({ top, bottom }), scrollIntoView: vi.fn() };
}

/** The `scrollIntoView` calls `scrollIntoSight` makes for such an element. */
function scrolled(e: ReturnType<typeof element>, options: SightOptions) {
  scrollIntoSight(e as unknown as Element, options);
  return e.scrollIntoView.mock.calls;
}

describe('scrollIntoSight', () => {
  let reduced = false;
  beforeEach(() => {
    reduced = false;
    vi.stubGlobal('window', { innerHeight: 800, matchMedia: () => ({ matches: reduced }) });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('scrolls a wholly hidden element, and a clipped one only when asked to', () => {
    expect(scrolled(element(900, 1200), { block: 'nearest', when: 'hidden' })).toEqual([
      [{ block: 'nearest', behavior: 'auto' }],
    ]);
    expect(scrolled(element(-300, -10), { block: 'nearest', when: 'hidden' })).toHaveLength(1);
    expect(scrolled(element(700, 1000), { block: 'nearest', when: 'hidden' })).toHaveLength(0);
    expect(scrolled(element(700, 1000), { block: 'center', when: 'clipped' })).toHaveLength(1);
    expect(scrolled(element(100, 500), { block: 'center', when: 'clipped' })).toHaveLength(0);
    expect(scrolled(element(100, 500), { block: 'start', when: 'always' })).toHaveLength(1);
  });

  it('glides only when asked to and the reader allows motion', () => {
    expect(scrolled(element(900, 1200), { block: 'center', when: 'clipped', smooth: true })).toEqual([
      [{ block: 'center', behavior: 'smooth' }],
    ]);
    reduced = true;
    expect(scrolled(element(900, 1200), { block: 'center', when: 'clipped', smooth: true })).toEqual([
      [{ block: 'center', behavior: 'auto' }],
    ]);
  });

  it('leaves a missing element alone', () => {
    expect(() => scrollIntoSight(null, { block: 'start', when: 'always' })).not.toThrow();
  });
});
