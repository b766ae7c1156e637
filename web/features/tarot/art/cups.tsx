import type { Rank } from '@core/tarot/deck';
import type { ReactNode } from 'react';
import { Circle, GOLD, Place, Shape, TINT } from './canvas';
import { Enthroned, Knight, Page } from './court';
import { Dove, Fish, Grapes, LionHead } from './details';
import { Cup } from './emblems';
import { ARMS, Figure, type Limb, side, seated, standing, walking } from './figure';
import { circle, fmt, star, wave } from './geometry';
import { arc, Pips, row } from './pips';
import {
  Castle,
  Cloud,
  Crescent,
  Flower,
  Ground,
  HandFromCloud,
  Hill,
  House,
  Mountains,
  Ship,
  Tower,
  Tree,
  Water,
} from './primitives';

/**
 * The suit of cups (water): fourteen scenes in card units (the whole inner frame, y 9 to 331),
 * each with its cups in number, as docs/tarot/imagery-brief.md describes them.
 */

/** A cup filled with flowers. */
function FlowerCup({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <>
      <Shape
        d={`${star(x - 5 * s, y - 17 * s, 4 * s, 5, 0.5)}${star(x + 5 * s, y - 18 * s, 4 * s, 5, 0.5)}${star(x, y - 22 * s, 4 * s, 5, 0.5)}`}
        tone="paper"
        width={1.5}
      />
      <Cup x={x} y={y} s={s} />
    </>
  );
}

function Ace() {
  const streams = [-18, -9, 0, 9, 18]
    .map((dx, i) => `M${73 + dx * 0.9} 132C${73 + dx * 2.2} ${150 + i * 3} ${73 + dx * 3.2} 220 ${73 + dx * 3.6} 296`)
    .join('');
  return (
    <>
      <Water y={294} rows={1} />
      <Shape d="M30 306a9 3 0 1 0 18 0a9 3 0 1 0-18 0zM120 314a9 3 0 1 0 18 0a9 3 0 1 0-18 0z" tone="tint" />
      <Flower x={152} y={300} r={6} petals={6} tone="paper" />
      <Flower x={40} y={300} r={5} petals={6} tone="paper" />
      <path d={streams} stroke={TINT} strokeWidth={4} />
      <path d={streams} strokeWidth={1.5} strokeDasharray="6 5" />
      <HandFromCloud x={70} y={172} s={1.6}>
        <Cup x={2} y={-10} s={1.25} />
      </HandFromCloud>
      <Dove x={74} y={84} s={1.4} />
      <Circle cx={74} cy={112} r={5} tone="gold" />
    </>
  );
}

/** The caduceus crowned with a winged lion's head, over the two lovers of the Two of Cups. */
function Caduceus({ x, y }: { x: number; y: number }) {
  return (
    <>
      <path d={`M${x} ${y}v70`} />
      <path
        d={`M${x} ${y + 64}c10-6 10-14 0-18s-10-12 0-18s10-12 0-18M${x} ${y + 64}c-10-6-10-14 0-18s10-12 0-18s-10-12 0-18`}
        stroke={GOLD}
        strokeWidth={2.4}
      />
      <Shape
        d={`M${x - 6} ${y - 4}C${x - 20} ${y - 12} ${x - 30} ${y - 24} ${x - 34} ${y - 34}C${x - 24} ${y - 28} ${x - 14} ${y - 24} ${x - 4} ${y - 14}ZM${x + 6} ${y - 4}C${x + 20} ${y - 12} ${x + 30} ${y - 24} ${x + 34} ${y - 34}C${x + 24} ${y - 28} ${x + 14} ${y - 24} ${x + 4} ${y - 14}Z`}
        tone="tint"
      />
      <LionHead x={x} y={y - 8} s={1.3} />
    </>
  );
}

function Two() {
  const offer: Limb = [
    [12, -62],
    [24, -64],
  ];
  const pose = walking(
    offer,
    [
      [-2, -62],
      [4, -46],
    ],
    0.3,
  );
  return (
    <>
      <Hill x={100} y={250} w={220} h={40} />
      <House x={100} y={226} s={1.1} />
      <Ground y={306} />
      <Caduceus x={100} y={100} />
      <Figure x={56} y={306} s={1.35} pose={pose} hold={<Cup x={28} y={-70} s={0.8} />} />
      <Figure x={144} y={306} s={1.35} flip pose={pose} gear={['wreath']} hold={<Cup x={28} y={-70} s={0.8} />} />
    </>
  );
}

function Three() {
  const raise: Limb = [
    [18, -90],
    [24, -106],
  ];
  return (
    <>
      <Ground y={300} />
      <Figure
        x={100}
        y={290}
        s={1.2}
        pose={standing(raise, side(raise))}
        gear={['wreath']}
        hold={<Cup x={24} y={-116} s={0.85} />}
      />
      <Figure
        x={48}
        y={308}
        s={1.3}
        pose={standing(raise, side(ARMS.low))}
        gear={['wreath']}
        hold={<Cup x={24} y={-116} s={0.8} />}
      />
      <Figure
        x={152}
        y={308}
        s={1.3}
        pose={standing(ARMS.low, side(raise))}
        gear={['wreath']}
        hold={<Cup x={-24} y={-116} s={0.8} />}
      />
      <Shape d={`${circle(20, 318, 7)}${circle(176, 320, 6)}${circle(104, 324, 6)}`} tone="gold" />
      <Grapes x={36} y={310} />
      <Grapes x={162} y={308} />
      <Flower x={120} y={318} r={5} />
      <Flower x={80} y={320} r={5} />
    </>
  );
}

function Four() {
  return (
    <>
      <Ground y={300} />
      <Tree x={148} y={300} s={2.4} />
      <HandFromCloud x={58} y={112} s={1.3}>
        <Cup x={2} y={-8} s={1.1} />
      </HandFromCloud>
      <Shape d="M96 306q36-30 72 0z" tone="tint" />
      <Figure x={132} y={306} s={1.35} pose={seated(ARMS.chest)} />
      <Pips suit="cups" at={row(3, 30, 90, 300, 318)} s={1.3} />
    </>
  );
}

function Five() {
  return (
    <>
      <Water y={206} bottom={246} rows={1} />
      <Shape d="M112 206v-8h60v8q-12-14-30-14t-30 14z" tone="tint" />
      <Castle x={176} y={198} s={0.8} />
      <Ground y={246} />
      <Pips suit="cups" at={row(2, 140, 172, 272)} s={1.3} />
      <Figure
        x={84}
        y={300}
        s={1.4}
        pose={{
          ...standing(ARMS.chest),
          head: [-2, -86],
        }}
        tone="shade"
        gear={['cowl']}
      />
      <Cup x={40} y={298} s={1.2} turn={-100} />
      <Cup x={74} y={312} s={1.2} turn={95} />
      <Cup x={114} y={306} s={1.2} turn={-80} />
      <path d="M26 304q-6 8 4 12M62 320q8 2 12-2M126 314q8 2 10-4" stroke={TINT} strokeWidth={4} />
    </>
  );
}

function Six() {
  return (
    <>
      <House x={40} y={170} s={1.6} />
      <Tower x={160} y={180} w={26} h={70} windows={1} />
      <Ground y={182} />
      <FlowerCup x={100} y={196} s={1.2} />
      <Shape d="M126 252h62v16h-62z" tone="tint" />
      <FlowerCup x={142} y={236} />
      <FlowerCup x={168} y={236} />
      <FlowerCup x={30} y={224} />
      <FlowerCup x={176} y={306} />
      <Figure
        x={68}
        y={306}
        s={1.05}
        pose={standing(ARMS.chest, side(ARMS.down))}
        gear={['cap']}
        dress={0.5}
        hold={<FlowerCup x={24} y={-56} s={0.9} />}
      />
      <Figure x={124} y={306} s={0.85} flip pose={standing(ARMS.chest, side(ARMS.down))} dress={0.6} />
    </>
  );
}

/** The seven visions of the Seven of Cups, one above each cup. */
function Vision({ kind, x, y }: { kind: number; x: number; y: number }) {
  const visions: ReactNode[] = [
    <Circle key="head" cx={x} cy={y} r={6} tone="paper" />,
    <Figure key="veil" x={x} y={y + 8} s={0.2} pose={standing(ARMS.chest)} gear={['veil']} />,
    <path key="snake" d={`M${x - 6} ${y + 6}q6-4 0-8t4-8`} stroke={GOLD} strokeWidth={2.4} />,
    <Castle key="castle" x={x} y={y + 7} s={0.4} />,
    <Shape
      key="jewels"
      d={`M${x - 7} ${y}l3-4 3 4-3 4zM${x + 1} ${y}l3-4 3 4-3 4zM${x - 3} ${y - 6}l3-4 3 4-3 4z`}
      tone="gold"
      width={1.5}
    />,
    <circle key="wreath" cx={fmt(x)} cy={fmt(y)} r={5.5} stroke={GOLD} strokeWidth={2.5} />,
    <Shape key="dragon" d={`M${x - 8} ${y + 4}q4-10 8-4q4-8 8 2l-4-1q-2 3-6 1z`} tone="ink" />,
  ];
  return <>{visions[kind % visions.length]}</>;
}

function Seven() {
  const cups = [...row(4, 36, 164, 112), ...row(3, 56, 144, 194)];
  return (
    <>
      <Cloud x={100} y={130} w={180} />
      <Cloud x={100} y={212} w={150} />
      {cups.map(([x, y], i) => (
        <Vision key={x * y} kind={i} x={x} y={y - 30} />
      ))}
      <Pips suit="cups" at={cups} s={1.1} />
      <Figure x={100} y={350} s={1.2} pose={standing(ARMS.high, side(ARMS.down))} tone="shade" />
    </>
  );
}

function Eight() {
  return (
    <>
      <Circle cx={150} cy={64} r={18} tone="wash" />
      <Crescent x={150} y={64} r={18} turn={180} />
      <Mountains
        y={200}
        peaks={[
          [60, 60],
          [130, 80],
          [186, 50],
        ]}
      />
      <Water y={200} bottom={236} rows={1} />
      <Ground y={236} />
      <Figure
        x={118}
        y={236}
        s={0.8}
        pose={walking(
          [
            [8, -64],
            [16, -74],
          ],
          [
            [-4, -64],
            [-8, -48],
          ],
          0.6,
        )}
        tone="shade"
        gear={['cowl']}
        hold={<path d="M16-74l6 74" />}
      />
      <Pips suit="cups" at={row(5, 28, 172, 304)} s={1.15} />
      <Pips suit="cups" at={row(3, 62, 138, 268)} s={1.15} />
    </>
  );
}

function Nine() {
  return (
    <>
      <Shape d="M12 186Q100 150 188 186V200Q100 164 12 200Z" tone="tint" />
      <Pips suit="cups" at={arc(9, 100, 334, 180, -27, 27)} s={1.05} />
      <Figure x={100} y={314} s={1.4} pose={seated(ARMS.chest)} gear={['cap']} />
      <Shape d="M40 280h120v22h-120z" tone="paper" />
      <path d="M48 302v20M152 302v20" />
      <Ground y={322} />
    </>
  );
}

function Ten() {
  const bands = [62, 72, 82].map((r) => `M${100 - r * 1.12} 176A${r * 1.12} ${r} 0 0 1 ${100 + r * 1.12} 176`).join('');
  return (
    <>
      <path d={bands} stroke={TINT} strokeWidth={10} />
      <path d={bands} strokeWidth={1.5} />
      <Pips
        suit="cups"
        at={arc(10, 100, 176, 76, -70, 70).map(([x, y]) => [100 + (x - 100) * 1.12, y] as const)}
        s={0.85}
      />
      <Hill x={150} y={250} w={120} h={30} />
      <House x={154} y={234} s={0.9} />
      <Ground y={304} />
      <Figure
        x={58}
        y={306}
        s={1.1}
        pose={standing(
          [
            [14, -64],
            [20, -54],
          ],
          [
            [-18, -92],
            [-24, -110],
          ],
        )}
      />
      <Figure
        x={86}
        y={306}
        s={1.05}
        pose={standing(
          [
            [18, -92],
            [24, -110],
          ],
          [
            [-14, -64],
            [-20, -54],
          ],
        )}
        gear={['veil']}
      />
      <Figure x={132} y={310} s={0.6} pose={standing(ARMS.out)} dress={0.5} />
      <Figure x={162} y={314} s={0.6} pose={standing(ARMS.out, side(ARMS.high))} dress={0.5} />
    </>
  );
}

function PageCard() {
  return (
    <>
      <Water y={220} bottom={300} rows={3} />
      <Ground y={300} />
      <Page
        pose={standing(
          [
            [18, -62],
            [20, -70],
          ],
          side(ARMS.down),
        )}
        hold={
          <>
            <Cup x={22} y={-74} s={0.8} />
            <Place x={22} y={-90} s={0.7} turn={-70}>
              <Fish x={0} y={0} />
            </Place>
          </>
        }
      />
    </>
  );
}

function KnightCard() {
  return (
    <>
      <Mountains
        y={220}
        peaks={[
          [40, 40],
          [170, 50],
        ]}
      />
      <Ground y={236} />
      <path d={`M150 236C130 260 170 280 200 290V320C150 300 120 270 132 236Z`} fill={TINT} stroke="none" />
      <path d="M150 236C130 260 170 280 200 290M132 236C120 270 150 300 200 320" />
      <Knight
        gait="walk"
        x={88}
        front={[
          [12, -58],
          [26, -62],
        ]}
        hold={<Cup x={30} y={-70} s={0.75} />}
      />
    </>
  );
}

/** The Queen of Cups' lidded cup, with handles like angels' wings. */
function CoveredCup({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <Place x={x} y={y} s={s}>
      <path d="M-10-14C-20-18-22-6-12-4M10-14C20-18 22-6 12-4" />
      <Cup x={0} y={0} />
      <Shape d="M-10-15Q0-30 10-15Z" tone="gold" />
      <path d="M0-24v-5M-3-27h6" />
    </Place>
  );
}

function QueenCard() {
  return (
    <>
      <Water y={290} rows={2} />
      <Enthroned
        right={[
          [16, -60],
          [6, -58],
        ]}
        decor={<Shape d={`${circle(64, 112, 6)}${circle(136, 112, 6)}M58 126q6-6 12 0M130 126q6-6 12 0`} tone="tint" />}
        hold={<CoveredCup x={0} y={-44} s={0.85} />}
      />
    </>
  );
}

function KingCard() {
  return (
    <>
      <Ship x={36} y={196} s={1.1} />
      <Place x={166} y={184} turn={-30}>
        <Fish x={0} y={0} s={1.6} />
      </Place>
      <Water y={200} rows={5} />
      <Shape d="M44 310h112v20h-112z" tone="tint" />
      <path d={wave(20, 180, 318, 8, 3)} />
      <Enthroned
        right={ARMS.hold}
        left={[
          [-18, -56],
          [-20, -62],
        ]}
        hold={
          <>
            <Cup x={24} y={-76} s={0.8} />
            <Shape d="M-20-48V-84" width={2.4} />
            <Circle cx={-20} cy={-86} r={3} tone="gold" />
          </>
        }
      />
    </>
  );
}

export const CUPS: Record<Rank, () => ReactNode> = {
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
