/**
 * A comment says why and cites only what a reader can open: a `docs/product.md` anchor, a
 * decision, a file. This finds the citations of documents that are not in the repository: the
 * outside specification's numbered sections, the old deviations list and the issue tracker.
 * Pure: it takes a path (relative to the project root, with `/`) and its text.
 *
 * In code (`.ts`, `.tsx`, `.css`) only comments are read, so a message, a route or test data
 * may say what it likes; in Markdown every line is read. The shapes matched are the citations',
 * not the plain words: "issue" must be followed by a number, the specification's name by a
 * section sign, a quoted section title or a colon.
 */
import { parseSync } from 'vite';

export type CitationKind = 'spec' | 'deviations' | 'issue';

export interface CitationViolation {
  file: string;
  line: number;
  kind: CitationKind;
  /** The offending line, trimmed. */
  text: string;
}

const SHAPES: { kind: CitationKind; pattern: RegExp }[] = [
  // The specification's two documents go by the numbers zero and one, written with three
  // digits: followed by a section sign, a possessive, a colon, a closing parenthesis or a quoted
  // section title, or after the word "spec". A thousand ("1,000"), a decimal or a clock time is
  // not one. citation-rules.test.ts has the examples.
  { kind: 'spec', pattern: /(?<![\d,.:])\b00[01](?:'s\b|\s*§|\s+["“«]|:(?!\d)|\))/ },
  { kind: 'spec', pattern: /\bspec(?:ification)?s?\s+00[01]\b/i },
  { kind: 'deviations', pattern: /\bDEVIATIONS\b|\bdeviations?\s+#\d/ },
  { kind: 'issue', pattern: /\bissues?\s*#?\d+|#issue\b/i },
];

/** The texts of a file a reader reads as prose, with the line each starts on. */
function proseOf(file: string, text: string): { line: number; text: string }[] {
  if (file.endsWith('.md')) return [{ line: 1, text }];
  const lineOf = lineFinder(text);
  if (file.endsWith('.css')) {
    return [...text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => ({ line: lineOf(m.index), text: m[0] }));
  }
  const { comments } = parseSync(file, text, { lang: file.endsWith('.tsx') ? 'tsx' : 'ts' });
  return comments.map((c) => ({ line: lineOf(c.start), text: c.value }));
}

function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = 0; i < text.length; i++) if (text[i] === '\n') starts.push(i + 1);
  return (offset) => {
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((starts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
}

/** A comment's line without its leading star or the comment marks of CSS, so a finding reads as prose. */
const bare = (line: string) =>
  line
    .replace(/^\s*(?:\/\*+|\*+(?!\/))\s?/, '')
    .replace(/\s*\*\/\s*$/, '')
    .trim();

export function checkCitations(file: string, text: string): CitationViolation[] {
  const markdown = file.endsWith('.md');
  const out: CitationViolation[] = [];
  for (const prose of proseOf(file, text)) {
    prose.text.split('\n').forEach((line, i) => {
      const shape = SHAPES.find((s) => s.pattern.test(line));
      if (shape) out.push({ file, line: prose.line + i, kind: shape.kind, text: markdown ? line.trim() : bare(line) });
    });
  }
  return out;
}
