import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import type { Tier, User } from '@schema/auth';
import { api, client, send } from '@web/lib/api';
import { paths } from '@web/lib/paths';

/**
 * The client's authentication state (docs/product.md#states). It lives in the app shell, so it imports no
 * runtime code from schema/ (that would bring zod into the landing page): types only.
 */
export const AUTH_USER_KEY = '/api/auth/user';
export const AUTH_CHECK_URL = '/auth/check';
/** docs/product.md#constants: authentication queries are stale after 30 s. */
export const AUTH_STALE_MS = 30_000;
/** docs/product.md#constants: the second refresh after a sign-in signal. */
export const AUTH_REFRESH_DELAY_MS = 500;

export type AuthStatus = 'loading' | 'authenticated' | 'unauthenticated';

// ---------------------------------------------------------------------------------------------
// The session hint (docs/decisions/012-web-auth-state.md): the session cookie is HttpOnly, so the
// page remembers for itself that it signed in. Without the hint no user call is made at all, so
// an anonymous visit costs no request and logs no 401 in the console.

const SESSION_HINT_KEY = 'stella-session';

/** true or false when storage answers; null when it is blocked (then every check asks the server). */
function readSessionHint(): boolean | null {
  try {
    return localStorage.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return null;
  }
}

export function setSessionHint(): void {
  try {
    localStorage.setItem(SESSION_HINT_KEY, '1');
  } catch {
    // storage blocked: every check asks the server
  }
}

export function clearSessionHint(): void {
  try {
    localStorage.removeItem(SESSION_HINT_KEY);
  } catch {
    // storage blocked: nothing remembered
  }
}

// ---------------------------------------------------------------------------------------------
// Cross-tab broadcast: a BroadcastChannel, or a storage event where that is missing.

export const AUTH_CHANNEL = 'stella-auth';
const AUTH_EVENT_STORAGE_KEY = 'stella-auth-event';
export type AuthChange = 'signed-in' | 'signed-out';

let channel: BroadcastChannel | null | undefined;
function authChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_CHANNEL) : null;
  return channel;
}

function parseChange(value: unknown): AuthChange | null {
  const type = value && typeof value === 'object' && 'type' in value ? value.type : null;
  return type === 'signed-in' || type === 'signed-out' ? type : null;
}

/** Tells the other tabs of this browser that the user signed in or out (they revalidate). */
export function broadcastAuthChange(change: AuthChange): void {
  const message = { type: change, at: Date.now() };
  const ch = authChannel();
  if (ch) {
    ch.postMessage(message);
    return;
  }
  try {
    localStorage.setItem(AUTH_EVENT_STORAGE_KEY, JSON.stringify(message));
  } catch {
    // storage blocked: the other tabs learn on their next focus
  }
}

/** Listens for the other tabs' broadcasts. */
export function onAuthBroadcast(listener: (change: AuthChange) => void): () => void {
  const ch = authChannel();
  if (ch) {
    const onMessage = (e: MessageEvent) => {
      const change = parseChange(e.data);
      if (change) listener(change);
    };
    ch.addEventListener('message', onMessage);
    return () => ch.removeEventListener('message', onMessage);
  }
  const onStorage = (e: StorageEvent) => {
    if (e.key !== AUTH_EVENT_STORAGE_KEY || !e.newValue) return;
    try {
      const change = parseChange(JSON.parse(e.newValue));
      if (change) listener(change);
    } catch {
      // not ours
    }
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

// ---------------------------------------------------------------------------------------------
// The user call and its fallback.

/** Accepts the spec's spellings (is_premium, any case of the tier) and the check's wrapper. */
function toUser(value: unknown): User | null {
  if (!value || typeof value !== 'object') return null;
  const raw = (
    'user' in value && value.user && typeof value.user === 'object' ? value.user : value
  ) as Partial<User> & {
    is_premium?: boolean;
  };
  if (typeof raw.id !== 'string' || typeof raw.email !== 'string') return null;
  const tier = (v: unknown): Tier => {
    const t = typeof v === 'string' ? v.toLowerCase() : '';
    return t === 'oracle' || t === 'master' ? t : 'free';
  };
  const subscriptionType = tier(raw.subscriptionType);
  return {
    ...(raw as User),
    isPremium: raw.isPremium ?? raw.is_premium ?? false,
    subscriptionType,
    tier: raw.tier ? tier(raw.tier) : subscriptionType,
  };
}

const JSON_ACCEPT = { Accept: 'application/json' };

class AuthUnavailableError extends Error {
  override name = 'AuthUnavailableError';
}

/** GET /auth/check: 2xx is the user, 4xx is nobody, a failure to answer stays an error. */
async function fetchAuthCheck(): Promise<User | null> {
  let res: Response;
  try {
    res = await client.auth.check.$get(undefined, { headers: JSON_ACCEPT });
  } catch (err) {
    throw new AuthUnavailableError(err instanceof Error ? err.message : 'Network error');
  }
  if (res.status === 401) clearSessionHint();
  if (res.status >= 500) throw new AuthUnavailableError(`${res.status}: ${res.statusText}`);
  if (!res.ok) return null;
  return toUser(await res.json().catch(() => null));
}

/**
 * GET /api/auth/user (docs/product.md#api): the user, or null when unauthorized. Only when the call itself
 * errors (no answer, or a 5xx) is the fallback check made (docs/product.md#states).
 */
export async function fetchAuthUser(): Promise<User | null> {
  if (readSessionHint() === false) return null;
  let res: Response;
  try {
    res = await api.auth.user.$get(undefined, { headers: JSON_ACCEPT });
  } catch {
    return fetchAuthCheck();
  }
  if (res.status >= 500) return fetchAuthCheck();
  if (!res.ok) {
    if (res.status === 401) clearSessionHint();
    return null;
  }
  const user = toUser(await res.json().catch(() => null));
  if (user) setSessionHint();
  return user;
}

/**
 * docs/product.md#constants: stale after 30 s, refetched on focus and mount once stale, no retries. A refresh that
 * fails to reach the server keeps the last known user rather than signing the page out.
 */
export const authSwrOptions: SWRConfiguration<User | null> = {
  dedupingInterval: AUTH_STALE_MS,
  focusThrottleInterval: AUTH_STALE_MS,
  revalidateOnFocus: true,
  revalidateOnMount: true,
  revalidateIfStale: true,
  shouldRetryOnError: false,
  errorRetryCount: 0,
};

export function isProTier(user: Pick<User, 'tier'> | null | undefined): boolean {
  return user?.tier === 'oracle' || user?.tier === 'master';
}

export interface AuthState {
  status: AuthStatus;
  user: User | null;
  /** Oracle or Master (a subscription or a running trial): the nav's 'Pro' badge. */
  isPro: boolean;
}

export function useAuth(): AuthState {
  // No hint means no call: start as signed out at once instead of flashing a loading state.
  const { data, isLoading } = useSWR<User | null>(AUTH_USER_KEY, fetchAuthUser, {
    ...authSwrOptions,
    fallbackData: readSessionHint() === false ? null : undefined,
  });
  const user = data ?? null;
  const status: AuthStatus = user ? 'authenticated' : data === undefined && isLoading ? 'loading' : 'unauthenticated';
  return { status, user, isPro: isProTier(user) };
}

// ---------------------------------------------------------------------------------------------
// Signing in and out.

type Mutate = ReturnType<typeof useSWRConfig>['mutate'];

/** Drops every cached answer (the previous user's data must not outlive the session). */
export async function clearCache(mutate: Mutate): Promise<void> {
  await mutate(() => true, undefined, { revalidate: false });
  await mutate(AUTH_USER_KEY, null, { revalidate: false });
}

/** After a successful sign-in: remember it, show the user at once, refresh it, tell the other tabs. */
export function useCompleteSignIn(): (user?: User) => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (user?: User) => {
      setSessionHint();
      if (user) await mutate(AUTH_USER_KEY, toUser(user), { revalidate: false });
      await mutate(AUTH_USER_KEY).catch(() => undefined);
      broadcastAuthChange('signed-in');
    },
    [mutate],
  );
}

/**
 * The server ended this browser's session (a password reset ends them all): forget the user
 * here and tell the other tabs. No call is made.
 */
export function useSessionEnded(): () => Promise<void> {
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    clearSessionHint();
    await clearCache(mutate);
    broadcastAuthChange('signed-out');
  }, [mutate]);
}

/**
 * Sign out (docs/product.md#states): clear the cache, call logout, broadcast, go home. A failed call still
 * clears the cache and goes home. `everywhere` ends every session of the account.
 */
export function useSignOut(): (options?: { everywhere?: boolean }) => Promise<void> {
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  return useCallback(
    async ({ everywhere = false } = {}) => {
      clearSessionHint();
      await clearCache(mutate);
      try {
        await send(everywhere ? api.auth['logout-all'].$post() : api.auth.logout.$post());
      } catch {
        // docs/product.md#states: leave anyway
      }
      // A user call that was in flight during logout must not bring the user back.
      await mutate(AUTH_USER_KEY, null, { revalidate: false });
      broadcastAuthChange('signed-out');
      navigate(paths.home);
    },
    [mutate, navigate],
  );
}
