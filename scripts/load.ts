/**
 * `npm run load [-- --mix anonymous|signed-in|chat|game|all] [--rate N] [--seconds N]`: drives
 * the local product (`wrangler dev`, local D1 and KV, the full gazetteer, in a fresh directory)
 * at a fixed request rate with autocannon and prints, per mix, the requests a second it kept up,
 * p50/p95/p99 of the answer times (every answer's own time, not a histogram's buckets) and the
 * errors (a 5xx, a status the mix does not expect, a timeout or a refused connection).
 *
 * The mixes (docs/performance.md):
 *   anonymous  a chart from coordinates, a place search, a sign's day          (default 300/s)
 *   signed-in  the user, the profile, the saved charts, saving a chart         (default 150/s)
 *   chat       Ask Stella's JSON answer from the offline writer, Master members (default 10/s)
 *   game       the day's gems, progress, the board, collecting a gem           (default 100/s)
 * Each request comes from one of 1,000 client addresses, as many visitors do: the per-address
 * limits are the product's, not the load's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { SIGN_IDS } from '../core/zodiac';
import { hashPassword } from '../worker/lib/passwords';
import { runStatement } from './lib/database-command';
import { generatedSecrets } from './lib/dev-vars';
import { prepareLocalDatabase } from './lib/local-db';
import { freePort, startDevServer, stopProcess, waitForHealth } from './lib/server';
import { seeders } from './seed';

const MIXES = ['anonymous', 'signed-in', 'chat', 'game'] as const;
type Mix = (typeof MIXES)[number];
const DEFAULT_RATE: Record<Mix, number> = { anonymous: 300, 'signed-in': 150, chat: 10, game: 100 };
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
  },
  strict: true,
});
const mixes: Mix[] = values.mix === 'all' ? [...MIXES] : [values.mix as Mix];
if (!mixes.every((m) => MIXES.includes(m))) throw new Error(`--mix takes ${MIXES.join(', ')} or all`);
const seconds = Number(values.seconds);

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T;
const address = () => `198.18.${Math.floor(Math.random() * 4)}.${Math.floor(Math.random() * 250) + 1}`;
const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

interface Step {
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** The statuses this request may answer besides 2xx (a gem already collected today: 409). */
  expected?: readonly number[];
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
      return { method: 'GET', path: `/api/astrology/horoscope/${pick(SIGN_IDS)}/today` };
    case 'signed-in':
      if (roll < 0.3) return { method: 'GET', path: '/api/auth/user' };
      if (roll < 0.6) return { method: 'GET', path: '/api/user/profile' };
      if (roll < 0.9) return { method: 'GET', path: '/api/birth-charts' };
      return { method: 'POST', path: '/api/birth-charts', body: { ...birth(), name: 'Load' }, expected: [409] };
    case 'chat':
      return { method: 'POST', path: '/api/stella/ask', body: { message: pick(QUESTIONS) } };
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
  statuses: Record<string, number>;
}

async function drive(origin: string, mix: Mix, rate: number, people: Account[], duration = seconds): Promise<Figures> {
  const times: number[] = [];
  const statuses: Record<string, number> = {};
  let unexpected = 0;
  const pending = new Map<object, Step>();
  let finish: (result: autocannon.Result) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: origin,
      duration,
      overallRate: rate,
      // Enough connections that a slow answer never holds the rate back (an open loop, as near as autocannon gets).
      connections: Math.max(16, Math.ceil(rate / 5)),
      timeout: 10,
      requests: [
        {
          setupRequest: (req: autocannon.Request, context: object) => {
            const step = nextStep(mix);
            pending.set(context, step);
            const headers: Record<string, string> = { 'CF-Connecting-IP': address(), Origin: origin };
            if (people.length > 0) headers.Cookie = pick(people).cookie;
            if (step.body !== undefined) headers['Content-Type'] = 'application/json';
            return {
              ...req,
              method: step.method,
              path: step.path,
              headers,
              body: step.body === undefined ? undefined : JSON.stringify(step.body),
            };
          },
          onResponse: (status: number, _body: string, context: object) => {
            const step = pending.get(context);
            const ok = (status >= 200 && status < 300) || (step?.expected?.includes(status) ?? false);
            if (!ok) unexpected++;
          },
        },
      ],
    } as autocannon.Options,
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on('response', (_client: unknown, statusCode: number, _bytes: number, responseTime: number) => {
    times.push(responseTime);
    statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  });
  const result = await done;
  times.sort((a, b) => a - b);
  return {
    mix,
    rate,
    achieved: Math.round(times.length / duration),
    requests: times.length,
    p50: Math.round(percentile(times, 50)),
    p95: Math.round(percentile(times, 95)),
    p99: Math.round(percentile(times, 99)),
    errors: unexpected + result.errors + result.timeouts,
    statuses,
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'stella-load-'));
const secrets = generatedSecrets();
console.log('• preparing a fresh local database with the full gazetteer');
await prepareLocalDatabase({ persistTo: dir, seeds: seeders });
const port = await freePort();
const server = await startDevServer({
  port,
  persistTo: dir,
  logFile: path.join(dir, 'server.log'),
  // Sign-ins of the load's accounts come from few addresses in a burst.
  vars: { APP_ENV: 'test', AUTH_RATE_LIMIT_PER_MINUTE: '100000', ...secrets },
});
const origin = `http://localhost:${port}`;
const figures: Figures[] = [];
try {
  await waitForHealth(origin, 120_000);
  for (const mix of mixes) {
    const people =
      mix === 'anonymous'
        ? []
        : await accounts(origin, dir, secrets.PASSWORD_PEPPER!, mix === 'chat' ? 'master' : 'free');
    const rate = values.rate ? Number(values.rate) : DEFAULT_RATE[mix];
    // A short warm-up at the same rate: the first requests of an isolate compile and fill caches.
    await drive(origin, mix, Math.min(rate, 50), people, 5);
    const measured = await drive(origin, mix, rate, people);
    figures.push(measured);
    console.log(
      `${mix.padEnd(10)} target ${String(rate).padStart(4)}/s  achieved ${String(measured.achieved).padStart(4)}/s  ` +
        `p50 ${measured.p50} ms  p95 ${measured.p95} ms  p99 ${measured.p99} ms  errors ${measured.errors}  ` +
        `statuses ${JSON.stringify(measured.statuses)}`,
    );
  }
} finally {
  await stopProcess(server);
  rmSync(dir, { recursive: true, force: true });
}
console.log(
  `\nmachine: ${cpus()[0]?.model ?? 'unknown CPU'}, ${availableParallelism()} cores, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}; ${seconds} s a mix, load generator on the same machine`,
);
