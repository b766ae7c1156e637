import { NUMEROLOGY_KINDS, type NumerologyKind } from '@core/numerology/index';
import type { NumerologyResult } from '@schema/numerology';
import { useT, useTag } from '@web/lib/i18n';
import { type NumerologyMessageId, numerologyMessages } from './messages';

const KIND_TITLE: Readonly<Record<NumerologyKind, NumerologyMessageId>> = {
  lifePath: 'numerology.kind.lifePath',
  expression: 'numerology.kind.expression',
  soulUrge: 'numerology.kind.soulUrge',
  personality: 'numerology.kind.personality',
  birthDay: 'numerology.kind.birthDay',
};

const MASTER = new Set([11, 22, 33]);

const numberOf = (result: NumerologyResult, kind: NumerologyKind): number => result[`${kind}Number`];

/** "rahul sharma" as a name is written: each part with a capital. */
const asName = (parts: readonly string[]) => parts.map((p) => p.charAt(0).toUpperCase() + p.slice(1)).join(' ');

/** Whether the letters counted are the name as typed (then the page does not repeat them). */
const sameLetters = (name: string, parts: readonly string[]) =>
  name.toLowerCase().replace(/[\s'’ʼ-]+/g, '') === parts.join('');

/** The spec's result: five cards, each with its number and what it means, and the two actions. */
export function NumerologyResultView({
  result,
  onAgain,
  onAsk,
}: {
  result: NumerologyResult;
  onAgain: () => void;
  onAsk: () => void;
}) {
  const t = useT(numerologyMessages);
  const tag = useTag();
  const born = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${result.birthDate}T00:00:00Z`),
  );
  return (
    <section className="numerology-result" aria-labelledby="numerology-result-title">
      <header className="numerology-result__header">
        <h2 id="numerology-result-title">{t('numerology.result.heading', { name: result.name })}</h2>
        <p className="muted">{t('numerology.result.born', { date: born })}</p>
        {sameLetters(result.name, result.latinName) ? null : (
          <p className="muted numerology-result__latin">
            {t('numerology.result.readAs', { latin: asName(result.latinName) })}
          </p>
        )}
      </header>
      <ol className="numerology-cards">
        {NUMEROLOGY_KINDS.map((kind) => {
          const value = numberOf(result, kind);
          return (
            <li key={kind} className="card numerology-card" data-kind={kind}>
              <div className="numerology-card__head">
                <h3>{t(KIND_TITLE[kind])}</h3>
                <span className="numerology-card__number" data-testid={`number-${kind}`}>
                  {value}
                </span>
              </div>
              {MASTER.has(value) ? <span className="badge">{t('numerology.result.master')}</span> : null}
              <p className="numerology-card__about muted">{result.descriptions[kind]}</p>
              <p className="numerology-card__meaning">{result.interpretations[kind]}</p>
            </li>
          );
        })}
      </ol>
      <div className="numerology-result__actions">
        <button type="button" className="btn btn--outline" onClick={onAgain}>
          {t('numerology.result.again')}
        </button>
        <button type="button" className="btn btn--gold" onClick={onAsk}>
          {t('numerology.result.ask')}
        </button>
      </div>
    </section>
  );
}
