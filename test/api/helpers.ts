import { exports } from 'cloudflare:workers';
import { expect } from 'vitest';
import { ErrorBodySchema, type ErrorCode } from '@schema/errors';
import { testD1 } from './database';

export const ORIGIN = 'https://stella.test';

const throughEntry = (request: Request): Promise<Response> => exports.default.fetch(request);
let transport = throughEntry;

/**
 * Sends this file's api() requests another way (the Worker with some bindings of its own: the D1
 * accounting's log level, the fault tests' failing database); null: through the entry again.
 */
export function sendRequestsThrough(send: ((request: Request) => Promise<Response>) | null): void {
  transport = send ?? throughEntry;
}

/** A request through the real Worker entry (Hono app, middleware, bindings). */
export function api(path: string, init?: RequestInit): Promise<Response> {
  return transport(new Request(`${ORIGIN}${path}`, init));
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

/**
 * The tables of the database (migrations' own excepted) with a row whose text columns contain
 * `needle` (case-insensitive), and how many such rows each has: where a value is still kept.
 */
export async function tablesHolding(needle: string): Promise<Record<string, number>> {
  const tables = (
    await testD1
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%' AND name <> 'd1_migrations'",
      )
      .all<{ name: string }>()
  ).results.map((t) => t.name);
  const found: Record<string, number> = {};
  for (const table of tables) {
    const columns = (await testD1.prepare(`PRAGMA table_info(${table})`).all<{ name: string; type: string }>()).results;
    const texts = columns.filter((c) => /text/i.test(c.type)).map((c) => c.name);
    if (texts.length === 0) continue;
    const row = await testD1
      .prepare(
        `SELECT count(*) AS n FROM ${table} WHERE ${texts.map((c) => `instr(lower(${c}), ?1) > 0`).join(' OR ')}`,
      )
      .bind(needle.toLowerCase())
      .first<{ n: number }>();
    if (row && row.n > 0) found[table] = row.n;
  }
  return found;
}
