import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** Navigation state that keeps the scroll position (tabs that change the address). */
export const KEEP_SCROLL = { keepScroll: true } as const;

function keepsScroll(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { keepScroll?: unknown }).keepScroll === true;
}

/**
 * A new page starts at its top, or at the element its #hash names. Back and forward are left to
 * the browser, which restores where the reader was; replacing the address (query clean-ups)
 * does not move the page.
 */
export function ScrollReset() {
  const location = useLocation();
  const type = useNavigationType();
  useLayoutEffect(() => {
    if (type !== 'PUSH' || keepsScroll(location.state)) return;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    // Instant: the page's smooth scrolling is for in-page jumps, not for arriving somewhere new.
    if (target) target.scrollIntoView({ behavior: 'instant' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [location.key]);
  return null;
}
