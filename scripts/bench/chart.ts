/**
 * Median time of one full chart (all bodies with speeds, angles, one house system, aspects),
 * over 1,000 random instants and places in 1900-2100.
 */
import { castChart } from '../../core/astro/chart';

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

export function benchChart(): { chartMedianMicros: number } {
  // Warm-up: let the JIT settle.
  for (const input of randomInputs(2000, 7)) castChart(input);
  const times: number[] = [];
  for (const input of randomInputs(1000, 42)) {
    const start = performance.now();
    castChart(input);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = ((times[499] as number) + (times[500] as number)) / 2;
  return { chartMedianMicros: Math.round(median * 1000) };
}
