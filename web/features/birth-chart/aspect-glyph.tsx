import type { AspectType } from '@core/astro/aspects';

/**
 * The aspect symbols drawn, not typed: the sextile's ⚹ is missing from many system fonts (it
 * shows as an empty box on Linux), so all five are small SVGs in the text colour.
 */
const SHAPES: Record<AspectType, React.ReactNode> = {
  conjunction: (
    <>
      <circle cx="6.5" cy="10" r="3.8" />
      <path d="M9.3 7.2 14 2.5" />
    </>
  ),
  opposition: (
    <>
      <circle cx="4.2" cy="11.8" r="2.6" />
      <circle cx="11.8" cy="4.2" r="2.6" />
      <path d="M6 10 10 6" />
    </>
  ),
  trine: <path d="M8 2.2 14 13.3H2Z" />,
  square: <rect x="2.8" y="2.8" width="10.4" height="10.4" />,
  sextile: <path d="M8 1.8v12.4M2.6 4.9l10.8 6.2M2.6 11.1l10.8-6.2" />,
};

export function AspectGlyph({ type, className }: { type: AspectType; className?: string }) {
  return (
    <svg
      className={className ? `aspect-glyph ${className}` : 'aspect-glyph'}
      viewBox="0 0 16 16"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES[type]}
    </svg>
  );
}
