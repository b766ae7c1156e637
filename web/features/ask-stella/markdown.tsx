import { Fragment, type ReactNode } from 'react';

/**
 * The markdown subset an answer may use (docs/decisions/030-ask-stella.md), rendered as React
 * elements, never as HTML: paragraphs, line breaks, `- ` lists, `**bold**` and `*italic*`.
 * Anything else stays text (a link's brackets are shown as written; the server already removes
 * links).
 */
export type Block = { kind: 'paragraph'; lines: string[] } | { kind: 'list'; items: string[] };
export type Inline = { kind: 'text' | 'bold' | 'italic'; text: string };

const LIST_ITEM = /^\s*[-*•]\s+/;

/** A paragraph's text as blocks: runs of `- ` lines become lists, other lines paragraphs. */
export function parseBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.split(/\n[ \t]*\n/)) {
    // A blank line closes whatever block was open: each chunk starts its own.
    let open: Block | null = null;
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (LIST_ITEM.test(line)) {
        const item = line.replace(LIST_ITEM, '');
        if (open?.kind === 'list') open.items.push(item);
        else {
          open = { kind: 'list', items: [item] };
          blocks.push(open);
        }
      } else if (open?.kind === 'paragraph') {
        open.lines.push(line);
      } else {
        open = { kind: 'paragraph', lines: [line] };
        blocks.push(open);
      }
    }
  }
  return blocks;
}

/** `**bold**` and `*italic*` (or `__bold__`, `_italic_`); unmatched marks stay as text. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|__(.+?)__|\*(?!\s)(.+?)\*|(?<![\p{L}\p{N}])_(?!\s)(.+?)_(?![\p{L}\p{N}])/gu;
  let at = 0;
  for (const match of text.matchAll(pattern)) {
    const index = match.index ?? 0;
    if (index > at) out.push({ kind: 'text', text: text.slice(at, index) });
    const bold = match[1] ?? match[2];
    if (bold !== undefined) out.push({ kind: 'bold', text: bold });
    else out.push({ kind: 'italic', text: match[3] ?? match[4] ?? '' });
    at = index + match[0].length;
  }
  if (at < text.length) out.push({ kind: 'text', text: text.slice(at) });
  return out;
}

function InlineText({ text }: { text: string }) {
  return (
    <>
      {parseInline(text).map((part, i) =>
        part.kind === 'bold' ? (
          <strong key={i}>{part.text}</strong>
        ) : part.kind === 'italic' ? (
          <em key={i}>{part.text}</em>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}

/** An answer's paragraph as elements. */
export function Markdown({ text }: { text: string }): ReactNode {
  return (
    <>
      {parseBlocks(text).map((block, i) =>
        block.kind === 'list' ? (
          <ul key={i}>
            {block.items.map((item, j) => (
              <li key={j}>
                <InlineText text={item} />
              </li>
            ))}
          </ul>
        ) : (
          <p key={i}>
            {block.lines.map((line, j) => (
              <Fragment key={j}>
                {j > 0 ? <br /> : null}
                <InlineText text={line} />
              </Fragment>
            ))}
          </p>
        ),
      )}
    </>
  );
}
