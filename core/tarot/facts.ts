/**
 * What a tarot reading's sentences are checked against (docs/decisions/040-a-fair-deal.md): the
 * cards drawn, each in its position and orientation, and the spread's patterns, as facts with ids
 * (`C.2.tower.r`: the Tower, reversed, in the second position; `T.major.3`, `T.suit.cups.3`,
 * `T.reversed.2`), read by the same verifier as every answer of Stella's (core/coach/verify.ts).
 * A sentence that names a card that was not drawn, or names a card reversed that lies upright,
 * is withheld; a paragraph that names a card must cite the facts it rests on.
 */
import type { SentenceScope, Problem, Verifiable } from '../coach/verify';
import type { DealtCard } from './deal';
import { CARD_IDS, type CardId, cardInfo, type Suit } from './deck';
import { SPREADS, type SpreadId } from './spreads';
import type { TarotTexts } from './texts/contract';

export interface TarotFact {
  readonly id: string;
  /** What a receipt chip says: 'Past · The Tower reversed'. */
  readonly label: string;
}

/** A card's fact id in a spread: its position (from 1), the card, `.r` when reversed. */
export const cardFactId = (position: number, dealt: DealtCard) =>
  `C.${position + 1}.${dealt.card}${dealt.reversed ? '.r' : ''}`;

export interface SpreadPatterns {
  readonly majors: number;
  /** The suit holding more than half of the minor cards, when it holds at least two. */
  readonly suit: { readonly suit: Suit; readonly count: number } | null;
  readonly reversed: number;
}

export function patternsOf(cards: readonly DealtCard[]): SpreadPatterns {
  const minors = cards.map((d) => cardInfo(d.card).suit).filter((s): s is Suit => s !== null);
  const counts = new Map<Suit, number>();
  for (const suit of minors) counts.set(suit, (counts.get(suit) ?? 0) + 1);
  const [top] = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  return {
    majors: cards.length - minors.length,
    suit: top && top[1] >= 2 && top[1] * 2 > minors.length ? { suit: top[0], count: top[1] } : null,
    reversed: cards.filter((d) => d.reversed).length,
  };
}

/** Pattern facts worth a sentence: at least half major, a leading suit, at least half reversed (spreads of three and more). */
export function patternFactIds(cards: readonly DealtCard[]): { majors?: string; suit?: string; reversed?: string } {
  if (cards.length < 3) return {};
  const p = patternsOf(cards);
  return {
    ...(p.majors * 2 >= cards.length ? { majors: `T.major.${p.majors}` } : {}),
    ...(p.suit ? { suit: `T.suit.${p.suit.suit}.${p.suit.count}` } : {}),
    ...(p.reversed * 2 >= cards.length ? { reversed: `T.reversed.${p.reversed}` } : {}),
  };
}

/** The card's name as drawn: its name, or its reversed name. */
export const drawnName = (texts: TarotTexts, dealt: DealtCard) =>
  dealt.reversed ? texts.cards[dealt.card].reversedName : texts.cards[dealt.card].name;

/** Every fact of a spread, with its chip's words. */
export function tarotFacts(spread: SpreadId, cards: readonly DealtCard[], texts: TarotTexts): TarotFact[] {
  const positions = SPREADS[spread];
  const capital = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);
  const facts: TarotFact[] = cards.map((dealt, i) => ({
    id: cardFactId(i, dealt),
    label: `${texts.positions[positions[i] as (typeof positions)[number]].name} · ${capital(drawnName(texts, dealt))}`,
  }));
  const p = patternsOf(cards);
  const ids = patternFactIds(cards);
  if (ids.majors) facts.push({ id: ids.majors, label: `${texts.labels.majorArcana} · ${p.majors}/${cards.length}` });
  if (ids.suit && p.suit) facts.push({ id: ids.suit, label: `${texts.suits[p.suit.suit]} · ${p.suit.count}` });
  if (ids.reversed) facts.push({ id: ids.reversed, label: `${texts.labels.reversed} · ${p.reversed}/${cards.length}` });
  return facts;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A leading article of a card's name in our Latin-script languages: "The Tower" is also "Tower". */
const ARTICLE = /^(?:(?:the|les|le|las|la|los|lo|gli|il|el)\s+|l['’]\s*)/i;

export interface NameForm {
  readonly card: CardId;
  readonly reversed: boolean;
  readonly pattern: RegExp;
}

/** Every way a sentence names a card: the reversed name, the name, the name without its article. */
export function cardNameForms(texts: TarotTexts, boundaries: boolean): NameForm[] {
  const forms: { card: CardId; reversed: boolean; text: string }[] = [];
  for (const card of CARD_IDS) {
    const t = texts.cards[card];
    forms.push({ card, reversed: true, text: t.reversedName });
    forms.push({ card, reversed: false, text: t.name });
    const bare = t.name.replace(ARTICLE, '');
    if (bare !== t.name && bare.length > 2) forms.push({ card, reversed: false, text: bare });
  }
  // The longest first, so "the Tower reversed" is read before "Tower".
  forms.sort((a, b) => b.text.length - a.text.length);
  return forms.map(({ card, reversed, text }) => {
    // A name is written as the deck prints it: "strength" as a word is no claim, "Strength" is.
    // Only a leading article, or the first word of a reversed name, changes case with the
    // sentence ("The Tower", "the Tower reversed", Serbian "Obrnuta Kula").
    const c = text.charAt(0);
    const head = escapeRegExp(c);
    const first =
      (reversed || ARTICLE.test(text)) && c.toLocaleLowerCase() !== c.toLocaleUpperCase()
        ? `[${escapeRegExp(c.toLocaleLowerCase())}${escapeRegExp(c.toLocaleUpperCase())}]`
        : head;
    const body = escapeRegExp(text.slice(1));
    const source = boundaries ? `(?<![\\p{L}\\p{M}])${first}${body}(?![\\p{L}\\p{M}])` : `「${first}${body}」`;
    return { card, reversed, pattern: new RegExp(source, 'gu') };
  });
}

/** The cards a sentence names, each with whether it names it reversed. */
export function namedCards(sentence: string, forms: readonly NameForm[]): { card: CardId; reversed: boolean }[] {
  let rest = sentence;
  const named: { card: CardId; reversed: boolean }[] = [];
  for (const form of forms) {
    rest = rest.replace(form.pattern, (whole) => {
      named.push({ card: form.card, reversed: form.reversed });
      return ' '.repeat(whole.length);
    });
  }
  return named;
}

/** The spread's facts as the verifier reads them, and the scope that reads its sentences' cards. */
export function tarotTable(
  spread: SpreadId,
  cards: readonly DealtCard[],
  texts: TarotTexts,
  boundaries: boolean,
): { table: Verifiable; scope: SentenceScope; facts: TarotFact[] } {
  const facts = tarotFacts(spread, cards, texts);
  const table: Verifiable = {
    byId: new Map(facts.map((f) => [f.id, f])),
    // No chart: a reading places no planet, and claims no aspect a chart could have.
    birthTimeKnown: true,
    aspectKeys: new Set(),
    trueSigns: {},
    progressedSigns: {},
    trueHouses: {},
  };
  const forms = cardNameForms(texts, boundaries);
  const drawn = new Map(cards.map((d) => [d.card, d.reversed]));
  const scope: SentenceScope = {
    table: () => table,
    claims: (sentence) => sentence,
    check: (sentence) => {
      const problems: Problem[] = [];
      for (const claim of namedCards(sentence, forms)) {
        const lies = drawn.get(claim.card);
        if (lies === undefined || (claim.reversed && !lies)) {
          problems.push({ kind: 'contradiction', sentence: sentence.trim(), claim });
        }
      }
      return problems;
    },
    names: (text) => namedCards(text, forms).length > 0,
  };
  return { table, scope, facts };
}
