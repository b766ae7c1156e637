/**
 * What a language's tarot texts must hold to be read safely (core/tarot/texts/contract.ts): no
 * text shared by every reading names a card (the verifier would take it for a claim), and every
 * position's frame names the card it is given, once, so the verifier reads it back. Used by the
 * unit test over all seven languages, and by writers while they write
 * (`npx tsx scripts/tarot/check-texts.ts <lc>`).
 */
import { CARD_IDS, type CardId } from '../deck';
import { cardNameForms, namedCards } from '../facts';
import { POSITION_IDS } from '../spreads';
import type { ReadingTopic, TarotTexts } from './contract';

/** Cards whose names are also words, and a major, a minor, a court card: what every frame is tried with. */
const SAMPLE: readonly CardId[] = ['tower', 'cups-3', 'strength', 'wheel-of-fortune', 'pentacles-king', 'sun', 'world'];

/** Letters and spaces only, lower case: how two texts are compared for a repeated phrase. */
const plain = (text: string) =>
  text
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{M}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Whether a card's theme repeats its meaning: the reading says the theme while the card beside it
 * shows the meaning, so the theme may not stand inside the meaning, nor may the meaning open with
 * the theme's first words (three words; four characters in a language written without spaces).
 */
function themeRepeatsMeaning(theme: string, meaning: string, boundaries: boolean): boolean {
  const t = plain(theme);
  const m = plain(meaning);
  if (m.includes(t)) return true;
  const head = boundaries ? t.split(' ').slice(0, 3).join(' ') : t.replace(/\s/g, '').slice(0, 4);
  const words = boundaries ? t.split(' ').length : t.length;
  return words >= (boundaries ? 3 : 4) && (boundaries ? m.startsWith(head) : m.replace(/\s/g, '').includes(head));
}

export function textProblems(texts: TarotTexts, boundaries: boolean): string[] {
  const forms = cardNameForms(texts, boundaries);
  const read = (sentence: string) => namedCards(sentence, forms).map((n) => `${n.card}${n.reversed ? '.r' : ''}`);
  const problems: string[] = [];
  for (const card of CARD_IDS) {
    const t = texts.cards[card];
    for (const side of ['upright', 'reversed'] as const) {
      if (themeRepeatsMeaning(t.theme[side], t[side], boundaries)) {
        problems.push(`${card}.theme.${side} repeats the card's ${side} meaning: "${t.theme[side]}" | "${t[side]}"`);
      }
    }
    for (const [field, text] of [
      ['theme.upright', t.theme.upright],
      ['theme.reversed', t.theme.reversed],
      ['advice.upright', t.advice.upright],
      ['advice.reversed', t.advice.reversed],
    ] as const) {
      const named = read(text);
      if (named.length > 0) problems.push(`${card}.${field} names ${named.join(', ')}: ${text}`);
    }
  }
  for (const position of POSITION_IDS) {
    for (const [w, frame] of texts.positions[position].place.entries()) {
      for (const card of SAMPLE) {
        for (const reversed of [false, true]) {
          const name = reversed ? texts.cards[card].reversedName : texts.cards[card].name;
          const sentence = frame(name, texts.cards[card].theme[reversed ? 'reversed' : 'upright']);
          const named = read(sentence);
          const expected = `${card}${reversed ? '.r' : ''}`;
          if (named.length !== 1 || named[0] !== expected) {
            problems.push(
              `positions.${position}.place[${w}] given ${expected} reads [${named.join(', ')}]: ${sentence}`,
            );
          }
        }
      }
    }
  }
  for (const card of SAMPLE) {
    for (const reversed of [false, true]) {
      const name = reversed ? texts.cards[card].reversedName : texts.cards[card].name;
      const sentence = texts.reading.alsoFrom(name);
      const named = read(sentence);
      const expected = `${card}${reversed ? '.r' : ''}`;
      if (named.length !== 1 || named[0] !== expected) {
        problems.push(`reading.alsoFrom given ${expected} reads [${named.join(', ')}]: ${sentence}`);
      }
    }
  }
  const topics = Object.keys(texts.reading.opening) as ReadingTopic[];
  // Two wordings where the contract asks for two (a file run without the type checker could hold one).
  for (const topic of topics) {
    for (const [name, pair] of [
      ['opening', texts.reading.opening[topic]],
      ['leadWhy', texts.reading.leadWhy[topic]],
    ] as const) {
      const ok =
        Array.isArray(pair) && pair.length === 2 && pair.every((w) => typeof w === 'string' && w.trim().length > 10);
      if (!ok || pair[0] === pair[1]) problems.push(`reading.${name}.${topic} is not two different wordings`);
    }
  }
  const shared = [
    ...topics.flatMap((topic) => [
      ...texts.reading.opening[topic],
      ...texts.reading.leadWhy[topic],
      texts.reading.guidanceOpening[topic],
    ]),
    texts.reading.majors(3, 5),
    texts.reading.reversals(3, 5),
    ...Object.values(texts.reading.suit).map((say) => say(3)),
    ...texts.reading.closing,
  ];
  for (const text of shared) {
    const named = read(text);
    if (named.length > 0) problems.push(`a reading sentence names ${named.join(', ')}: ${text}`);
  }
  return problems;
}
