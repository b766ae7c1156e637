import { type ChosenReceipt, ReceiptChips } from '@web/components/receipt-chips';
import { useT } from '@web/lib/i18n';
import { Markdown } from './markdown';
import { stellaMessages } from './messages';
import type { ChatEntry, ChatParagraph } from './use-chat';

export type { ChosenReceipt } from '@web/components/receipt-chips';

export interface ReceiptChoice {
  chosen: string | null;
  choose: (receipt: ChosenReceipt | null) => void;
}

function Paragraph({
  paragraph,
  keyPrefix,
  choice,
}: {
  paragraph: ChatParagraph;
  keyPrefix: string;
  choice: ReceiptChoice;
}) {
  const t = useT(stellaMessages);
  const { text, status, facts, withheld } = paragraph;
  if (!text.trim() && withheld === 0) return null;
  return (
    <div className="stella-paragraph" data-status={status}>
      {text.trim() ? <Markdown text={text} /> : null}
      {status === 'unverified' ? (
        <span className="stella-unverified" title={t('stella.chat.unverifiedTitle')}>
          {t('stella.chat.unverified')}
          <span className="sr-only">: {t('stella.chat.unverifiedTitle')}</span>
        </span>
      ) : null}
      {!text.trim() && withheld > 0 ? (
        <p className="stella-withheld">{t('stella.chat.withheld', { count: withheld })}</p>
      ) : null}
      {status === 'verified' && facts.length > 0 ? (
        <ReceiptChips
          facts={facts}
          label={t('stella.chat.receipts')}
          keyPrefix={keyPrefix}
          chosenKey={choice.chosen}
          onChoose={choice.choose}
          className="stella-chip"
        />
      ) : null}
    </div>
  );
}

/** One message of the conversation: a question, or Stella's answer with its receipts. */
export function ChatMessage({ entry, choice }: { entry: ChatEntry; choice: ReceiptChoice }) {
  const t = useT(stellaMessages);
  if (entry.role === 'user') {
    return (
      <article className="stella-message stella-message--user">
        <h3 className="sr-only">{t('stella.chat.you')}</h3>
        <p className="stella-message__text">{entry.text}</p>
      </article>
    );
  }
  const writing = entry.state === 'pending' || entry.state === 'streaming';
  return (
    <article className="stella-message stella-message--assistant" data-state={entry.state}>
      <h3 className="stella-message__who">{t('stella.chat.stella')}</h3>
      <div className="stella-message__text" aria-live="polite" aria-busy={writing}>
        {entry.state === 'pending' ? (
          <p className="stella-pending">
            <span className="stella-pending__dots" aria-hidden="true" />
            {t('stella.chat.pending')}
          </p>
        ) : (
          entry.paragraphs.map((paragraph, i) => (
            <Paragraph key={i} paragraph={paragraph} keyPrefix={`${entry.key}:${i}`} choice={choice} />
          ))
        )}
      </div>
      {entry.state === 'stopped' ? <p className="stella-message__note">{t('stella.chat.stopped')}</p> : null}
      {entry.state === 'interrupted' ? <p className="stella-message__note">{t('stella.chat.interrupted')}</p> : null}
    </article>
  );
}
