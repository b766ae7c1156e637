import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { castChart } from '@core/astro/chart';
import type { Chart } from '@schema/birth-chart';
import { ChartLegend } from './chart-legend';
import { ChartWheel } from './chart-wheel';
import type { WheelChart } from './wheel-model';

// No DOM library in the unit config: render to markup on the server and read it.
const cast = castChart({
  utc: new Date('1990-05-17T12:30:00Z'),
  latitude: 44.8176,
  longitude: 20.4633,
  houseSystem: 'placidus',
});
const chart: WheelChart = {
  planets: cast.planets as Chart['planets'],
  ascendant: cast.ascendant,
  midheaven: cast.midheaven,
  houses: cast.houses,
  aspects: cast.aspects,
};

const count = (html: string, needle: RegExp) => (html.match(needle) ?? []).length;

describe('<ChartWheel />', () => {
  const html = renderToStaticMarkup(<ChartWheel chart={chart} />);

  it('is one image named "Chart wheel…" with a viewBox and no fixed size', () => {
    expect(html.startsWith('<svg')).toBe(true);
    expect(html).toMatch(/^<svg[^>]*role="img"/);
    expect(html).toMatch(/^<svg[^>]*aria-label="Chart wheel: Sun in Taurus \d+°\d\d′/);
    expect(html).toMatch(/^<svg[^>]*viewBox="-336 -336 672 672"/);
    expect(html).not.toMatch(/^<svg[^>]*\swidth=/);
  });

  it('draws twelve signs, twelve numbered cusps with titles, the four angles and every aspect', () => {
    expect(count(html, /class="chart-wheel__sign chart-wheel__sign--/g)).toBe(12);
    expect(count(html, /class="chart-wheel__house"/g)).toBe(12);
    expect(html).toContain('<title>House 1, Self &amp; Identity: cusp ');
    expect(html).toContain('<title>House 12, Spirituality: cusp ');
    for (const label of ['AC', 'DC', 'MC', 'IC']) expect(html).toContain(`>${label}</text>`);
    expect(count(html, /class="chart-wheel__aspect"/g)).toBe(chart.aspects.length);
    expect(count(html, /class="chart-wheel__body"/g)).toBe(13);
  });

  it('asks for text glyphs, never emoji', () => {
    expect(html).toContain('♈\uFE0E');
    expect(html).toContain('♀\uFE0E');
  });

  it('leaves out houses and angles without a birth time', () => {
    const noTime = renderToStaticMarkup(
      <ChartWheel chart={{ ...chart, ascendant: null, midheaven: null, houses: null, aspects: [] }} />,
    );
    expect(count(noTime, /class="chart-wheel__house"/g)).toBe(0);
    expect(noTime).not.toContain('>AC</text>');
    expect(noTime).toMatch(/aria-label="Chart wheel: [^"]*birth time unknown/);
  });
});

describe('<ChartLegend />', () => {
  it('lists the ten planets, the two nodes and Lilith with their glyphs', () => {
    const html = renderToStaticMarkup(<ChartLegend />);
    for (const name of [
      'Sun',
      'Moon',
      'Mercury',
      'Venus',
      'Mars',
      'Jupiter',
      'Saturn',
      'Uranus',
      'Neptune',
      'Pluto',
      'North Node',
      'South Node',
      'Lilith',
    ]) {
      expect(html).toContain(`</span>${name}</li>`);
    }
    expect(html).toContain('☊\uFE0E');
    expect(html).toContain('⚸\uFE0E');
    expect(html).toContain('Square (90°)');
  });
});

describe('<ChartWheel highlight />', () => {
  it('changes nothing without the prop', () => {
    const plain = renderToStaticMarkup(<ChartWheel chart={chart} textScale={1} />);
    expect(plain).not.toContain('data-highlighted');
    expect(plain).not.toContain('chart-wheel--highlighting');
  });

  it('marks the chosen bodies, angles and houses, and only those', () => {
    const html = renderToStaticMarkup(
      <ChartWheel chart={chart} textScale={1} highlight={{ points: ['venus', 'ascendant'], houses: [7] }} />,
    );
    expect(html).toMatch(/data-body="venus" data-highlighted="true"/);
    expect(count(html, /<g[^>]*class="chart-wheel__body[^"]*"[^>]*data-highlighted="true"/g)).toBe(1);
    expect(html).toMatch(/data-axis="AC" data-highlighted="true"/);
    expect(html).toMatch(/data-house="7" data-highlighted="true"/);
    expect(count(html, /class="chart-wheel__house-sector"/g)).toBe(1);
    expect(html).toContain('chart-wheel--highlighting');
  });
});
