import type { Receipt } from '@schema/stella';
import { useT } from '@web/lib/i18n';
import { Markdown } from './markdown';
import { stellaMessages } from './messages';
import type { ChatEntry, ChatParagraph } from './use-chat';

/** A receipt chosen to be shown on the wheel. */
export interface ChosenReceipt {
  key: string;
  label: string;
  points: string[];
  houses: number[];
}

export interface ReceiptChoice {
  chosen: string | null;
  choose: (receipt: ChosenReceipt | null) => void;
}

function Chips({ facts, keyPrefix, choice }: { facts: Receipt[]; keyPrefix: string; choice: ReceiptChoice }) {
  const t = useT(stellaMessages);
  return (
    <ul className="stella-chips" aria-label={t('stella.chat.receipts')}>
      {facts.map((fact) => {
        const key = `${keyPrefix}:${fact.id}`;
        const drawable = fact.points.length + fact.houses.length > 0;
        const pressed = choice.chosen === key;
        return (
          <li key={fact.id}>
            {drawable ? (
              <button
                type="button"
                className="stella-chip"
                aria-pressed={pressed}
                data-fact={fact.id}
                data-points={fact.points.join(' ')}
                onClick={() =>
                  choice.choose(pressed ? null : { key, label: fact.label, points: fact.points, houses: fact.houses })
                }
              >
                {fact.label}
              </button>
            ) : (
              <span className="stella-chip stella-chip--static" data-fact={fact.id}>
                {fact.label}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
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
      {status === 'verified' && facts.length > 0 ? <Chips facts={facts} keyPrefix={keyPrefix} choice={choice} /> : null}
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
