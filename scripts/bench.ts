/**
 * `npm run bench`: builds and reports the product's budgets. `npm run bench -- --json`
 * prints one JSON object instead of the table; `-- --only bundles` measures the bundle sizes alone, `-- --only chart` the chart beside the engine before its speed work and a year of horoscopes, `-- --only first-wheel` the first wheel, `-- --only premium` the premium horoscope.
 *   landingJsGzipBytes: the entry chunk of `/` plus its static imports, gzipped
 *   birthChartJsGzipBytes: all the JS /birth-chart loads to show a chart (entry, page, engine), gzipped
 *   tarotJsGzipBytes:   all the JS /tarot loads (entry and page, the card art with it); the art is
 *                       checked to be in the tarot page's chunk only, loaded by no other page
 *   firstWheelMs, firstWheelP95Ms: median and p95 over 20 runs in headless Chromium, from the click
 *                       on Calculate to the first painted frame with the wheel, the server running
 *                       (a place chosen from the suggestions, as a user does)
 *   workerGzipBytes:    the Worker bundle of `wrangler deploy --dry-run --minify`, gzipped
 *   chartMedianMicros:  median time of one full chart in Node over 1,000 random instants
 *   chartBaselineMedianMicros: the same for the engine before its speed work, in the same run
 *                       (scripts/bench/chart.ts; `-- --only chart` measures the engine alone)
 *   horoscopeYearMs:    a year of free daily horoscopes for the twelve signs, in Node
 *   premiumDayMedianMs: median time of a day's premium horoscope payload in Node (100 days, 100 charts)
 *   placeSearchP50Ms, placeSearchP99Ms: the Worker's own timing of place search over 200
 *                       fixed queries against the fully seeded local database
 *   stellaFirstWordsMs, stellaFirstWordsP95Ms: median and p95 over 20 questions of an Oracle
 *                       member, from sending POST /api/stella/ask to the first streamed words of
 *                       the offline writer, the server running (`-- --only first-words`)
 *   landing…, birthChart…, horoscope… Performance, LcpMs, Cls, TbtMs, Accessibility, BestPractices:
 *                       Lighthouse's mobile run (simulated slow 4G) of `/`, `/birth-chart` and
 *                       `/horoscope` in the system Chromium, the median of three (`-- --only lighthouse`)
 */
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchChart } from './bench/chart';
import { benchFirstWheel } from './bench/first-wheel';
import { benchFirstWords } from './bench/first-words';
import { benchLighthouse } from './bench/lighthouse';
import { benchPlaceSearch } from './bench/place-search';
import { benchPremium } from './bench/premium';
import { ROOT, runOrExit } from './lib/process';
import { loadAllTexts } from '../core/i18n/texts';

// Every language's texts, read directly below (core/i18n/texts.ts).
await loadAllTexts();

const json = process.argv.includes('--json');
const quiet = { stdio: ['ignore', json ? 'ignore' : 'inherit', 'inherit'] as ('ignore' | 'inherit')[] };
const gzipBytes = (file: string) => gzipSync(readFileSync(file)).byteLength;

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The JS a route loads, gzipped: the entry chunk of `/` with its static imports, plus the
 * route's own lazy chunk (a manifest key, relative to web/, such as 'features/birth-chart/birth-chart-page.tsx')
 * with its static imports.
 */
async function bundleSizes(): Promise<{
  landingJsGzipBytes: number;
  birthChartJsGzipBytes: number;
  tarotJsGzipBytes: number;
}> {
  await runOrExit('vite', ['build', '--logLevel', 'warn', '--manifest'], quiet);
  const dist = path.join(ROOT, 'dist');
  const manifestPath = path.join(dist, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry && key.endsWith('index.html'));
  if (!entry) throw new Error('no index.html entry in the Vite manifest');
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key)) return;
      if (!manifest[key]) throw new Error(`no ${key} in the Vite manifest`);
      seen.add(key);
      for (const dep of manifest[key]?.imports ?? []) visit(dep);
    };
    for (const root of roots) visit(root);
    return [...seen].reduce((sum, key) => sum + gzipBytes(path.join(dist, manifest[key]!.file)), 0);
  };
  // The card art is drawn by modules of the tarot page only: no other chunk may import the page's
  // chunk or a chunk of its art (decision 040).
  const tarotPage = 'features/tarot/tarot-page.tsx';
  for (const [key, chunk] of Object.entries(manifest)) {
    if (key === tarotPage) continue;
    if (/tarot/.test(key) || chunk.imports?.includes(tarotPage))
      throw new Error(`${key} carries tarot code outside the /tarot page`);
  }
  const sizes = {
    landingJsGzipBytes: closure([entry]),
    birthChartJsGzipBytes: closure([entry, 'features/birth-chart/birth-chart-page.tsx']),
    tarotJsGzipBytes: closure([entry, tarotPage]),
  };
  // The manifest is a build artefact for this measurement only; it is never served.
  rmSync(path.join(dist, '.vite'), { recursive: true, force: true });
  return sizes;
}

async function workerGzipBytes(): Promise<number> {
  const outDir = path.join(ROOT, '.bench/worker');
  rmSync(outDir, { recursive: true, force: true });
  await runOrExit('wrangler', ['deploy', '--dry-run', '--minify', '--outdir', outDir], quiet);
  const files = readdirSync(outDir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && /\.(m?js|wasm)$/.test(d.name))
    .map((d) => path.join(d.parentPath, d.name));
  return files.reduce((sum, file) => sum + (statSync(file).size > 0 ? gzipBytes(file) : 0), 0);
}

// `--only bundles` measures the two bundle budgets alone (a quick check while refactoring the web app);
// `--only first-wheel` the first wheel alone, against the current dist/.
const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined;
const results: Record<string, number> =
  only === 'bundles'
    ? await bundleSizes()
    : only === 'first-wheel'
      ? await benchFirstWheel()
      : only === 'premium'
        ? benchPremium()
        : only === 'chart'
          ? await benchChart()
          : only === 'first-words'
            ? await benchFirstWords()
            : only === 'lighthouse'
              ? await benchLighthouse()
              : {
                  ...(await bundleSizes()),
                  workerGzipBytes: await workerGzipBytes(),
                  ...(await benchChart()),
                  ...benchPremium(),
                  ...(await benchPlaceSearch()),
                  ...(await benchFirstWheel()),
                  ...(await benchFirstWords()),
                  ...(await benchLighthouse()),
                };

if (json) console.log(JSON.stringify(results));
else {
  console.log('\nStella benchmarks');
  for (const [key, value] of Object.entries(results)) console.log(`  ${key.padEnd(26)} ${value.toLocaleString('en')}`);
}
