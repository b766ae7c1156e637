/**
 * Downloads of the wheel as a standalone SVG or PNG. The live SVG takes its colours from the
 * page's CSS (theme tokens), which a saved file would not have, so the copy carries every
 * computed paint and font value as presentation attributes, plus a background in the wheel's
 * face colour: the file looks like the screen, in whichever theme it was saved.
 */

/** Presentation attributes copied from the computed style (all valid SVG attributes). */
const INLINED = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-dasharray',
  'stroke-linecap',
  'stroke-linejoin',
  'paint-order',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'dominant-baseline',
] as const;

/** Initial values that need not be written out. */
const DEFAULTS: Readonly<Record<string, string>> = {
  'fill-opacity': '1',
  'stroke-opacity': '1',
  opacity: '1',
  'stroke-dasharray': 'none',
  'stroke-linecap': 'butt',
  'stroke-linejoin': 'miter',
  'paint-order': 'normal',
};

const SVG_NS = 'http://www.w3.org/2000/svg';

const TEXT_ONLY = new Set(['title', 'desc']);

/** "My chart" → "My chart.png"; an existing .svg or .png ending is replaced. */
export function withExtension(fileName: string, extension: 'svg' | 'png'): string {
  const base = fileName.trim().replace(/\.(svg|png)$/i, '') || 'chart-wheel';
  return `${base.replace(/[\\/:*?"<>|]+/g, '-')}.${extension}`;
}

/** The wheel as a self-contained SVG document (colours and fonts inlined, hover hit areas dropped). */
export function serializeWheel(svg: SVGSVGElement): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  const sources = [svg, ...Array.from(svg.querySelectorAll('*'))];
  const targets = [clone, ...Array.from(clone.querySelectorAll('*'))];
  sources.forEach((source, i) => {
    const target = targets[i];
    // Titles and the bi-wheel's description are words, not drawing: no paint to carry.
    if (!target || TEXT_ONLY.has(source.tagName.toLowerCase())) return;
    const style = getComputedStyle(source);
    for (const name of INLINED) {
      const value = style.getPropertyValue(name);
      if (value && DEFAULTS[name] !== value) target.setAttribute(name, value);
    }
  });
  for (const hit of Array.from(clone.querySelectorAll('.chart-wheel__hit'))) hit.remove();
  for (const el of [clone, ...Array.from(clone.querySelectorAll('*'))]) el.removeAttribute('class');

  const [minX = 0, minY = 0, width = 0, height = 0] = (svg.getAttribute('viewBox') ?? '').split(/[\s,]+/).map(Number);
  const face = svg.querySelector('.chart-wheel__face');
  const background = face ? getComputedStyle(face).fill : '';
  if (background && background !== 'none') {
    const rect = document.createElementNS(SVG_NS, 'rect');
    rect.setAttribute('x', String(minX));
    rect.setAttribute('y', String(minY));
    rect.setAttribute('width', String(width));
    rect.setAttribute('height', String(height));
    rect.setAttribute('fill', background);
    clone.insertBefore(rect, clone.firstChild);
  }
  clone.setAttribute('xmlns', SVG_NS);
  clone.setAttribute('width', String(width));
  clone.setAttribute('height', String(height));
  clone.removeAttribute('style');
  const label = svg.getAttribute('aria-label');
  if (label) {
    const title = document.createElementNS(SVG_NS, 'title');
    title.textContent = label;
    clone.insertBefore(title, clone.firstChild);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(clone)}`;
}

/** Saves a blob as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns: revoke it a little later.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Saves the wheel as `fileName`.svg. */
export function downloadWheelSvg(svg: SVGSVGElement, fileName: string): void {
  saveBlob(new Blob([serializeWheel(svg)], { type: 'image/svg+xml;charset=utf-8' }), withExtension(fileName, 'svg'));
}

/** The wheel as a PNG blob, `scale` times its drawn size (never less than `scale` × the viewBox edge). */
export async function renderWheelPng(svg: SVGSVGElement, scale = 2): Promise<Blob> {
  const viewSize = Number(svg.getAttribute('viewBox')?.split(/[\s,]+/)[2]) || 660;
  const side = Math.round(Math.max(svg.getBoundingClientRect().width, viewSize) * scale);
  return renderSvgPng(serializeWheel(svg), side, side);
}

/** A standalone SVG document drawn on a `width` × `height` canvas and encoded as PNG. */
export async function renderSvgPng(markup: string, width: number, height: number): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = new Image();
    await new Promise<void>((resolve, reject) => {
      image.onload = () => resolve();
      image.onerror = () => reject(new Error('The chart wheel could not be drawn as an image'));
      image.src = url;
    });
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the chart wheel as a PNG');
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) => {
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The PNG could not be encoded'))), 'image/png');
    });
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** Saves the wheel as `fileName`.png, drawn at 2× on a canvas. */
export async function downloadWheelPng(svg: SVGSVGElement, fileName: string): Promise<void> {
  saveBlob(await renderWheelPng(svg, 2), withExtension(fileName, 'png'));
}
