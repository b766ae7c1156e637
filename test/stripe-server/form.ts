/**
 * Stripe's bracketed form encoding, as the SDK writes request bodies and query strings:
 * `line_items[0][price]=price_1&metadata[userId]=u1&expand[]=customer`. Objects whose keys
 * are all array indices become arrays (in index order), so `items[0][id]` reads as
 * `{ items: [{ id }] }`.
 */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

// Keys that would reach Object.prototype through a plain object.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The key's path: `a[b][0][]` → ['a', 'b', '0', '']; null when the brackets are malformed. */
export function keyPath(key: string): string[] | null {
  const open = key.indexOf('[');
  if (open === -1) return [key];
  const path = [key.slice(0, open)];
  const rest = key.slice(open);
  const segment = /\[([^[\]]*)\]/y;
  let index = 0;
  while (index < rest.length) {
    segment.lastIndex = index;
    const match = segment.exec(rest);
    if (!match) return null;
    path.push(match[1] ?? '');
    index = segment.lastIndex;
  }
  return path;
}

type Tree = { [key: string]: Tree | string };

function isTree(value: Tree | string | undefined): value is Tree {
  return typeof value === 'object';
}

/** Parses a form body or query string (with or without the leading `?`). */
export function parseForm(input: string | URLSearchParams): FormObject {
  const params = typeof input === 'string' ? new URLSearchParams(input.replace(/^\?/, '')) : input;
  const root: Tree = {};
  for (const [key, value] of params) {
    const path = keyPath(key);
    if (!path || path[0] === '' || path.some((segment) => UNSAFE_KEYS.has(segment))) continue;
    let node = root;
    for (let i = 0; i < path.length; i++) {
      // `[]` appends: the next free index of this node.
      const segment = path[i] === '' ? String(Object.keys(node).length) : (path[i] as string);
      if (i === path.length - 1) {
        node[segment] = value;
        break;
      }
      const next = node[segment];
      if (isTree(next)) node = next;
      else {
        const child: Tree = {};
        node[segment] = child;
        node = child;
      }
    }
  }
  return toFormObject(root);
}

function toFormValue(value: Tree | string): FormValue {
  if (typeof value === 'string') return value;
  const keys = Object.keys(value);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys
      .map(Number)
      .sort((a, b) => a - b)
      .map((index) => toFormValue(value[String(index)] as Tree | string));
  }
  return toFormObject(value);
}

function toFormObject(tree: Tree): FormObject {
  const out: FormObject = {};
  for (const [key, value] of Object.entries(tree)) out[key] = toFormValue(value);
  return out;
}
