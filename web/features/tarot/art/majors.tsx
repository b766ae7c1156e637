import type { MajorId } from '@core/tarot/deck';
import type { ReactNode } from 'react';
import { Circle, GOLD, Place, Shape, TINT, Tube } from './canvas';
import { Cup, Pentacle, Sword, Wand } from './emblems';
import { ARMS, Crown, Figure, type Pose, seated, side, sitting, kneeling, standing, turned, walking } from './figure';
import { circle, fmt, pentagram, type Point, polar, polyline, star } from './geometry';
import { Creature, Dog, Horse, Lion, Serpent, Sphinx } from './creatures';
import {
  Cloud,
  Crescent,
  Flower,
  Ground,
  Hill,
  Mountains,
  Pillar,
  Pool,
  Stars,
  Sun,
  Tower,
  Tree,
  Wall,
  Water,
} from './primitives';

/**
 * The 22 scenes of the Major Arcana, one function each, in card units (the scene sits under the
 * numeral band, y 38 to 331). Each holds the elements its line of docs/tarot/imagery-brief.md
 * names, so a reader who knows the Rider-Waite deck recognises the card at a glance.
 */

/** A bank of cloud from y down to y + h, puffed along both edges: it hides what stands behind it. */
function CloudBank({ x, y, w, h }: { x: number; y: number; w: number; h: number }) {
  const n = Math.round(w / 22);
  const step = w / n;
  let d = `M${fmt(x - w / 2)} ${fmt(y + h / 2)}`;
  for (let i = 0; i < n; i++)
    d += `a${fmt(step / 2)} ${fmt(step / 2 + (i % 3) * 2)} 0 0 1 ${fmt(step)} ${i % 2 ? 3 : -3}`;
  d += `L${fmt(x + w / 2)} ${fmt(y + h)}`;
  for (let i = 0; i < n; i++) d += `a${fmt(step / 2)} ${fmt(step / 3)} 0 0 1 ${fmt(-step)} 0`;
  return <Shape d={`${d}Z`} tone="paper" />;
}

/** A veil hung between pillars, patterned with gold fruit. */
function Veil({ x0, x1, y0, y1, fruit }: { x0: number; x1: number; y0: number; y1: number; fruit?: boolean }) {
  const dots: string[] = [];
  if (fruit) {
    for (let row = 0, y = y0 + 14; y < y1 - 6; row++, y += 22) {
      for (let x = x0 + (row % 2 ? 22 : 11); x < x1 - 6; x += 22) dots.push(circle(x, y, 3.2));
    }
  }
  return (
    <>
      <path d={`M${x0} ${y0}H${x1}V${y1}H${x0}Z`} fill={TINT} stroke="none" />
      {fruit ? <Shape d={dots.join('')} tone="gold" width={1.5} /> : null}
    </>
  );
}

function Fool() {
  const pose = walking(
    [
      [12, -66],
      [22, -76],
    ],
    [
      [-2, -62],
      [9, -74],
    ],
  );
  return (
    <>
      <Sun x={152} y={82} r={17} />
      <Mountains
        y={258}
        peaks={[
          [20, 40],
          [62, 70],
          [110, 44],
          [168, 30],
        ]}
        snow
      />
      <Shape d="M200 292L62 290Q50 294 48 304L42 340H200Z" tone="tint" />
      <Figure
        x={100}
        y={292}
        s={1.35}
        flip
        pose={pose}
        dress={0.42}
        hold={
          <>
            <Tube d="M14-70L-30-104" width={2.5} tone="paper" />
            <Shape d="M-30-104c-8 0-12 6-10 13c4 6 14 5 16-2c1-6-2-10-6-11z" tone="tint" />
            <Flower x={26} y={-80} r={5} tone="paper" petals={6} />
          </>
        }
      />
      <Dog x={142} y={292} flip pose="leap" />
    </>
  );
}

function Magician() {
  return (
    <>
      {[30, 62, 138, 170].map((x) => (
        <Flower key={x} x={x} y={58} r={6} />
      ))}
      <Figure
        x={100}
        y={298}
        s={1.55}
        pose={standing(ARMS.up, [
          [-16, -62],
          [-25, -44],
        ])}
        gear={['infinity']}
        hold={
          <>
            <Wand x={18} y={-128} s={0.36} />
            <path d="M-25-42l-4 7" />
          </>
        }
      />
      <Shape d="M20 236H180V248H20Z" tone="tint" />
      <Shape d="M28 248H172V331H28Z" tone="paper" />
      <Cup x={50} y={222} s={0.9} />
      <Sword x={102} y={231} s={0.5} turn={90} />
      <Pentacle x={152} y={223} />
      {[52, 84, 116, 148].map((x) => (
        <Flower key={x} x={x} y={312} r={6} stem={20} />
      ))}
    </>
  );
}

function HighPriestess() {
  return (
    <>
      <Veil x0={40} x1={160} y0={62} y1={250} fruit />
      <Pillar x={31} y0={56} y1={304} tone="ink" />
      <Pillar x={169} y0={56} y1={304} />
      <Figure
        x={100}
        y={300}
        s={1.7}
        pose={seated(ARMS.chest)}
        gear={['moon', 'veil']}
        hold={
          <>
            <Shape d="M-3-62h6M0-65v6" width={2} />
            <Shape d="M-9-51h18v10h-18z" tone="paper" />
            <path d="M-9-51q-3 5 0 10M9-51q3 5 0 10" />
          </>
        }
      />
      <Crescent x={100} y={306} r={13} turn={-90} />
    </>
  );
}

/** The heart-shaped shield with the sign of Venus. */
function VenusShield({ x, y }: { x: number; y: number }) {
  return (
    <Place x={x} y={y}>
      <Shape
        d="M0 16C-10 8-16 2-16-6C-16-12-10-16-5-14C-2-13 0-10 0-8C0-10 2-13 5-14C10-16 16-12 16-6C16 2 10 8 0 16Z"
        tone="gold"
      />
      <Shape d={`${circle(0, -4, 4.5)}M0 0.5V10M-3.5 6.5H3.5`} width={1.6} />
    </Place>
  );
}

/** A field of ripe wheat across the bottom of the card, its ears at y. */
function Wheat({ y, x0 = 12, x1 = 190 }: { y: number; x0?: number; x1?: number }) {
  const stalks: string[] = [];
  const ears: string[] = [];
  for (let x = x0, i = 0; x <= x1; x += 9, i++) {
    const top = y + (i % 3) * 4;
    stalks.push(`M${x} 340L${x + 2} ${top}`);
    ears.push(`M${x + 2} ${top}c-3-3-3-9 0-12c3 3 3 9 0 12z`);
  }
  return (
    <>
      <path d={stalks.join('')} />
      <Shape d={ears.join('')} tone="gold" width={1.5} />
    </>
  );
}

function Empress() {
  return (
    <>
      {[24, 62, 140, 178].map((x, i) => (
        <Tree key={x} x={x} y={170 + (i % 2) * 8} s={1.05} />
      ))}
      <Shape d="M150 150C146 180 168 200 160 240H186C194 200 172 180 176 150Z" tone="wash" />
      <path d="M150 150C146 180 168 200 160 240M176 150C172 180 194 200 186 240M152 172q5-3 10 0t10 0M160 198q5-3 10 0t10 0M164 224q5-3 10 0t10 0" />
      <Shape d="M48 300C38 212 64 176 100 172C136 176 162 212 152 300Z" tone="tint" />
      <Figure
        x={100}
        y={298}
        s={1.5}
        pose={seated(ARMS.hold, side(ARMS.chest))}
        gear={['stars']}
        hold={
          <>
            <path d="M22-52V-92" />
            <Circle cx={22} cy={-95} r={4} tone="gold" />
          </>
        }
      />
      <VenusShield x={40} y={268} />
      <Wheat y={294} />
    </>
  );
}

/** A ram's head with curled horns, the Emperor's sign, at (x, y). */
function RamHead({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <Place x={x} y={y} s={s}>
      <Shape d="M-4-6h8l-1 11q-3 3-6 0z" tone="paper" />
      <path d="M-4-5c-6-3-10 2-8 6c2 3 6 2 5-1M4-5c6-3 10 2 8 6c-2 3-6 2-5-1" />
    </Place>
  );
}

function Emperor() {
  return (
    <>
      <Mountains
        y={176}
        peaks={[
          [22, 70],
          [70, 100],
          [128, 78],
          [178, 96],
        ]}
      />
      <Shape d="M36 304V104H164V304Z" tone="tint" />
      <path d="M36 122H164" />
      <RamHead x={46} y={114} s={1.6} />
      <RamHead x={154} y={114} s={1.6} />
      <Shape d="M24 304V226h24V304zM176 304V226h-24V304z" tone="paper" />
      <RamHead x={36} y={238} s={1.3} />
      <RamHead x={164} y={238} s={1.3} />
      <Figure
        x={100}
        y={300}
        s={1.6}
        pose={seated(ARMS.hold, [
          [-18, -60],
          [-24, -70],
        ])}
        gear={['crown']}
        hold={
          <>
            <Shape d="M22-48V-84M14-84h16" width={2.6} />
            <Shape d="M22-85c-7-2-8-14 0-14s7 12 0 14z" stroke={GOLD} width={2.5} />
            <Circle cx={-24} cy={-58} r={7} tone="gold" />
            <path d="M-24-65v-7M-28-69h8" />
          </>
        }
      />
      <Ground y={304} />
    </>
  );
}

/** Two crossed keys, their bits down, at (x, y). */
function Keys({ x, y }: { x: number; y: number }) {
  const key = (turn: number) => (
    <Place x={x} y={y} turn={turn}>
      <Shape d={`M0-20V16M0 10h6M0 14h5${circle(0, -24, 5)}`} width={2.2} />
      <Circle cx={0} cy={-24} r={5} tone="gold" />
    </Place>
  );
  return (
    <>
      {key(-35)}
      {key(35)}
    </>
  );
}

function Hierophant() {
  return (
    <>
      <Pillar x={32} y0={60} y1={262} tone="tint" />
      <Pillar x={168} y0={60} y1={262} tone="tint" />
      <Shape d="M60 262V92Q100 70 140 92V262Z" tone="tint" />
      <Figure
        x={100}
        y={262}
        s={1.45}
        pose={seated(ARMS.bless, [
          [-18, -62],
          [-22, -70],
        ])}
        gear={['tiara']}
        hold={
          <>
            <Shape d="M-22-52V-118M-30-98h16M-28-106h12M-26-113h8" width={2.4} />
            <path d="M18-66v-8M20-66v-8" stroke={GOLD} />
          </>
        }
      />
      <Ground y={264} />
      <Keys x={100} y={296} />
      <Figure x={42} y={350} s={0.75} pose={standing(ARMS.chest)} gear={['cowl']} />
      <Figure x={158} y={350} s={0.75} pose={standing(ARMS.chest)} gear={['cowl']} />
    </>
  );
}

/** A tree whose leaves are flames. */
function FlameTree({ x, y }: { x: number; y: number }) {
  const flames: Point[] = [
    [0, -92],
    [-12, -82],
    [12, -82],
    [-16, -66],
    [16, -66],
    [-10, -52],
    [10, -52],
  ];
  return (
    <Place x={x} y={y}>
      <Tube d="M0 0V-84M0-60l-12-8M0-46l12-8M0-72l10-8" width={4} tone="tint" />
      <Shape
        d={flames.map(([fx, fy]) => `M${fx} ${fy}c-4 4-5 10 0 12c5-2 4-8 0-12z`).join('')}
        tone="gold"
        width={1.5}
      />
    </Place>
  );
}

function Lovers() {
  return (
    <>
      <Sun x={100} y={80} r={24} rays={20} />
      <Figure x={100} y={214} s={0.95} pose={standing(ARMS.high)} wings="angel" gear={['halo']} />
      <CloudBank x={100} y={168} w={160} h={34} />
      <Hill x={100} y={306} w={110} h={90} />
      <FlameTree x={26} y={306} />
      <Tree x={164} y={306} s={1.25} fruit />
      <Serpent x={166} y={252} length={44} />
      <Figure
        x={58}
        y={306}
        s={1.12}
        pose={standing(
          [
            [18, -62],
            [28, -60],
          ],
          side(ARMS.down),
        )}
        dress={0.3}
      />
      <Figure
        x={142}
        y={306}
        s={1.08}
        pose={standing(ARMS.down, [
          [-18, -80],
          [-26, -96],
        ])}
        dress={0.3}
      />
      <Ground y={306} />
    </>
  );
}

function Chariot() {
  const starsOnCanopy: (readonly [number, number, number])[] = [48, 72, 100, 128, 152].map((x, i) => [
    x,
    62 + (i % 2) * 8,
    3,
  ]);
  return (
    <>
      <Wall x0={0} x1={200} y={196} base={236} />
      <Tower x={22} y={196} w={18} h={36} windows={1} />
      <Tower x={178} y={196} w={18} h={36} windows={1} />
      <path d="M46 80V214M154 80V214" />
      <Shape d="M38 54H162V78Q150 86 138 78Q125 86 112 78Q100 86 88 78Q75 86 62 78Q50 86 38 78Z" tone="tint" />
      <Stars at={starsOnCanopy} />
      <Figure
        x={100}
        y={290}
        s={1.3}
        pose={standing(ARMS.hold, side(ARMS.down))}
        gear={['crown']}
        hold={<Wand x={22} y={-92} s={0.55} />}
      />
      <Shape d="M40 214H160V284H40Z" tone="tint" />
      <Circle cx={100} cy={238} r={7} tone="gold" />
      <Shape
        d="M92 238C82 232 70 232 62 236C72 238 82 242 92 242ZM108 238C118 232 130 232 138 236C128 238 118 242 108 242Z"
        tone="paper"
      />
      <Circle cx={40} cy={276} r={13} tone="paper" />
      <Circle cx={160} cy={276} r={13} tone="paper" />
      <path d="M40 266v20M30 276h20M160 266v20M150 276h20" />
      <Sphinx x={64} y={326} s={0.85} flip tone="ink" />
      <Sphinx x={136} y={326} s={0.85} />
    </>
  );
}

/** A garland of small gold flowers along a curve. */
function Garland({ points }: { points: readonly Point[] }) {
  return (
    <>
      <path d={polyline(points)} stroke={GOLD} />
      {points.map(([x, y]) => (
        <Flower key={`${x} ${y}`} x={x} y={y} r={3.6} petals={5} />
      ))}
    </>
  );
}

function Strength() {
  return (
    <>
      <Mountains
        y={250}
        peaks={[
          [120, 34],
          [166, 52],
        ]}
      />
      <Ground y={302} />
      <Lion x={126} y={302} s={1.2} flip open />
      <Figure
        x={46}
        y={302}
        s={1.3}
        pose={standing(
          [
            [16, -66],
            [18, -50],
          ],
          [
            [6, -54],
            [20, -42],
          ],
        )}
        gear={['infinity']}
      />
      <Garland
        points={[
          [34, 238],
          [46, 242],
          [58, 238],
          [70, 250],
          [84, 262],
          [98, 266],
          [112, 262],
        ]}
      />
    </>
  );
}

function Hermit() {
  const pose = walking(
    [
      [12, -76],
      [22, -92],
    ],
    [
      [-4, -64],
      [-10, -58],
    ],
    0.25,
  );
  return (
    <>
      <path d="M0 38H200V331H0Z" fill={TINT} stroke="none" />
      <Stars
        at={[
          [30, 64, 3],
          [62, 92, 2.5],
          [168, 70, 3],
          [150, 120, 2.5],
          [24, 150, 2.5],
        ]}
      />
      <Shape d="M0 331V300L40 290L70 300L112 280L150 296L200 286V331Z" tone="paper" />
      <path d="M60 296l10 4 12-6M140 292l10 4 10-4" />
      <Figure
        x={114}
        y={284}
        s={1.6}
        flip
        pose={pose}
        gear={['hood']}
        back={<Tube d="M-12 2V-112" width={3} tone="paper" />}
        hold={
          <>
            <path d="M22-92v6" />
            <Shape d="M16-86h12l2 6v14l-4 4h-8l-4-4v-14z" tone="paper" />
            <Shape d={star(22, -73, 5.5, 6, 0.5)} tone="gold" width={1.5} />
          </>
        }
      />
    </>
  );
}

function WheelOfFortune() {
  const spokes = Array.from({ length: 8 }, (_, i) => {
    const [ax, ay] = polar(100, 188, 16, i * 45);
    const [bx, by] = polar(100, 188, 44, i * 45);
    return `M${fmt(ax)} ${fmt(ay)}L${fmt(bx)} ${fmt(by)}`;
  }).join('');
  const studs = Array.from({ length: 8 }, (_, i) => polar(100, 188, 50, i * 45 + 22.5));
  return (
    <>
      <Cloud x={56} y={262} w={70} />
      <Cloud x={150} y={130} w={64} />
      <Shape d={`${circle(100, 188, 56)}${circle(100, 188, 44)}`} tone="tint" />
      <path d={spokes} />
      <Circle cx={100} cy={188} r={16} tone="gold" />
      <Circle cx={100} cy={188} r={6} tone="paper" />
      <Shape d={studs.map(([x, y]) => circle(x, y, 2.4)).join('')} tone="gold" width={1.5} />
      <Serpent x={36} y={140} length={92} />
      <Sword x={124} y={100} s={0.32} />
      <Sphinx x={84} y={133} s={1} />
      <Creature kind="angel" x={38} y={80} s={0.85} />
      <Creature kind="eagle" x={162} y={80} s={0.85} />
      <Creature kind="bull" x={38} y={296} s={0.85} />
      <Creature kind="lion" x={162} y={296} s={0.85} />
    </>
  );
}

/** Balanced scales hanging from a hand at (x, y). */
function Scales({ x, y, w = 16 }: { x: number; y: number; w?: number }) {
  const pan = (px: number) => `M${px - 7} ${y + 16}h14q-7 8-14 0zM${px} ${y + 4}l-7 12M${px} ${y + 4}l7 12`;
  return (
    <>
      <path d={`M${x} ${y}v4M${x - w} ${y + 4}H${x + w}`} />
      <Shape d={`${pan(x - w)}${pan(x + w)}`} tone="gold" />
    </>
  );
}

function Justice() {
  return (
    <>
      <Veil x0={40} x1={160} y0={70} y1={240} />
      <Pillar x={31} y0={60} y1={304} tone="tint" />
      <Pillar x={169} y0={60} y1={304} tone="tint" />
      <Shape d="M58 300V112Q100 92 142 112V300Z" tone="tint" />
      <Figure
        x={100}
        y={300}
        s={1.6}
        pose={seated(ARMS.hold, [
          [-22, -62],
          [-30, -74],
        ])}
        gear={['crown']}
        hold={<Sword x={22} y={-72} s={0.62} />}
      />
      <Scales x={52} y={212} w={18} />
      <Ground y={304} />
    </>
  );
}

/** The Hanged Man's pose before it is turned: one leg straight, one bent behind it, hands behind. */
const HANGING: Pose = {
  head: [0, -91],
  neck: [0, -82],
  hip: [0, -50],
  width: 8.5,
  behind: true,
  arms: [
    [
      [-15, -66],
      [-5, -54],
    ],
    [
      [15, -66],
      [5, -54],
    ],
  ],
  legs: [
    [
      [-24, -34],
      [2, -22],
    ],
    [
      [3, -25],
      [3, 0],
    ],
  ],
};

function HangedMan() {
  const leaves = [60, 80, 120, 140].map((x) => `M${x} 62q4-9 11-9q-2 8-11 9z`).join('');
  return (
    <>
      <Ground y={310} />
      <Tube d="M100 312V60M46 62H154" width={9} tone="tint" />
      <Shape d={`${leaves}M100 120q8-6 14-2q-6 6-14 2z`} tone="gold" width={1.5} />
      <path d="M100 66v10" />
      <Figure x={105} y={256} s={1.8} pose={turned(HANGING, 180)} dress={0.22} gear={['halo']} />
    </>
  );
}

function Death() {
  const rider = sitting(
    [
      [12, -52],
      [22, -56],
    ],
    [
      [8, -56],
      [16, -66],
    ],
  );
  return (
    <>
      <path d="M0 252H200" />
      <Sun x={166} y={252} r={10} rays={12} />
      <path d="M0 252H200V331H0Z" fill={TINT} stroke="none" />
      <Tower x={144} y={252} w={14} h={38} windows={1} />
      <Tower x={188} y={252} w={14} h={38} windows={1} />
      <Ground y={300} />
      <Horse x={82} y={300} s={1.08} gait="walk">
        <Shape d="M-22-64h36v22h-36z" tone="tint" />
        <Figure
          x={-4}
          y={-26}
          s={0.9}
          pose={rider}
          dress={0.45}
          gear={['skull']}
          hold={
            <>
              <Tube d="M16-70V-150" width={2.5} tone="paper" />
              <Shape d="M18-150h34l-6 12 6 12h-34z" tone="ink" />
              <Flower x={33} y={-138} r={6} tone="paper" petals={5} />
            </>
          }
        />
      </Horse>
      <Place x={162} y={312} turn={-20}>
        <Crown x={0} y={0} w={7} />
      </Place>
    </>
  );
}

function Temperance() {
  const pose = standing(
    [
      [18, -58],
      [26, -44],
    ],
    [
      [-22, -66],
      [-32, -68],
    ],
  );
  return (
    <>
      <Mountains
        y={150}
        peaks={[
          [150, 50],
          [190, 36],
        ]}
      />
      <Crown x={150} y={90} w={7} />
      <path d="M150 72v-10M138 76l-6-6M162 76l6-6" stroke={GOLD} />
      <path d="M142 152C120 200 176 230 140 300M160 152C146 200 190 236 162 300" />
      <Ground y={302} />
      <Pool x={62} y={312} rx={52} ry={15} />
      <Flower x={18} y={288} r={5} stem={14} />
      <Flower x={32} y={280} r={5} stem={20} />
      <Figure
        x={106}
        y={308}
        s={1.35}
        pose={pose}
        wings="angel"
        gear={['halo']}
        hold={
          <>
            <Tube d="M-26-78C-8-80 22-70 26-54" width={4} tone="tint" flat />
            <Cup x={-33} y={-76} s={0.8} turn={55} />
            <Cup x={27} y={-50} s={0.8} turn={-8} />
            <Shape d="M-5-68h10v10h-10zM-5-58l5-9 5 9" width={1.5} />
          </>
        }
      />
    </>
  );
}

function Devil() {
  const chain = (x: number) => `M100 226Q${(100 + x) / 2} 262 ${x} 232`;
  return (
    <>
      <path d="M0 38H200V331H0Z" fill={TINT} stroke="none" />
      <g transform="rotate(180 100 66)">
        <path d={pentagram(100, 66, 15)} stroke={GOLD} strokeWidth={2.2} />
      </g>
      <Figure
        x={100}
        y={200}
        s={1.3}
        pose={seated(ARMS.bless, [
          [-18, -56],
          [-26, -44],
        ])}
        dress={0.35}
        wings="bat"
        gear={['horns']}
        hold={
          <>
            <path d="M-26-44L-36-20" />
            <Shape d="M-37-18c-4 4-3 10 1 12c4-3 5-8-1-12z" tone="gold" />
          </>
        }
      />
      <Shape d="M72 200H128V238H72Z" tone="paper" />
      <Circle cx={100} cy={222} r={3.5} />
      <path d={`${chain(50)}${chain(150)}`} strokeDasharray="4 3" />
      <Figure x={50} y={306} s={0.86} pose={standing(ARMS.down)} dress={0.3} gear={['horns']} />
      <Figure x={150} y={306} s={0.86} pose={standing(ARMS.down)} dress={0.3} gear={['horns']} />
      <Ground y={306} />
    </>
  );
}

/** Falling head first: arms flung out, knees bent. */
const FALLING: Pose = {
  ...standing(ARMS.out, side(ARMS.high)),
  legs: [
    [
      [-12, -28],
      [-6, -4],
    ],
    [
      [10, -30],
      [20, -12],
    ],
  ],
};

function TowerCard() {
  const flames = [
    [100, 150],
    [86, 198],
    [114, 240],
  ]
    .map(([x, y]) => `M${x} ${y}c-8-6-6-16 0-22c0 8 8 8 6 16c4-4 4-8 2-12c6 8 4 16-8 18z`)
    .join('');
  const drops: Point[] = [
    [30, 90],
    [170, 80],
    [40, 140],
    [160, 130],
    [24, 250],
    [176, 200],
    [54, 290],
    [150, 280],
  ];
  return (
    <>
      <path d="M0 38H200V331H0Z" fill={TINT} stroke="none" />
      <Shape d="M30 331C36 300 48 286 64 282L136 282C152 286 164 300 170 331Z" tone="tint" />
      <Tower x={100} y={284} w={48} h={172} windows={0} />
      <Shape d="M94 160v-12h12v12zM80 208v-12h12v12zM108 250v-12h12v12z" tone="ink" />
      <Shape d={flames} tone="gold" />
      <Place x={130} y={104} turn={32}>
        <Crown x={0} y={0} w={11} />
      </Place>
      <Shape d="M16 44L58 70L48 74L96 104L70 92L78 88Z" tone="gold" />
      <Shape d={drops.map(([x, y]) => `M${x} ${y}c-3 4-3 8 0 8s3-4 0-8z`).join('')} tone="gold" width={1.5} />
      <Figure x={40} y={150} s={0.72} pose={turned(FALLING, 150)} dress={0.45} gear={['crown']} />
      <Figure x={162} y={206} s={0.72} flip pose={turned(FALLING, 160)} dress={0.45} />
    </>
  );
}

/** A round-bellied jug with a handle, mouth up, at (x, y). */
function Jug({ x, y, s = 1, turn = 0 }: { x: number; y: number; s?: number; turn?: number }) {
  return (
    <Place x={x} y={y} s={s} turn={turn}>
      <Shape d="M-3-10h6v3c5 2 7 6 6 11c-1 5-5 7-9 7s-8-2-9-7c-1-5 1-9 6-11z" tone="gold" />
      <path d="M4-6c5-1 6 5 1 7" />
    </Place>
  );
}

function StarCard() {
  const small: (readonly [number, number, number])[] = [
    [34, 66, 8],
    [166, 66, 8],
    [22, 118, 7],
    [178, 118, 7],
    [44, 164, 7],
    [156, 164, 7],
    [100, 152, 7],
  ];
  const pose = kneeling(
    [
      [16, -42],
      [28, -32],
    ],
    [
      [-8, -42],
      [-20, -30],
    ],
  );
  return (
    <>
      <Shape d={star(100, 94, 32, 8, 0.42)} tone="gold" />
      <Stars at={small} points={8} />
      <Hill x={36} y={262} w={90} h={40} />
      <Tree x={34} y={236} s={0.9} />
      <Ground y={286} />
      <Water y={290} x0={112} bottom={331} rows={2} />
      <Figure
        x={84}
        y={292}
        s={1.4}
        pose={pose}
        dress={0.3}
        hold={
          <>
            <Tube d="M40-28Q44-18 44 2" width={3} tone="tint" flat />
            <Tube d="M-32-26Q-36-14 -34 2" width={3} tone="tint" flat />
            <Jug x={32} y={-32} turn={120} s={0.9} />
            <Jug x={-24} y={-30} turn={-120} s={0.9} />
          </>
        }
      />
    </>
  );
}

/** A crayfish climbing out of the water toward the top of the card, at (x, y). */
function Crayfish({ x, y, s = 1 }: { x: number; y: number; s?: number }) {
  return (
    <Place x={x} y={y} s={s}>
      <Shape d="M-5-8h10l-1 8h-8zM-4 0h8l-1 6h-6zM-3 6h6l-1 5h-4zM-2 11h4l3 5h-10z" tone="gold" />
      <path d="M-5-6l-6-8M5-6l6-8M-5-2l-6 2M5-2l6 2" />
      <Shape d="M-11-14c-4-4-2-9 2-9c0 3-1 4 1 6zM11-14c4-4 2-9-2-9c0 3 1 4-1 6z" tone="gold" width={1.5} />
    </Place>
  );
}

function Moon() {
  const drops: Point[] = [
    [80, 144],
    [96, 156],
    [112, 146],
    [126, 160],
    [72, 166],
  ];
  return (
    <>
      <Sun x={100} y={94} r={26} rays={24} />
      <Crescent x={96} y={94} r={21} turn={180} tone="tint" />
      <path d="M84 96l-4 3 4 1" />
      <Shape d={drops.map(([x, y]) => `M${x} ${y}c-3 4-3 8 0 8s3-4 0-8z`).join('')} tone="gold" width={1.5} />
      <Mountains
        y={236}
        peaks={[
          [78, 30],
          [120, 40],
        ]}
      />
      <Tower x={30} y={236} w={26} h={84} />
      <Tower x={170} y={236} w={26} h={84} />
      <Ground y={236} wash />
      <path d="M92 296C80 276 118 264 96 248C90 242 104 240 100 236M110 296C100 276 134 264 108 248C102 242 110 240 104 236" />
      <Dog x={60} y={286} pose="howl" s={1.05} />
      <Dog x={140} y={286} pose="howl" s={1.05} flip wolf />
      <Water y={298} rows={2} />
      <Crayfish x={100} y={306} s={1.4} />
    </>
  );
}

function SunCard() {
  const wavy = Array.from({ length: 12 }, (_, i) => {
    const a = i * 30 + 15;
    const [x0, y0] = polar(100, 96, 34, a);
    const [x1, y1] = polar(100, 96, 44, a - 6);
    const [x2, y2] = polar(100, 96, 52, a + 4);
    return `M${fmt(x0)} ${fmt(y0)}Q${fmt(x1)} ${fmt(y1)} ${fmt(x2)} ${fmt(y2)}`;
  }).join('');
  const rider = sitting(
    [
      [12, -62],
      [24, -70],
    ],
    [
      [-10, -64],
      [-14, -80],
    ],
  );
  return (
    <>
      <path d={wavy} />
      <Sun x={100} y={96} r={30} rays={12} />
      <Wall x0={0} x1={200} y={214} base={262} />
      {[
        [26, 196],
        [66, 186],
        [134, 186],
        [174, 196],
      ].map(([x, y]) => (
        <Flower key={x} x={x as number} y={y as number} r={8} stem={214 - (y as number)} petals={12} />
      ))}
      <Ground y={310} />
      <Horse x={96} y={316} s={1.22} gait="walk">
        <Figure
          x={-6}
          y={-24}
          s={0.8}
          pose={rider}
          dress={0}
          gear={['wreath']}
          hold={
            <>
              <Tube d="M-14-80L-20-160" width={2.4} tone="paper" />
              <Shape d="M-20-160C-40-170-60-150-82-158C-76-146-70-140-84-128C-60-124-42-142-24-134Z" tone="gold" />
            </>
          }
        />
      </Horse>
    </>
  );
}

/** A coffin afloat, open, with a figure rising from it, arms out. */
function RisingFigure({ x, y, s, arms }: { x: number; y: number; s: number; arms: Pose }) {
  return (
    <>
      <Shape d={`M${x - 26} ${y - 4}l6-12h40l6 12z`} tone="paper" />
      <Figure x={x} y={y + 20} s={s} pose={arms} dress={0.3} />
      <Shape d={`M${x - 26} ${y - 4}h52l-3 26h-46z`} tone="tint" />
    </>
  );
}

function Judgement() {
  return (
    <>
      <Mountains
        y={252}
        peaks={[
          [20, 50],
          [60, 34],
          [150, 40],
          [186, 56],
        ]}
        snow
      />
      <Water y={252} rows={3} />
      <Figure x={108} y={190} s={1.05} pose={standing(ARMS.out, side(ARMS.high))} wings="angel" />
      <CloudBank x={100} y={150} w={200} h={44} />
      <Shape d="M98 128L36 176L40 182L104 136Z" tone="gold" />
      <Shape d="M36 176c-6 0-10 6-6 12c4 2 10 0 10-6z" tone="gold" />
      <Shape d="M56 162l18-14v24l-18 14z" tone="paper" />
      <path d="M65 157v22M58 170l14-10" stroke={GOLD} />
      <RisingFigure x={46} y={300} s={0.78} arms={standing(ARMS.high)} />
      <RisingFigure x={154} y={300} s={0.78} arms={standing(ARMS.up)} />
      <RisingFigure x={100} y={318} s={0.6} arms={standing(ARMS.out)} />
    </>
  );
}

/** The oval wreath of the World, leaves along an ellipse and ribbons tied top and bottom. */
function OvalWreath({ cx, cy, rx, ry }: { cx: number; cy: number; rx: number; ry: number }) {
  const leaves = Array.from({ length: 40 }, (_, i) => {
    const a = (i / 40) * Math.PI * 2;
    const p: Point = [cx + rx * Math.sin(a), cy - ry * Math.cos(a)];
    const tangent: Point = [rx * Math.cos(a), ry * Math.sin(a)];
    const k = Math.hypot(tangent[0], tangent[1]);
    const [tx, ty] = [tangent[0] / k, tangent[1] / k];
    const out = i % 2 ? 0.7 : -0.7;
    const tip: Point = [p[0] + 8 * (tx - ty * out), p[1] + 8 * (ty + tx * out)];
    const mid: Point = [(p[0] + tip[0]) / 2, (p[1] + tip[1]) / 2];
    const [nx, ny] = [-(tip[1] - p[1]) / 8, (tip[0] - p[0]) / 8];
    const c1 = `${fmt(mid[0] + nx * 2.6)} ${fmt(mid[1] + ny * 2.6)}`;
    const c2 = `${fmt(mid[0] - nx * 2.6)} ${fmt(mid[1] - ny * 2.6)}`;
    return `M${fmt(p[0])} ${fmt(p[1])}Q${c1} ${fmt(tip[0])} ${fmt(tip[1])}Q${c2} ${fmt(p[0])} ${fmt(p[1])}`;
  }).join('');
  const bow = (y: number) => `M${cx} ${y}l-10-6v12zM${cx} ${y}l10-6v12z`;
  return (
    <>
      <ellipse cx={cx} cy={cy} rx={rx} ry={ry} />
      <Shape d={leaves} tone="gold" width={1.5} />
      <Shape d={`${bow(cy - ry)}${bow(cy + ry)}`} tone="gold" />
    </>
  );
}

const DANCING: Pose = {
  head: [2, -91],
  neck: [0, -82],
  hip: [0, -50],
  width: 9,
  arms: [
    [
      [-18, -72],
      [-30, -82],
    ],
    [
      [20, -64],
      [28, -54],
    ],
  ],
  legs: [
    [
      [14, -30],
      [-2, -22],
    ],
    [
      [-3, -25],
      [-4, 0],
    ],
  ],
};

function World() {
  return (
    <>
      <OvalWreath cx={100} cy={186} rx={50} ry={96} />
      <Figure
        x={98}
        y={262}
        s={1.1}
        pose={DANCING}
        dress={0.42}
        hold={
          <>
            <Shape d="M-40-98L-22-68M20-40L38-70" width={2.4} />
            <Shape d="M-8-78C10-70 12-50 -10-36C-4-46 -2-60-8-78Z" tone="gold" />
          </>
        }
      />
      <Creature kind="angel" x={34} y={78} s={0.8} />
      <Creature kind="eagle" x={166} y={78} s={0.8} />
      <Creature kind="bull" x={34} y={300} s={0.8} />
      <Creature kind="lion" x={166} y={300} s={0.8} />
    </>
  );
}

export const MAJOR_SCENES: Record<MajorId, () => ReactNode> = {
  fool: Fool,
  magician: Magician,
  'high-priestess': HighPriestess,
  empress: Empress,
  emperor: Emperor,
  hierophant: Hierophant,
  lovers: Lovers,
  chariot: Chariot,
  strength: Strength,
  hermit: Hermit,
  'wheel-of-fortune': WheelOfFortune,
  justice: Justice,
  'hanged-man': HangedMan,
  death: Death,
  temperance: Temperance,
  devil: Devil,
  tower: TowerCard,
  star: StarCard,
  moon: Moon,
  sun: SunCard,
  judgement: Judgement,
  world: World,
};
