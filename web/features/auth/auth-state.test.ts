import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSessionHint, fetchAuthUser, isProTier, setSessionHint } from './auth-state';

const user = {
  id: 'u1',
  email: 'ada@example.com',
  firstName: 'Ada',
  lastName: 'Lovelace',
  profileImageUrl: null,
  isPremium: false,
  subscriptionType: 'free',
  tier: 'free',
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (k) => data.get(k) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => void data.set(k, String(v)),
  };
}

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const calledUrls = () => fetchMock.mock.calls.map((call) => String(call[0]));

describe('fetchAuthUser', () => {
  it('asks nothing when this browser never signed in', async () => {
    clearSessionHint();
    expect(await fetchAuthUser()).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('returns the user, with credentials, and accepts is_premium and any case of the tier', async () => {
    setSessionHint();
    fetchMock.mockResolvedValueOnce(
      json(200, { ...user, isPremium: undefined, is_premium: true, subscriptionType: 'Oracle', tier: undefined }),
    );
    const result = await fetchAuthUser();
    expect(result).toMatchObject({ id: 'u1', isPremium: true, subscriptionType: 'oracle', tier: 'oracle' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ credentials: 'include' });
    expect(isProTier(result)).toBe(true);
  });

  it('treats 401 as signed out and forgets the session', async () => {
    setSessionHint();
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Please sign in to continue', code: 'UNAUTHORIZED' }));
    expect(await fetchAuthUser()).toBeNull();
    expect(calledUrls()).toEqual(['/api/auth/user']);
    expect(await fetchAuthUser()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('falls back to /auth/check only when the first call errors', async () => {
    setSessionHint();
    fetchMock.mockResolvedValueOnce(json(503, { message: 'down', code: 'UNAVAILABLE' }));
    fetchMock.mockResolvedValueOnce(json(200, { authenticated: true, user }));
    expect(await fetchAuthUser()).toMatchObject({ id: 'u1' });
    expect(calledUrls()).toEqual(['/api/auth/user', '/auth/check']);

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    fetchMock.mockResolvedValueOnce(json(401, { message: 'no', code: 'UNAUTHORIZED' }));
    expect(await fetchAuthUser()).toBeNull();
    expect(calledUrls().slice(2)).toEqual(['/api/auth/user', '/auth/check']);
  });

  it('stays an error (keeping the last known user) when neither call is answered', async () => {
    setSessionHint();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchAuthUser()).rejects.toThrow('Failed to fetch');
  });

  it('asks the server every time when storage is blocked', async () => {
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    });
    fetchMock.mockResolvedValueOnce(json(401, { message: 'no', code: 'UNAUTHORIZED' }));
    expect(await fetchAuthUser()).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
