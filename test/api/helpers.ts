import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import { ErrorBodySchema, type ErrorCode } from '@schema/errors';

export const ORIGIN = 'https://stella.test';

/** A request through the real Worker entry (Hono app, middleware, bindings). */
export function api(path: string, init?: RequestInit): Promise<Response> {
  return exports.default.fetch(new Request(`${ORIGIN}${path}`, init));
}

export function postJson(path: string, body: unknown, init: RequestInit = {}): Promise<Response> {
  return api(path, {
    method: 'POST',
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
    body: JSON.stringify(body),
  });
}

/** Asserts the one error shape and returns the parsed body. */
export async function expectError(res: Response, status: number, code: ErrorCode) {
  expect(res.status).toBe(status);
  expect(res.headers.get('Content-Type')).toMatch(/application\/json/);
  const body = ErrorBodySchema.parse(await res.json());
  expect(body.code).toBe(code);
  expect(body.requestId).toBe(res.headers.get('X-Request-Id'));
  return body;
}
