/**
 * The authorization matrix: every /api route of the router × {anonymous, free, oracle, master},
 * with the status each must get. Built from the app's own route list, so a new route that is
 * not in MATRIX fails here until someone decides who may call it.
 */
import { describe, expect, it } from 'vitest';
import { type Client, newClient, signedInClient } from './accounts';
import { API_ROUTES, MATRIX, ROLES, type Role } from './route-matrix';

const apiRoutes = API_ROUTES;

async function clientFor(role: Role): Promise<Client> {
  return role === 'anonymous' ? newClient() : signedInClient(role);
}

describe('authorization matrix', () => {
  it('covers every /api route of the router', () => {
    expect(apiRoutes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !apiRoutes.includes(route))).toEqual([]);
  });

  it.each(apiRoutes)('%s', async (route) => {
    const cell = MATRIX[route];
    if (!cell) return; // reported by the coverage test above
    const method = route.split(' ')[0]!;
    for (const role of ROLES) {
      const client = await clientFor(role);
      const body = cell.body?.();
      const res = method === 'GET' ? await client.request(cell.path) : await client.post(cell.path, body, { method });
      const expected = typeof cell.expect === 'number' ? cell.expect : cell.expect[role];
      expect.soft(res.status, `${route} as ${role}`).toBe(expected);
    }
  });
});
