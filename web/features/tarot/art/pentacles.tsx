import type { Rank } from '@core/tarot/deck';
import type { ReactNode } from 'react';
import { Circle, Place, Shape, TINT, Tube } from './canvas';
import { CARVINGS, Enthroned, Knight, Page } from './court';
import { Dog } from './creatures';
import { BullHead, Falcon, Grapes, Rabbit, Staff } from './details';
import { Pentacle } from './emblems';
import { ARMS, Figure, kneeling, seated, side, sitting, standing, walking } from './figure';
import { fmt, type Point, star } from './geometry';
import { Pips, row } from './pips';
import { Castle, Flower, Ground, HandFromCloud, Hill, House, Mountains, Ship, Tower, Tree, Wall } from './primitives';

/**
 * The suit of pentacles (earth): fourteen scenes in card units (the whole inner frame, y 9 to
 * 331), each with its pentacles in number, as docs/tarot/imagery-brief.md describes them.
 */

/** A rounded bush, its base on y, w wide; what grows on it is drawn by the card. */
function Bush({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  const half = w / 2;
  return (
    <Shape
      d={`M${x - half} ${y}C${x - half - 8} ${y - h * 0.6} ${x - half / 2} ${y - h} ${x} ${y - h}C${x + half / 2} ${y - h} ${x + half + 8} ${y - h * 0.6} ${x + half} ${y}Z`}
      tone="tint"
    />
  );
}

/** An arch of roses over a garden path, its feet on y. */
function RoseArch({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  const half = w / 2;
  const roses: string[] = [];
  for (let i = 0; i <= 10; i++) {
    const a = Math.PI * (i / 10);
    roses.push(star(x - half * Math.cos(a), y - h + 20 - (h - 20) * Math.sin(a) * 0.5 - 10 * Math.sin(a), 3.5, 5, 0.5));
  }
  return (
    <>
      <path
        d={`M${x - half} ${y}V${y - h + 20}Q${x - half} ${y - h - 20} ${x} ${y - h - 20}Q${x + half} ${y - h - 20} ${x + half} ${y - h + 20}V${y}`}
        stroke={TINT}
        strokeWidth={12}
      />
      <path
        d={`M${x - half} ${y}V${y - h + 20}Q${x - half} ${y - h - 20} ${x} ${y - h - 20}Q${x + half} ${y - h - 20} ${x + half} ${y - h + 20}V${y}`}
      />
      <Shape d={roses.join('')} tone="gold" width={1.5} />
    </>
  );
}

function Ace() {
  return (
    <>
      <Mountains
        y={262}
        peaks={[
          [90, 40],
          [130, 30],
        ]}
      />
      <Ground y={262} wash />
      <path d="M84 331C96 300 104 280 102 262M136 331C120 300 114 280 110 262" />
      <RoseArch x={106} y={318} w={120} h={110} />
      <Flower x={30} y={300} r={5} stem={16} />
      <Flower x={180} y={296} r={5} stem={20} />
      <HandFromCloud x={120} y={150} s={1.6} flip>
        <Pentacle x={4} y={-14} s={1.7} />
      </HandFromCloud>
    </>
  );
}

/** A ribbon looped as an infinity sign through two points. */
function Lemniscate({ a, b }: { a: Point; b: Point }) {
  const [cx, cy] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const w = Math.hypot(b[0] - a[0], b[1] - a[1]) / 2 + 16;
  const h = 22;
  const turn = (Math.atan2(b[1] - a[1], b[0] - a[0]) * 180) / Math.PI;
  return (
    <Place x={cx} y={cy} turn={turn}>
      <Tube
        d={`M0 0C${fmt(w * 0.5)} ${-h} ${fmt(w)} ${-h} ${fmt(w)} 0S${fmt(w * 0.5)} ${h} 0 0S${fmt(-w)} ${-h} ${fmt(-w)} 0S${fmt(-w * 0.5)} ${h} 0 0`}
        width={4}
        tone="tint"
        flat
      />
    </Place>
  );
}

function Two() {
  return (
    <>
      <path d="M0 120Q30 80 60 120T120 120T200 110V200H0Z" fill={TINT} stroke="none" />
      <path d="M0 120Q30 80 60 120T120 120T200 110" />
      <Place x={40} y={104} turn={-20}>
        <Ship x={0} y={0} s={1} />
      </Place>
      <Place x={150} y={110} turn={14}>
        <Ship x={0} y={0} s={0.8} />
      </Place>
      <Ground y={304} />
      <Figure
        x={100}
        y={304}
        s={1.35}
        pose={{
          ...standing(
            [
              [22, -72],
              [34, -84],
            ],
            [
              [-22, -62],
              [-34, -54],
            ],
          ),
          legs: [
            [
              [-8, -25],
              [-8, 0],
            ],
            [
              [10, -30],
              [16, -10],
            ],
          ],
        }}
        dress={0.5}
        gear={['cap']}
      />
      <Lemniscate a={[146, 188]} b={[54, 230]} />
      <Pentacle x={146} y={188} s={1.3} />
      <Pentacle x={54} y={230} s={1.3} />
    </>
  );
}

function Three() {
  return (
    <>
      <path d="M0 9H200V331H0Z" fill={TINT} stroke="none" />
      <Shape d="M14 331V120Q14 40 100 30Q186 40 186 120V331H160V124Q160 64 100 58Q40 64 40 124V331Z" tone="paper" />
      <Pips
        suit="pentacles"
        at={[
          [76, 96],
          [124, 96],
          [100, 130],
        ]}
        s={1.2}
      />
      <Shape d="M44 262h50v8h-50zM50 270v40M88 270v40" tone="paper" />
      <Figure
        x={68}
        y={262}
        s={0.95}
        flip
        pose={walking(
          [
            [10, -92],
            [18, -104],
          ],
          [
            [8, -64],
            [16, -70],
          ],
          0.3,
        )}
        dress={0.45}
        gear={['cap']}
        hold={<Shape d="M18-104l-8-10M22-108l-6 6" width={2.5} />}
      />
      <Figure x={126} y={318} s={1.05} pose={standing(ARMS.chest, side(ARMS.hold))} gear={['cowl']} />
      <Figure x={164} y={318} s={1.1} pose={standing(ARMS.chest, side(ARMS.hold))} gear={['cap']} />
      <Shape d="M130 226l26-6 4 22-26 6z" tone="paper" />
      <path d="M136 232l14-3M137 238l14-3" strokeWidth={1.5} />
    </>
  );
}

function Four() {
  return (
    <>
      <House x={30} y={200} s={1.4} />
      <Tower x={62} y={200} w={16} h={50} windows={1} />
      <Tower x={142} y={200} w={16} h={56} windows={1} />
      <House x={172} y={200} s={1.4} />
      <Ground y={200} />
      <Shape d="M62 296h76v10h-76z" tone="paper" />
      <Figure
        x={100}
        y={300}
        s={1.5}
        pose={seated(
          [
            [18, -58],
            [11, -66],
          ],
          [
            [-18, -58],
            [-11, -66],
          ],
        )}
        gear={['crown']}
        hold={<Pentacle x={0} y={-48} s={1.05} />}
      />
      <Pentacle x={100} y={148} s={1.1} />
      <Pentacle x={82} y={314} s={1} />
      <Pentacle x={118} y={314} s={1} />
    </>
  );
}

/** Snowflakes: small six-armed stars. */
function Snow({ at }: { at: readonly Point[] }) {
  return (
    <path
      d={at.map(([x, y]) => `M${x - 3} ${y}h6M${x - 1.5} ${y - 2.6}l3 5.2M${x + 1.5} ${y - 2.6}l-3 5.2`).join('')}
      strokeWidth={1.5}
    />
  );
}

function Five() {
  const walker = walking(
    [
      [10, -62],
      [16, -50],
    ],
    [
      [-2, -62],
      [6, -52],
    ],
    0.8,
  );
  return (
    <>
      <Wall x0={90} x1={200} y={20} base={210} />
      <Shape d="M112 190V80Q112 44 150 40Q188 44 188 80V190Z" tone="gold" />
      <Shape d="M118 184V82Q118 52 150 48Q182 52 182 82V184Z" tone="paper" />
      <Pips
        suit="pentacles"
        at={[
          [136, 80],
          [164, 80],
          [150, 114],
          [136, 148],
          [164, 148],
        ]}
        s={0.95}
      />
      <Snow
        at={[
          [30, 40],
          [60, 70],
          [20, 110],
          [70, 130],
          [40, 170],
          [100, 230],
          [170, 236],
          [24, 250],
        ]}
      />
      <Ground y={300} />
      <Figure
        x={70}
        y={306}
        s={1.15}
        flip
        pose={{ ...walker, head: [6, -84] }}
        dress={0.45}
        gear={['bandage']}
        back={<Staff d="M22-60L30 2M-8-60L-12 2" />}
      />
      <Figure x={136} y={306} s={1.2} flip pose={walker} tone="shade" gear={['cowl']} />
    </>
  );
}

function Six() {
  return (
    <>
      <Pips suit="pentacles" at={[...row(3, 56, 144, 44), ...row(2, 78, 122, 78), ...row(1, 100, 100, 110)]} s={1.15} />
      <Ground y={304} />
      <Figure
        x={100}
        y={304}
        s={1.4}
        pose={standing(
          [
            [18, -62],
            [28, -56],
          ],
          [
            [-18, -68],
            [-22, -84],
          ],
        )}
        gear={['cap']}
        hold={
          <>
            <path d="M-22-84v6M-38-78h32" />
            <Shape
              d="M-45-66h14q-7 7-14 0zM-13-66h14q-7 7-14 0zM-38-78l-7 12M-38-78l7 12M-6-78l-7 12M-6-78l7 12"
              tone="gold"
            />
            <Shape d="M30-48a1.5 1.5 0 1 0 .1 0M32-38a1.5 1.5 0 1 0 .1 0" tone="gold" />
          </>
        }
      />
      <Figure
        x={150}
        y={312}
        s={1}
        flip
        pose={kneeling(
          [
            [14, -44],
            [20, -56],
          ],
          [
            [10, -42],
            [16, -54],
          ],
        )}
        tone="shade"
      />
      <Figure
        x={48}
        y={312}
        s={1}
        pose={kneeling(
          [
            [12, -40],
            [18, -48],
          ],
          side(ARMS.down),
        )}
        tone="shade"
        gear={['bandage']}
      />
    </>
  );
}

function Seven() {
  return (
    <>
      <Ground y={302} />
      <Bush x={66} y={302} w={100} h={150} />
      <Pips
        suit="pentacles"
        at={[
          [44, 190],
          [84, 180],
          [60, 218],
          [98, 222],
          [36, 250],
          [76, 258],
          [100, 280],
        ]}
        s={1.05}
      />
      <Figure
        x={150}
        y={306}
        s={1.3}
        flip
        pose={{
          ...walking(
            [
              [10, -64],
              [14, -74],
            ],
            [
              [4, -62],
              [12, -72],
            ],
            0.3,
          ),
          head: [4, -86],
        }}
        dress={0.5}
        hold={
          <>
            <Staff d="M13-76L26 0" />
            <Shape d="M22-2l14 2-2 6-14-4z" tone="tint" />
          </>
        }
      />
    </>
  );
}

function Eight() {
  return (
    <>
      <Hill x={40} y={130} w={100} h={30} />
      <House x={36} y={116} s={0.9} />
      <Ground y={302} />
      <path d="M164 30V302" strokeWidth={2.5} />
      <Pips suit="pentacles" at={row(7, 164, 164, 44, 252)} s={1.05} />
      <Shape d="M84 260h52v8h-52zM90 268v34M130 268v34" tone="paper" />
      <Pentacle x={114} y={248} s={0.9} />
      <Figure
        x={60}
        y={302}
        s={1.2}
        pose={sitting(
          [
            [14, -76],
            [24, -84],
          ],
          [
            [12, -54],
            [36, -46],
          ],
        )}
        dress={0.5}
        gear={['cap']}
        hold={<Shape d="M24-84l2-12M20-98h12" width={2.5} />}
      />
    </>
  );
}

function Nine() {
  const flowers = [
    [-6, -40],
    [6, -30],
    [-4, -16],
    [8, -8],
    [-8, 2],
  ].map(([x, y]) => star(x as number, y as number, 3, 5, 0.5));
  return (
    <>
      <Castle x={160} y={150} s={0.8} />
      <Hill x={150} y={170} w={120} h={26} />
      <Ground y={304} />
      <Bush x={36} y={306} w={56} h={170} />
      <Bush x={166} y={306} w={48} h={110} />
      <Grapes x={30} y={150} />
      <Grapes x={170} y={210} />
      <Pips
        suit="pentacles"
        at={[...row(3, 22, 50, 184, 194), ...row(3, 22, 50, 226, 236), ...row(3, 154, 178, 260, 250)]}
        s={0.95}
      />
      <Figure
        x={100}
        y={306}
        s={1.4}
        pose={standing(side(ARMS.down), [
          [-18, -70],
          [-20, -84],
        ])}
        hold={
          <>
            <Shape d={flowers.join('')} tone="gold" width={1.5} />
            <Falcon x={-18} y={-87} s={0.8} />
          </>
        }
      />
    </>
  );
}

/** The ten sephiroth of the Tree of Life, where the Ten of Pentacles lays its pentacles. */
const TREE_OF_LIFE: readonly Point[] = [
  [100, 34],
  [60, 62],
  [140, 62],
  [60, 118],
  [140, 118],
  [100, 140],
  [60, 176],
  [140, 176],
  [100, 208],
  [100, 262],
];

function Ten() {
  return (
    <>
      <Castle x={124} y={196} s={0.9} />
      <Ground y={304} />
      <Figure x={128} y={300} s={0.95} pose={standing(ARMS.chest)} gear={['veil']} />
      <Figure x={150} y={300} s={1} pose={standing(ARMS.down, side(ARMS.chest))} />
      <Figure x={110} y={304} s={0.55} pose={standing(ARMS.out)} dress={0.5} />
      <Shape d="M9 331V20H36V331ZM9 20h90v20H36" tone="tint" />
      <Figure
        x={42}
        y={316}
        s={1.2}
        pose={sitting(
          [
            [14, -54],
            [22, -50],
          ],
          [
            [8, -58],
            [16, -52],
          ],
        )}
        tone="tint"
        gear={['hood']}
      />
      <Dog x={70} y={324} s={0.9} />
      <Dog x={100} y={326} s={0.8} flip />
      <Pips suit="pentacles" at={TREE_OF_LIFE} s={0.95} />
    </>
  );
}

function PageCard() {
  return (
    <>
      <Mountains
        y={230}
        peaks={[
          [40, 40],
          [150, 50],
        ]}
      />
      <Ground y={230} wash />
      <Tree x={30} y={236} s={0.8} />
      <Tree x={176} y={240} s={0.7} />
      <path d="M20 280q20-4 40 0M130 300q20-4 40 0M40 318q20-4 40 0" strokeWidth={1.5} />
      <Page
        pose={standing(
          [
            [20, -74],
            [22, -92],
          ],
          [
            [-14, -70],
            [10, -90],
          ],
        )}
        hold={<Pentacle x={20} y={-100} s={0.85} />}
      />
    </>
  );
}

function KnightCard() {
  return (
    <>
      <Mountains
        y={200}
        peaks={[
          [60, 26],
          [160, 34],
        ]}
      />
      <path d="M0 200H200V250H0Z" fill={TINT} stroke="none" />
      <path
        d="M0 200H200M0 212C60 208 140 208 200 214M0 226C60 222 140 222 200 228M0 240C60 236 140 236 200 242"
        strokeWidth={1.5}
      />
      <Ground y={300} />
      <Knight
        gait="stand"
        front={[
          [12, -58],
          [24, -66],
        ]}
        hold={<Pentacle x={26} y={-74} s={0.8} />}
      />
    </>
  );
}

function QueenCard() {
  return (
    <>
      <RoseArch x={100} y={200} w={172} h={126} />
      <Enthroned
        right={[
          [16, -56],
          [4, -50],
        ]}
        left={[
          [-16, -56],
          [-4, -50],
        ]}
        decor={CARVINGS.corners.map(([x, y]) => <Flower key={x} x={x} y={y} r={6} />)}
        hold={<Pentacle x={0} y={-50} s={0.85} />}
      />
      <Rabbit x={164} y={328} s={1.2} />
    </>
  );
}

function KingCard() {
  return (
    <>
      <Castle x={34} y={120} s={0.9} />
      <Grapes x={170} y={60} s={1.2} />
      <Grapes x={20} y={190} s={1.1} />
      <Grapes x={182} y={200} s={1.1} />
      <Enthroned
        right={ARMS.hold}
        left={[
          [-16, -54],
          [-12, -48],
        ]}
        decor={[...CARVINGS.corners, ...CARVINGS.arms].map(([x, y]) => <BullHead key={x * y} x={x} y={y} s={1.2} />)}
        hold={
          <>
            <Shape d="M22-52V-84" width={2.4} />
            <Circle cx={22} cy={-87} r={3.5} tone="gold" />
            <Pentacle x={-12} y={-42} s={0.8} />
          </>
        }
      />
    </>
  );
}

export const PENTACLES: Record<Rank, () => ReactNode> = {
  ace: Ace,
  '2': Two,
  '3': Three,
  '4': Four,
  '5': Five,
  '6': Six,
  '7': Seven,
  '8': Eight,
  '9': Nine,
  '10': Ten,
  page: PageCard,
  knight: KnightCard,
  queen: QueenCard,
  king: KingCard,
};
