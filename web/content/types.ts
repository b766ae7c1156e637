/** Shapes of the written content that static pages render. */
export type ContentBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'definitions'; items: { term: string; text: string }[] };

export interface ContentSection {
  /** Stable anchor id, kebab-case. */
  id: string;
  heading: string;
  blocks: ContentBlock[];
}

export interface Faq {
  question: string;
  answer: string;
}
