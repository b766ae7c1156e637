/**
 * The receipts (decision 030): one verifier for both writers. An answer arrives as text, in
 * pieces, with each paragraph ending in the ids of the facts it rests on (`[[P.venus H.7]]`).
 * The assembler releases it sentence by sentence: a sentence that places a point where the
 * chart (or the sky of the moment) does not, names an aspect the chart does not have, or claims a
 * house or an Ascendant without a birth time is withheld, never shown. At each paragraph's end the
 * citations are checked: unknown ids are removed, and a paragraph that says something of the
 * chart must cite at least one valid fact, else it is marked unverified.
 */
import type { SignId } from '../zodiac';
import { extractClaims, namesTheChart } from './claims';
import { aspectKey, type FactTable } from './facts';
import type { CoachLexicon, CoachPoint } from './texts';

export type Problem =
  | { readonly kind: 'unknownId'; readonly id: string }
  | { readonly kind: 'uncited' }
  | {
      readonly kind: 'contradiction';
      readonly sentence: string;
      readonly claim:
        | { point: CoachPoint; sign: SignId }
        | { point: CoachPoint; house: number }
        | { a: CoachPoint; b: CoachPoint; type: string }
        /** A tarot card a reading names that was not drawn, or names reversed when it lies upright. */
        | { card: string; reversed: boolean };
    }
  | { readonly kind: 'needsBirthTime'; readonly sentence: string };

export type ParagraphStatus = 'verified' | 'framing' | 'unverified';

export interface VerifiedParagraph {
  /** What the reader sees: markers removed, withheld sentences left out. */
  readonly text: string;
  readonly status: ParagraphStatus;
  /** The valid fact ids it cites, in order. */
  readonly facts: readonly string[];
  readonly problems: readonly Problem[];
  /** How many sentences were withheld. */
  readonly withheld: number;
}

/**
 * The markdown subset a reader sees: paragraphs, line breaks, **bold**, *italic*, lists. Links
 * keep their words, images and raw HTML go, bare addresses go (a model's text carries no link).
 */
export function sanitize(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]+)\]\((?:[^)]*)\)/g, '$1')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, '')
    .replace(/`{3,}[^`]*`{3,}/g, '')
    .replace(/`([^`]*)`/g, '$1');
}

/** "Progressed" in our seven languages: a sentence that says it may place a point in its progressed sign. */
export const PROGRESSED = /progress|progresiv|progresir|progresad|प्रोग्रेश|प्रगत|推运|推運/iu;

/**
 * What the verifier reads of a fact table: a chart's (FactTable), or two charts' together
 * (core/synastry/facts.ts), whose ids and truths it checks sentences against.
 */
export type Verifiable = Pick<
  FactTable,
  'birthTimeKnown' | 'aspectKeys' | 'trueSigns' | 'progressedSigns' | 'trueHouses'
> & { readonly byId: ReadonlyMap<string, unknown> };

/**
 * How a sentence is read when it is not about one chart: about two people (whose truths, and
 * with what text), or about a tarot spread (its own claims beside a chart's).
 */
export interface SentenceScope {
  readonly table: (sentence: string) => Verifiable;
  readonly claims: (sentence: string) => string;
  /** Claims of another kind than a chart's (the cards of a tarot reading), checked beside them. */
  readonly check?: (sentence: string) => Problem[];
  /** Whether a paragraph says something that must cite a fact, besides naming a chart's points. */
  readonly names?: (text: string) => boolean;
}

/** What a sentence claims that the chart contradicts or cannot know. */
export function checkSentence(sentence: string, table: Verifiable, lexicon: CoachLexicon): Problem[] {
  const claims = extractClaims(sentence, lexicon);
  const problems: Problem[] = [];
  const text = sentence.trim();
  let needsTime = !table.birthTimeKnown && claims.houseNumbers.length > 0;
  for (const claim of claims.signs) {
    if (claim.point === 'ascendant' || claim.point === 'midheaven') {
      if (!table.birthTimeKnown) {
        needsTime = true;
        continue;
      }
    }
    const truth = table.trueSigns[claim.point];
    const progressed = PROGRESSED.test(text) && table.progressedSigns[claim.point] === claim.sign;
    if (truth && !truth.has(claim.sign) && !progressed) {
      problems.push({ kind: 'contradiction', sentence: text, claim });
    }
  }
  for (const claim of claims.houses) {
    if (!table.birthTimeKnown) {
      needsTime = true;
      continue;
    }
    const truth = table.trueHouses[claim.point];
    if (truth && !truth.has(claim.house)) problems.push({ kind: 'contradiction', sentence: text, claim });
  }
  for (const claim of claims.aspects) {
    const angles = [claim.a, claim.b].some((p) => p === 'ascendant' || p === 'midheaven');
    if (angles && !table.birthTimeKnown) {
      needsTime = true;
      continue;
    }
    if (!table.aspectKeys.has(aspectKey(claim.a, claim.b, claim.type))) {
      problems.push({ kind: 'contradiction', sentence: text, claim });
    }
  }
  if (needsTime) problems.push({ kind: 'needsBirthTime', sentence: text });
  return problems;
}

export type AssemblerEvent =
  | { readonly type: 'delta'; readonly text: string }
  | { readonly type: 'paragraph'; readonly index: number; readonly paragraph: VerifiedParagraph };

const MARKER = /\[\[([^\]]*)\]\]/g;
/** The start of a marker at the end of the text so far: "[", "[[P.ven", "[[P.venus]". */
const PARTIAL_MARKER = /\[\[[^\]]*\]?$|\[$/;
/**
 * A sentence ends at . ! ? ; : followed by a space or a line break (not an ordinal's dot: "u 7.
 * kući"), at a full-width end or a danda, or at a line break followed by more text (a list item;
 * two breaks end the paragraph instead).
 */
const SENTENCE_END = /(?:(?<!(?:^|\D)\d{1,2})\.|[!?;:])(?=[\s)"”»’*_]*\s)|[。！？；।॥]|\n(?=[ \t]*[^\s])/u;
const PARAGRAPH_BREAK = /\n[ \t]*\n/;

/**
 * Verifies an answer as it streams. `push` takes the writer's text as it comes and returns what
 * may be shown (deltas) and each finished paragraph with its receipt; `finish` flushes the rest.
 * Paragraph text is what was released, so what a reader saw is what is stored.
 */
export class AnswerAssembler {
  private pending = '';
  private kept: string[] = [];
  private ids: string[] = [];
  private problems: Problem[] = [];
  private withheld = 0;
  readonly paragraphs: VerifiedParagraph[] = [];

  constructor(
    private readonly table: Verifiable,
    private readonly lexicon: CoachLexicon,
    /** What goes between two released sentences of a paragraph when the writer gave none ('' in Chinese). */
    private readonly gap = ' ',
    /**
     * Two charts' sentences (core/synastry/facts.ts): the truths a sentence is read against (whose
     * chart it names), and the sentence as its claims are read (the people's names taken out, so
     * "la Vénus d'Alex en Lion" is read as Venus in Leo).
     */
    private readonly people?: SentenceScope,
  ) {}

  push(chunk: string): AssemblerEvent[] {
    this.pending += chunk;
    return this.drain(false);
  }

  finish(): AssemblerEvent[] {
    return this.drain(true);
  }

  /** Ends an answer cut short (stopped, or the provider failed): what was released stays, an unfinished sentence goes. */
  abandon(): AssemblerEvent[] {
    this.takeMarkers();
    this.pending = '';
    return this.closeParagraph();
  }

  /** The answer as released so far: the finished paragraphs, separated by blank lines. */
  get text(): string {
    return this.paragraphs
      .map((p) => p.text)
      .filter(Boolean)
      .join('\n\n');
  }

  private drain(final: boolean): AssemblerEvent[] {
    const events: AssemblerEvent[] = [];
    for (;;) {
      this.takeMarkers();
      // A marker still arriving ("[[P.ven"): wait for the rest unless the stream is over.
      const partial = final ? null : PARTIAL_MARKER.exec(this.pending);
      const limit = partial ? partial.index : this.pending.length;
      const visible = this.pending.slice(0, limit);
      const paragraphBreak = PARAGRAPH_BREAK.exec(visible);
      const sentenceEnd = SENTENCE_END.exec(visible);
      if (paragraphBreak && (!sentenceEnd || paragraphBreak.index <= sentenceEnd.index)) {
        const sentence = visible.slice(0, paragraphBreak.index);
        this.pending = this.pending.slice(paragraphBreak.index + paragraphBreak[0].length);
        events.push(...this.release(sentence));
        events.push(...this.closeParagraph());
        continue;
      }
      if (sentenceEnd) {
        const end = sentenceEnd.index + sentenceEnd[0].length;
        const sentence = visible.slice(0, end);
        this.pending = this.pending.slice(end);
        events.push(...this.release(sentence));
        continue;
      }
      if (final) {
        const rest = this.pending.replace(/\[\[?[^\]]*$/, '');
        this.pending = '';
        events.push(...this.release(rest));
        events.push(...this.closeParagraph());
      }
      return events;
    }
  }

  /** Moves every complete `[[...]]` marker out of the pending text into the paragraph's citations. */
  private takeMarkers(): void {
    // Only the current paragraph's: a later paragraph's ids are its own.
    const next = PARAGRAPH_BREAK.exec(this.pending);
    const end = next ? next.index : this.pending.length;
    const head = this.pending.slice(0, end).replace(MARKER, (_whole, inner: string) => {
      for (const id of inner.split(/[\s,;]+/).filter(Boolean)) {
        if (!this.ids.includes(id)) this.ids.push(id);
      }
      return '';
    });
    this.pending = head + this.pending.slice(end);
  }

  private release(raw: string): AssemblerEvent[] {
    const clean = sanitize(raw);
    if (!clean.trim()) return [];
    const table = this.people?.table(clean) ?? this.table;
    const problems = [
      ...checkSentence(this.people?.claims(clean) ?? clean, table, this.lexicon),
      ...(this.people?.check?.(clean) ?? []),
    ];
    if (problems.length > 0) {
      this.problems.push(...problems);
      this.withheld += 1;
      return [];
    }
    const first = this.kept.length === 0;
    const text = first ? clean.replace(/^\s+/, '') : /^\s/.test(clean) ? clean : `${this.gap}${clean}`;
    this.kept.push(text);
    return [{ type: 'delta', text }];
  }

  private closeParagraph(): AssemblerEvent[] {
    const text = this.kept.join('').trim();
    const hadContent = text.length > 0 || this.ids.length > 0 || this.withheld > 0;
    const ids = this.ids;
    const problems = [...this.problems];
    const withheld = this.withheld;
    this.kept = [];
    this.ids = [];
    this.problems = [];
    this.withheld = 0;
    if (!hadContent) return [];
    const facts = ids.filter((id) => this.table.byId.has(id));
    for (const id of ids) if (!this.table.byId.has(id)) problems.push({ kind: 'unknownId', id });
    let status: ParagraphStatus;
    if (withheld > 0 && !problems.every((p) => p.kind === 'unknownId')) status = 'unverified';
    else if (facts.length > 0) status = 'verified';
    else if (!namesTheChart(text, this.lexicon) && !this.people?.names?.(text)) status = 'framing';
    else {
      problems.push({ kind: 'uncited' });
      status = 'unverified';
    }
    const paragraph: VerifiedParagraph = { text, status, facts, problems, withheld };
    this.paragraphs.push(paragraph);
    return [{ type: 'paragraph', index: this.paragraphs.length - 1, paragraph }];
  }
}

/** Verifies a whole answer at once (what the assembler would release, in one go). */
export function verifyAnswer(
  text: string,
  table: Verifiable,
  lexicon: CoachLexicon,
  gap = ' ',
  people?: SentenceScope,
): VerifiedParagraph[] {
  const assembler = new AnswerAssembler(table, lexicon, gap, people);
  assembler.push(text);
  assembler.finish();
  return assembler.paragraphs;
}
