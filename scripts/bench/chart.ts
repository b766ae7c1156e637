/**
 * The engine's speed, measured side by side with the engine of an earlier commit in the same run
 * (a shared machine's speed changes from one minute to the next, so figures of different runs do
 * not compare):
 * - the median time of one full chart (all bodies with speeds, angles, one house system,
 *   aspects) over 1,000 random instants and places in 1900-2100, this engine's and the
 *   baseline's, measured in alternating rounds;
 * - a year of free daily horoscopes for the twelve signs (4,380 readings, English, UTC days).
 *
 * The baseline is `core/` as it was at BASELINE_REF (or `BENCH_BASELINE_REF`), the last commit
 * before the engine's speed work, extracted with `git archive` beside the generated series of
 * today (core/astro/data is generated at install, not committed; the baseline is measured only
 * when its generator is the same as today's, so both read the same series).
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { castChart } from '../../core/astro/chart';
import { addDays, dailyHoroscope } from '../../core/horoscope';
import { SIGN_IDS } from '../../core/zodiac';
import { ROOT } from '../lib/process';

/** The engine before its speed work: the chart took 110 µs here, native Swiss Ephemeris about 79. */
const BASELINE_REF = 'a079f27';
const GENERATOR = 'scripts/generate-ephemeris-data.ts';

type Cast = typeof castChart;

/** Park-Miller generator: the same instants on every run. */
function prng(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

const START = Date.UTC(1900, 0, 1);
const END = Date.UTC(2101, 0, 1);

function randomInputs(count: number, seed: number) {
  const random = prng(seed);
  return Array.from({ length: count }, () => ({
    utc: new Date(START + random() * (END - START)),
    latitude: -60 + random() * 126,
    longitude: -180 + random() * 360,
  }));
}

/** The baseline engine's castChart, or null (with the reason printed) when it cannot be had. */
async function baselineCast(ref: string): Promise<Cast | null> {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 30 });
  try {
    git('cat-file', '-e', `${ref}^{commit}`);
  } catch {
    console.log(`• chart baseline: no commit ${ref} in this clone; measured alone`);
    return null;
  }
  try {
    git('diff', '--quiet', ref, 'HEAD', '--', GENERATOR);
  } catch {
    console.log(`• chart baseline: ${ref} generated other series than today's; measured alone`);
    return null;
  }
  const dir = path.join(ROOT, '.bench/baseline', ref);
  if (!existsSync(path.join(dir, 'core/astro/chart.ts'))) {
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    execFileSync('tar', ['-x', '-C', dir], { input: git('archive', ref, 'core') });
    cpSync(path.join(ROOT, 'core/astro/data'), path.join(dir, 'core/astro/data'), { recursive: true });
  }
  const module = (await import(pathToFileURL(path.join(dir, 'core/astro/chart.ts')).href)) as { castChart: Cast };
  return module.castChart;
}

/** Each chart's time, microseconds, over the inputs. */
function timeCharts(cast: Cast, inputs: ReturnType<typeof randomInputs>): number[] {
  return inputs.map((input) => {
    const start = performance.now();
    cast(input);
    return (performance.now() - start) * 1000;
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2
    ? (sorted[Math.floor(mid)] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** A year of daily horoscopes for the twelve signs, milliseconds (the first day of the year warmed up). */
function horoscopeYearMs(): number {
  const first = '2027-01-01';
  for (const sign of SIGN_IDS) dailyHoroscope(sign, '2026-06-01');
  const start = performance.now();
  for (let day = 0; day < 365; day++) {
    const date = addDays(first, day);
    for (const sign of SIGN_IDS) dailyHoroscope(sign, date);
  }
  return Math.round(performance.now() - start);
}

export async function benchChart(): Promise<{
  chartMedianMicros: number;
  chartBaselineMedianMicros?: number;
  horoscopeYearMs: number;
}> {
  const baseline = await baselineCast(process.env.BENCH_BASELINE_REF ?? BASELINE_REF);
  const engines: Cast[] = baseline ? [castChart, baseline] : [castChart];
  // Warm-up: let the JIT settle for each engine.
  for (const cast of engines) for (const input of randomInputs(2000, 7)) cast(input);
  // Alternating rounds of 100 charts each, so both meet the machine in the same states.
  const inputs = randomInputs(1000, 42);
  const times: number[][] = engines.map(() => []);
  for (let round = 0; round < 10; round++) {
    const slice = inputs.slice(round * 100, round * 100 + 100);
    engines.forEach((cast, i) => {
      times[i]?.push(...timeCharts(cast, slice));
    });
  }
  const [now, before] = times.map((t) => Math.round(median(t)));
  return {
    chartMedianMicros: now as number,
    ...(before === undefined ? {} : { chartBaselineMedianMicros: before }),
    horoscopeYearMs: horoscopeYearMs(),
  };
}
