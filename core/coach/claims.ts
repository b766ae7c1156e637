/**
 * Reading the claims in a text about a chart (decision 030, the verifier): which point it places in which sign
 * or house, which aspects it names, and which numbered houses it mentions. The same reader runs
 * over any answer, the offline writer's and a model's, in the language's lexicon
 * (core/coach/texts.ts, `CoachLexicon`). It is deliberately narrow: a phrase is a claim only
 * when the words between the names are the ones the language uses to place a point (the
 * lexicon's gaps), so "Venus rules Libra" claims nothing, and a missed claim costs less than a
 * true sentence withheld.
 */
import type { AspectType } from '../astro/aspects';
import { SIGN_IDS, type SignId } from '../zodiac';
import type { CoachLexicon, CoachPoint } from './texts';

export interface Claims {
  readonly signs: { point: CoachPoint; sign: SignId }[];
  readonly houses: { point: CoachPoint; house: number }[];
  readonly aspects: { a: CoachPoint; b: CoachPoint; type: AspectType }[];
  /** Every numbered house the text mentions, in order. */
  readonly houseNumbers: number[];
}

type Token =
  | { kind: 'point'; id: CoachPoint; start: number; end: number }
  | { kind: 'sign'; id: SignId; start: number; end: number }
  | { kind: 'aspect'; id: AspectType; start: number; end: number }
  | { kind: 'house'; id: number; start: number; end: number };

interface Matcher {
  readonly names: RegExp;
  readonly byForm: ReadonlyMap<string, Omit<Token, 'start' | 'end'>>;
  /** Names the lexicon writes only with a capital: "Mars" the planet, not "mars" (March). */
  readonly capitalOnly: ReadonlySet<string>;
  readonly house: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fold = (text: string) => text.normalize('NFC').toLocaleLowerCase();

const matchers = new WeakMap<CoachLexicon, Matcher>();

function matcherOf(lexicon: CoachLexicon): Matcher {
  const known = matchers.get(lexicon);
  if (known) return known;
  const byForm = new Map<string, Omit<Token, 'start' | 'end'>>();
  const capitalised = new Set<string>();
  const lowercase = new Set<string>();
  const add = (forms: readonly string[], token: Omit<Token, 'start' | 'end'>, names: boolean) => {
    for (const form of forms) {
      const key = fold(form.trim());
      if (!key) continue;
      if (!byForm.has(key)) byForm.set(key, token);
      const first = form.trim().charAt(0);
      if (names && first !== first.toLocaleLowerCase()) capitalised.add(key);
      else lowercase.add(key);
    }
  };
  // The angles' names are not ordinary words: written in lower case ("ascendant") they still count.
  for (const [id, forms] of Object.entries(lexicon.point)) {
    add(forms, { kind: 'point', id: id as CoachPoint }, id !== 'ascendant' && id !== 'midheaven');
  }
  for (const id of SIGN_IDS) add(lexicon.sign[id], { kind: 'sign', id }, true);
  for (const [id, forms] of Object.entries(lexicon.aspect)) {
    add(forms, { kind: 'aspect', id: id as AspectType }, false);
  }
  const alternation = [...byForm.keys()]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|');
  const body = lexicon.wordBoundaries
    ? `(?<![\\p{L}\\p{M}\\p{N}])(?:${alternation})(?![\\p{L}\\p{M}\\p{N}])`
    : `(?:${alternation})`;
  const matcher: Matcher = {
    names: new RegExp(body, 'giu'),
    byForm,
    capitalOnly: new Set([...capitalised].filter((key) => !lowercase.has(key))),
    house: new RegExp(lexicon.house.source, 'giu'),
  };
  matchers.set(lexicon, matcher);
  return matcher;
}

function houseNumberOf(raw: string | undefined, lexicon: CoachLexicon): number | null {
  if (!raw) return null;
  const digits = /^\d{1,2}$/.test(raw) ? Number(raw) : lexicon.houseNumber[fold(raw)];
  return digits !== undefined && digits >= 1 && digits <= 12 ? digits : null;
}

/** The names and numbered houses of a text, in order, overlaps resolved to the earlier (then longer) one. */
function tokenize(text: string, lexicon: CoachLexicon): Token[] {
  const m = matcherOf(lexicon);
  const found: Token[] = [];
  for (const match of text.matchAll(m.house)) {
    const house = houseNumberOf(match[1], lexicon);
    if (house !== null)
      found.push({ kind: 'house', id: house, start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(m.names)) {
    const key = fold(match[0]);
    const token = m.byForm.get(key);
    if (!token) continue;
    // A name the lexicon only capitalises is not read from a lower-case word (French "mars",
    // Serbian "meseca", Spanish "leo" are a month and a verb).
    const first = match[0].charAt(0);
    if (m.capitalOnly.has(key) && first === first.toLocaleLowerCase() && first !== first.toLocaleUpperCase()) continue;
    found.push({ ...token, start: match.index, end: match.index + match[0].length } as Token);
  }
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const tokens: Token[] = [];
  for (const token of found) {
    const last = tokens[tokens.length - 1];
    if (last && token.start < last.end) continue;
    tokens.push(token);
  }
  return tokens;
}

/**
 * Sentences end at . ! ? ; : their full-width forms, the danda, and line breaks; never inside
 * "14°22′" or "3.5", nor at an ordinal's dot ("u 7. kući").
 */
const SENTENCE_END = /[!?;:。！？；।॥\n]|(?<!(?:^|\D)\d{1,2})\.(?!\d)/g;

function sentences(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    out.push({ start, end: match.index });
    start = match.index + match[0].length;
  }
  out.push({ start, end: text.length });
  return out;
}

/** Every claim of a text, read with one language's lexicon. */
export function extractClaims(text: string, lexicon: CoachLexicon): Claims {
  const claims: Claims = { signs: [], houses: [], aspects: [], houseNumbers: [] };
  const tokens = tokenize(text, lexicon);
  const gap = (a: Token, b: Token) => text.slice(a.end, b.start);
  for (const [i, token] of tokens.entries()) {
    const next = tokens[i + 1];
    if (token.kind === 'house') claims.houseNumbers.push(token.id);
    // "Libra's ruler" names the sign, it does not place anything in it.
    const possessive = (t: Token) => /^['’]s(?![\p{L}])/u.test(text.slice(t.end, t.end + 3));
    if (
      token.kind === 'point' &&
      next?.kind === 'sign' &&
      !possessive(next) &&
      lexicon.placementGap.test(gap(token, next))
    ) {
      claims.signs.push({ point: token.id, sign: next.id });
      // "Venus in Libra in the 7th house": the house after the sign is the point's too.
      const after = tokens[i + 2];
      if (after?.kind === 'house' && lexicon.houseGap.test(gap(next, after))) {
        claims.houses.push({ point: token.id, house: after.id });
      }
    }
    if (token.kind === 'sign' && next?.kind === 'point' && lexicon.reverseGap.test(gap(token, next))) {
      const previous = tokens[i - 1];
      // "Venus in Libra Sun..." is read once, as Venus's placement.
      const placedBefore = previous?.kind === 'point' && lexicon.placementGap.test(gap(previous, token));
      if (!placedBefore) claims.signs.push({ point: next.id, sign: token.id });
    }
    if (token.kind === 'sign' && lexicon.risingAfterSign.test(text.slice(token.end, token.end + 40))) {
      claims.signs.push({ point: 'ascendant', sign: token.id });
    }
    if (token.kind === 'point' && next?.kind === 'house' && lexicon.houseGap.test(gap(token, next))) {
      claims.houses.push({ point: token.id, house: next.id });
    }
  }
  for (const sentence of sentences(text)) {
    const words = tokens.filter(
      (t) => (t.kind === 'point' || t.kind === 'aspect') && t.start >= sentence.start && t.end <= sentence.end,
    );
    let i = 0;
    while (i + 2 < words.length) {
      const [x, y, z] = [words[i], words[i + 1], words[i + 2]] as [Token, Token, Token];
      const after = words[i + 3];
      if (x.kind === 'point' && y.kind === 'aspect' && z.kind === 'point' && x.id !== z.id) {
        claims.aspects.push({ a: x.id, b: z.id, type: y.id });
        i += 3;
      } else if (
        x.kind === 'point' &&
        y.kind === 'point' &&
        z.kind === 'aspect' &&
        x.id !== y.id &&
        after?.kind !== 'point'
      ) {
        claims.aspects.push({ a: x.id, b: y.id, type: z.id });
        i += 3;
      } else {
        i += 1;
      }
    }
  }
  return claims;
}

/**
 * Whether a text says something of a particular chart: it names a sign or a numbered house, or
 * an aspect between two points. A paragraph that does not (it may name a planet in general,
 * "Venus describes how you love") is framing and needs no receipt.
 */
export function namesTheChart(text: string, lexicon: CoachLexicon): boolean {
  if (tokenize(text, lexicon).some((t) => t.kind === 'sign' || t.kind === 'house')) return true;
  return extractClaims(text, lexicon).aspects.length > 0;
}

/** The points, signs, numbered houses and aspect kinds a text names, each once, in order. */
export function mentions(
  text: string,
  lexicon: CoachLexicon,
): { points: CoachPoint[]; signs: SignId[]; houses: number[]; aspects: AspectType[] } {
  const out = {
    points: [] as CoachPoint[],
    signs: [] as SignId[],
    houses: [] as number[],
    aspects: [] as AspectType[],
  };
  for (const token of tokenize(text, lexicon)) {
    const list: unknown[] =
      token.kind === 'point'
        ? out.points
        : token.kind === 'sign'
          ? out.signs
          : token.kind === 'house'
            ? out.houses
            : out.aspects;
    if (!list.includes(token.id)) list.push(token.id);
  }
  return out;
}
