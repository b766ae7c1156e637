import { CARD_IDS, cardInfo } from '@core/tarot/deck';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CardArt, CardBack, roman } from './card-art';

// No DOM library in the unit config: render to markup on the server and read it.
const count = (html: string, needle: RegExp) => (html.match(needle) ?? []).length;
const SHAPES = /<(path|circle|ellipse|rect|polygon|polyline|line)\b/g;

describe('<CardArt />', () => {
  const faces = new Map(CARD_IDS.map((id) => [id, renderToStaticMarkup(<CardArt id={id} title={id} />)]));

  it.each(CARD_IDS)('draws %s as one named image with a scene', (id) => {
    const html = faces.get(id) ?? '';
    expect(html).toMatch(/^<svg[^>]*viewBox="0 0 200 340"/);
    expect(html).toMatch(/^<svg[^>]*role="img"/);
    expect(html).toMatch(new RegExp(`^<svg[^>]*aria-label="${id}"`));
    expect(count(html, /<svg/g)).toBe(1);
    expect(count(html, SHAPES)).toBeGreaterThan(12);
  });

  it('draws every card differently', () => {
    expect(new Set(faces.values()).size).toBe(CARD_IDS.length);
  });

  it('writes no words: only a major card carries text, its numeral', () => {
    for (const id of CARD_IDS) {
      const html = faces.get(id) ?? '';
      const texts = [...html.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      const card = cardInfo(id);
      expect(texts, id).toEqual(card.arcana === 'major' ? [roman(card.number)] : []);
    }
  });

  it('numbers the Major Arcana in Roman numerals from 0', () => {
    expect(
      ['fool', 'magician', 'lovers', 'hermit', 'justice', 'death', 'moon', 'world'].map((id) =>
        roman(cardInfo(id as never).number),
      ),
    ).toEqual(['0', 'I', 'VI', 'IX', 'XI', 'XIII', 'XVIII', 'XXI']);
  });

  it('turns the whole drawing by 180° when reversed', () => {
    const upright = renderToStaticMarkup(<CardArt id="tower" />);
    const reversed = renderToStaticMarkup(<CardArt id="tower" reversed />);
    expect(upright).not.toContain('rotate(180 100 170)');
    expect(reversed).toMatch(/^<svg[^>]*><defs>.*<\/defs><g transform="rotate\(180 100 170\)"/);
  });

  it('hides an untitled card from assistive technology', () => {
    const html = renderToStaticMarkup(<CardArt id="star" />);
    expect(html).toMatch(/^<svg[^>]*aria-hidden="true"/);
    expect(html).not.toContain('aria-label');
  });

  it('gives each card on a page its own clip path', () => {
    const html = renderToStaticMarkup(
      <>
        <CardArt id="fool" />
        <CardArt id="fool" />
      </>,
    );
    const ids = [...html.matchAll(/<clipPath id="([^"]+)"/g)].map((m) => m[1]);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    for (const id of ids) expect(html).toContain(`url(#${id})`);
  });

  it('paints only with the ink, the paper, the gold and the tint', () => {
    const colours = new Set<string>();
    for (const html of faces.values()) {
      for (const m of html.matchAll(/(?:fill|stroke)="([^"]+)"/g)) colours.add(m[1] ?? '');
    }
    expect([...colours].sort()).toEqual(
      [
        'currentColor',
        'none',
        'var(--tarot-gold, #c9a227)',
        'var(--tarot-paper, transparent)',
        'var(--tarot-tint, rgba(127,127,160,0.18))',
      ].sort(),
    );
  });
});

describe('<CardBack />', () => {
  it('is the same drawing either way up', () => {
    const html = renderToStaticMarkup(<CardBack />);
    expect(html).toMatch(/^<svg[^>]*viewBox="0 0 200 340"/);
    expect(html).not.toContain('<text');
    const half = html.match(/<g>(.+)<\/g><g transform="rotate\(180 100 170\)">\1<\/g>/)?.[1] ?? '';
    expect(count(half, SHAPES)).toBeGreaterThanOrEqual(3);
  });
});
