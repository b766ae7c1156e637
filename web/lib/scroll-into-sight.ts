export interface SightOptions {
  /** Where the element lands in the viewport (as `scrollIntoView`'s `block`). */
  block: ScrollLogicalPosition;
  /**
   * When to scroll: only when no part of the element is on screen (`hidden`), when any part of
   * it is off screen (`clipped`), or every time (`always`).
   */
  when: 'hidden' | 'clipped' | 'always';
  /** Glide there instead of jumping, unless the reader asked for reduced motion. */
  smooth?: boolean;
}

/** Brings an element into view when it is out of sight; a missing element is left alone. */
export function scrollIntoSight(
  element: Element | null | undefined,
  { block, when, smooth = false }: SightOptions,
): void {
  if (!element || !outOfSight(element, when)) return;
  const still = !smooth || window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  element.scrollIntoView({ block, behavior: still ? 'auto' : 'smooth' });
}

function outOfSight(element: Element, when: SightOptions['when']): boolean {
  if (when === 'always') return true;
  const box = element.getBoundingClientRect();
  return when === 'hidden'
    ? box.bottom < 0 || box.top > window.innerHeight
    : box.top < 0 || box.bottom > window.innerHeight;
}
