/** A reader's own threads: listed, read and deleted by their owner only, whatever their plan is now. */
import type { ChatMessage, ConversationDetail, ConversationSummary } from '@schema/stella';
import { STELLA_THREAD_MESSAGES } from '@schema/stella';
import type { Database } from '@worker/lib/db';
import { ApiError } from '@worker/lib/errors';
import {
  type ConversationRow,
  deleteConversation,
  findConversation,
  listConversations,
  messagesOf,
  parseStored,
} from './conversations.repository';

const notFound = () => new ApiError('NOT_FOUND', 'No conversation with that id');

const summaryOf = (row: ConversationRow): ConversationSummary => ({
  id: row.id,
  title: row.title,
  messageCount: row.messageCount,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  full: row.messageCount >= STELLA_THREAD_MESSAGES,
});

export async function conversationsOf(
  db: Database,
  userId: string,
  limit: number,
): Promise<{ conversations: ConversationSummary[] }> {
  return { conversations: (await listConversations(db, userId, limit)).map(summaryOf) };
}

/** One of the reader's threads with its messages and their receipts; 404 for any other id. */
export async function conversationDetail(db: Database, userId: string, id: string): Promise<ConversationDetail> {
  const row = await findConversation(db, userId, id);
  if (!row) throw notFound();
  const messages = await messagesOf(db, userId, id);
  return {
    ...summaryOf(row),
    messages: messages.map(
      (m): ChatMessage => ({
        id: m.id,
        role: m.role,
        content: m.content,
        timestamp: m.createdAt.toISOString(),
        insights: parseStored(m.insights),
        paragraphs: parseStored(m.paragraphs),
        status: m.status,
      }),
    ),
  };
}

/** Deletes one of the reader's threads with its messages; 404 for any other id. */
export async function removeConversation(db: Database, userId: string, id: string): Promise<{ success: true }> {
  if (!(await deleteConversation(db, userId, id))) throw notFound();
  return { success: true };
}
