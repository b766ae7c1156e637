import type { Rank } from '@core/tarot/deck';
import type { ReactNode } from 'react';
import { Circle, GOLD, Shape, TINT } from './canvas';
import { CARVINGS, Enthroned, Knight, Page } from './court';
import { Birds } from './creatures';
import { Boat, Butterfly, Heart, Rain, Staff } from './details';
import { Sword } from './emblems';
import { ARMS, Crown, Figure, type Pose, seated, side, sitting, standing, walking } from './figure';
import { wave } from './geometry';
import { Pips, row } from './pips';
import { Castle, Cloud, Crescent, Ground, HandFromCloud, Hill, Mountains, Tree, Water } from './primitives';

/**
 * The suit of swords (air): fourteen scenes in card units (the whole inner frame, y 9 to 331),
 * each with its swords in number, as docs/tarot/imagery-brief.md describes them.
 */

/** A cloud torn by the wind into ragged streaks. */
function TornCloud({ x, y, w }: { x: number; y: number; w: number }) {
  const h = w / 2;
  return (
    <Shape
      d={`M${x - h} ${y}L${x - h + 10} ${y - 8}L${x - h / 3} ${y - 6}L${x} ${y - 16}L${x + h / 2} ${y - 8}L${x + h} ${y - 12}L${x + h - 12} ${y}L${x + h / 4} ${y + 4}L${x - h / 2} ${y + 2}Z`}
      tone="tint"
    />
  );
}

/** A tree bent over by the wind, blowing to the right. */
function BentTree({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <g transform={`translate(${x} ${y}) scale(${s}) skewX(18) translate(${-x} ${-y})`}>
      <Tree x={x} y={y} />
    </g>
  );
}

function Ace() {
  return (
    <>
      <Mountains
        y={331}
        peaks={[
          [30, 60],
          [90, 90],
          [150, 70],
          [196, 96],
        ]}
        snow
      />
      <HandFromCloud x={88} y={236} s={1.5}>
        <Sword x={2} y={0} s={1.25} grip />
      </HandFromCloud>
      <Crown x={91} y={62} w={12} />
      <path d="M79 64C66 72 60 84 62 100M103 64C116 72 122 84 120 100" stroke={GOLD} strokeWidth={2.5} />
      <Shape
        d="M62 84q-6-2-7-8q6 1 7 8zM62 96q-6-2-7-8q6 1 7 8zM120 84q6-2 7-8q-6 1-7 8zM120 96q6-2 7-8q-6 1-7 8z"
        tone="gold"
        width={1.5}
      />
    </>
  );
}

function Two() {
  return (
    <>
      <Crescent x={160} y={58} r={14} turn={200} />
      <Water y={200} bottom={300} rows={3} />
      <Shape d="M24 214q8-10 18-4q6-6 12 2zM150 236q8-10 16-4q6-4 10 4z" tone="tint" />
      <Ground y={300} />
      <Shape d="M62 306h76v-34h-76z" tone="paper" />
      <Figure
        x={100}
        y={306}
        s={1.35}
        pose={seated(
          [
            [16, -60],
            [-8, -66],
          ],
          [
            [-16, -60],
            [8, -66],
          ],
        )}
        gear={['blindfold']}
        hold={
          <>
            <Sword x={-8} y={-48} s={0.85} turn={-38} grip />
            <Sword x={8} y={-48} s={0.85} turn={38} grip />
          </>
        }
      />
    </>
  );
}

function Three() {
  return (
    <>
      <Cloud x={60} y={70} w={110} tone="tint" />
      <Cloud x={150} y={90} w={100} tone="tint" />
      <Rain x0={20} x1={190} y0={96} y1={320} />
      <Heart x={100} y={200} s={2.4} />
      <Sword x={100} y={200} s={1.3} />
      <Sword x={100} y={200} s={1.3} turn={-48} />
      <Sword x={100} y={200} s={1.3} turn={48} />
    </>
  );
}

/** The effigy on the tomb of the Four of Swords: a shrouded figure at rest, hands joined. */
function Effigy({ x, y }: { x: number; y: number }) {
  return (
    <>
      <Shape
        d={`M${x - 56} ${y - 14}C${x - 30} ${y - 22} ${x + 30} ${y - 20} ${x + 66} ${y - 10}V${y}H${x - 60}Z`}
        tone="tint"
      />
      <Circle cx={x - 66} cy={y - 9} r={9} tone="paper" />
      <Shape d={`M${x - 22} ${y - 18}l4-16 4 16z`} tone="paper" />
    </>
  );
}

function Four() {
  return (
    <>
      <path d="M0 9H200V250H0Z" fill={TINT} stroke="none" />
      <Shape d="M24 120V40Q40 22 56 40V120ZM40 26v94M24 70h32" tone="paper" />
      <Pips suit="swords" at={row(3, 96, 168, 110)} s={1.05} turn={180} />
      <Effigy x={104} y={262} />
      <Shape d="M20 262h164v60h-164z" tone="paper" />
      <Sword x={102} y={292} s={1} turn={90} />
      <Ground y={322} />
    </>
  );
}

function Five() {
  return (
    <>
      <TornCloud x={60} y={60} w={90} />
      <TornCloud x={150} y={90} w={80} />
      <Water y={210} bottom={250} rows={1} />
      <Ground y={250} />
      <Figure x={34} y={270} s={0.7} pose={standing(ARMS.chest)} gear={['cowl']} />
      <Figure x={62} y={262} s={0.62} pose={standing(ARMS.down)} gear={['cowl']} />
      <Sword x={70} y={314} s={0.8} turn={80} />
      <Sword x={54} y={300} s={0.7} turn={100} />
      <Figure
        x={128}
        y={312}
        s={1.35}
        pose={standing(
          [
            [16, -60],
            [18, -66],
          ],
          [
            [-16, -62],
            [-10, -72],
          ],
        )}
        hold={
          <>
            <Sword x={18} y={-66} s={0.7} grip turn={20} />
            <Sword x={-10} y={-72} s={0.7} grip turn={-30} />
            <Sword x={-12} y={-70} s={0.7} grip turn={-150} />
          </>
        }
      />
    </>
  );
}

function Six() {
  return (
    <>
      <Hill x={40} y={130} w={120} h={30} />
      <Tree x={30} y={124} s={0.6} />
      <Tree x={58} y={126} s={0.5} />
      <Water y={130} rows={6} />
      <path d={wave(110, 190, 290, 5, 3)} />
      <Pips suit="swords" at={row(6, 56, 124, 214)} s={0.62} turn={180} />
      <Figure x={84} y={266} s={0.9} pose={seated(ARMS.chest)} tone="shade" gear={['cowl']} />
      <Figure x={108} y={262} s={0.55} pose={seated(ARMS.chest)} />
      <Figure
        x={154}
        y={262}
        s={1.05}
        flip
        pose={walking(
          [
            [12, -64],
            [16, -52],
          ],
          [
            [4, -70],
            [10, -80],
          ],
          0.4,
        )}
        hold={<Staff d="M-10-120L40 40" />}
      />
      <Boat x={100} y={262} w={150} flip />
    </>
  );
}

function Seven() {
  return (
    <>
      <Shape d="M120 200l22-40 22 40zM160 206l18-32 18 32z" tone="tint" />
      <path d="M142 160v-10l8 4-8 3M178 174v-8l7 3-7 3" />
      <Ground y={240} />
      <Sword x={36} y={236} s={0.8} turn={180} />
      <Sword x={58} y={242} s={0.8} turn={174} />
      <Figure
        x={110}
        y={312}
        s={1.3}
        pose={{
          ...walking(
            [
              [12, -60],
              [20, -58],
            ],
            [
              [6, -62],
              [18, -64],
            ],
            1.3,
          ),
          head: [-3, -91],
        }}
        dress={0.45}
        gear={['cap']}
        hold={<Pips suit="swords" at={row(5, 14, 30, -64, -56)} s={0.6} turn={70} />}
      />
    </>
  );
}

function Eight() {
  const left = row(4, 28, 70, 226, 244);
  const right = row(4, 130, 172, 244, 226);
  return (
    <>
      <Hill x={150} y={170} w={100} h={40} />
      <Castle x={150} y={140} s={0.8} />
      <Ground y={170} />
      <Pips suit="swords" at={left} s={0.9} turn={180} />
      <Pips suit="swords" at={right} s={0.9} turn={180} />
      <Figure x={100} y={310} s={1.3} pose={standing(ARMS.chest)} gear={['blindfold']} />
      <path d="M84 214l32 10M82 232l36 10M80 250l40 10M80 268l40 8" strokeWidth={1.5} />
      <path d="M20 318q20-8 40 0M130 322q20-8 40 0" stroke={TINT} strokeWidth={4} />
    </>
  );
}

function Nine() {
  return (
    <>
      <path d="M0 9H200V240H0Z" fill={TINT} stroke="none" />
      <Pips
        suit="swords"
        at={row(9, 100, 100, 24, 172).map(([x, y], i) => [x + (i % 2 ? 12 : -12), y] as const)}
        s={0.9}
        turn={90}
      />
      <Figure
        x={100}
        y={300}
        s={1.5}
        pose={seated(
          [
            [16, -66],
            [6, -88],
          ],
          [
            [-16, -66],
            [-6, -88],
          ],
        )}
      />
      <Shape d="M20 266h160v40h-160z" tone="paper" />
      <path
        d="M40 266v40M60 266v40M80 266v40M100 266v40M120 266v40M140 266v40M160 266v40M20 286h160"
        strokeWidth={1.5}
      />
      <Shape d="M16 306h168v12h-168z" tone="tint" />
    </>
  );
}

/** Lying face down along the ground, one arm flung ahead of the head. */
const FALLEN: Pose = {
  head: [-44, -10],
  neck: [-35, -9],
  hip: [0, -8],
  width: 7,
  arms: [
    [
      [-14, -4],
      [4, -3],
    ],
    [
      [-52, -5],
      [-66, -4],
    ],
  ],
  legs: [
    [
      [24, -6],
      [48, -5],
    ],
    [
      [24, -9],
      [48, -9],
    ],
  ],
};

function Ten() {
  return (
    <>
      <path d="M0 9H200V226H0Z" fill={TINT} stroke="none" />
      <path d="M0 9H200V190H0Z" fill={TINT} stroke="none" />
      <path d="M0 226H200" stroke={GOLD} strokeWidth={2.5} />
      <Mountains
        y={226}
        peaks={[
          [40, 20],
          [160, 26],
        ]}
      />
      <Water y={226} bottom={262} rows={1} />
      <Ground y={304} />
      {row(10, 58, 150, 254).map(([x, y], i) => (
        <Sword key={x} x={x} y={y + (i % 3) * 3} s={0.7} turn={180 + ((i % 3) - 1) * 6} />
      ))}
      <Figure x={106} y={304} s={1.4} pose={FALLEN} dress={0.5} />
    </>
  );
}

function PageCard() {
  return (
    <>
      <Birds
        at={[
          [40, 60],
          [64, 48],
          [150, 70],
        ]}
      />
      <Cloud x={130} y={120} w={80} tone="tint" />
      <BentTree x={30} y={260} s={0.8} />
      <Hill x={100} y={300} w={260} h={60} />
      <Page
        flip
        pose={{
          ...standing(
            [
              [18, -64],
              [22, -74],
            ],
            side(ARMS.low),
          ),
          head: [-3, -91],
        }}
        hold={<Sword x={22} y={-74} s={0.85} grip />}
      />
    </>
  );
}

function KnightCard() {
  return (
    <>
      <TornCloud x={60} y={60} w={90} />
      <TornCloud x={150} y={80} w={80} />
      <Birds
        at={[
          [40, 110],
          [58, 100],
        ]}
      />
      <BentTree x={170} y={226} s={0.7} />
      <BentTree x={24} y={232} s={0.6} />
      <Ground y={300} />
      <Knight
        gait="gallop"
        x={94}
        front={[
          [14, -76],
          [22, -92],
        ]}
        hold={<Sword x={22} y={-92} s={0.9} grip turn={20} />}
      />
    </>
  );
}

function QueenCard() {
  return (
    <>
      <Cloud x={60} y={306} w={120} />
      <Cloud x={150} y={316} w={100} />
      <Shape d="M58 300V150q0-8 8-8h10v158zM58 240h74v20h-74z" tone="tint" />
      <Butterfly x={67} y={170} />
      <Figure
        x={96}
        y={300}
        s={1.45}
        pose={sitting(
          [
            [14, -56],
            [20, -66],
          ],
          [
            [12, -84],
            [24, -98],
          ],
        )}
        gear={['crown']}
        hold={<Sword x={20} y={-66} s={0.85} grip />}
      />
    </>
  );
}

function KingCard() {
  return (
    <>
      <Cloud x={40} y={320} w={80} tone="tint" />
      <Cloud x={170} y={318} w={70} tone="tint" />
      <Enthroned
        right={ARMS.hold}
        left={side(ARMS.chest)}
        decor={
          <>
            {[...CARVINGS.corners, ...CARVINGS.arms].map(([x, y]) => (
              <Butterfly key={x * y} x={x} y={y} />
            ))}
            <Crescent x={100} y={118} r={7} turn={-90} />
          </>
        }
        hold={<Sword x={22} y={-70} s={0.62} grip />}
      />
    </>
  );
}

export const SWORDS: Record<Rank, () => ReactNode> = {
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
