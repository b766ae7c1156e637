import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PLANET_IDS } from '@core/astro/positions';
import { castNatal } from '@core/astro/natal';
import { crossAspects } from '@core/synastry/contacts';
import { BiWheel } from './bi-wheel';
import { CrossAspectTable } from './cross-aspect-table';
import { MIN_TEXT_PX, WHEEL_VIEW_SIZE, textScaleForWidth } from './wheel-layout';

// No DOM library in the unit config: render to markup on the server and read it.
const DELHI = { name: 'New Delhi', latitude: 28.61, longitude: 77.21, timezone: 'Asia/Kolkata' };
const BELGRADE = { name: 'Belgrade', latitude: 44.8176, longitude: 20.4633, timezone: 'Europe/Belgrade' };

function cast(birthDate: string, birthTime: string | null, place: typeof DELHI) {
  const outcome = castNatal(
    { birthDate, birthTime: birthTime ?? '12:00', birthTimeUnknown: birthTime === null, houseSystem: 'placidus' },
    place,
  );
  if (outcome.kind !== 'ok') throw new Error(outcome.kind);
  return outcome.result.chart;
}

// A crowded pair: seven of A's bodies within 17° of Aquarius (February 1962), five of B's within
// 14° of Capricorn (January 1990), A's stellium on B's Venus and Ascendant.
const ana = cast('1962-02-04', '18:20', DELHI);
const marko = cast('1990-01-10', '07:45', BELGRADE);
const contacts = crossAspects({ chart: ana, timeKnown: true }, { chart: marko, timeKnown: true });

const count = (html: string, needle: RegExp) => (html.match(needle) ?? []).length;

/** The markup of B's ring: from its group to A's key, the next part drawn. */
function outerRing(html: string): string {
  const start = html.indexOf('data-ring="outer"');
  return html.slice(start, html.indexOf('class="bi-wheel__key"', start));
}

describe('<BiWheel />', () => {
  const html = renderToStaticMarkup(
    <BiWheel
      inner={ana}
      outer={marko}
      innerName="Ana"
      outerName="Marko"
      crossAspects={contacts}
      outerTimeKnown
      textScale={1}
    />,
  );

  it('is one image naming both people, with a description of both charts', () => {
    expect(html).toMatch(/^<svg[^>]*role="img"/);
    expect(html).toMatch(/^<svg[^>]*aria-label="Synastry bi-wheel: Ana inside, Marko on the outer ring; \d+ aspects/);
    expect(html).toMatch(/^<svg[^>]*viewBox="-336 -336 672 672"/);
    expect(html).not.toMatch(/^<svg[^>]*\swidth=/);
    expect(html).toMatch(
      /<desc id="[^"]+">Ana, inside: Sun in Aquarius \d+°\d\d′[^<]*\. Marko, outer ring: Sun in Capricorn/,
    );
    expect(html).toMatch(/^<svg[^>]*aria-describedby="[^"]+"/);
  });

  it("puts B's ten planets and, with a birth time, B's AC and MC on the outer ring", () => {
    const ring = outerRing(html);
    for (const id of PLANET_IDS) expect(ring).toContain(`data-body="${id}"`);
    expect(ring).toContain('data-body="ascendant"');
    expect(ring).toContain('data-body="midheaven"');
    expect(count(ring, /class="chart-wheel__body"/g)).toBe(12);
    expect(ring).toContain('<title>Marko: Venus in Aquarius ');

    const noTime = renderToStaticMarkup(
      <BiWheel
        inner={ana}
        outer={marko}
        innerName="Ana"
        outerName="Marko"
        crossAspects={contacts.filter((c) => c.b !== 'ascendant' && c.b !== 'midheaven')}
        outerTimeKnown={false}
        textScale={1}
      />,
    );
    expect(count(outerRing(noTime), /class="chart-wheel__body"/g)).toBe(10);
    expect(outerRing(noTime)).not.toContain('data-body="ascendant"');
  });

  it("draws A's chart inside as the natal wheel does: signs, houses, angles and all its bodies", () => {
    expect(count(html, /class="chart-wheel__sign chart-wheel__sign--/g)).toBe(12);
    expect(count(html, /class="chart-wheel__house"/g)).toBe(12);
    for (const label of ['AC', 'DC', 'MC', 'IC']) expect(html).toContain(`>${label}</text>`);
    const inner = html.slice(html.indexOf('data-ring="inner"'), html.indexOf('data-ring="outer"'));
    expect(count(inner, /class="chart-wheel__body"/g)).toBe(13);
    expect(html).toContain('<title>Ana: House 1, Self &amp; Identity: cusp ');
  });

  it("draws one line per cross-aspect and none of A's own aspects", () => {
    expect(contacts.length).toBeGreaterThan(20);
    expect(count(html, /data-cross-aspect="/g)).toBe(contacts.length);
    for (const c of contacts) expect(html).toContain(`data-cross-aspect="${c.id}"`);
    expect(count(html, /class="chart-wheel__aspect"/g)).toBe(contacts.length);
    const first = contacts[0];
    expect(first).toBeDefined();
    expect(html).toContain(
      `class="chart-wheel__aspect-line chart-aspect--${first?.type}" data-cross-aspect="${first?.id}"`,
    );
    expect(html).toContain('<title>Ana&#x27;s Venus square Marko&#x27;s Pluto: orb 0°08′</title>');
  });

  it('asks for text glyphs, never emoji', () => {
    expect(html).toContain('♈\uFE0E');
    expect(html).toContain('♀\uFE0E');
  });

  it('draws no text under 11 px on a phone or a desktop', () => {
    for (const width of [300, 320, 358, 390, 430, 560, 720]) {
      const markup = renderToStaticMarkup(
        <BiWheel
          inner={ana}
          outer={marko}
          innerName="Ana"
          outerName="Marko"
          crossAspects={contacts}
          outerTimeKnown
          textScale={textScaleForWidth(width)}
        />,
      );
      const sizes = [...markup.matchAll(/<text[^>]*font-size="([\d.]+)"/g)].map((m) => Number(m[1]));
      expect(sizes.length).toBeGreaterThan(40);
      expect(count(markup, /<text(?![^>]*font-size=)/g), 'a text without a size').toBe(0);
      for (const size of sizes) {
        expect(size * (width / WHEEL_VIEW_SIZE), `text at ${width} px`).toBeGreaterThanOrEqual(MIN_TEXT_PX - 1e-9);
      }
    }
  });

  it('leaves out houses and angles of A without a birth time', () => {
    const noTime = cast('1962-02-04', null, DELHI);
    const markup = renderToStaticMarkup(
      <BiWheel
        inner={noTime}
        outer={marko}
        innerName="Ana"
        outerName="Marko"
        crossAspects={crossAspects({ chart: noTime, timeKnown: false }, { chart: marko, timeKnown: true })}
        outerTimeKnown
        textScale={1}
      />,
    );
    expect(count(markup, /class="chart-wheel__house"/g)).toBe(0);
    expect(markup).not.toContain('>DC</text>');
    expect(markup).toMatch(/<desc[^>]*>Ana, inside: [^<]*birth time unknown, no houses\./);
  });
});

describe('<CrossAspectTable />', () => {
  const html = renderToStaticMarkup(
    <CrossAspectTable crossAspects={contacts} aName="Ana" bName="Marko" timeKnownA timeKnownB />,
  );
  const body = html.slice(html.indexOf('<tbody>'));

  it('is a captioned table in a focusable scrolling region', () => {
    expect(html).toMatch(/^<div class="cross-aspects" role="region" aria-labelledby="([^"]+)" tabindex="0">/);
    const id = html.match(/aria-labelledby="([^"]+)"/)?.[1];
    expect(html).toContain(`<caption id="${id}" class="cross-aspects__caption">Aspects between Ana and Marko: `);
  });

  it('has one row per point of A and one column per point of B, angles only with a birth time', () => {
    expect(count(body, /<tr>/g)).toBe(12);
    expect(count(body, /<th scope="row"/g)).toBe(12);
    expect(count(html, /<th scope="col"/g)).toBe(12);
    const noTimes = renderToStaticMarkup(
      <CrossAspectTable crossAspects={contacts} aName="Ana" bName="Marko" timeKnownA={false} timeKnownB={false} />,
    );
    expect(count(noTimes, /<th scope="row"/g)).toBe(10);
    expect(count(noTimes, /<th scope="col"/g)).toBe(10);
    // The aspects of an angle have no cell when its person's time is unknown.
    const planetsOnly = contacts.filter((c) => PLANET_IDS.includes(c.a as never) && PLANET_IDS.includes(c.b as never));
    expect(count(noTimes, /class="cross-aspects__cell cross-aspects__cell--/g)).toBe(planetsOnly.length);
  });

  it('fills a cell per aspect with its glyph, orb and the words a screen reader says', () => {
    expect(count(html, /class="cross-aspects__cell cross-aspects__cell--/g)).toBe(contacts.length);
    expect(count(html, /class="cross-aspects__cell"/g)).toBe(12 * 12 - contacts.length);
    expect(html).toContain(
      '<td class="cross-aspects__cell cross-aspects__cell--square" title="Ana&#x27;s Venus square Marko&#x27;s Pluto: orb 0°08′">',
    );
    expect(html).toContain('<span class="cross-aspects__orb" aria-hidden="true">0°08′</span>');
    expect(html).toContain('<span class="sr-only">Venus square Pluto, orb 0 degrees 8 minutes</span>');
    expect(html).toContain('<span class="sr-only">Ascendant</span>');
  });
});
