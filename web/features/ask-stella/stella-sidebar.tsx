import { type RefObject, useMemo } from 'react';
import type { ConversationSummary, NumerologyContext } from '@schema/stella';
import { ChartCard, InsightCard, NumerologyCard } from './cards';
import type { ChosenReceipt } from './chat-message';
import { ConversationList } from './conversations';

export interface StellaSidebarProps {
  /** The wheel's card, which a chosen receipt brings into view. */
  wheelRef: RefObject<HTMLElement | null>;
  /** The receipt lit on the wheel. */
  chosen: ChosenReceipt | null;
  conversations: ConversationSummary[] | undefined;
  conversationsFailed: boolean;
  /** The thread on screen. */
  current: string | null;
  onOpen: (id: string) => void;
  onNew: () => void;
  onDelete: (id: string) => Promise<void>;
  numerology: NumerologyContext | null;
  onNumerology: (context: NumerologyContext | null) => void;
  onAskNumbers: (context: NumerologyContext) => void;
  /** No question can be asked now. */
  askDisabled: boolean;
}

/** Beside the chat (Oracle and Master): the reader's wheel, their threads, today's insight and their numbers. */
export function StellaSidebar({
  wheelRef,
  chosen,
  conversations,
  conversationsFailed,
  current,
  onOpen,
  onNew,
  onDelete,
  numerology,
  onNumerology,
  onAskNumbers,
  askDisabled,
}: StellaSidebarProps) {
  const highlight = useMemo(() => (chosen ? { points: chosen.points, houses: chosen.houses } : undefined), [chosen]);
  return (
    <aside className="stella-side">
      <ChartCard ref={wheelRef} enabled highlight={highlight} highlightLabel={chosen?.label ?? null} />
      <ConversationList
        conversations={conversations}
        error={conversationsFailed}
        current={current}
        onOpen={onOpen}
        onNew={onNew}
        onDelete={onDelete}
      />
      <InsightCard enabled />
      <NumerologyCard context={numerology} onContext={onNumerology} disabled={askDisabled} onAsk={onAskNumbers} />
    </aside>
  );
}
