import type { GemType } from '@core/game/gems';
import { type ReactNode, useId } from 'react';

/**
 * The twelve Astro Gems drawn by hand, one stone per sign, each in its own colour and its own
 * cut: a cushion ruby, a step-cut emerald, an oval sapphire, a round moonstone cabochon, a
 * heart sunstone, a pear peridot, an oval opal cabochon, a trillion topaz, a turquoise pebble,
 * a round garnet, an amethyst crystal point and a long octagonal aquamarine. The faceted stones
 * share one shading rule (light from the upper left), and every stone has a rim in a darker
 * shade of its own colour, so the pale ones hold on a white card and the dark ones on a black.
 */

type Pt = readonly [number, number];
/** A sparkle: centre and arm length. */
type Glint = readonly [number, number, number];
/** A facet's points and tone: white at that opacity when positive, the stone's rim shade when negative. */
type Facet = readonly [points: string, tone: number];

interface Spec {
  /** Light, body, shadow and rim colours. */
  pal: readonly [string, string, string, string];
  /** The silhouette in the 64-unit box. */
  d: string;
  /** A cabochon: a domed body lit from one point instead of a faceted one. */
  dome?: boolean;
  facets?: readonly Facet[];
  /** Detail drawn over the facets, inside the stone; `id` prefixes any id it defines. */
  art?: (id: (name: string) => string) => ReactNode;
  glints?: readonly Glint[];
}

const r1 = (n: number) => Math.round(n * 10) / 10;
const pts = (p: readonly Pt[]) => p.map(([x, y]) => `${r1(x)},${r1(y)}`).join(' ');
const path = (p: readonly Pt[]) => `M${pts(p)}Z`;
const ellipse = (rx: number, ry: number) =>
  `M32 ${32 - ry}a${rx} ${ry} 0 1 1 0 ${2 * ry}a${rx} ${ry} 0 1 1 0 ${-2 * ry}Z`;
/** A rectangle with its corners cut by `c`. */
const octagon = (x1: number, y1: number, x2: number, y2: number, c: number): Pt[] => [
  [x1 + c, y1],
  [x2 - c, y1],
  [x2, y1 + c],
  [x2, y2 - c],
  [x2 - c, y2],
  [x1 + c, y2],
  [x1, y2 - c],
  [x1, y1 + c],
];
/** A regular polygon round the centre, stretched to rx × ry, with a flat top edge. */
const ring = (rx: number, ry: number, n: number): Pt[] =>
  Array.from({ length: n }, (_, i) => {
    const a = ((i + 0.5) / n) * 2 * Math.PI - Math.PI / 2;
    return [32 + rx * Math.cos(a), 32 + ry * Math.sin(a)];
  });
const sparkle = ([x, y, r]: Glint) =>
  `M${x} ${y - r}Q${x} ${y} ${x + r} ${y}Q${x} ${y} ${x} ${y + r}Q${x} ${y} ${x - r} ${y}Q${x} ${y} ${x} ${y - r}Z`;

/** The direction the light comes from: up and to the left. */
const LIGHT = Math.atan2(-0.8, -0.6);

/**
 * A brilliant's crown round its table: one sector per table edge running out past the girdle
 * (the outline clips it), shaded by the way it faces and alternated for sparkle, with a lighter
 * star facet on each edge reaching `star` times the edge's distance from the table's centre.
 */
function crown(table: readonly Pt[], star: number): Facet[] {
  const n = table.length;
  const ox = table.reduce((s, p) => s + p[0], 0) / n;
  const oy = table.reduce((s, p) => s + p[1], 0) / n;
  const out = ([x, y]: Pt, k: number): Pt => [ox + (x - ox) * k, oy + (y - oy) * k];
  const facets: Facet[] = [];
  table.forEach((a, i) => {
    const b = table[(i + 1) % n]!;
    const m: Pt = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
    const lit = 0.3 * Math.cos(Math.atan2(m[1] - oy, m[0] - ox) - LIGHT);
    facets.push([pts([a, b, out(b, 6), out(a, 6)]), lit + (i % 2 ? 0.08 : -0.08)]);
    facets.push([pts([a, b, out(m, star)]), lit * 0.6 + 0.14]);
  });
  facets.push([pts(table), 0.14]);
  return facets;
}

/** The polished highlight of a domed stone. */
function Shine({ x, y, o = 0.85 }: { x: number; y: number; o?: number }) {
  return (
    <g fill="#fff" opacity={o}>
      <ellipse cx={x} cy={y} rx={7} ry={3.2} transform={`rotate(-35 ${x} ${y})`} />
      <circle cx={x + 7} cy={y - 3} r={1.2} />
    </g>
  );
}

const lines = (d: string, w: number, color: string, o: number) => (
  <path d={d} fill="none" stroke={color} strokeWidth={w} strokeLinecap="round" strokeLinejoin="round" opacity={o} />
);

/** The opal's play of colour: a patchwork of flashes, softened. */
const OPAL_FIRE: readonly (readonly [string, string])[] = [
  ['12,30 20,24 25,29 21,36 14,37', '#ff6fb0'],
  ['20,24 29,19 33,25 25,29', '#2fdc97'],
  ['33,25 41,22 44,30 36,33 29,31', '#4f8cff'],
  ['41,22 49,21 53,27 44,30', '#ffab36'],
  ['21,36 25,29 29,31 31,39 24,43', '#a46bff'],
  ['36,33 44,30 50,36 45,43 38,41', '#2fd3e6'],
  ['31,39 38,41 36,47 29,46', '#b5ec3f'],
  ['44,30 53,27 55,34 50,36', '#ff6fb0'],
  ['14,37 21,36 24,43 18,44', '#4f8cff'],
  ['29,31 36,33 38,41 31,39', '#ff8a5c'],
];

const SPANGLES: readonly Glint[] = [
  [20, 20, 1.4],
  [41, 17, 1.2],
  [29, 27, 1.5],
  [46, 28, 1.3],
  [17, 31, 1.1],
  [37, 34, 1.6],
  [26, 40, 1.2],
  [44, 38, 1],
  [33, 47, 1.1],
  [25, 16, 0.8],
  [50, 22, 0.8],
  [31, 36, 0.9],
  [39, 44, 0.8],
  [13, 24, 0.8],
];

const GEMS: Record<GemType, Spec> = {
  aries: {
    pal: ['#ff6f8e', '#d5123f', '#7c0724', '#560416'],
    d: 'M20 9Q32 7 44 9Q55 9 55 20Q57 32 55 44Q55 55 44 55Q32 57 20 55Q9 55 9 44Q7 32 9 20Q9 9 20 9Z',
    facets: crown(octagon(20, 20, 44, 44, 4), 1.45),
    glints: [
      [22, 19, 4.5],
      [43, 43, 2],
    ],
  },
  taurus: {
    pal: ['#6fe3a8', '#13a05d', '#06552f', '#033d21'],
    d: path(octagon(7, 14, 57, 50, 6)),
    facets: [
      ['0,7 64,7 47,24 17,24', 0.3],
      ['0,57 0,7 17,24 17,40', 0.1],
      ['64,7 64,57 47,40 47,24', -0.3],
      ['64,57 0,57 17,40 47,40', -0.45],
      [pts(octagon(17, 24, 47, 40, 3)), 0.1],
    ],
    art: () =>
      lines(
        [octagon(12, 19, 52, 45, 4.5), octagon(17, 24, 47, 40, 3), octagon(22, 28, 42, 36, 2)].map(path).join(''),
        0.6,
        '#fff',
        0.45,
      ),
    glints: [[15, 19, 3.5]],
  },
  gemini: {
    pal: ['#7fb0ff', '#2353d6', '#0d2277', '#081650'],
    d: ellipse(19, 25),
    facets: crown(ring(9, 12.5, 8), 1.6),
    glints: [
      [24, 17, 4.5],
      [40, 46, 2],
    ],
  },
  cancer: {
    pal: ['#ffffff', '#e6ecf5', '#b4c2d8', '#7c8daa'],
    d: ellipse(22, 22),
    dome: true,
    art: (id) => (
      <>
        <radialGradient id={id('s')}>
          <stop offset="0" stopColor="#5b9dff" stopOpacity="0.8" />
          <stop offset="1" stopColor="#5b9dff" stopOpacity="0" />
        </radialGradient>
        <ellipse cx={35} cy={29} rx={18} ry={11} transform="rotate(-20 35 29)" fill={`url(#${id('s')})`} />
        <Shine x={24} y={20} />
      </>
    ),
  },
  leo: {
    pal: ['#ffc27a', '#f07a22', '#a83e0e', '#7a2a08'],
    d: 'M32 56C24 50 8 40 8 24C8 15 14 9 21 9C26 9 30 12 32 16C34 12 38 9 43 9C50 9 56 15 56 24C56 40 40 50 32 56Z',
    facets: crown(
      [
        [27, 22],
        [37, 22],
        [42, 28],
        [40, 35],
        [32, 42],
        [24, 35],
        [22, 28],
      ],
      1.4,
    ),
    art: () =>
      SPANGLES.map(([x, y, r]) => (
        <polygon
          key={`${x},${y}`}
          points={pts([
            [x, y - r],
            [x + r, y],
            [x, y + r],
            [x - r, y],
          ])}
          fill="#fff4c2"
          opacity={0.95}
        />
      )),
    glints: [
      [19, 19, 3.5],
      [38, 34, 2.5],
    ],
  },
  virgo: {
    pal: ['#e2f77a', '#a3cc1f', '#5a7a0a', '#3f5606'],
    d: 'M32 6C38 16 50 28 50 39A18 18 0 0 1 14 39C14 28 26 16 32 6Z',
    facets: crown(
      [
        [32, 24],
        [37, 29],
        [40, 36],
        [38, 43],
        [32, 46],
        [26, 43],
        [24, 36],
        [27, 29],
      ],
      1.45,
    ),
    glints: [[26, 26, 3.5]],
  },
  libra: {
    pal: ['#ffffff', '#eef0f7', '#bcc4d6', '#8a92aa'],
    d: ellipse(25, 18),
    dome: true,
    art: (id) => (
      <>
        <filter id={id('f')}>
          <feGaussianBlur stdDeviation="0.9" />
        </filter>
        <g filter={`url(#${id('f')})`} opacity={0.6}>
          {OPAL_FIRE.map(([p, c]) => (
            <polygon key={p} points={p} fill={c} />
          ))}
        </g>
        <Shine x={21} y={22} />
      </>
    ),
  },
  scorpio: {
    pal: ['#ffe28c', '#f5a623', '#b0650a', '#7a4604'],
    d: 'M29.5 10Q32 6 34.5 10L56 48Q58 52 54 52H10Q6 52 8 48Z',
    facets: crown(
      [
        [29.9, 28.9],
        [34.1, 28.9],
        [40.4, 39.8],
        [38.3, 43.4],
        [25.7, 43.4],
        [23.6, 39.8],
      ],
      1.7,
    ),
    glints: [
      [27, 24, 3.5],
      [44, 46, 1.8],
    ],
  },
  sagittarius: {
    pal: ['#a6efe8', '#3fc1c6', '#1d8b95', '#136670'],
    d: 'M20 12C28 6 44 8 51 16C58 24 57 38 51 46C44 55 28 57 19 51C10 45 7 33 10 24C12 18 16 15 20 12Z',
    dome: true,
    art: () => (
      <>
        {lines(
          'M8 31Q18 26 26 31T40 28Q47 25 57 30M26 31Q25 40 31 47Q39 44 48 51M40 28Q43 20 38 9',
          1.2,
          '#3a2c1e',
          0.75,
        )}
        {lines('M19 45Q22 40 26 42M47 35Q50 41 55 40M34 19Q28 17 25 12M31 47L29 56', 0.7, '#3a2c1e', 0.6)}
        <Shine x={22} y={20} o={0.6} />
      </>
    ),
  },
  capricorn: {
    pal: ['#d2475f', '#8a1430', '#4a0817', '#320410'],
    d: ellipse(24, 24),
    facets: crown(ring(11.5, 11.5, 8), 1.7),
    glints: [
      [22, 19, 4.5],
      [42, 44, 2],
    ],
  },
  aquarius: {
    pal: ['#d2aaff', '#9057dc', '#52228f', '#3a1668'],
    d: 'M32 5L47 20V52L38 56H26L17 52V20Z',
    facets: [
      ['17,20 26,23 26,56 17,52', 0.18],
      ['26,23 38,23 38,56 26,56', 0.04],
      ['38,23 47,20 47,52 38,56', -0.35],
      ['32,5 17,20 26,23', 0.42],
      ['32,5 26,23 38,23', 0.22],
      ['32,5 38,23 47,20', -0.1],
      ['28.6,27 30.4,27 29.4,50', 0.3],
      ['19,24 20.4,24.5 20.4,49 19,48', 0.3],
    ],
    glints: [[27, 13, 3]],
  },
  pisces: {
    pal: ['#eafcff', '#9edcf0', '#4fa3c4', '#2f7d9e'],
    d: path(octagon(18, 5, 46, 59, 7)),
    facets: crown(octagon(25, 16, 39, 48, 3.5), 1.45),
    glints: [
      [25, 13, 3.5],
      [40, 52, 1.8],
    ],
  },
};

/** One Astro Gem as an inline drawing; its ids are unique to this instance. */
export function GemArt({ gem, size = 72, className }: { gem: GemType; size?: number; className?: string }) {
  const uid = useId().replace(/[^\w-]/g, '');
  const id = (name: string) => `gem${uid}${name}`;
  const { pal, d, dome, facets, art, glints } = GEMS[gem];
  const rim = pal[3];
  const stops = pal.slice(0, 3).map((c, i) => <stop key={c} offset={i / 2} stopColor={c} />);
  return (
    <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false" className={className}>
      <defs>
        {dome ? (
          <radialGradient id={id('b')} cx="0.38" cy="0.32" r="0.75">
            {stops}
          </radialGradient>
        ) : (
          <linearGradient id={id('b')} x1="0" y1="0" x2="1" y2="1">
            {stops}
          </linearGradient>
        )}
        <clipPath id={id('c')}>
          <path d={d} />
        </clipPath>
      </defs>
      <path d={d} fill={`url(#${id('b')})`} />
      <g clipPath={`url(#${id('c')})`}>
        {facets?.map(([p, t]) => (
          <polygon key={p} points={p} fill={t > 0 ? '#fff' : rim} opacity={Math.abs(t)} />
        ))}
        {art?.(id)}
        <path d={d} fill="none" stroke="#fff" strokeOpacity={0.3} strokeWidth={3} />
      </g>
      <path d={d} fill="none" stroke={rim} strokeWidth={1.25} strokeLinejoin="round" />
      {glints?.map((g) => (
        <path key={`${g[0]},${g[1]}`} d={sparkle(g)} fill="#fff" />
      ))}
    </svg>
  );
}
