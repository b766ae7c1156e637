/**
 * What each /api route costs the database: the D1 statements (reads and writes) one request
 * runs and the round trips they take, as the request's own log line counts them (worker/lib/log.ts), measured through the real
 * Worker and compared with the table of docs/performance.md, which this test keeps true. A change
 * that adds a statement to a route fails here until the table says so (the failure prints the
 * table as measured).
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionInfo } from '@schema/auth';
import { type Client, createUser, newClient, PASSWORD, signedInClient, uniqueEmail } from './accounts';
import { adminClient, ADMIN_PASSWORD, createAdmin } from './admin';
import { onLibsql } from './database';
import { workerWith } from './faults';
import { sendRequestsThrough } from './helpers';
import performanceDoc from '../../docs/performance.md?raw';
import { API_ROUTES, CHART, MATRIX, ROLES, type Role, SYNASTRY } from './route-matrix';

type As = Role | 'admin';

interface Scenario {
  as: As;
  /** The request, made after whatever it needs exists (a chart to read, a reading to delete). */
  request: (client: Client) => Promise<{ path: string; body?: unknown; headers?: Record<string, string> }>;
}

async function created(client: Client, path: string, body: unknown): Promise<string> {
  const res = await client.post(path, body);
  expect(res.status, `${path} for the scenario`).toBeLessThan(300);
  const answer = (await res.json()) as {
    id?: string;
    conversationId?: string;
    chart?: { id?: string };
    reading?: { id?: string };
  };
  const id = answer.id ?? answer.chart?.id ?? answer.reading?.id ?? answer.conversationId;
  expect(id, `${path} answers an id`).toBeTypeOf('string');
  return id as string;
}

const chartId = (client: Client) => created(client, '/api/birth-charts', { ...CHART, name: 'Me' });
const someoneId = async () => (await createUser()).id;

/** The routes whose matrix request stops before the work (an id that does not exist, no admin): a request that does it. */
const DOING: Record<string, Scenario> = {
  'GET /api/birth-charts/:id': {
    as: 'free',
    request: async (c) => ({ path: `/api/birth-charts/${await chartId(c)}` }),
  },
  'PATCH /api/birth-charts/:id': {
    as: 'free',
    request: async (c) => ({ path: `/api/birth-charts/${await chartId(c)}`, body: { name: 'Alex' } }),
  },
  'DELETE /api/birth-charts/:id': {
    as: 'free',
    request: async (c) => ({ path: `/api/birth-charts/${await chartId(c)}` }),
  },
  'PUT /api/user/my-chart': {
    as: 'free',
    request: async (c) => ({ path: '/api/user/my-chart', body: { chartId: await chartId(c) } }),
  },
  'GET /api/stella/conversations/:id': {
    as: 'master',
    request: async (c) => ({
      path: `/api/stella/conversations/${await created(c, '/api/stella/ask', { message: 'Hello' })}`,
    }),
  },
  'DELETE /api/stella/conversations/:id': {
    as: 'master',
    request: async (c) => ({
      path: `/api/stella/conversations/${await created(c, '/api/stella/ask', { message: 'Hello' })}`,
    }),
  },
  'GET /api/synastry/readings/:id': {
    as: 'oracle',
    request: async (c) => ({ path: `/api/synastry/readings/${await created(c, '/api/synastry/readings', SYNASTRY)}` }),
  },
  'DELETE /api/synastry/readings/:id': {
    as: 'oracle',
    request: async (c) => ({ path: `/api/synastry/readings/${await created(c, '/api/synastry/readings', SYNASTRY)}` }),
  },
  'GET /api/tarot/readings/:id': {
    as: 'master',
    request: async (c) => ({
      path: `/api/tarot/readings/${await created(c, '/api/tarot/reading', { spread: 'single-card', question: 'What now?' })}`,
    }),
  },
  'DELETE /api/tarot/readings/:id': {
    as: 'master',
    request: async (c) => ({
      path: `/api/tarot/readings/${await created(c, '/api/tarot/reading', { spread: 'single-card', question: 'What now?' })}`,
    }),
  },
  'POST /api/auth/email/login': {
    as: 'anonymous',
    request: async () => {
      const user = await createUser();
      return { path: '/api/auth/email/login', body: { email: user.email, password: user.password } };
    },
  },
  'POST /api/auth/login': {
    as: 'anonymous',
    request: async () => {
      const user = await createUser();
      return { path: '/api/auth/login', body: { email: user.email, password: user.password } };
    },
  },
  'POST /api/auth/change-password': {
    as: 'free',
    request: async () => ({
      path: '/api/auth/change-password',
      body: { currentPassword: PASSWORD, newPassword: 'another fine password' },
    }),
  },
  'DELETE /api/auth/sessions/:id': {
    as: 'free',
    request: async (c) => {
      // The same account signed in on a second device: its session is the one signed out.
      const { user } = c as Client & { user: { email: string; password: string } };
      expect(
        (await newClient().post('/api/auth/email/login', { email: user.email, password: user.password })).status,
      ).toBe(200);
      const { sessions } = (await (await c.request('/api/auth/sessions')).json()) as { sessions: SessionInfo[] };
      return { path: `/api/auth/sessions/${sessions.find((s) => !s.current)?.id}` };
    },
  },
  'POST /api/visits': {
    as: 'anonymous',
    request: async () => ({
      path: '/api/visits',
      body: { path: '/horoscope' },
      headers: { 'User-Agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36' },
    }),
  },
  'POST /api/admin/create-user': {
    as: 'admin',
    request: async () => ({
      path: '/api/admin/create-user',
      body: { email: uniqueEmail('made'), password: 'a fine password' },
    }),
  },
  'DELETE /api/user': { as: 'free', request: async () => ({ path: '/api/user', body: { password: PASSWORD } }) },
  'POST /api/admin/login': {
    as: 'anonymous',
    request: async () => ({
      path: '/api/admin/login',
      body: { username: (await createAdmin()).username, password: ADMIN_PASSWORD },
    }),
  },
  'POST /api/admin/logout': { as: 'admin', request: async () => ({ path: '/api/admin/logout' }) },
  'GET /api/admin/stats': { as: 'admin', request: async () => ({ path: '/api/admin/stats' }) },
  'GET /api/admin/users': { as: 'admin', request: async () => ({ path: '/api/admin/users' }) },
  'GET /api/admin/visit-stats': { as: 'admin', request: async () => ({ path: '/api/admin/visit-stats' }) },
  'GET /api/admin/audit-log': { as: 'admin', request: async () => ({ path: '/api/admin/audit-log' }) },
  'POST /api/admin/toggle-premium': {
    as: 'admin',
    request: async () => ({ path: '/api/admin/toggle-premium', body: { userId: await someoneId(), isPremium: true } }),
  },
  'POST /api/admin/unlock-account': {
    as: 'admin',
    request: async () => ({ path: '/api/admin/unlock-account', body: { userId: await someoneId() } }),
  },
  'POST /api/admin/toggle-active': {
    as: 'admin',
    request: async () => ({ path: '/api/admin/toggle-active', body: { userId: await someoneId(), isActive: false } }),
  },
  'DELETE /api/admin/delete-user/:id': {
    as: 'admin',
    request: async () => ({ path: `/api/admin/delete-user/${await someoneId()}` }),
  },
};

/** Any other route: its matrix request, as the first role it lets through (the first role it answers otherwise). */
function scenarioOf(route: string): Scenario {
  const doing = DOING[route];
  if (doing) return doing;
  const cell = MATRIX[route];
  if (!cell) throw new Error(`${route} is not in the route matrix`);
  const statusOf = (role: Role) => (typeof cell.expect === 'number' ? cell.expect : cell.expect[role]);
  const as = ROLES.find((role) => statusOf(role) < 300) ?? ROLES.find((role) => statusOf(role) !== 401) ?? 'anonymous';
  return { as, request: async () => ({ path: cell.path, body: cell.body?.() }) };
}

async function clientAs(as: As): Promise<Client> {
  if (as === 'admin') return adminClient();
  return as === 'anonymous' ? newClient() : signedInClient(as);
}

interface Cost {
  as: As;
  status: number;
  reads: number;
  writes: number;
  trips: number;
}

/** The table of docs/performance.md, "D1 statements per request". */
function documented(): Map<string, Cost> {
  const section = performanceDoc.split('## D1 statements per request')[1]?.split('\n## ')[0] ?? '';
  const rows = new Map<string, Cost>();
  for (const line of section.split('\n')) {
    const cells = /^\| `([A-Z]+ [^`]+)` \| (\w+) \| (\d+) \| (\d+) \| (\d+) \| (\d+) \|/.exec(line);
    if (cells) {
      rows.set(cells[1] as string, {
        as: cells[2] as As,
        status: Number(cells[3]),
        reads: Number(cells[4]),
        writes: Number(cells[5]),
        trips: Number(cells[6]),
      });
    }
  }
  return rows;
}

const lines: string[] = [];

beforeAll(() => {
  // The Worker with each request's own log line on (debug), which counts its statements.
  sendRequestsThrough(workerWith({ LOG_LEVEL: 'debug' }));
  vi.spyOn(console, 'log').mockImplementation((line: unknown) => {
    if (typeof line === 'string') lines.push(line);
  });
});

afterAll(() => {
  vi.restoreAllMocks();
  sendRequestsThrough(null);
});

// The count is D1's (the trace counts the statements on its binding).
describe.skipIf(onLibsql)('D1 statements per request', () => {
  it('are what docs/performance.md says, for every /api route', async () => {
    const measured = new Map<string, Cost>();
    for (const route of API_ROUTES) {
      const scenario = scenarioOf(route);
      const client = await clientAs(scenario.as);
      const { path, body, headers } = await scenario.request(client);
      const method = route.split(' ')[0] as string;
      const res =
        method === 'GET' ? await client.request(path, { headers }) : await client.post(path, body, { method, headers });
      await res.arrayBuffer();
      const id = res.headers.get('X-Request-Id');
      const line = lines.find((l) => l.includes(`"requestId":"${id}"`) && l.includes('"event":"request"'));
      expect(line, `${route}: its request line`).toBeDefined();
      const { d1 } = JSON.parse(line as string) as { d1: { reads: number; writes: number; trips: number } };
      measured.set(route, { as: scenario.as, status: res.status, ...d1 });
    }
    const table = [...measured]
      .map(([route, c]) => `| \`${route}\` | ${c.as} | ${c.status} | ${c.reads} | ${c.writes} | ${c.trips} |`)
      .join('\n');
    expect(Object.fromEntries(measured), `docs/performance.md should read:\n${table}`).toEqual(
      Object.fromEntries(documented()),
    );
  }, 120_000);
});
