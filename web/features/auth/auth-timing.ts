import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@web/lib/paths';

/** docs/product.md#constants timers. */
export const SIGN_IN_REDIRECT_MS = 1_500;
export const SIGN_UP_REDIRECT_MS = 1_500;
export const VERIFY_REQUIRED_REDIRECT_MS = 2_000;
export const VERIFIED_REDIRECT_MS = 3_000;

/** Navigates after a delay (so the toast can be read); leaving the page first cancels it. */
export function useDelayedNavigate(): (to: string, delayMs: number) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), delayMs);
    },
    [navigate],
  );
}

/** The pending page for an address. */
export function pendingPath(email: string): string {
  return `${paths.verificationPending}?email=${encodeURIComponent(email)}`;
}
