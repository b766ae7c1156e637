import { z } from 'zod';
import { SPREAD_IDS, type SpreadId } from '@core/tarot/spreads';

/**
 * Tarot (docs/product.md#tarot-page, docs/decisions/040-a-fair-deal.md): the spreads, a deal of 30
 * face-down cards made by the server (its fingerprint shown first), and POST /api/tarot/reading
 * with the spec's request and answer. The reader sends which face-down positions were picked,
 * never cards: `cards` and `userId` are accepted from the spec's client and ignored.
 */
export const TAROT_MESSAGES = {
  forbidden: 'Tarot readings require a Master subscription',
  spread: 'Choose a spread',
  question: 'Ask a question for your reading',
  picks: 'Pick exactly the spread’s number of cards from the deck',
  dealUsed: 'These cards have already been read, or the shuffle has expired. Shuffle again for a new reading.',
  notFound: 'That reading does not exist or is not yours',
  invalid: 'Some fields are missing or invalid',
} as const;

export const TAROT_QUESTION_MAX = 500;
/** The most readings one account keeps. */
export const TAROT_READINGS_LIMIT = 500;
export const TAROT_READINGS_FULL = `You already keep ${TAROT_READINGS_LIMIT} tarot readings, the most one account holds. Delete some to make new ones.`;
/** How long a deal waits for its picks. */
export const TAROT_DEAL_TTL_MS = 60 * 60 * 1000;

const SPREAD_NAMES: Readonly<Record<string, SpreadId>> = {
  'single card': 'single-card',
  'three card': 'three-card',
  'love spread': 'love-spread',
  'celtic cross': 'celtic-cross',
};

/** A spread by its id ('three-card') or the spec's name ('Three Card'), in any case. */
export const SpreadSchema = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const key = value.trim().toLowerCase();
    return SPREAD_NAMES[key.replace(/-/g, ' ')] ?? key;
  },
  z.enum(SPREAD_IDS as [SpreadId, ...SpreadId[]], { error: TAROT_MESSAGES.spread }),
);

export const TarotReadingRequestSchema = z.object({
  spread: SpreadSchema,
  question: z
    .string({ error: TAROT_MESSAGES.question })
    .trim()
    .min(1, TAROT_MESSAGES.question)
    .max(TAROT_QUESTION_MAX, `A question has at most ${TAROT_QUESTION_MAX} characters`),
  /** The face-down positions (0-29) picked, in order; the first ones when absent (the spec's client sends none). */
  positions: z
    .array(
      z
        .number({ error: TAROT_MESSAGES.picks })
        .int(TAROT_MESSAGES.picks)
        .min(0, TAROT_MESSAGES.picks)
        .max(29, TAROT_MESSAGES.picks),
      { error: TAROT_MESSAGES.picks },
    )
    .max(10, TAROT_MESSAGES.picks)
    .optional(),
  /** The deal the picks are from (POST /api/tarot/deal); without one the server deals now. */
  dealId: z.string().trim().min(1).max(64).optional(),
  /** The spec's optional birth place, accepted and not used by the reading. */
  birthPlace: z.string().trim().max(200).optional(),
  /** Sent by the spec's client: accepted and ignored (the server's cards, the session's user). */
  cards: z.unknown().optional(),
  userId: z.unknown().optional(),
});
export type TarotReadingRequest = z.infer<typeof TarotReadingRequestSchema>;

export const TarotReadingIdSchema = z.object({ id: z.string().min(1).max(64) });

export interface TarotSpreadView {
  readonly id: SpreadId;
  readonly name: string;
  readonly description: string;
  /** How many cards it lays. */
  readonly cards: number;
  /** The spec's flag: no spread is free. */
  readonly free: false;
  readonly positions: readonly { readonly id: string; readonly name: string; readonly meaning: string }[];
}

export interface TarotDeal {
  readonly dealId: string;
  /** SHA-256 of the deal's seed, in hex: the seed shown with the reading must match it. */
  readonly fingerprint: string;
  /** How many cards lie face down. */
  readonly faceDown: number;
  readonly expiresAt: string;
}

/** The spec's tarot card, as drawn, with where it lies. */
export interface TarotCardView {
  readonly id: string;
  readonly name: string;
  /** The suit of a minor card; null for the Major Arcana. */
  readonly suit: string | null;
  readonly type: 'major' | 'minor';
  readonly reversed: boolean;
  /** The meaning of the card as it lies (upright or reversed). */
  readonly meaning: string;
  readonly description: string;
  readonly imagery: string;
  /** The spec's field: what the art shows (our art is drawn by code from the card's id). */
  readonly imagePrompt: string;
  readonly position: { readonly index: number; readonly id: string; readonly name: string; readonly meaning: string };
  /** The face-down position (0-29) it was picked from. */
  readonly slot: number;
}

export interface TarotParagraph {
  readonly part: 'interpretation' | 'guidance';
  readonly text: string;
  readonly status: 'verified' | 'framing' | 'unverified';
  readonly facts: readonly { readonly id: string; readonly label: string }[];
  readonly withheld: number;
}

/** The spec's reading result (spread, question, cards, interpretation, guidance) and ours. */
export interface TarotReading {
  readonly id: string | null;
  readonly spread: TarotSpreadView;
  readonly question: string;
  readonly cards: readonly TarotCardView[];
  readonly interpretation: string;
  readonly guidance: string;
  readonly paragraphs: readonly TarotParagraph[];
  /** The deal, revealed: replaying `seed` (core/tarot/deal.ts) lays the same 30 cards. */
  readonly deal: {
    readonly id: string | null;
    readonly fingerprint: string;
    readonly seed: string;
    readonly positions: readonly number[];
  } | null;
  /** The question spoke of self-harm: no cards were read, the interpretation is the crisis reply. */
  readonly crisis: boolean;
  readonly language: string;
  readonly createdAt: string;
}

export interface TarotReadingItem {
  readonly id: string;
  readonly spread: SpreadId;
  readonly spreadName: string;
  readonly question: string;
  readonly cards: readonly { readonly id: string; readonly name: string; readonly reversed: boolean }[];
  readonly createdAt: string;
}
