/**
 * What a phone on a slow network sees of the public pages: Lighthouse's mobile run (a mid-range
 * phone's screen and CPU, simulated slow 4G: its default configuration) of `/`, `/birth-chart`
 * and `/horoscope`, against the product running locally as `npm start` serves it. Lighthouse
 * drives the system Chromium (`CHROME_PATH`, else `CHROMIUM_PATH`, else /usr/bin/chromium); it
 * never downloads a browser. Each page is measured RUNS times in a fresh profile and the run with
 * the median performance score is reported, as Lighthouse's own guidance on variance advises.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LARGE_TOWNS, gazetteerSubsetSeed } from '../seed/gazetteer-sql';
import { withBenchServer } from './bench-server';

const RUNS = 3;
const PAGES = [
  ['landing', '/'],
  ['birthChart', '/birth-chart'],
  ['horoscope', '/horoscope'],
] as const;
const CHROME = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

interface PageRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

async function measure(url: string): Promise<PageRun> {
  const profile = mkdtempSync(path.join(tmpdir(), 'stella-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    userDataDir: profile,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${runtimeError.message}`);
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      lcpMs: Math.round(value('largest-contentful-paint')),
      cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
      tbtMs: Math.round(value('total-blocking-time')),
    };
  } finally {
    chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** A trace Lighthouse failed to record (its NO_NAVSTART, "run Lighthouse again") is run again, twice at most. */
async function measureAgain(url: string): Promise<PageRun> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url);
    } catch (err) {
      if (attempt >= 3) throw err;
      console.warn(`${err instanceof Error ? err.message : err}; measuring again`);
    }
  }
}

/** For each page: `<page>Performance`, `<page>LcpMs`, `<page>Cls`, `<page>TbtMs`, `<page>Accessibility`, `<page>BestPractices`. */
export function benchLighthouse(): Promise<Record<string, number>> {
  return withBenchServer({ seeds: [gazetteerSubsetSeed(LARGE_TOWNS)] }, async ({ origin }) => {
    const results: Record<string, number> = {};
    for (const [name, pagePath] of PAGES) {
      const runs: PageRun[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureAgain(`${origin}${pagePath}`));
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)] as PageRun;
      results[`${name}Performance`] = median.performance;
      results[`${name}LcpMs`] = median.lcpMs;
      results[`${name}Cls`] = median.cls;
      results[`${name}TbtMs`] = median.tbtMs;
      results[`${name}Accessibility`] = median.accessibility;
      results[`${name}BestPractices`] = median.bestPractices;
    }
    return results;
  });
}
