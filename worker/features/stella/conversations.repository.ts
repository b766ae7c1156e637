/** Ask Stella's threads and messages: every query is scoped to the owner. */
import { and, asc, desc, eq, gte, sql } from 'drizzle-orm';
import { type StellaMessageRow, stellaConversations, stellaMessages } from '@schema/db';
import { type AnswerParagraph, STELLA_THREAD_MESSAGES } from '@schema/stella';
import { firstRow, type Database } from '@worker/lib/db';

export type ConversationRow = typeof stellaConversations.$inferSelect;

/** Starts a thread with its first question and answer's two places taken. */
export async function insertConversation(
  db: Database,
  row: { id: string; userId: string; title: string; now: Date },
): Promise<void> {
  await db.insert(stellaConversations).values({
    id: row.id,
    userId: row.userId,
    title: row.title,
    messageCount: 2,
    createdAt: row.now,
    updatedAt: row.now,
  });
}

/**
 * Takes the next two places of a thread (a question and its answer) in one guarded update: false
 * when the thread is full, or not the user's.
 */
export async function reserveTurn(db: Database, userId: string, id: string, now: Date): Promise<boolean> {
  const row = await firstRow<{ message_count: number }>(
    db,
    sql`
    update stella_conversations set message_count = message_count + 2, updated_at = ${now.getTime()}
    where id = ${id} and user_id = ${userId} and message_count + 2 <= ${STELLA_THREAD_MESSAGES}
    returning message_count`,
  );
  return row != null;
}

/** Gives back a turn that produced no answer. */
export async function releaseTurn(db: Database, userId: string, id: string): Promise<void> {
  await db.run(sql`
    update stella_conversations set message_count = message_count - 2
    where id = ${id} and user_id = ${userId} and message_count >= 2`);
}

export async function findConversation(db: Database, userId: string, id: string): Promise<ConversationRow | undefined> {
  return db
    .select()
    .from(stellaConversations)
    .where(and(eq(stellaConversations.id, id), eq(stellaConversations.userId, userId)))
    .get();
}

export async function listConversations(db: Database, userId: string, limit: number): Promise<ConversationRow[]> {
  return db
    .select()
    .from(stellaConversations)
    .where(eq(stellaConversations.userId, userId))
    .orderBy(desc(stellaConversations.updatedAt))
    .limit(limit)
    .all();
}

export async function deleteConversation(db: Database, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(stellaConversations)
    .where(and(eq(stellaConversations.id, id), eq(stellaConversations.userId, userId)))
    .returning({ id: stellaConversations.id });
  return rows.length > 0;
}

export async function messagesOf(db: Database, userId: string, conversationId: string): Promise<StellaMessageRow[]> {
  return db
    .select()
    .from(stellaMessages)
    .where(and(eq(stellaMessages.conversationId, conversationId), eq(stellaMessages.userId, userId)))
    .orderBy(asc(stellaMessages.createdAt), desc(stellaMessages.role))
    .all();
}

/** How many of a reader's latest answers the writer remembers (more than a day's Oracle allowance of threads). */
const REMEMBERED_ANSWERS = 60;

/** What Stella has told the reader since a moment, across threads: the answers' texts, the facts they cited and each answer's thread. */
export async function answersSince(
  db: Database,
  userId: string,
  since: Date,
): Promise<{ texts: string[]; cited: string[]; conversations: string[] }> {
  const rows = await db
    .select({
      content: stellaMessages.content,
      paragraphs: stellaMessages.paragraphs,
      conversationId: stellaMessages.conversationId,
    })
    .from(stellaMessages)
    .where(
      and(
        eq(stellaMessages.userId, userId),
        eq(stellaMessages.role, 'assistant'),
        gte(stellaMessages.createdAt, since),
      ),
    )
    .orderBy(desc(stellaMessages.createdAt))
    .limit(REMEMBERED_ANSWERS)
    .all();
  return {
    texts: rows.map((r) => r.content),
    cited: rows.flatMap((r) => citedIn(r.paragraphs)),
    conversations: rows.map((r) => r.conversationId),
  };
}

/** A stored JSON column; a damaged one reads as absent rather than failing what reads it. */
export function parseStored<T>(text: string | null): T | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The fact ids a stored answer's paragraphs cite. */
const citedIn = (paragraphs: string | null): string[] =>
  (parseStored<AnswerParagraph[]>(paragraphs) ?? []).flatMap((p) => p.facts.map((f) => f.id));

export async function insertMessage(db: Database, row: typeof stellaMessages.$inferInsert): Promise<void> {
  await db.insert(stellaMessages).values(row);
}

export async function deleteMessage(db: Database, userId: string, id: string): Promise<void> {
  await db.delete(stellaMessages).where(and(eq(stellaMessages.id, id), eq(stellaMessages.userId, userId)));
}

/** Every thread and message of a user, for the data export. */
export async function everythingOf(db: Database, userId: string) {
  const [conversations, messages] = await Promise.all([
    db.select().from(stellaConversations).where(eq(stellaConversations.userId, userId)).all(),
    db
      .select()
      .from(stellaMessages)
      .where(eq(stellaMessages.userId, userId))
      .orderBy(asc(stellaMessages.createdAt))
      .all(),
  ]);
  return { conversations, messages };
}
