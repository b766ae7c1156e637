/**
 * `npm run load [-- --mix anonymous|signed-in|chat|game|floor|all] [--rate N] [--seconds N]
 * [--log-level info|warn] [--gc]`: drives the local product (the Worker as it is uploaded, in the local
 * runtime with nothing in front of it: workerd, local D1, KV and rate limits, the full gazetteer,
 * in a fresh directory; scripts/lib/server.ts) at a constant arrival rate
 * (scripts/lib/open-loop.ts) and prints, per mix, the answers a second it kept up, p50/p95/p99 of the answer times (each counted from the moment its
 * request was due, every one kept) and the errors (a 5xx, a status the mix does not expect, a
 * timeout or a refused connection), and the same percentiles for each route of the mix.
 *
 * The mixes (docs/performance.md):
 *   anonymous  a chart from coordinates, a place search, a sign's day          (default 300/s)
 *   signed-in  the user, the profile, the saved charts, saving a chart         (default 150/s)
 *   chat       Ask Stella's JSON answer from the offline writer, Master members (default 10/s)
 *   game       the day's gems, progress, the board, collecting a gem           (default 100/s)
 *   floor      a route that only answers: the runtime's own cost               (default 300/s)
 * "all" runs the floor, then the first four. `--gc` also prints the garbage collections of the
 * runtime's isolates during each measurement (V8's --trace-gc): workerd runs them on the thread
 * that answers every request, so a whole-heap collection stops every answer (docs/performance.md). Each request comes from one of 1,000 client
 * addresses, as many visitors do: the per-address limits are the product's, not the load's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { SIGN_IDS } from '../core/zodiac';
import { hashPassword } from '../worker/lib/passwords';
import { runStatement } from './lib/database-command';
import { generatedSecrets } from './lib/dev-vars';
import { prepareLocalDatabase } from './lib/local-db';
import { openLoop, percentile } from './lib/open-loop';
import { bundleWorker, freePort, startLocalWorker, waitForHealth } from './lib/server';
import { buildWebIfChanged } from './lib/web-build';
import { seeders } from './seed';

const MIXES = ['anonymous', 'signed-in', 'chat', 'game', 'floor'] as const;
type Mix = (typeof MIXES)[number];
const DEFAULT_RATE: Record<Mix, number> = { anonymous: 300, 'signed-in': 150, chat: 10, game: 100, floor: 300 };
const PLACES = [
  'Paris',
  'Berlin, Germany',
  'Springfield, IL',
  'Beograd',
  'Mumbai',
  'Tokyo',
  'São Paulo',
  'Lagos',
  'Sydney NSW',
  'Toronto',
];
const ZONES = [
  { latitude: 48.8566, longitude: 2.3522, timezone: 'Europe/Paris' },
  { latitude: 44.7866, longitude: 20.4489, timezone: 'Europe/Belgrade' },
  { latitude: 19.076, longitude: 72.8777, timezone: 'Asia/Kolkata' },
  { latitude: 40.7128, longitude: -74.006, timezone: 'America/New_York' },
  { latitude: -33.8688, longitude: 151.2093, timezone: 'Australia/Sydney' },
];
const QUESTIONS = [
  'What does my chart say about love?',
  'How can I grow in my career this month?',
  'Tell me about my Moon',
];
const PASSWORD = 'a quiet night sky under load';
const USERS = 100;

const { values } = parseArgs({
  options: {
    mix: { type: 'string', default: 'all' },
    rate: { type: 'string' },
    seconds: { type: 'string', default: '20' },
    // Production's level by default: each request writes its line.
    'log-level': { type: 'string', default: 'info' },
    gc: { type: 'boolean', default: false },
  },
  strict: true,
});
// "all" is the floor first, the machine's state for the reader (a shared machine varies from one
// minute to the next: docs/performance.md), then the four product mixes.
const mixes: Mix[] = values.mix === 'all' ? ['floor', ...MIXES.filter((m) => m !== 'floor')] : [values.mix as Mix];
if (!mixes.every((m) => MIXES.includes(m))) throw new Error(`--mix takes ${MIXES.join(', ')} or all`);
const seconds = Number(values.seconds);

/** A garbage collection one of the runtime's isolates reported, when its line arrived. */
interface Collection {
  at: number;
  full: boolean;
  pauseMs: number;
}
const COLLECTION = /\] +\d+ ms: (Scavenge|Mark-Compact|Mark-Sweep)\S* .*? MB, (?:pooled: [\d.]+ MB, )?([\d.]+) \//;

function collectionsLine(collections: Collection[]): string {
  const full = collections.filter((c) => c.full).map((c) => Math.round(c.pauseMs));
  const young = collections.filter((c) => !c.full);
  const youngMs = Math.round(young.reduce((sum, c) => sum + c.pauseMs, 0));
  return (
    `    garbage collections: ${full.length} whole-heap (${full.length > 0 ? `${full.join(', ')} ms` : 'none'}), ` +
    `${young.length} young-generation (${youngMs} ms in all)`
  );
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const address = () => `198.18.${Math.floor(Math.random() * 4)}.${Math.floor(Math.random() * 250) + 1}`;

interface Step {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The statuses this request may answer besides 2xx (a gem already collected today: 409). */
  expected?: readonly number[];
  /** The route its time is counted under, where the path holds a parameter. */
  route?: string;
}

interface Account {
  email: string;
  cookie: string;
}

function birth() {
  const year = 1950 + Math.floor(Math.random() * 55);
  const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
  const day = String(1 + Math.floor(Math.random() * 28)).padStart(2, '0');
  // 05:00-22:59: no birth in a daylight-saving gap, which the product rightly refuses (422).
  const hour = String(5 + Math.floor(Math.random() * 18)).padStart(2, '0');
  return { birthDate: `${year}-${month}-${day}`, birthTime: `${hour}:30`, ...pick(ZONES) };
}

/** The next request of a mix, chosen at random in the mix's proportions. */
function nextStep(mix: Mix): Step {
  const roll = Math.random();
  switch (mix) {
    case 'anonymous':
      if (roll < 0.4) return { method: 'POST', path: '/api/birth-chart', body: birth() };
      if (roll < 0.7) return { method: 'GET', path: `/api/places?q=${encodeURIComponent(pick(PLACES))}` };
      return {
        method: 'GET',
        path: `/api/astrology/horoscope/${pick(SIGN_IDS)}/today`,
        route: '/api/astrology/horoscope/:sign/today',
      };
    case 'signed-in':
      if (roll < 0.3) return { method: 'GET', path: '/api/auth/user' };
      if (roll < 0.6) return { method: 'GET', path: '/api/user/profile' };
      if (roll < 0.9) return { method: 'GET', path: '/api/birth-charts' };
      return { method: 'POST', path: '/api/birth-charts', body: { ...birth(), name: 'Load' }, expected: [409] };
    case 'chat':
      return { method: 'POST', path: '/api/stella/ask', body: { message: pick(QUESTIONS) } };
    case 'floor':
      // A route that does nothing but answer: what the runtime and the middleware cost alone.
      return { method: 'GET', path: '/api/premium-test-status' };
    case 'game':
      if (roll < 0.3) return { method: 'GET', path: '/api/game/daily-gem' };
      if (roll < 0.6) return { method: 'GET', path: '/api/game/progress' };
      if (roll < 0.8) return { method: 'GET', path: '/api/game/leaderboard' };
      return { method: 'POST', path: '/api/game/collect-gem', body: { gemType: pick(SIGN_IDS) }, expected: [400, 409] };
  }
}

/** Accounts made straight in the database (the password hashed with the server's pepper), then signed in. */
async function accounts(origin: string, dir: string, pepper: string, tier: 'free' | 'master'): Promise<Account[]> {
  const hash = await hashPassword(PASSWORD, pepper);
  const now = Date.now();
  const rows = Array.from({ length: USERS }, (_, i) => ({
    id: crypto.randomUUID(),
    email: `load.${tier}.${i}.${now}@example.com`,
  }));
  const values = rows
    .map(
      (_, i) =>
        `(?${i * 2 + 1}, ?${i * 2 + 2}, ?${USERS * 2 + 1}, ?${USERS * 2 + 2}, ?${USERS * 2 + 3}, ?${USERS * 2 + 2}, ?${USERS * 2 + 2})`,
    )
    .join(', ');
  await runStatement(
    `INSERT INTO users (id, email, password_hash, email_verified_at, complimentary_plan, created_at, updated_at) VALUES ${values}`,
    [...rows.flatMap((r) => [r.id, r.email]), hash, now, tier === 'master' ? 'master' : null],
    { remote: false, persistTo: dir },
  );
  const signedIn: Account[] = [];
  for (const row of rows) {
    const res = await fetch(`${origin}/api/auth/email/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': address() },
      body: JSON.stringify({ email: row.email, password: PASSWORD }),
    });
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0] ?? '')
      .find((c) => c.startsWith('stella_session='));
    if (!res.ok || !cookie) throw new Error(`sign-in of ${row.email}: ${res.status}`);
    signedIn.push({ email: row.email, cookie });
  }
  return signedIn;
}

interface Figures {
  mix: Mix;
  rate: number;
  achieved: number;
  requests: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  late: number;
  statuses: Record<string, number>;
  routes: { route: string; requests: number; p50: number; p99: number }[];
}

async function drive(origin: string, mix: Mix, rate: number, people: Account[], duration = seconds): Promise<Figures> {
  const outcome = await openLoop({
    origin,
    rate,
    seconds: duration,
    next: () => {
      const step = nextStep(mix);
      const headers: Record<string, string> = { 'CF-Connecting-IP': address(), Origin: origin };
      if (people.length > 0) headers.Cookie = pick(people).cookie;
      if (step.body !== undefined) headers['Content-Type'] = 'application/json';
      return {
        method: step.method,
        path: step.path,
        headers,
        body: step.body === undefined ? undefined : JSON.stringify(step.body),
        expected: step.expected,
        label: `${step.method} ${step.route ?? step.path.split('?')[0]}`,
      };
    },
  });
  const ms = (p: number, times = outcome.times) => Math.round(percentile(times, p) * 10) / 10;
  return {
    mix,
    rate,
    achieved: outcome.achieved,
    requests: outcome.times.length,
    p50: ms(50),
    p95: ms(95),
    p99: ms(99),
    errors: outcome.errors,
    late: outcome.late,
    statuses: outcome.statuses,
    routes: Object.entries(outcome.byLabel).map(([route, times]) => ({
      route,
      requests: times.length,
      p50: ms(50, times),
      p99: ms(99, times),
    })),
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'stella-load-'));
const secrets = generatedSecrets();
// The Worker reads its texts from the app's build (decision 045).
console.log(`• web app and the Worker's texts: ${(await buildWebIfChanged()) ? 'built' : 'unchanged'}`);
console.log('• preparing a fresh local database with the full gazetteer');
await prepareLocalDatabase({ persistTo: dir, seeds: seeders });
console.log('• bundling the Worker as it is uploaded');
const bundle = path.join(dir, 'bundle');
await bundleWorker(bundle);
try {
  for (const mix of mixes) {
    // A fresh runtime for each mix, as a new version's isolates start: the local runtime's own memory
    // grows under load (docs/performance.md), so a mix measured after another would measure that.
    const collections: Collection[] = [];
    // Read by Miniflare when it starts the runtime: the database is prepared by then.
    if (values.gc) process.env.MINIFLARE_WORKERD_V8_FLAGS = '--trace-gc';
    const server = await startLocalWorker({
      onRuntimeLine: values.gc
        ? (line) => {
            const match = COLLECTION.exec(line);
            if (match)
              collections.push({ at: performance.now(), full: match[1] !== 'Scavenge', pauseMs: Number(match[2]) });
          }
        : undefined,
      port: await freePort(),
      persistTo: dir,
      bundle,
      vars: {
        APP_ENV: 'test',
        LOG_LEVEL: values['log-level'],
        // Sign-ins of the load's accounts come from few addresses in a burst.
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        ...secrets,
      },
    });
    const { origin } = server;
    try {
      await waitForHealth(origin, 120_000);
      const people =
        mix === 'anonymous' || mix === 'floor'
          ? []
          : await accounts(origin, dir, secrets.PASSWORD_PEPPER!, mix === 'chat' ? 'master' : 'free');
      const rate = values.rate ? Number(values.rate) : DEFAULT_RATE[mix];
      // A warm-up at the same rate: the first requests compile, fill caches and open the connections.
      await drive(origin, mix, rate, people, 5);
      const from = performance.now();
      const measured = await drive(origin, mix, rate, people);
      const during = collections.filter((c) => c.at >= from && c.at <= performance.now());
      console.log(
        `${mix.padEnd(10)} target ${String(rate).padStart(4)}/s  achieved ${String(measured.achieved).padStart(4)}/s  ` +
          `p50 ${measured.p50} ms  p95 ${measured.p95} ms  p99 ${measured.p99} ms  errors ${measured.errors}  ` +
          `sent late ${measured.late}  statuses ${JSON.stringify(measured.statuses)}`,
      );
      for (const r of measured.routes)
        console.log(`    ${r.route.padEnd(44)} ${String(r.requests).padStart(6)}  p50 ${r.p50} ms  p99 ${r.p99} ms`);
      if (values.gc) console.log(collectionsLine(during));
    } finally {
      await server.stop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `\nmachine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(
      ' ',
    )}; ${seconds} s a mix after 5 s of warm-up, log level ${values['log-level']}, load generator on the same machine`,
);
