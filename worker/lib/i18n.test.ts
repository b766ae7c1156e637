import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@schema/auth';
import { ALL_MESSAGES } from '@core/i18n/all-messages';
import { PASSWORD, createUser, lastMail, newClient, uniqueEmail } from '../../test/api/accounts';
import { loadAllTexts } from '@core/i18n/texts';

// This file reads the catalogues itself; the Worker loads a request's language on its own.
await loadAllTexts();

const fr = ALL_MESSAGES.fr;
const es = ALL_MESSAGES.es;
const inFrench = { headers: { 'Accept-Language': 'fr-FR,fr;q=0.9,en;q=0.5' } };

describe('the Worker in the reader’s language', () => {
  it('answers errors and their field problems in the request’s language, and English by default', async () => {
    const client = newClient();
    const email = uniqueEmail('lang');
    await createUser({ email });
    const wrong = await client.post('/api/auth/login', { email, password: 'not the password' }, inFrench);
    expect(wrong.status).toBe(401);
    expect((await wrong.json()) as { message: string }).toMatchObject({
      message: fr['errors.auth.invalidCredentials'],
    });
    expect(fr['errors.auth.invalidCredentials']).not.toBe(AUTH_MESSAGES.invalidCredentials);

    const english = await client.post('/api/auth/login', { email, password: 'not the password' });
    expect(((await english.json()) as { message: string }).message).toBe(AUTH_MESSAGES.invalidCredentials);

    // A field's problem, with a placeholder filled in (the plan name) and one without.
    const invalid = await client.post('/api/auth/register', { email: 'not an address', password: PASSWORD }, inFrench);
    expect(invalid.status).toBe(422);
    const body = (await invalid.json()) as { message: string; issues: { path: string; message: string }[] };
    expect(body.message).toBe(fr['errors.invalidFields']);
    expect(body.issues.find((i) => i.path === 'email')?.message).toBe(fr['errors.auth.emailInvalid']);
  });

  it('sends a new account’s mail in the language it signed up in, and keeps that language for its later mail', async () => {
    const client = newClient();
    const email = uniqueEmail('lang.mail');
    const signup = await client.post(
      '/api/auth/register',
      { email, password: PASSWORD, firstName: 'Marie', lastName: 'Curie' },
      { headers: { 'Accept-Language': 'es' } },
    );
    expect(signup.status).toBe(201);
    expect(((await signup.json()) as { message: string }).message).toBe(es['errors.auth.signupSent']);
    const verify = await lastMail(email, 'verify_email');
    expect(verify?.subject).toBe(es['email.verify.subject']);
    expect(verify?.text).toContain(es['email.signature']);

    // Asked from an English page later, the reset mail still speaks the account's language.
    await client.post('/api/auth/forgot-password', { email });
    const reset = await lastMail(email, 'reset_password');
    expect(reset?.subject).toBe(es['email.reset.subject']);
  });
});
