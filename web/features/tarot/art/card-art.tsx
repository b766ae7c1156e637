import { type CardId, cardInfo } from '@core/tarot/deck';
import { useId } from 'react';
import { GOLD, INK, PAPER, Shape, TINT } from './canvas';
import { circle, polar, star } from './geometry';
import { MAJOR_SCENES } from './majors';
import { MinorScene } from './minors';
import { Crescent, Stars } from './primitives';

/**
 * A tarot card's face as one SVG (docs/tarot/imagery-brief.md): the frame, the Roman numeral of
 * a Major Arcana card, and its scene. The drawing is line art in the ink colour with one gold
 * accent and one tint, all CSS variables, so the page's light and dark themes both read it.
 */

const WIDTH = 200;
const HEIGHT = 340;
/** The inner border; a major card's scene starts under its numeral band. */
const INNER = { x: 9, y: 9, w: 182, h: 322 } as const;
const BAND = 38;

const NUMERALS: readonly [number, string][] = [
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
];

/** The card's number as the Major Arcana write it; the Fool's is 0. */
export function roman(n: number): string {
  if (n === 0) return '0';
  let rest = n;
  let out = '';
  for (const [value, letters] of NUMERALS) {
    while (rest >= value) {
      out += letters;
      rest -= value;
    }
  }
  return out;
}

/** The outer edge, the inner border and, for a major card, the band that holds its numeral. */
function Frame({ band }: { band: boolean }) {
  return (
    <>
      <rect x={2} y={2} width={WIDTH - 4} height={HEIGHT - 4} rx={12} fill={PAPER} />
      <rect x={INNER.x} y={INNER.y} width={INNER.w} height={INNER.h} rx={7} stroke={GOLD} strokeWidth={1.5} />
      {band ? <path d={`M${INNER.x} ${BAND}H${INNER.x + INNER.w}`} stroke={GOLD} strokeWidth={1.5} /> : null}
    </>
  );
}

/** The element ids an SVG needs must differ between the cards of a spread on one page. */
function useClipId(): string {
  return `tarot-clip-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
}

export function CardArt({ id, reversed = false, title }: { id: CardId; reversed?: boolean; title?: string }) {
  const clip = useClipId();
  const card = cardInfo(id);
  const major = card.arcana === 'major';
  const top = major ? BAND : INNER.y;
  const Scene = major ? MAJOR_SCENES[id as keyof typeof MAJOR_SCENES] : null;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={title}
      aria-hidden={title ? undefined : true}
      xmlns="http://www.w3.org/2000/svg"
    >
      <defs>
        <clipPath id={clip}>
          <rect x={INNER.x} y={top} width={INNER.w} height={INNER.y + INNER.h - top} rx={7} />
        </clipPath>
      </defs>
      <g
        transform={reversed ? `rotate(180 ${WIDTH / 2} ${HEIGHT / 2})` : undefined}
        fill="none"
        stroke={INK}
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <Frame band={major} />
        {major ? (
          <text
            x={WIDTH / 2}
            y={30}
            textAnchor="middle"
            fontFamily="serif"
            fontSize={17}
            fill={INK}
            stroke="none"
            letterSpacing={1}
          >
            {roman(card.number)}
          </text>
        ) : null}
        <g clipPath={`url(#${clip})`}>{Scene ? <Scene /> : <MinorScene id={id} />}</g>
      </g>
    </svg>
  );
}

/**
 * The face-down card: a border, a full moon in a ring of stars and a crescent at each end, drawn
 * as one half and the same half turned, so the back looks the same either way up.
 */
export function CardBack() {
  const ring = Array.from({ length: 12 }, (_, i) => {
    const [x, y] = polar(100, 170, 54, i * 30);
    return circle(x, y, 2.6);
  });
  const half = (
    <>
      <Crescent x={100} y={62} r={14} turn={-90} />
      <Stars
        at={[
          [100, 96, 4],
          [60, 92, 4],
          [140, 92, 4],
          [36, 130, 3],
          [164, 130, 3],
          [70, 140, 3],
          [130, 140, 3],
          [30, 60, 3],
          [170, 60, 3],
          [56, 40, 2.5],
          [144, 40, 2.5],
        ]}
      />
      <path d="M24 24l12 12M176 24l-12 12M100 22v14" stroke={GOLD} />
    </>
  );
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-hidden xmlns="http://www.w3.org/2000/svg">
      <g fill="none" stroke={INK} strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round">
        <rect x={2} y={2} width={WIDTH - 4} height={HEIGHT - 4} rx={12} fill={PAPER} />
        <rect x={INNER.x} y={INNER.y} width={INNER.w} height={INNER.h} rx={7} stroke={GOLD} strokeWidth={1.5} />
        <rect x={16} y={16} width={168} height={308} rx={5} fill={TINT} strokeWidth={1.5} />
        <g>{half}</g>
        <g transform={`rotate(180 ${WIDTH / 2} ${HEIGHT / 2})`}>{half}</g>
        <Shape d={circle(100, 170, 54)} width={1.5} />
        <Shape d={ring.join('')} tone="gold" />
        <Shape d={star(100, 170, 42, 16, 0.76)} tone="paper" />
        <Shape d={circle(100, 170, 26)} tone="gold" />
        <Shape d={circle(100, 170, 20)} tone="paper" />
        <Shape d={circle(100, 170, 14)} tone="wash" />
      </g>
    </svg>
  );
}
