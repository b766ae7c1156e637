/**
 * What the mock AI provider (server.ts) says: the scenarios a `[mock:NAME:ARG]` marker or a
 * `mock-NAME` model picks, the chart facts it reads from the prompt, its replies and how it cuts
 * them into stream chunks. No Node imports: API tests in workerd import these to build prompts
 * and to know the text the mock will send.
 */

/** vitest.api.config.ts picks the mock's port and hands it to test/api/mock-ai-global-setup.ts here. */
export const MOCK_AI_PORT_ENV = 'STELLA_TEST_MOCK_AI_PORT';
/** In every error message the mock sends (429, 500): tests assert it never reaches a user. */
export const MOCK_PROVIDER_DETAIL = 'MOCK-PROVIDER-DETAIL';
/** How long `hang` streams before it gives up with `finish_reason: "length"`. */
export const HANG_LIMIT_MS = 5 * 60_000;

export const SCENARIOS = ['ok', '429', '500', 'slow', 'cut', 'length', 'malformed', 'invalid', 'hang'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

/**
 * ARG's meaning and default per scenario: the spacing between chunks in ms, except `slow` (the
 * wait before the answer starts; its chunks then come every 15 ms) and `hang` (ms per word).
 */
export const DEFAULT_ARG: Record<ScenarioName, number> = {
  ok: 15,
  '429': 0,
  '500': 0,
  slow: 25_000,
  cut: 15,
  length: 15,
  malformed: 15,
  invalid: 15,
  hang: 200,
};
/** The chunk spacing of the scenarios whose ARG means something else. */
export const DEFAULT_SPACING_MS = 15;

export interface Scenario {
  name: ScenarioName;
  /** ARG as given, or the scenario's default. */
  arg: number;
}

/** A chat message as the request carries it; only `role` and `content` matter here. */
export interface ChatMessage {
  role: string;
  content?: unknown;
  [key: string]: unknown;
}

/** A chart fact as the Worker's system message lists it: `- P.venus: Venus 14°22′ Libra, house 7`. */
export interface Fact {
  id: string;
  label: string;
}

/** The marker that picks a scenario: put it anywhere in the last user message. */
export function mockMarker(name: ScenarioName, arg?: number): string {
  return arg === undefined ? `[mock:${name}]` : `[mock:${name}:${arg}]`;
}

/** A message's text: a string, or the `text` parts of an array of content parts. */
export function messageText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (!Array.isArray(content)) return '';
  return content
    .map((part: unknown) =>
      typeof part === 'object' && part !== null && typeof (part as { text?: unknown }).text === 'string'
        ? (part as { text: string }).text
        : '',
    )
    .join('\n');
}

const MARKER = /\[mock:([\w-]+)(?::([^\]\s]*))?\]/;
const MODEL = /^mock-([\w-]+?)(?::(\S*))?$/;

function isScenario(name: string): name is ScenarioName {
  return (SCENARIOS as readonly string[]).includes(name);
}

/** The scenario a request asks for: the last user message's marker, else a `mock-NAME` model, else `ok`. */
export function chooseScenario(
  messages: readonly ChatMessage[],
  model: string,
): { scenario: Scenario } | { error: string } {
  const lastUser = [...messages].reverse().find((m) => m.role === 'user');
  const found = MARKER.exec(messageText(lastUser?.content));
  const byModel = found ? null : MODEL.exec(model);
  const match = found ?? byModel;
  if (!match) return { scenario: { name: 'ok', arg: DEFAULT_ARG.ok } };
  const name = (match[1] ?? '').toLowerCase();
  const source = found ? `marker ${found[0]}` : `model ${model}`;
  if (!isScenario(name)) {
    return { error: `Unknown mock scenario "${name}" (${source}); known: ${SCENARIOS.join(', ')}.` };
  }
  const raw = match[2];
  if (raw === undefined || raw === '') return { scenario: { name, arg: DEFAULT_ARG[name] } };
  if (!/^\d+$/.test(raw)) return { error: `The mock scenario's ARG must be whole milliseconds (${source}).` };
  return { scenario: { name, arg: Number(raw) } };
}

const FACT_LINE = /^- ([A-Z]\.[\w.-]+): (.*)$/gm;

/** Every fact line in every message, in order, each id once (the first wins). */
export function readFacts(messages: readonly ChatMessage[]): Fact[] {
  const facts = new Map<string, string>();
  for (const message of messages) {
    for (const match of messageText(message.content).matchAll(FACT_LINE)) {
      const id = match[1] as string;
      if (!facts.has(id)) facts.set(id, (match[2] as string).trim());
    }
  }
  return [...facts].map(([id, label]) => ({ id, label }));
}

/** The chart's facts a reply may cite: not the sky-of-the-moment lines (`S.*`), which are context. */
const citable = (facts: readonly Fact[]) => facts.filter((f) => !f.id.startsWith('S.'));

const cite = (facts: readonly Fact[]) => ` [[${facts.map((f) => f.id).join(' ')}]]`;
const labels = (facts: readonly Fact[]) => facts.map((f) => f.label).join('; and ');

/**
 * The `ok` reply: 2 paragraphs (3 with three facts or more), each ending with a marker citing 1-2
 * of the prompt's fact ids. Without facts: 2 paragraphs that cite nothing and say so.
 */
export function okParagraphs(all: readonly Fact[]): string[] {
  const facts = citable(all);
  const [first, second, third] = facts;
  if (!first) {
    return [
      'The mock provider found no chart facts in this prompt, so this reply cites nothing.',
      'Send a prompt that lists facts, one per line, and the mock will weave them into its answer.',
    ];
  }
  const opening = (cited: Fact[]) =>
    `Your chart shows ${labels(cited)}. ${cited.length > 1 ? 'Read together, they colour' : 'It colours'} how you meet this question.${cite(cited)}`;
  const middle = (cited: Fact[]) =>
    `Look closely at ${labels(cited)}: it is the thread to follow this week, patient and steady.${cite(cited)}`;
  if (!second) return [opening([first]), middle([first])];
  if (!third) return [opening([first, second]), middle([second])];
  const closing = facts.length >= 5 ? facts.slice(3, 5) : [facts[3] ?? first];
  return [
    opening([first, second]),
    middle([third]),
    `Finally, ${labels(closing)} asks for rest before the next step.${cite(closing)}`,
  ];
}

export const SIGNS = [
  'Aries',
  'Taurus',
  'Gemini',
  'Cancer',
  'Leo',
  'Virgo',
  'Libra',
  'Scorpio',
  'Sagittarius',
  'Capricorn',
  'Aquarius',
  'Pisces',
] as const;

const SIGN_WORD = new RegExp(`\\b(${SIGNS.join('|')})\\b`, 'i');

/**
 * The sign `invalid` puts Venus in: after the sign P.venus's label names, the first that no line
 * about Venus names (the natal, progressed and present Venus), so always false; else Aries.
 */
export function wrongVenusSign(facts: readonly Fact[]): string {
  const named = new Set(
    facts
      .filter((f) => /\bVenus\b/.test(f.label))
      .map((f) => SIGN_WORD.exec(f.label)?.[1]?.toLowerCase())
      .filter(Boolean),
  );
  const label = facts.find((f) => f.id === 'P.venus')?.label ?? '';
  const said = SIGN_WORD.exec(label)?.[1]?.toLowerCase();
  const index = SIGNS.findIndex((s) => s.toLowerCase() === said);
  if (index < 0) return named.has('aries') ? 'Taurus' : 'Aries';
  for (let step = 1; step < SIGNS.length; step++) {
    const sign = SIGNS[(index + step) % SIGNS.length] as string;
    if (!named.has(sign.toLowerCase())) return sign;
  }
  return SIGNS[(index + 1) % SIGNS.length] as string;
}

/**
 * The `invalid` reply: the first paragraph cites `[[P.venus X.bogus]]` and puts Venus in a sign the
 * facts contradict; the second is true to the prompt and cites a fact it has (none without facts).
 */
export function invalidParagraphs(facts: readonly Fact[]): string[] {
  const valid = citable(facts).find((f) => f.id !== 'P.venus') ?? citable(facts)[0];
  return [
    `Venus in ${wrongVenusSign(facts)} softens every conversation you start this week. [[P.venus X.bogus]]`,
    valid
      ? `Your chart lists ${valid.label}, and that steadies the rest of the week.${cite([valid])}`
      : 'Nothing else in this reply comes from your chart.',
  ];
}

/** The first `fraction` of a paragraph's words, its citation marker dropped. */
export function partOf(paragraph: string, fraction: number): string {
  const words = paragraph.replace(/\s*\[\[[^\]]*\]\]\s*$/, '').split(' ');
  return words.slice(0, Math.max(1, Math.ceil(words.length * fraction))).join(' ');
}

/** The `length` reply: one and a half paragraphs of the `ok` reply. */
export function lengthText(facts: readonly Fact[]): string {
  const [first, second] = okParagraphs(facts);
  return `${first}\n\n${partOf(second ?? '', 0.5)}`;
}

/** What `cut` streams before it drops the connection: the first paragraph half-way. */
export function cutText(facts: readonly Fact[]): string {
  return partOf(okParagraphs(facts)[0] ?? '', 0.5);
}

const CHUNK = 6;

/**
 * Cuts a reply into stream chunks of a few characters up to a word (whitespace leads the word it
 * precedes); the first `[[` of the text is split between its brackets, and longer ids split too,
 * so markers arrive in pieces. The chunks join back to the text.
 */
export function chunkText(text: string): string[] {
  const chunks: string[] = [];
  let splitMarker = true;
  for (const token of text.match(/\s*\S+|\s+/g) ?? []) {
    let parts = [token];
    const open = token.indexOf('[[');
    if (splitMarker && open >= 0) {
      parts = [token.slice(0, open + 1), token.slice(open + 1)];
      splitMarker = false;
    }
    for (const part of parts) {
      const chars = Array.from(part);
      for (let i = 0; i < chars.length; i += CHUNK) chunks.push(chars.slice(i, i + CHUNK).join(''));
    }
  }
  return chunks;
}

/** A rough token count (4 characters a token), at least 1. */
export function countTokens(text: string): number {
  return Math.max(1, Math.ceil(Array.from(text).length / 4));
}

/** A text cut to `maxTokens` by the same count. */
export function cutToTokens(text: string, maxTokens: number): string {
  return Array.from(text)
    .slice(0, maxTokens * 4)
    .join('');
}
