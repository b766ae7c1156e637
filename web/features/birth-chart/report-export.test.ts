import { describe, expect, it } from 'vitest';
import { breakUnits, buildReportSvg, placeWheel, wrapText } from './report-export';

/** Ten units a character, as a monospace font would measure it. */
const mono = (text: string) => Array.from(text).length * 10;

describe('wrapText', () => {
  it('breaks English at spaces, never wider than the line', () => {
    const text = 'Your Sun in Taurus steadies everything the Moon in Aquarius questions.';
    const lines = wrapText(text, 200, mono);
    expect(lines).toEqual(['Your Sun in Taurus', 'steadies everything', 'the Moon in Aquarius', 'questions.']);
    for (const line of lines) expect(mono(line)).toBeLessThanOrEqual(200);
    expect(lines.join(' ')).toBe(text);
  });

  it('wraps Chinese per character, with no spaces to break at', () => {
    const text = '你的太阳在金牛座，月亮在水瓶座。上升星座是处女座，命主星是水星。';
    const lines = wrapText(text, 100, mono);
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) expect(mono(line)).toBeLessThanOrEqual(100);
    expect(lines.join('')).toBe(text);
  });

  it('keeps closing punctuation off the start of a line and opening punctuation off its end', () => {
    // At 60 (six characters) the comma would start the second line; it stays with 座.
    const lines = wrapText('太阳在金牛座，月亮', 60, mono);
    expect(lines.every((line) => !/^[，。]/.test(line))).toBe(true);
    expect(lines.join('')).toBe('太阳在金牛座，月亮');
    expect(breakUnits('在「金星」里')).toEqual(['在', '「金', '星」', '里']);
  });

  it('keeps a Hindi word whole and breaks between words', () => {
    const text = 'आपका सूर्य वृषभ राशि में है और चंद्रमा कुंभ राशि में';
    const lines = wrapText(text, 120, mono);
    expect(lines.join(' ')).toBe(text);
    for (const line of lines) expect(line.startsWith(' ')).toBe(false);
  });

  it('wraps Serbian Cyrillic, mixed scripts and an over-long word', () => {
    expect(wrapText('Сунце у Бику, Месец у Водолији', 130, mono)).toEqual(['Сунце у Бику,', 'Месец у', 'Водолији']);
    expect(breakUnits('金星Venus在天秤座')).toEqual(['金', '星', 'Venus', '在', '天', '秤', '座']);
    const long = wrapText('Supercalifragilistic', 80, mono);
    expect(long).toEqual(['Supercal', 'ifragili', 'stic']);
  });

  it('keeps paragraph breaks', () => {
    expect(wrapText('one two\nthree', 1000, mono)).toEqual(['one two', 'three']);
  });
});

describe('buildReportSvg', () => {
  it('places the wheel and grows with its text', () => {
    const wheel =
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="660" height="660" stroke-width="1" viewBox="-330 -330 660 660"><circle r="10"/></svg>';
    expect(placeWheel(wheel, 64, 100, 560)).toMatch(
      /^<svg x="64" y="100" width="560" height="560" xmlns=.* stroke-width="1" viewBox/,
    );
    const content = {
      title: 'Birth chart report',
      subtitle: '17 May 1990, 14:30 · Belgrade, Serbia',
      wheel,
      positionsTitle: 'Planetary positions',
      positionsHead: ['Body', 'Sign', 'Degree', 'House', ''],
      positions: [['Sun', 'Taurus', '26°17′', '9', '']],
      analysisTitle: 'Advanced AI analysis',
      paragraphs: [{ text: 'word '.repeat(50), note: 'Rests on: Sun' }],
      footer: 'Stella',
      colors: { background: '#fff', text: '#000', muted: '#555', accent: '#54d', border: '#ddd' },
      fontFamily: 'system-ui, "Noto Sans", sans-serif',
    };
    const short = buildReportSvg(content, (text) => mono(text));
    const long = buildReportSvg({ ...content, paragraphs: [{ text: 'word '.repeat(500) }] }, (text) => mono(text));
    expect(short.width).toBe(1200);
    expect(long.height).toBeGreaterThan(short.height);
    expect(short.markup).toContain('font-family="system-ui, &quot;Noto Sans&quot;, sans-serif"');
    expect(short.markup).not.toContain('<text x="64" y="0"');
  });
});
