import type { RefObject } from 'react';
import { STELLA_THREAD_MESSAGES, type StellaUsage } from '@schema/stella';
import { useT, useTag } from '@web/lib/i18n';
import { ChatMessage, type ReceiptChoice } from './chat-message';
import { Composer } from './composer';
import { stellaMessages } from './messages';
import { resetTime } from './usage-badge';
import type { Chat } from './use-chat';
import type { FollowLog } from './use-follow-log';

export interface ChatPanelProps {
  /** Oracle or Master: the whole chat. A free member sees the box alone, which leads to the upgrade. */
  member: boolean;
  chat: Pick<Chat, 'entries' | 'full' | 'busy' | 'stop'>;
  choice: ReceiptChoice;
  /** The day's allowance once it is used up and no thread is open; null while questions remain. */
  spent: StellaUsage | null;
  /** No sending: the allowance is used up or the thread is full. */
  closed: boolean;
  input: string;
  onInput: (value: string) => void;
  onSend: () => void;
  onNew: () => void;
  log: FollowLog;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/** The conversation: its messages (following the answer being written), its notices and the question box. */
export function ChatPanel(props: ChatPanelProps) {
  const { member, chat, choice, spent, closed, input, onInput, onSend, onNew, log, inputRef } = props;
  const t = useT(stellaMessages);
  const tag = useTag();
  return (
    <section
      className={member ? 'card stella-chat' : 'card stella-chat stella-chat--compact'}
      aria-labelledby="stella-chat-title"
    >
      <div className="stella-card__head">
        <h2 id="stella-chat-title">{t('stella.chat.label')}</h2>
        {member && chat.entries.length > 0 ? (
          <button type="button" className="btn btn--ghost btn--sm" onClick={onNew}>
            {t('stella.conversations.new')}
          </button>
        ) : null}
      </div>
      <div
        ref={log.ref}
        className="stella-chat__log"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the log scrolls, so it takes focus for the keyboard
        tabIndex={0}
        role="region"
        aria-label={t('stella.chat.label')}
        onScroll={log.onScroll}
      >
        {chat.entries.length === 0 ? <p className="stella-chat__empty">{t('stella.chat.empty')}</p> : null}
        {chat.entries.map((entry) => (
          <ChatMessage key={entry.key} entry={entry} choice={choice} />
        ))}
      </div>
      {chat.full ? (
        <div className="stella-chat__notice" role="status">
          <p>{t('stella.chat.full', { count: STELLA_THREAD_MESSAGES })}</p>
          <button type="button" className="btn btn--primary btn--sm" onClick={onNew}>
            {t('stella.conversations.new')}
          </button>
        </div>
      ) : null}
      {spent ? (
        <p className="stella-chat__notice" role="status">
          {t('stella.chat.limit', { time: resetTime(spent, tag) })}
        </p>
      ) : null}
      <Composer
        value={input}
        onChange={onInput}
        onSend={onSend}
        onStop={chat.stop}
        streaming={chat.busy}
        disabled={closed}
        inputRef={inputRef}
      />
    </section>
  );
}
