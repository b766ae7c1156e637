import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { onUnauthorized } from '@web/lib/api';
import { AUTH_REFRESH_DELAY_MS, AUTH_USER_KEY, clearCache, onAuthBroadcast, setSessionHint } from './auth-state';

/** A same-page signal, so the parameter and the popup message share one refresh schedule. */
const AUTH_SUCCESS_EVENT = 'stella:auth-success';

/**
 * Keeps the auth state in step with the world (docs/product.md#states), once per page: the other tabs'
 * sign-ins and sign-outs, a sign-in popup's success message, the `auth=success` parameter,
 * and any API call answering 401. Renders nothing.
 */
export function AuthSync() {
  const { mutate, cache } = useSWRConfig();
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refreshTwice = () => {
      setSessionHint();
      void mutate(AUTH_USER_KEY);
      clearTimeout(timer);
      timer = setTimeout(() => void mutate(AUTH_USER_KEY), AUTH_REFRESH_DELAY_MS);
    };

    const offBroadcast = onAuthBroadcast((change) => {
      if (change === 'signed-out') void clearCache(mutate);
      else void mutate(AUTH_USER_KEY);
    });

    const onMessage = (e: MessageEvent) => {
      if (e.origin !== window.location.origin) return;
      const data: unknown = e.data;
      if (data && typeof data === 'object' && 'type' in data && data.type === 'auth-success') refreshTwice();
    };
    window.addEventListener('message', onMessage);

    // Another call found the session gone: if we still show a user, ask again.
    const offUnauthorized = onUnauthorized(() => {
      if (cache.get(AUTH_USER_KEY)?.data) void mutate(AUTH_USER_KEY);
    });

    window.addEventListener(AUTH_SUCCESS_EVENT, refreshTwice);
    return () => {
      clearTimeout(timer);
      offBroadcast();
      offUnauthorized();
      window.removeEventListener('message', onMessage);
      window.removeEventListener(AUTH_SUCCESS_EVENT, refreshTwice);
    };
  }, [mutate, cache]);

  // `?auth=success`: refresh now and after 500 ms, then take the parameter out of the address.
  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get('auth') !== 'success') return;
    window.dispatchEvent(new Event(AUTH_SUCCESS_EVENT));
    params.delete('auth');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, state: location.state },
    );
  }, [location, navigate]);

  return null;
}
