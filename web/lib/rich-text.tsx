import { Fragment, type ReactNode, cloneElement, isValidElement } from 'react';

const TAG = /<([a-zA-Z][\w-]*)>([\s\S]*?)<\/\1>|<([a-zA-Z][\w-]*)\s*\/>/;

/**
 * A translated message with `<name>…</name>` and `<name/>` marks, as React nodes: each mark
 * becomes the element given under its name, holding the text inside the mark. Marks without an
 * element, and any other markup, stay text: a catalogue cannot inject HTML.
 */
export function richText(message: string, components: Record<string, ReactNode>): ReactNode {
  const out: ReactNode[] = [];
  let rest = message;
  let key = 0;
  for (let match = TAG.exec(rest); match; match = TAG.exec(rest)) {
    if (match.index > 0) out.push(rest.slice(0, match.index));
    const name = (match[1] ?? match[3]) as string;
    const element = Object.hasOwn(components, name) ? components[name] : undefined;
    const inner = match[2] === undefined ? undefined : richText(match[2], components);
    if (isValidElement(element)) {
      out.push(
        inner === undefined ? cloneElement(element, { key: key++ }) : cloneElement(element, { key: key++ }, inner),
      );
    } else {
      out.push(<Fragment key={key++}>{inner ?? ''}</Fragment>);
    }
    rest = rest.slice(match.index + match[0].length);
  }
  if (rest) out.push(rest);
  return out.length === 1 && typeof out[0] === 'string' ? out[0] : out;
}
