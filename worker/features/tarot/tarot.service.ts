/**
 * Tarot (docs/product.md#tarot-page, docs/decisions/040-a-fair-deal.md): the spreads in the
 * reader's language, deals made and kept by the server, and readings of the positions a reader
 * picked from a deal, planned, written and verified (core/tarot/reading.ts), kept once each.
 */
import { COACH_TEXTS } from '@core/coach/texts/index';
import type { Locale } from '@core/i18n/locales';
import { stableHash } from '@core/hash';
import { type DealtCard, cardsAt, dealOf, fingerprintOf, newSeed, seedFromHex, seedToHex } from '@core/tarot/deal';
import { cardInfo, isCardId } from '@core/tarot/deck';
import { planReading, saidSentences, writeReading } from '@core/tarot/reading';
import { FACE_DOWN, type PositionId, SPREAD_IDS, SPREADS, type SpreadId, spreadSize } from '@core/tarot/spreads';
import { TAROT_TEXTS } from '@core/tarot/texts/index';
import {
  TAROT_DEAL_TTL_MS,
  TAROT_MESSAGES,
  TAROT_READINGS_FULL,
  TAROT_READINGS_LIMIT,
  type TarotCardView,
  type TarotDeal,
  type TarotParagraph,
  type TarotReading,
  type TarotReadingItem,
  type TarotReadingRequest,
  type TarotSpreadView,
} from '@schema/tarot';
import type { Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import {
  deleteReading,
  findOpenDeal,
  findReading,
  insertDeal,
  keepReading,
  listReadings,
  readingsSince,
} from './tarot.repository';

export interface TarotDeps {
  readonly db: Database;
  readonly userId: string;
  readonly locale: Locale;
}

export function spreadView(spread: SpreadId, locale: Locale): TarotSpreadView {
  const texts = TAROT_TEXTS[locale];
  return {
    id: spread,
    name: texts.spreads[spread].name,
    description: texts.spreads[spread].description,
    cards: spreadSize(spread),
    free: false,
    positions: (SPREADS[spread] as readonly PositionId[]).map((id) => ({
      id,
      name: texts.positions[id].name,
      meaning: texts.positions[id].meaning,
    })),
  };
}

export const spreadsOf = (locale: Locale): TarotSpreadView[] => SPREAD_IDS.map((id) => spreadView(id, locale));

/** Makes and keeps a new deal: its id, and its seed and fingerprint in hex. */
async function storeDeal(db: Database, userId: string, now: Date) {
  const seed = newSeed();
  const deal = { id: crypto.randomUUID(), seed: seedToHex(seed), fingerprint: await fingerprintOf(seed) };
  await insertDeal(db, { ...deal, userId, createdAt: now });
  return deal;
}

/** A new deal of 30 face-down cards: its seed kept here, its fingerprint given. */
export async function makeDeal(db: Database, userId: string, now = new Date()): Promise<TarotDeal> {
  const deal = await storeDeal(db, userId, now);
  return {
    dealId: deal.id,
    fingerprint: deal.fingerprint,
    faceDown: FACE_DOWN,
    expiresAt: new Date(now.getTime() + TAROT_DEAL_TTL_MS).toISOString(),
  };
}

function cardViews(
  spread: SpreadId,
  cards: readonly DealtCard[],
  slots: readonly number[],
  locale: Locale,
): TarotCardView[] {
  const texts = TAROT_TEXTS[locale];
  const positions = SPREADS[spread] as readonly PositionId[];
  return cards.map((dealt, i) => {
    const info = cardInfo(dealt.card);
    const words = texts.cards[dealt.card];
    const position = positions[i] as PositionId;
    return {
      id: dealt.card,
      name: words.name,
      suit: info.suit,
      type: info.arcana,
      reversed: dealt.reversed,
      meaning: dealt.reversed ? words.reversed : words.upright,
      description: words.description,
      imagery: words.imagery,
      imagePrompt: words.imagery,
      position: {
        index: i,
        id: position,
        name: texts.positions[position].name,
        meaning: texts.positions[position].meaning,
      },
      slot: slots[i] as number,
    };
  });
}

/** The sentences of the reader's readings of the last day, so a new reading's wordings can differ. */
async function saidToday(deps: TarotDeps, now: Date): Promise<Set<string>> {
  const rows = await readingsSince(deps.db, deps.userId, new Date(now.getTime() - 86_400_000));
  return saidSentences(
    rows.flatMap((row) => {
      try {
        return ((JSON.parse(row.result) as { paragraphs?: { text: string }[] }).paragraphs ?? []).map((p) => p.text);
      } catch {
        return []; // an unreadable row says nothing
      }
    }),
  );
}

/**
 * Reads the picked positions of a deal (a new one when none is named): the cards are the
 * deal's, whatever the request says of cards; the reading is kept with its seed, once.
 */
export async function readCards(
  deps: TarotDeps,
  request: TarotReadingRequest,
  now = new Date(),
): Promise<TarotReading> {
  const { db, userId, locale } = deps;
  const spread = request.spread;
  const count = spreadSize(spread);
  const createdAt = now.toISOString();
  const plan = planReading({ spread, question: request.question, cards: [], locale });
  if (plan.crisis) {
    // No card is turned for a question about self-harm: the crisis reply, and nothing kept.
    return {
      id: null,
      spread: spreadView(spread, locale),
      question: request.question,
      cards: [],
      interpretation: COACH_TEXTS[locale].crisis.reply,
      guidance: '',
      paragraphs: [],
      deal: null,
      crisis: true,
      language: locale,
      createdAt,
    };
  }
  const positions = request.positions ?? Array.from({ length: count }, (_, i) => i);
  const since = new Date(now.getTime() - TAROT_DEAL_TTL_MS);
  let dealId = request.dealId;
  let deal: { seed: string; fingerprint: string } | undefined;
  if (dealId) {
    deal = await findOpenDeal(db, userId, dealId, since);
    if (!deal) throw new ApiError('CONFLICT', TAROT_MESSAGES.dealUsed);
  } else {
    // The spec's client names no deal: the server deals now (the picks are then the first positions).
    const made = await storeDeal(db, userId, now);
    dealId = made.id;
    deal = made;
  }
  const seed = deal && seedFromHex(deal.seed);
  if (!deal || !seed) throw new ApiError('CONFLICT', TAROT_MESSAGES.dealUsed);
  const cards = cardsAt(dealOf(seed), positions, count);
  if (!cards) {
    throw new ApiError('BAD_REQUEST', TAROT_MESSAGES.picks, {
      issues: [{ path: 'positions', message: TAROT_MESSAGES.picks }],
    });
  }
  const written = writeReading({
    spread,
    question: request.question,
    cards,
    locale,
    variety: stableHash(deal.seed),
    said: await saidToday(deps, now),
  });
  const label = new Map(written.facts.map((f) => [f.id, f.label]));
  const paragraphs: TarotParagraph[] = [
    ...written.interpretation.map((p) => ({ part: 'interpretation' as const, ...p })),
    ...written.guidance.map((p) => ({ part: 'guidance' as const, ...p })),
  ].map(({ part, text, status, facts, withheld }) => ({
    part,
    text,
    status,
    facts: facts.map((id) => ({ id, label: label.get(id) ?? id })),
    withheld,
  }));
  const id = crypto.randomUUID();
  const reading: TarotReading = {
    id,
    spread: spreadView(spread, locale),
    question: request.question,
    cards: cardViews(spread, cards, positions, locale),
    interpretation: written.interpretation.map((p) => p.text).join('\n\n'),
    guidance: written.guidance.map((p) => p.text).join('\n\n'),
    paragraphs,
    deal: { id: dealId, fingerprint: deal.fingerprint, seed: deal.seed, positions },
    crisis: false,
    language: locale,
    createdAt,
  };
  const kept = await keepReading(
    db,
    {
      id,
      dealId,
      userId,
      spread,
      question: request.question,
      positions: JSON.stringify(positions),
      cards: JSON.stringify(cards),
      language: locale,
      result: JSON.stringify(reading),
      createdAt: now,
    },
    TAROT_READINGS_LIMIT,
    since,
  );
  if (kept === 'full')
    throw new ApiError('CONFLICT', TAROT_READINGS_FULL, { details: { limit: TAROT_READINGS_LIMIT } });
  if (kept === 'read') throw new ApiError('CONFLICT', TAROT_MESSAGES.dealUsed);
  return reading;
}

export async function readingsOf(db: Database, userId: string, locale: Locale): Promise<TarotReadingItem[]> {
  const texts = TAROT_TEXTS[locale];
  const rows = await listReadings(db, userId);
  return rows.map((row) => {
    const spread = (SPREAD_IDS as readonly string[]).includes(row.spread) ? (row.spread as SpreadId) : 'three-card';
    let cards: DealtCard[] = [];
    try {
      cards = (JSON.parse(row.cards) as DealtCard[]).filter((c) => isCardId(c.card));
    } catch {
      cards = [];
    }
    return {
      id: row.id,
      spread,
      spreadName: texts.spreads[spread].name,
      question: row.question,
      cards: cards.map((c) => ({ id: c.card, name: texts.cards[c.card].name, reversed: c.reversed })),
      createdAt: row.createdAt.toISOString(),
    };
  });
}

export async function readingOf(db: Database, userId: string, id: string): Promise<TarotReading> {
  const row = await findReading(db, userId, id);
  if (!row) throw new ApiError('NOT_FOUND', TAROT_MESSAGES.notFound);
  return JSON.parse(row.result) as TarotReading;
}

export async function removeReading(db: Database, userId: string, id: string): Promise<void> {
  if (!(await deleteReading(db, userId, id))) throw new ApiError('NOT_FOUND', TAROT_MESSAGES.notFound);
}
