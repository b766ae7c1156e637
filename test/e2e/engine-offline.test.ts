import path from 'node:path';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';
import { castChart } from '@core/astro/chart';
import { diff180 } from '@core/astro/math';
import sample from '../fixtures/charts-sample.json' with { type: 'json' };
import { openSession } from '../support/browser';

/**
 * The engine in Chromium with the network off. Until the birth chart screen exists, the
 * harness bundles core/astro for the browser itself and runs it in a blank page.
 */
async function bundleEngine(): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      lib: {
        entry: path.join(import.meta.dirname, '../../core/astro/chart.ts'),
        formats: ['iife'],
        name: 'StellaEngine',
      },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((o) => ('output' in o ? o.output : [])).find((o) => o.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error('no engine bundle');
  return chunk.code;
}

describe('the astronomical engine in the browser', () => {
  it('casts a chart offline, identical to Node and within the reference tolerance', async () => {
    const code = await bundleEngine();
    const session = await openSession();
    const { page, context } = session;
    await context.setOffline(true);
    await page.goto('about:blank');
    await page.addScriptTag({ content: code });
    const reference = sample.cases[0]!;
    const input = { utc: reference.utc, latitude: reference.latitude, longitude: reference.longitude };
    const inBrowser = await page.evaluate(
      (args) =>
        (window as unknown as { StellaEngine: typeof import('@core/astro/chart') }).StellaEngine.castChart(args),
      input,
    );
    const inNode = castChart(input);
    expect(inBrowser.planets.sun.longitude).toBe(inNode.planets.sun.longitude);
    expect(inBrowser.planets.moon.longitude).toBe(inNode.planets.moon.longitude);
    expect(inBrowser.ascendant).toBe(inNode.ascendant);
    expect(inBrowser.houses.cusps).toEqual(inNode.houses.cusps);
    const arcsec = (a: number, b: number) => Math.abs(diff180(a, b)) * 3600;
    expect(arcsec(inBrowser.planets.moon.longitude, reference.planets.moon.longitude)).toBeLessThanOrEqual(10);
    expect(arcsec(inBrowser.ascendant, reference.ascendant)).toBeLessThanOrEqual(10);
    await session.close();
  });
});
