/**
 * The guard on the interface's words (decision 028): a `.tsx` file may not carry text a reader sees
 * outside the message catalogue. Flags JSX text with letters, string literals (and template
 * literals) with letters as JSX children, and letters in the attributes a reader or a screen
 * reader meets (aria-label, title, placeholder, alt, label...). Brand names are allowed.
 */
import { parseSync } from 'vite';

export interface JsxTextViolation {
  file: string;
  line: number;
  text: string;
}

/** Attributes whose value a reader sees or hears. */
const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'description',
  'heading',
  'summary',
  'caption',
  'emptyText',
  'confirmLabel',
  'cancelLabel',
]);
/** Words that are the same in every language: the brand and the plan names (docs/i18n/README.md). */
const UNTRANSLATED = /^(Stella|Explorer|Oracle|Master|Stripe|Cloudflare|Google|Apple|OK)$/;

/** Letters in a run of at least two, that are not a brand name. */
function hasWords(text: string): boolean {
  const words = text.match(/\p{L}{2,}/gu) ?? [];
  return words.some((w) => !UNTRANSLATED.test(w));
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  !!value && typeof value === 'object' && typeof (value as Node).type === 'string';

/** The text of a string or template literal; null for anything else. */
function literalText(node: Node): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral') {
    return (node.quasis as Node[]).map((q) => (q.value as { cooked?: string; raw: string }).cooked ?? '').join(' ');
  }
  return null;
}

/** The literals an expression can evaluate to: through `c ? a : b`, `a ?? b`, `a || b`, `a && b`. */
function literalsIn(node: Node): Node[] {
  if (node.type === 'ParenthesizedExpression') return literalsIn(node.expression as Node);
  if (node.type === 'ConditionalExpression') {
    return [...literalsIn(node.consequent as Node), ...literalsIn(node.alternate as Node)];
  }
  if (node.type === 'LogicalExpression') return [...literalsIn(node.left as Node), ...literalsIn(node.right as Node)];
  return literalText(node) !== null ? [node] : [];
}

export function checkJsxText(file: string, source: string): JsxTextViolation[] {
  const { program, errors } = parseSync(file, source, { lang: 'tsx' });
  if (errors.length) return [{ file, line: 1, text: `does not parse: ${errors[0]?.message}` }];
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const out: JsxTextViolation[] = [];
  const flag = (node: Node, text: string) =>
    out.push({ file, line: lineOf(node.start), text: text.trim().slice(0, 80) });
  const visit = (node: Node, parent: Node | null) => {
    if (node.type === 'JSXText' && hasWords(node.value as string)) flag(node, node.value as string);
    if (node.type === 'JSXExpressionContainer' && parent?.type !== 'JSXAttribute') {
      const expression = node.expression as Node;
      for (const lit of literalsIn(expression)) {
        const text = literalText(lit) ?? '';
        if (hasWords(text)) flag(lit, text);
      }
    }
    if (node.type === 'JSXAttribute' && node.value) {
      const name = (node.name as Node).name as string;
      if (typeof name === 'string' && VISIBLE_ATTRIBUTES.has(name)) {
        const value = node.value as Node;
        const expression = value.type === 'JSXExpressionContainer' ? (value.expression as Node) : value;
        for (const lit of literalsIn(expression)) {
          const text = literalText(lit) ?? '';
          if (hasWords(text)) flag(lit, `${name}=${text}`);
        }
      }
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === 'parent') continue;
      if (Array.isArray(child)) for (const c of child) isNode(c) && visit(c, node);
      else if (isNode(child)) visit(child, node);
    }
  };
  visit(program as unknown as Node, null);
  return out;
}
