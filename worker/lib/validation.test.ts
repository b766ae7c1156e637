import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectError } from '../../test/api/helpers';
import type { AppEnv } from './context';
import { handleError } from './errors';
import { requestId } from './middleware';
import { validate } from './validation';

const Schema = z.object({ name: z.string().min(1), age: z.number().int().min(0) });
const testApp = new Hono<AppEnv>()
  .use(requestId)
  .post('/echo', validate('json', Schema), (c) => c.json(c.req.valid('json'), 200))
  .get('/query', validate('query', z.object({ limit: z.coerce.number().int().max(20) })), (c) =>
    c.json(c.req.valid('query'), 200),
  );
testApp.onError(handleError);

const post = (body: string) =>
  testApp.request('/echo', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });

describe('validate()', () => {
  it('passes the parsed value to the handler', async () => {
    const res = await post(JSON.stringify({ name: 'Ada', age: 36, extra: true }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ name: 'Ada', age: 36 });
  });

  it('answers 422 naming each bad field', async () => {
    const body = await expectError(await post(JSON.stringify({ name: '', age: -1 })), 422, 'VALIDATION_FAILED');
    expect(body.issues?.map((i) => i.path).sort()).toEqual(['age', 'name']);
  });

  it('answers 400 for malformed JSON', async () => {
    const body = await expectError(await post('{"name": '), 400, 'BAD_REQUEST');
    expect(body.message).toMatch(/JSON/);
  });

  it('validates the query string', async () => {
    const ok = await testApp.request('/query?limit=5');
    expect(await ok.json()).toEqual({ limit: 5 });
    const body = await expectError(await testApp.request('/query?limit=50'), 422, 'VALIDATION_FAILED');
    expect(body.issues?.[0]?.path).toBe('limit');
  });
});
