/**
 * stellaFirstWordsMs / stellaFirstWordsP95Ms: how long an Oracle member waits for Ask Stella's
 * first words from the offline writer, against the running product (`wrangler dev`, local D1 and
 * KV): from sending POST /api/stella/ask (server-sent events) to the first `delta` event read,
 * over RUNS questions of a member whose "my chart" is set. Each question starts a thread, as a
 * user's first question does (the allowance, the thread and the question are written first).
 */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { ROOT, toolEnv } from '../lib/process';
import { withBenchServer } from './bench-server';

const RUNS = 20;
const QUESTIONS = [
  'What does my chart say about love?',
  'How can I grow in my career?',
  'What is coming for me this month?',
  'Tell me about my Moon',
  'Which aspects in my chart are the strongest?',
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;

/** A cookie jar of one. */
function sessionOf(res: Response, previous = ''): string {
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('stella_session='));
  return cookie ?? previous;
}

async function json(res: Response, what: string): Promise<unknown> {
  if (!res.ok) throw new Error(`${what}: ${res.status} ${await res.text()}`);
  return res.json();
}

export function benchFirstWords(): Promise<{ stellaFirstWordsMs: number; stellaFirstWordsP95Ms: number }> {
  // The server's output is read for the verification mail's link.
  return withBenchServer({ seeds: [], log: true }, async ({ origin, dir, log }) => {
    const headers = { 'Content-Type': 'application/json', Origin: origin };
    const email = `bench.${Date.now()}@example.com`;
    const password = 'a quiet night sky';
    await json(
      await fetch(`${origin}/api/auth/register`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password, firstName: 'Bench', lastName: 'Reader' }),
      }),
      'register',
    );
    let link: string | undefined;
    for (let i = 0; i < 100 && !link; i++) {
      link = /https?:\/\/\S*\/verify-email\?token=\S+/.exec(readFileSync(log, 'utf8'))?.[0];
      if (!link) await new Promise((r) => setTimeout(r, 100));
    }
    if (!link) throw new Error('no verification link in the server log');
    await json(await fetch(`${origin}/api/auth/verify-email${new URL(link).search}`), 'verify');
    execFileSync('npx', ['tsx', 'scripts/user-plan.ts', '--email', email, '--plan', 'oracle', '--persist-to', dir], {
      cwd: ROOT,
      env: toolEnv(),
      stdio: 'ignore',
    });
    const signIn = await fetch(`${origin}/api/auth/email/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ email, password }),
    });
    await json(signIn, 'sign in');
    const cookie = sessionOf(signIn);
    const authed = { ...headers, Cookie: cookie };
    const saved = (await json(
      await fetch(`${origin}/api/birth-charts`, {
        method: 'POST',
        headers: authed,
        body: JSON.stringify({
          name: 'Me',
          birthDate: '1990-05-17',
          birthTime: '14:30',
          latitude: 44.8176,
          longitude: 20.4633,
          timezone: 'Europe/Belgrade',
        }),
      }),
      'save chart',
    )) as { chart: { id: string } };
    await json(
      await fetch(`${origin}/api/user/my-chart`, {
        method: 'PUT',
        headers: authed,
        body: JSON.stringify({ chartId: saved.chart.id }),
      }),
      'my chart',
    );
    const times: number[] = [];
    // One question unmeasured first: the isolate's first request compiles the coach's modules.
    for (let i = -1; i < RUNS; i++) {
      const started = performance.now();
      const res = await fetch(`${origin}/api/stella/ask`, {
        method: 'POST',
        headers: { ...authed, Accept: 'text/event-stream' },
        body: JSON.stringify({ message: QUESTIONS[(i + QUESTIONS.length) % QUESTIONS.length] }),
      });
      if (!res.ok || !res.body) throw new Error(`ask: ${res.status} ${await res.text()}`);
      const reader = res.body.getReader();
      const decoder = new TextDecoder();
      let seen = '';
      let first: number | null = null;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        seen += decoder.decode(value, { stream: true });
        if (first === null && seen.includes('event: delta')) first = performance.now() - started;
      }
      if (first === null) throw new Error('an answer without words');
      if (i >= 0) times.push(first);
    }
    times.sort((a, b) => a - b);
    return {
      stellaFirstWordsMs: Math.round(percentile(times, 50)),
      stellaFirstWordsP95Ms: Math.round(percentile(times, 95)),
    };
  });
}
