import type { CardId } from '@core/tarot/deck';
import type { TarotCardView, TarotParagraph, TarotReading } from '@schema/tarot';
import { ReceiptChips } from '@web/components/receipt-chips';
import { useT } from '@web/lib/i18n';
import { CardArt } from './art/card-art';
import { FairDeal } from './fair-deal';
import { tarotMessages } from './messages';

function DrawnCard({ card }: { card: TarotCardView }) {
  const t = useT(tarotMessages);
  return (
    <li className="tarot-card" data-card={card.id} data-reversed={card.reversed}>
      <p className="tarot-card__position">
        {t('tarot.result.position', { n: card.position.index + 1, name: card.position.name })}
      </p>
      <div className="tarot-card__art">
        <CardArt id={card.id as CardId} reversed={card.reversed} title={card.name} />
      </div>
      <h3 className="tarot-card__name">
        {card.name}{' '}
        {card.reversed ? <span className="badge tarot-card__reversed">{t('tarot.result.reversed')}</span> : null}
      </h3>
      <p className="tarot-card__where muted">{card.position.meaning}</p>
      <p className="tarot-card__meaning">{card.meaning}</p>
      <p className="tarot-card__description muted">{card.description}</p>
      <details className="tarot-card__imagery">
        <summary>{t('tarot.result.imagery')}</summary>
        <p>{card.imagery}</p>
      </details>
    </li>
  );
}

function Paragraphs({ paragraphs, label }: { paragraphs: readonly TarotParagraph[]; label: string }) {
  return paragraphs.map((p, i) => (
    <div key={`${p.part}-${i}`} className="tarot-paragraph" data-status={p.status}>
      <p>{p.text}</p>
      {p.facts.length > 0 ? (
        <ReceiptChips
          facts={p.facts.map((f) => ({ ...f, points: [], houses: [] }))}
          label={label}
          keyPrefix={`${p.part}${i}`}
          className="tarot-chip"
        />
      ) : null}
    </div>
  ));
}

/** The spec's result: spread name, question, the cards with their art, the interpretation and the guidance. */
export function ReadingView({ reading, onNew }: { reading: TarotReading; onNew: () => void }) {
  const t = useT(tarotMessages);
  const interpretation = reading.paragraphs.filter((p) => p.part === 'interpretation');
  const guidance = reading.paragraphs.filter((p) => p.part === 'guidance');
  return (
    <section className="tarot-reading" aria-labelledby="tarot-reading-title">
      <header className="tarot-reading__header">
        <h2 id="tarot-reading-title">{t('tarot.result.heading')}</h2>
        <p className="muted">{t('tarot.result.spread', { name: reading.spread.name })}</p>
        <blockquote className="tarot-reading__question">
          <span className="sr-only">{t('tarot.result.question')}: </span>
          {reading.question}
        </blockquote>
      </header>
      {reading.crisis ? (
        <div className="card tarot-reading__crisis">
          <h3>{t('tarot.result.crisis')}</h3>
          {reading.interpretation.split(/\n\n+/).map((p) => (
            <p key={p}>{p}</p>
          ))}
        </div>
      ) : (
        <>
          <ol className={`tarot-spread tarot-spread--${reading.spread.id}`}>
            {reading.cards.map((card) => (
              <DrawnCard key={card.position.index} card={card} />
            ))}
          </ol>
          <section className="card tarot-reading__text" aria-labelledby="tarot-interpretation">
            <h3 id="tarot-interpretation">{t('tarot.result.interpretation')}</h3>
            <Paragraphs paragraphs={interpretation} label={t('tarot.result.interpretation')} />
          </section>
          <section className="card tarot-reading__text" aria-labelledby="tarot-guidance">
            <h3 id="tarot-guidance">{t('tarot.result.guidance')}</h3>
            <Paragraphs paragraphs={guidance} label={t('tarot.result.guidance')} />
          </section>
          <FairDeal reading={reading} />
        </>
      )}
      <button type="button" className="btn btn--primary tarot-reading__new" onClick={onNew}>
        {t('tarot.result.new')}
      </button>
    </section>
  );
}
