/**
 * Sentences as a reader meets them, and what Stella has already said to a reader that day. A
 * sentence ends at a line break, at a full stop before a capital (not Serbian "17. novembar"), or
 * at a CJK or Devanagari stop; a paragraph's fact ids are not words. Two sentences are the same
 * when they read the same, whatever the case and spacing.
 */

export const sentencesOf = (text: string): string[] =>
  text
    .replace(/\[\[[^\]]*\]\]/g, '')
    .split(/\n+|(?<=[.!?])\s+(?=\p{Lu})|(?<=[。！？।])/u)
    .map((s) => s.trim())
    .filter(Boolean);

/** How two sentences are compared: case and runs of spaces do not count. */
export const sentenceKey = (sentence: string): string => sentence.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/**
 * The sentences a reader has been told: those of their earlier answers that day, and those of the
 * answer being written, so that a writer with a choice of wordings takes one not said yet.
 */
export class Said {
  private readonly keys: Set<string>;
  /** How many earlier answers rested on each fact: the planner prefers others when the chart has them. */
  private readonly facts = new Map<string, number>();
  /** The wordings (by list and index) taken in the answer being written. */
  private readonly wordings = new Map<object, Set<number>>();

  constructor(earlier: Iterable<string> = [], cited: Iterable<string> = []) {
    this.keys = new Set([...earlier].flatMap((text) => sentencesOf(text).map(sentenceKey)));
    this.cite(cited);
  }

  /** How many earlier answers today rested on this fact. */
  cited(id: string): number {
    return this.facts.get(id) ?? 0;
  }

  /** Notes the facts an answer rested on. */
  cite(ids: Iterable<string>): void {
    for (const id of ids) this.facts.set(id, this.cited(id) + 1);
  }

  /** Whether any sentence of the text has been said. */
  any(text: string): boolean {
    return sentencesOf(text).some((s) => this.keys.has(sentenceKey(s)));
  }

  /** Whether every sentence of the text has been said (and it has one). */
  all(text: string): boolean {
    const sentences = sentencesOf(text);
    return sentences.length > 0 && sentences.every((s) => this.keys.has(sentenceKey(s)));
  }

  /** A new answer begins: its wordings may again be any of each list's. */
  beginAnswer(): void {
    this.wordings.clear();
  }

  /** Whether this answer has used a list's wording already (two dated contacts not said alike). */
  usedWording(list: object, index: number): boolean {
    return this.wordings.get(list)?.has(index) ?? false;
  }

  /** Notes that this answer used a list's wording. */
  useWording(list: object, index: number): void {
    const used = this.wordings.get(list) ?? new Set<number>();
    used.add(index);
    this.wordings.set(list, used);
  }

  /** Notes the text as said and gives it back. */
  take(text: string): string {
    for (const s of sentencesOf(text)) this.keys.add(sentenceKey(s));
    return text;
  }
}
