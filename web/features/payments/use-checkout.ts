import { useCallback, useEffect, useRef, useState } from 'react';
import type { PaidTier } from '@core/plans';
import { toast } from '@web/components/toast-store';
import { checkoutFailure, createCheckout, goTo } from './payments-api';

/**
 * Checkout (docs/product.md#states): pressing a plan's button sets it processing, a checkout address is asked
 * for and the browser goes there; a failure shows its toast and returns to idle. While one is
 * being created no other can start. Coming back with the browser's Back button from Stripe
 * restores this page from the back-forward cache, so the processing state is dropped then too.
 */
export function useCheckout(): { pending: PaidTier | null; start: (plan: PaidTier) => void } {
  const [pending, setPending] = useState<PaidTier | null>(null);
  const busy = useRef(false);

  useEffect(() => {
    const onShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      busy.current = false;
      setPending(null);
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, []);

  const start = useCallback((plan: PaidTier) => {
    if (busy.current) return;
    busy.current = true;
    setPending(plan);
    createCheckout(plan).then(goTo, (err: unknown) => {
      toast(checkoutFailure(err));
      busy.current = false;
      setPending(null);
    });
  }, []);

  return { pending, start };
}
