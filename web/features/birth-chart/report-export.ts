/**
 * Master's custom report as a picture (docs/product.md#birth-chart-page): one standalone SVG
 * document, 1200 wide, holding a title, the wheel (serialized as its download is), the positions
 * table and the deep analysis, drawn on a canvas and saved as PNG. SVG text does not wrap, so the
 * lines are computed here, measured with a canvas 2D context in the very fonts the SVG names. Words
 * are broken at spaces; Chinese (and any CJK text) has no spaces and breaks between characters,
 * never before closing punctuation nor after opening punctuation.
 */
import { renderSvgPng, saveBlob } from './wheel/wheel-export';

/** The width of a text in a font (a CSS `font` shorthand). */
export type Measure = (text: string, font: string) => number;

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
/** Never at the start of a line: closing punctuation (CJK and Latin). */
const NO_START = /^[，。、；：！？）」』》〉】〕”’,.;:!?)\]}…·%]/u;
/** Never at the end of a line: opening punctuation. */
const NO_END = /[（「『《〈【〔“‘([{]$/u;
const SPACE = /^\s$/u;

const graphemeSegmenter =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

/** User-perceived characters: a Devanagari syllable or an emoji stays whole. */
export function graphemes(text: string): string[] {
  return graphemeSegmenter ? Array.from(graphemeSegmenter.segment(text), (s) => s.segment) : Array.from(text);
}

/**
 * The pieces a line may break between: a word with the spaces after it, or one CJK character
 * with the punctuation that must stay with it.
 */
export function breakUnits(text: string): string[] {
  const units: string[] = [];
  let current = '';
  // Whether the next letter joins the current unit (false after a space or a CJK character).
  let open = false;
  for (const g of graphemes(text)) {
    if (SPACE.test(g)) {
      current += g;
      open = false;
    } else if (NO_START.test(g) && current !== '') {
      current += g;
      if (CJK.test(g)) open = false;
    } else if (CJK.test(g)) {
      if (current !== '' && NO_END.test(current)) current += g;
      else {
        if (current) units.push(current);
        current = g;
      }
      open = false;
    } else if (open || (current !== '' && NO_END.test(current))) {
      current += g;
      open = true;
    } else {
      if (current) units.push(current);
      current = g;
      open = true;
    }
  }
  if (current) units.push(current);
  return units;
}

/** `text` as lines no wider than `maxWidth` (paragraph breaks kept); an over-long word is cut between characters. */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    const push = () => {
      lines.push(line.trimEnd());
      line = '';
    };
    for (const unit of breakUnits(paragraph.trim())) {
      if (measure((line + unit).trimEnd()) <= maxWidth) {
        line += unit;
        continue;
      }
      if (line.trim()) push();
      if (measure(unit.trimEnd()) <= maxWidth) {
        line = unit;
        continue;
      }
      // Wider than a whole line by itself: cut between characters.
      for (const g of graphemes(unit)) {
        if (line && measure((line + g).trimEnd()) > maxWidth) push();
        line += g;
      }
    }
    if (line.trim() || lines.length === 0 || paragraph.trim() === '') push();
  }
  return lines;
}

/** A canvas 2D context's measureText: the browser's own widths for the fonts the SVG names. */
export function canvasMeasure(): Measure {
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return (text, font) => text.length * (Number.parseFloat(font) || 16) * 0.6;
  return (text, font) => {
    context.font = font;
    return context.measureText(text).width;
  };
}

export interface ReportColors {
  background: string;
  text: string;
  muted: string;
  accent: string;
  border: string;
}

export interface ReportContent {
  title: string;
  subtitle: string;
  /** The wheel as serializeWheel writes it (an SVG document with its own width and height). */
  wheel: string;
  positionsTitle: string;
  positionsHead: string[];
  positions: string[][];
  analysisTitle: string;
  paragraphs: { text: string; note?: string }[];
  footer: string;
  colors: ReportColors;
  /** A CSS font-family list (the page's body fonts for the reader's language). */
  fontFamily: string;
}

export const REPORT_WIDTH = 1200;
const PAD = 64;
const WHEEL = 560;
const GAP = 40;

const escapeXml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The wheel's document placed at (x, y) at `size`: its own width and height give way to ours. */
export function placeWheel(markup: string, x: number, y: number, size: number): string {
  const svg = markup.replace(/^<\?xml[^>]*\?>\s*/, '');
  return svg.replace(/^<svg\b[^>]*>/, (open) => {
    const rest = open.replace(/\s(?:x|y|width|height)="[^"]*"/g, '').slice('<svg'.length);
    return `<svg x="${x}" y="${y}" width="${size}" height="${size}"${rest}`;
  });
}

/** The report as an SVG document, its height what its text needs. */
export function buildReportSvg(
  content: ReportContent,
  measure: Measure,
): { markup: string; width: number; height: number } {
  const { colors } = content;
  const family = content.fontFamily;
  const font = (size: number, weight = 400) => `${weight} ${size}px ${family}`;
  const parts: string[] = [];
  const text = (x: number, y: number, value: string, size: number, fill: string, weight = 400, anchor = 'start') =>
    parts.push(
      `<text x="${x}" y="${y}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" xml:space="preserve">${escapeXml(value)}</text>`,
    );
  const fit = (value: string, width: number, size: number, weight = 400) => {
    if (measure(value, font(size, weight)) <= width) return value;
    let cut = graphemes(value);
    while (cut.length > 1 && measure(`${cut.join('')}…`, font(size, weight)) > width) cut = cut.slice(0, -1);
    return `${cut.join('')}…`;
  };
  const inner = REPORT_WIDTH - 2 * PAD;
  let y = PAD;

  for (const line of wrapText(content.title, inner, (s) => measure(s, font(34, 700)))) {
    y += 40;
    text(PAD, y, line, 34, colors.text, 700);
  }
  for (const line of wrapText(content.subtitle, inner, (s) => measure(s, font(18)))) {
    y += 30;
    text(PAD, y, line, 18, colors.muted);
  }
  y += 24;
  parts.push(`<rect x="${PAD}" y="${y}" width="${inner}" height="2" fill="${colors.accent}"/>`);
  y += 32;

  // The wheel on the left, the positions beside it.
  const top = y;
  parts.push(placeWheel(content.wheel, PAD, top, WHEEL));
  const tableX = PAD + WHEEL + GAP;
  const tableWidth = REPORT_WIDTH - PAD - tableX;
  const columns = [0.32, 0.27, 0.19, 0.15, 0.07].map((share) => share * tableWidth);
  let ty = top + 24;
  text(tableX, ty, fit(content.positionsTitle, tableWidth, 22, 700), 22, colors.text, 700);
  ty += 18;
  const row = (cells: string[], header: boolean) => {
    ty += 30;
    let x = tableX;
    cells.forEach((cell, i) => {
      const width = columns[i] ?? 0;
      text(
        x,
        ty,
        fit(cell, width - 8, 15, header ? 700 : 400),
        15,
        header ? colors.muted : colors.text,
        header ? 700 : 400,
      );
      x += width;
    });
    parts.push(`<rect x="${tableX}" y="${ty + 10}" width="${tableWidth}" height="1" fill="${colors.border}"/>`);
  };
  row(content.positionsHead, true);
  for (const cells of content.positions) row(cells, false);
  y = Math.max(top + WHEEL, ty + 16) + GAP;

  text(PAD, y + 26, content.analysisTitle, 26, colors.text, 700);
  y += 26 + 20;
  for (const paragraph of content.paragraphs) {
    for (const line of wrapText(paragraph.text, inner, (s) => measure(s, font(18)))) {
      y += 29;
      text(PAD, y, line, 18, colors.text);
    }
    if (paragraph.note) {
      y += 4;
      for (const line of wrapText(paragraph.note, inner, (s) => measure(s, font(14)))) {
        y += 22;
        text(PAD, y, line, 14, colors.muted);
      }
    }
    y += 18;
  }
  y += 12;
  parts.push(`<rect x="${PAD}" y="${y}" width="${inner}" height="1" fill="${colors.border}"/>`);
  y += 28;
  text(PAD, y, fit(content.footer, inner, 13), 13, colors.muted);
  const height = Math.ceil(y + PAD / 2);

  const markup = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${REPORT_WIDTH}" height="${height}" viewBox="0 0 ${REPORT_WIDTH} ${height}" font-family="${escapeXml(family)}">`,
    `<title>${escapeXml(content.title)}</title>`,
    `<rect width="${REPORT_WIDTH}" height="${height}" fill="${colors.background}"/>`,
    ...parts,
    '</svg>',
  ].join('\n');
  return { markup, width: REPORT_WIDTH, height };
}

/** The largest edge a canvas is safely drawn at in every browser. */
const MAX_EDGE = 16_000;

/** Draws the report and saves it as `fileName` (…png). */
export async function downloadReportPng(content: ReportContent, fileName: string): Promise<void> {
  const { markup, width, height } = buildReportSvg(content, canvasMeasure());
  const scale = height * 2 <= MAX_EDGE ? 2 : Math.max(1, Math.floor(MAX_EDGE / height));
  saveBlob(await renderSvgPng(markup, width * scale, height * scale), fileName);
}
