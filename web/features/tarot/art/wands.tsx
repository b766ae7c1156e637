import type { Rank } from '@core/tarot/deck';
import type { ReactNode } from 'react';
import { Circle, GOLD, Shape } from './canvas';
import { CARVINGS, Enthroned, Knight, Page } from './court';
import { Bouquet, Cat, LionHead, Pyramids, Salamander, Swag } from './details';
import { Wand } from './emblems';
import { ARMS, Figure, type Pose, side, standing, turned, walking } from './figure';
import { circle } from './geometry';
import { Pips, row } from './pips';
import { Castle, Flower, Ground, HandFromCloud, Hill, House, Mountains, Ship, Tree, Wall, Water } from './primitives';

/**
 * The suit of wands (fire): fourteen scenes in card units (the whole inner frame, y 9 to 331),
 * each with its wands in number, as docs/tarot/imagery-brief.md describes them.
 */

/** Battlements along the top of a wall at y, from x0 to x1. */
function Merlons({ x0, x1, y }: { x0: number; x1: number; y: number }) {
  let d = '';
  for (let x = x0; x < x1; x += 20) d += `M${x} ${y}v-8h10v8`;
  return <Shape d={d} tone="tint" />;
}

/** Heads and shoulders of a crowd along y. */
function Crowd({ at, y }: { at: readonly number[]; y: number }) {
  return (
    <Shape
      d={at.map((x, i) => `M${x - 12} ${y + 20}q0-16 12-16t12 16z${circle(x, y - 4 - (i % 2) * 3, 6)}`).join('')}
      tone="tint"
    />
  );
}

function Ace() {
  return (
    <>
      <Hill x={152} y={300} w={120} h={46} />
      <Castle x={154} y={266} s={0.8} />
      <Ground y={300} />
      <HandFromCloud x={84} y={178} s={1.9}>
        <Wand x={4} y={-10} s={0.96} turn={10} />
      </HandFromCloud>
      <Shape
        d="M150 120q6-2 7-8q-5 1-7 8zM40 250q6-2 7-8q-5 1-7 8zM160 190q6-2 7-8q-5 1-7 8z"
        tone="gold"
        width={1.5}
      />
    </>
  );
}

function Two() {
  return (
    <>
      <Mountains
        y={196}
        peaks={[
          [30, 22],
          [160, 30],
        ]}
      />
      <Water y={196} bottom={256} rows={2} />
      <Wand x={166} y={170} s={1.5} />
      <Figure
        x={100}
        y={308}
        s={1.35}
        pose={standing(
          [
            [18, -62],
            [20, -72],
          ],
          [
            [-18, -62],
            [-24, -72],
          ],
        )}
        hold={
          <>
            <Wand x={-24} y={-70} s={0.9} />
            <Circle cx={21} cy={-81} r={7} tone="gold" />
            <path d="M14-81h14M21-88q-5 7 0 14" />
          </>
        }
      />
      <Wall x0={0} x1={200} y={256} base={340} />
      <Merlons x0={4} x1={200} y={256} />
    </>
  );
}

function Three() {
  return (
    <>
      <Mountains
        y={200}
        peaks={[
          [40, 26],
          [120, 18],
          [180, 30],
        ]}
      />
      <Water y={200} bottom={300} rows={3} />
      <Ship x={52} y={236} s={0.9} />
      <Ship x={96} y={270} s={1.1} />
      <Ship x={150} y={226} s={0.7} />
      <Shape d="M0 331V300Q60 286 120 292T200 290V331Z" tone="tint" />
      <Wand x={32} y={206} s={1.6} />
      <Wand x={176} y={206} s={1.6} />
      <Figure
        x={112}
        y={312}
        s={1.25}
        pose={standing(ARMS.hold, side(ARMS.down))}
        gear={['cowl']}
        hold={<Wand x={22} y={-62} s={1} />}
      />
    </>
  );
}

function Four() {
  return (
    <>
      <Hill x={100} y={262} w={200} h={40} />
      <Castle x={100} y={238} s={1.1} />
      <Figure x={78} y={268} s={0.55} pose={standing(ARMS.up)} hold={<Bouquet x={18} y={-114} s={1.6} />} />
      <Figure x={122} y={268} s={0.55} pose={standing(ARMS.high)} hold={<Bouquet x={-30} y={-106} s={1.6} />} />
      <Ground y={300} />
      <Pips suit="wands" at={row(2, 26, 56, 210)} s={1.8} />
      <Pips suit="wands" at={row(2, 144, 174, 210)} s={1.8} />
      <Swag x0={26} x1={174} y={132} sag={18} />
      <Swag x0={56} x1={144} y={128} sag={10} />
    </>
  );
}

/** Five figures in a tangle, each waving one wand. */
function Five() {
  const brawlers: [number, number, number, Pose][] = [
    [30, 306, -30, standing(ARMS.high)],
    [68, 318, 25, standing(ARMS.up)],
    [104, 304, -15, standing(ARMS.high, side(ARMS.up))],
    [138, 318, 30, standing(ARMS.up, side(ARMS.high))],
    [172, 304, -25, standing(ARMS.high)],
  ];
  return (
    <>
      <Ground y={300} />
      {brawlers.map(([x, y, turn]) => (
        <Wand key={x} x={x} y={y - 150} s={1.3} turn={turn} />
      ))}
      {brawlers.map(([x, y, , pose]) => (
        <Figure key={x} x={x} y={y} s={0.95} pose={pose} dress={0.45} />
      ))}
    </>
  );
}

function Six() {
  return (
    <>
      <Pips suit="wands" at={row(5, 22, 178, 180).map(([x], i) => [x, 184 + (i % 2) * 14] as const)} s={1.5} />
      <Crowd at={[16, 40, 62, 138, 160, 184]} y={262} />
      <Knight
        gait="walk"
        gear={['wreath']}
        front={[
          [10, -64],
          [18, -76],
        ]}
        hold={
          <>
            <Wand x={18} y={-110} s={1} />
            <Shape d={circle(18, -160, 8)} stroke={GOLD} width={2.5} />
          </>
        }
      />
    </>
  );
}

function Seven() {
  return (
    <>
      <Shape d="M0 331V236Q50 222 110 240Q150 262 170 331Z" tone="tint" />
      <Pips
        suit="wands"
        at={[
          [130, 290],
          [150, 300],
          [170, 286],
          [188, 300],
          [142, 330],
          [176, 334],
        ]}
        s={1.2}
        turn={-12}
      />
      <Figure
        x={62}
        y={240}
        s={1.25}
        pose={standing(
          [
            [18, -64],
            [20, -80],
          ],
          [
            [-16, -60],
            [-6, -50],
          ],
        )}
        dress={0.5}
        hold={<Wand x={8} y={-64} s={0.95} turn={58} />}
      />
    </>
  );
}

function Eight() {
  return (
    <>
      <Hill x={150} y={300} w={140} h={50} />
      <House x={150} y={266} s={1.1} />
      <Water y={300} rows={1} />
      <Pips suit="wands" at={row(8, 62, 138, 84, 196)} s={1} turn={60} />
    </>
  );
}

function Nine() {
  return (
    <>
      <Ground y={300} />
      <Pips suit="wands" at={row(8, 22, 178, 186)} s={1.5} />
      <Figure
        x={86}
        y={306}
        s={1.35}
        pose={standing(
          [
            [18, -62],
            [22, -66],
          ],
          [
            [-14, -60],
            [-4, -62],
          ],
        )}
        gear={['bandage']}
        hold={<Wand x={22} y={-54} s={1.05} />}
      />
    </>
  );
}

function Ten() {
  const pose = turned(
    walking(
      [
        [14, -62],
        [20, -74],
      ],
      [
        [8, -60],
        [14, -76],
      ],
    ),
    22,
    [0, 0],
  );
  return (
    <>
      <Hill x={168} y={250} w={90} h={40} />
      <House x={160} y={228} s={1} />
      <House x={182} y={236} s={0.8} />
      <Tree x={136} y={244} s={0.7} />
      <Ground y={302} />
      <Figure
        x={74}
        y={302}
        s={1.3}
        pose={pose}
        dress={0.45}
        hold={row(10, -2, 34, -100, -112).map(([x, y], i) => <Wand key={x} x={x} y={y} s={0.9} turn={8 + i * 3} />)}
      />
    </>
  );
}

function PageCard() {
  return (
    <>
      <Pyramids
        y={250}
        at={[
          [38, 26],
          [70, 16],
          [168, 22],
        ]}
      />
      <Ground y={250} wash />
      <Page
        pose={standing(
          [
            [18, -66],
            [22, -80],
          ],
          [
            [-14, -58],
            [12, -64],
          ],
        )}
        hold={<Wand x={22} y={-78} s={1.05} />}
      />
    </>
  );
}

function KnightCard() {
  return (
    <>
      <Pyramids
        y={264}
        at={[
          [30, 22],
          [180, 30],
        ]}
      />
      <Ground y={264} wash />
      <Knight
        gait="rear"
        x={104}
        front={[
          [12, -72],
          [18, -88],
        ]}
        hold={<Wand x={18} y={-100} s={0.9} turn={10} />}
      />
    </>
  );
}

function QueenCard() {
  return (
    <>
      <Enthroned
        right={ARMS.hold}
        left={[
          [-18, -60],
          [-22, -70],
        ]}
        decor={[...CARVINGS.corners, ...CARVINGS.arms].map(([x, y]) => <LionHead key={x * y} x={x} y={y} s={1.2} />)}
        hold={
          <>
            <Wand x={22} y={-80} s={0.6} />
            <path d="M-22-70v-14" />
            <Flower x={-22} y={-88} r={7} petals={12} />
          </>
        }
      />
      <Cat x={100} y={326} s={1.3} />
    </>
  );
}

function KingCard() {
  return (
    <>
      <Enthroned
        right={ARMS.hold}
        left={side(ARMS.low)}
        decor={
          <>
            {CARVINGS.corners.map(([x, y]) => (
              <LionHead key={x} x={x} y={y} s={1.2} />
            ))}
            <Salamander x={100} y={110} />
            <Salamander x={46} y={252} s={0.7} />
            <Salamander x={154} y={252} s={0.7} flip />
          </>
        }
        hold={<Wand x={22} y={-78} s={0.65} />}
      />
      <Salamander x={130} y={322} s={1.2} />
    </>
  );
}

export const WANDS: Record<Rank, () => ReactNode> = {
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
