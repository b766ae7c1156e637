import { describe, expect, it } from 'vitest';
import { PREFERENCE_DEFAULTS, ProfileSchema, PublicProfileSchema } from '@schema/profile';
import { type Client, newClient, signedInClient } from '../../../test/api/accounts';
import { expectError } from '../../../test/api/helpers';
import { testD1 } from '../../../test/api/database';

const profileOf = async (client: Awaited<ReturnType<typeof signedInClient>>) =>
  ProfileSchema.parse(await (await client.request('/api/user/profile')).json());

/** Saves one chart, Paris 1990-05-15 14:30, as the user. */
async function saveParisChart(client: Client): Promise<void> {
  const saved = await client.post('/api/birth-charts', {
    birthDate: '1990-05-15',
    birthTime: '14:30',
    birthLocation: 'Paris',
    name: 'Me',
  });
  expect(saved.status).toBe(201);
}

describe('profile', () => {
  it('starts with the spec defaults and honest zero stats', async () => {
    const client = await signedInClient();
    const profile = await profileOf(client);
    expect(profile.preferences).toEqual(PREFERENCE_DEFAULTS);
    expect(profile.stats).toMatchObject({
      chartsCreated: 0,
      horoscopesRead: 0,
      compatibilityChecks: 0,
      stellaConversations: 0,
    });
    expect(profile.isProfilePublic).toBe(false);
    expect(profile.astrologicalProfile.sunSign).toBeNull();
  });

  it('keeps the zodiac the reader casts in, tropical until chosen, and refuses one it does not know', async () => {
    const client = await signedInClient();
    const patch = (preferences: unknown) => client.post('/api/user/profile', { preferences }, { method: 'PATCH' });
    const chosen = ProfileSchema.parse(await (await patch({ zodiac: 'sidereal' })).json());
    expect(chosen.preferences).toEqual({ ...PREFERENCE_DEFAULTS, zodiac: 'sidereal' });
    const again = ProfileSchema.parse(await (await client.request('/api/user/profile')).json());
    expect(again.preferences.zodiac).toBe('sidereal');
    const refused = await expectError(await patch({ zodiac: 'draconic' }), 422, 'VALIDATION_FAILED');
    expect(refused.issues?.[0]).toMatchObject({
      path: 'preferences.zodiac',
      message: 'Choose the tropical or the sidereal zodiac',
    });
  });

  it('updates names, bio, preferences and birth data, casting the Big Three; refuses other fields', async () => {
    const client = await signedInClient();
    const res = await client.post(
      '/api/user/profile',
      {
        firstName: 'Grace',
        bio: 'Stargazer',
        birthDate: '1990-05-15',
        birthTime: '14:30',
        birthLocation: 'Paris, France',
        preferences: { weeklyForecast: true, language: 'fr' },
      },
      { method: 'PATCH' },
    );
    expect(res.status).toBe(200);
    const profile = ProfileSchema.parse(await res.json());
    expect(profile).toMatchObject({ firstName: 'Grace', bio: 'Stargazer', birthLocation: 'Paris, France' });
    expect(profile.preferences).toEqual({ ...PREFERENCE_DEFAULTS, weeklyForecast: true, language: 'fr' });
    expect(profile.astrologicalProfile).toMatchObject({
      sunSign: 'Taurus',
      moonSign: 'Capricorn',
      risingSign: 'Virgo',
    });
    expect(profile.astrologicalProfile.dominantElement).toMatch(/^(Fire|Earth|Air|Water)$/);

    await expectError(
      await client.post('/api/user/profile', { isPremium: true }, { method: 'PATCH' }),
      422,
      'VALIDATION_FAILED',
    );
    await expectError(
      await client.post('/api/user/profile', { email: 'x@example.com' }, { method: 'PATCH' }),
      422,
      'VALIDATION_FAILED',
    );
    await expectError(
      await client.post('/api/user/profile', { preferences: { theme: 'x' } }, { method: 'PATCH' }),
      422,
      'VALIDATION_FAILED',
    );
    await expectError(
      await client.post('/api/user/profile', { birthLocation: 'Atlantis, Narnia' }, { method: 'PATCH' }),
      422,
      'PLACE_NOT_FOUND',
    );
    // A place several places are called is asked about, with the candidates to choose from.
    const ambiguous = await expectError(
      await client.post('/api/user/profile', { birthLocation: 'Springfield' }, { method: 'PATCH' }),
      422,
      'PLACE_AMBIGUOUS',
    );
    expect(ambiguous.details?.candidates).toEqual(
      expect.arrayContaining([expect.objectContaining({ region: 'Illinois' })]),
    );
    expect((await profileOf(client)).birthLocation).toBe('Paris, France'); // nothing stored from the refused change
  });

  it('counts saved charts and the free tools used', async () => {
    const client = await signedInClient();
    await saveParisChart(client);
    for (const kind of ['horoscope_read', 'horoscope_read', 'compatibility_check']) {
      expect((await client.post('/api/user/activity', { kind })).status).toBe(204);
    }
    await expectError(
      await client.post('/api/user/activity', { kind: 'stella_conversation' }),
      422,
      'VALIDATION_FAILED',
    );
    expect((await profileOf(client)).stats).toMatchObject({
      chartsCreated: 1,
      horoscopesRead: 2,
      compatibilityChecks: 1,
    });
  });

  it('shows a public profile to anyone, and a private one to no one', async () => {
    const client = await signedInClient();
    await client.post('/api/user/profile', { bio: 'Public me' }, { method: 'PATCH' });
    const visitor = newClient();
    await expectError(await visitor.request(`/api/public/profile/${client.user.id}`), 404, 'NOT_FOUND');
    await client.post('/api/user/profile', { isProfilePublic: true }, { method: 'PATCH' });
    const shown = PublicProfileSchema.parse(
      await (await visitor.request(`/api/public/profile/${client.user.id}`)).json(),
    );
    expect(shown.bio).toBe('Public me');
    expect(JSON.stringify(shown)).not.toContain(client.user.email);
  });

  it('exports everything held about the user, without secrets', async () => {
    const client = await signedInClient();
    await saveParisChart(client);
    const res = await client.request('/api/user/export');
    expect(res.headers.get('Content-Disposition')).toMatch(/attachment; filename="stella-profile-/);
    const text = await res.text();
    const data = JSON.parse(text);
    expect(data.account.email).toBe(client.user.email);
    expect(data.birthCharts).toHaveLength(1);
    expect(data.sessions).toHaveLength(1);
    expect(text).not.toMatch(/pbkdf2|passwordHash|tokenHash/);
  });

  it('deletes the account and all its rows with the password; a wrong password deletes nothing', async () => {
    const client = await signedInClient();
    await saveParisChart(client);
    await client.post('/api/user/activity', { kind: 'horoscope_read' });
    await expectError(
      await client.post('/api/user', { password: 'not my password' }, { method: 'DELETE' }),
      422,
      'VALIDATION_FAILED',
    );
    expect((await client.request('/api/auth/user')).status).toBe(200);
    expect((await client.post('/api/user', { password: client.user.password }, { method: 'DELETE' })).status).toBe(200);
    await expectError(await client.request('/api/auth/user'), 401, 'UNAUTHORIZED');
    for (const table of [
      'users WHERE id',
      'sessions WHERE user_id',
      'birth_charts WHERE user_id',
      'user_activity WHERE user_id',
    ]) {
      const row = await testD1
        .prepare(`SELECT count(*) AS n FROM ${table} = ?1`)
        .bind(client.user.id)
        .first<{ n: number }>();
      expect(row?.n, table).toBe(0);
    }
    const login = await newClient().post('/api/auth/login', {
      email: client.user.email,
      password: client.user.password,
    });
    expect(login.status).toBe(401);
  });
});
