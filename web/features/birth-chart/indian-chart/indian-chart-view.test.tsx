import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { IndianChartView } from './indian-chart-view';
import { sampleBirth } from './sample-birth';

// No DOM library in the unit config: render to markup on the server and read it.

/** The markup of the house group carrying `attribute="value"`, up to its closing tag. */
function group(html: string, attribute: string, value: number): string {
  const match = html.match(new RegExp(`<g class="indian-chart__house"[^>]*${attribute}="${value}"[^>]*>.*?</g>`));
  return match?.[0] ?? '';
}

const count = (html: string, needle: RegExp) => (html.match(needle) ?? []).length;

describe('<IndianChartView style="north" />', () => {
  const html = renderToStaticMarkup(<IndianChartView chart={sampleBirth()} style="north" />);

  it('is one image titled by its lagna, with twelve houses numbered by their signs', () => {
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-labelledby="[^"]+"/);
    expect(html).toContain('>North Indian kundli, lagna in Leo</title>');
    expect(count(html, /class="indian-chart__house"/g)).toBe(12);
    const signs = [...html.matchAll(/data-house="(\d+)" data-sign="(\d+)"/g)].map((m) => [Number(m[1]), Number(m[2])]);
    expect(signs.slice(0, 12)).toEqual([
      [1, 5],
      [2, 6],
      [3, 7],
      [4, 8],
      [5, 9],
      [6, 10],
      [7, 11],
      [8, 12],
      [9, 1],
      [10, 2],
      [11, 3],
      [12, 4],
    ]);
  });

  it('marks the lagna in house 1 and draws Venus in sign 11 and Mercury in sign 1', () => {
    const first = group(html, 'data-house', 1);
    expect(first).toContain('data-lagna="true"');
    expect(first).toContain('class="indian-chart__lagna"');
    expect(first).toContain('>Asc</text>');
    expect(first).toMatch(/class="indian-chart__number"[^>]*>5</);
    expect(group(html, 'data-sign', 11)).toContain('data-graha="venus"');
    expect(group(html, 'data-sign', 1)).toContain('data-graha="mercury"');
    expect(count(html, /data-graha=/g)).toBe(9);
    expect(html).toContain('chart-wheel__face');
  });

  it('writes each house in a table with its sign and grahas, retrograde said in words', () => {
    expect(html).toMatch(/<table[^>]*><caption>The kundli house by house, counted from the lagna \(Leo\)/);
    expect(html).toContain('<th scope="row">1 (lagna)</th><td>Leo (5)</td>');
    expect(html).toMatch(
      /<tr data-house="7" data-sign="11"><th scope="row">7<\/th><td>Aquarius \(11\)<\/td><td>[^<]*Venus \d+°\d\d′/,
    );
    expect(html).toMatch(/Rahu \d+°\d\d′/);
    expect(html).not.toMatch(/(Rahu|Ketu) \d+°\d\d′, retrograde/);
  });
});

describe('<IndianChartView style="south" />', () => {
  it('keeps every sign in its square and marks the lagna’s (Leo) with its diagonal', () => {
    const html = renderToStaticMarkup(<IndianChartView chart={sampleBirth()} style="south" />);
    expect(html).toContain('>South Indian kundli, lagna in Leo</title>');
    expect(html).toContain('>Rashi</text>');
    expect(count(html, /class="indian-chart__house"/g)).toBe(12);
    const leo = group(html, 'data-sign', 5);
    expect(leo).toContain('data-lagna="true"');
    expect(leo).toContain('class="indian-chart__lagna-stroke"');
    expect(count(html, /data-lagna="true"/g)).toBe(1);
  });
});

describe('without a birth time', () => {
  const chart = sampleBirth({ birthTimeUnknown: true });

  it('draws the North Indian chart from the Moon’s sign and says so', () => {
    const html = renderToStaticMarkup(<IndianChartView chart={chart} style="north" />);
    expect(html).toContain('North Indian kundli from the Moon sign');
    expect(html).toContain('Chandra kundli: without a birth time there is no lagna');
    expect(html).not.toContain('data-lagna');
    expect(group(html, 'data-house', 1)).toContain('data-graha="moon"');
  });

  it('leaves the South Indian chart without a lagna mark', () => {
    const html = renderToStaticMarkup(<IndianChartView chart={chart} style="south" />);
    expect(html).toContain('South Indian kundli, without a lagna');
    expect(html).not.toContain('indian-chart__lagna');
  });
});
