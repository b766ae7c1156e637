/**
 * Numerology through the real Worker (docs/product.md#numerology-page): who may ask, the spec's
 * validation messages at their limits, the numbers worked out by the server (a Devanagari and a
 * Cyrillic name read as the documented rule says), the meanings in the reader's language.
 */
import { describe, expect, it } from 'vitest';
import { NUMEROLOGY_TEXTS } from '@core/numerology/texts/index';
import type { NumerologyResult } from '@schema/numerology';
import { newClient, signedInClient } from '../../../test/api/accounts';
import { expectError } from '../../../test/api/helpers';

const NAME_MESSAGE = 'Please use only letters, spaces, hyphens, and apostrophes in your name.';
const DATE_MESSAGE = 'Please enter a valid birth date between 1900 and today.';

/** Today and tomorrow in UTC, the zone a request without one is read in. */
const utcDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/numerology', () => {
  it('is Oracle’s and Master’s: 401 signed out, 403 for Explorer', async () => {
    const body = { name: 'John Smith', birthDate: '1990-07-15' };
    await expectError(await newClient().post('/api/numerology', body), 401, 'UNAUTHORIZED');
    const refused = await expectError(
      await (await signedInClient('free')).post('/api/numerology', body),
      403,
      'FORBIDDEN',
    );
    expect(refused.message).toBe('Numerology requires Oracle or Master subscription');
    for (const tier of ['oracle', 'master'] as const) {
      const res = await (await signedInClient(tier)).post('/api/numerology', body);
      expect(res.status).toBe(200);
    }
  });

  it('works the numbers out itself, with a meaning for each in the reader’s language', async () => {
    const client = await signedInClient('oracle');
    const res = await client.post(
      '/api/numerology',
      { name: 'John Smith', birthDate: '1990-07-15', data: { lifePathNumber: 9 } },
      { headers: { 'Accept-Language': 'fr' } },
    );
    expect(res.status).toBe(200);
    const result = (await res.json()) as NumerologyResult;
    expect(result).toMatchObject({
      name: 'John Smith',
      birthDate: '1990-07-15',
      latinName: ['john', 'smith'],
      lifePathNumber: 5,
      expressionNumber: 8,
      soulUrgeNumber: 6,
      personalityNumber: 11,
      birthDayNumber: 6,
      language: 'fr',
    });
    const fr = NUMEROLOGY_TEXTS.fr;
    expect(result.interpretations).toEqual({
      lifePath: fr.meanings.lifePath[5],
      expression: fr.meanings.expression[8],
      soulUrge: fr.meanings.soulUrge[6],
      personality: fr.meanings.personality[11],
      birthDay: fr.meanings.birthDay[6],
    });
    expect(result.descriptions.lifePath).toBe(fr.kinds.lifePath);
  });

  it('reads Devanagari and Cyrillic names by the documented rule, and refuses other scripts in words', async () => {
    const client = await signedInClient('oracle');
    const hindi = (await (
      await client.post('/api/numerology', { name: 'राहुल शर्मा', birthDate: '1985-03-03' })
    ).json()) as NumerologyResult;
    expect(hindi.latinName).toEqual(['rahul', 'sharma']);
    expect([hindi.lifePathNumber, hindi.expressionNumber, hindi.soulUrgeNumber, hindi.personalityNumber]).toEqual([
      11, 3, 6, 6,
    ]);
    const serbian = (await (
      await client.post('/api/numerology', { name: 'Ђорђе Петровић', birthDate: '1985-03-02' })
    ).json()) as NumerologyResult;
    expect(serbian.latinName).toEqual(['djordje', 'petrovic']);
    const chinese = await expectError(
      await client.post('/api/numerology', { name: '李白', birthDate: '1985-03-02' }),
      400,
      'BAD_REQUEST',
    );
    expect(chinese.issues).toEqual([{ path: 'name', message: expect.stringContaining('Latin letters') }]);
  });

  it('answers the spec’s messages at the limits: 100 characters, 1900-01-01, today, tomorrow', async () => {
    const client = await signedInClient('master');
    const post = (name: string, birthDate: string) => client.post('/api/numerology', { name, birthDate });
    expect((await post('A'.repeat(100), '1990-01-01')).status).toBe(200);
    expect((await post('Ann', '1900-01-01')).status).toBe(200);
    expect((await post('Ann', utcDay(0))).status).toBe(200);
    for (const [name, date, message] of [
      ['A'.repeat(101), '1990-01-01', NAME_MESSAGE],
      ['R2-D2', '1990-01-01', NAME_MESSAGE],
      ['   ', '1990-01-01', NAME_MESSAGE],
      ['Ann', '1899-12-31', DATE_MESSAGE],
      ['Ann', utcDay(1), DATE_MESSAGE],
      ['Ann', '1990-02-30', DATE_MESSAGE],
      ['Ann', '30/01/1990', DATE_MESSAGE],
    ] as const) {
      const body = await expectError(await post(name, date), 400, 'BAD_REQUEST');
      expect(body.message, `${name.slice(0, 12)} ${date}`).toBe(message);
    }
    const untyped = await expectError(
      await client.post('/api/numerology', { name: 42, birthDate: 19900101 }),
      400,
      'BAD_REQUEST',
    );
    expect(untyped.message).toBe(NAME_MESSAGE);
  });

  it('reads "today" in the reader’s time zone', async () => {
    const client = await signedInClient('oracle');
    // Kiritimati is UTC+14: its today is UTC's tomorrow for ten hours of each day, never earlier than UTC's today.
    const res = await client.post('/api/numerology', {
      name: 'Ann',
      birthDate: utcDay(0),
      timeZone: 'Pacific/Kiritimati',
    });
    expect(res.status).toBe(200);
    const late = await client.post('/api/numerology', {
      name: 'Ann',
      birthDate: utcDay(2),
      timeZone: 'Pacific/Kiritimati',
    });
    await expectError(late, 400, 'BAD_REQUEST');
  });
});
