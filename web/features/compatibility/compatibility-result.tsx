import { type CSSProperties, type Ref, useEffect, useRef } from 'react';
import { type CompatibilityResult, scoreBand } from '@core/compatibility/compatibility';
import { type SignId, type ZodiacSign, getSign } from '@core/zodiac';
import { useAstroNames } from '@web/lib/astro-names';
import { useT } from '@web/lib/i18n';
import { compatibilityMessages } from './messages';

const SUB_SCORES = [
  { key: 'passion', label: 'compatibility.result.passion' },
  { key: 'communication', label: 'compatibility.result.communication' },
  { key: 'balance', label: 'compatibility.result.balance' },
] as const;

const bandClass = (score: number) => `band band--${scoreBand(score)}`;
const scoreStyle = (score: number) => ({ '--score': score }) as CSSProperties;

function SubScore({ label, value }: { label: string; value: number }) {
  const t = useT(compatibilityMessages);
  return (
    <li className={`sub-score ${bandClass(value)}`}>
      <span className="sub-score__label">{label}</span>
      <span className="sub-score__value">{t('compatibility.result.percent', { score: value })}</span>
      <span className="sub-score__bar" aria-hidden="true">
        <span style={scoreStyle(value)} />
      </span>
    </li>
  );
}

/**
 * The reading for a checked pair (docs/product.md#data Compatibility result). The overall score is the first
 * percentage on the page, and the heading takes focus so the reading is announced and in view.
 */
export function CompatibilityReading({ a, b, result }: { a: SignId; b: SignId; result: CompatibilityResult }) {
  const t = useT(compatibilityMessages);
  const first = getSign(a);
  const second = getSign(b);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, [a, b]);

  return (
    <section className="card compat-result" aria-labelledby="compat-result-title">
      <PairHeading ref={heading} first={first} second={second} />
      <div className="compat-result__summary">
        <p className={`score-ring ${bandClass(result.score)}`} style={scoreStyle(result.score)}>
          <span className="score-ring__value">{t('compatibility.result.percent', { score: result.score })}</span>
          <span className="score-ring__label">{t('compatibility.result.overall')}</span>
        </p>
        <div className="compat-result__verdict">
          <p className={`compat-result__rating ${bandClass(result.score)}`}>{result.rating}</p>
          <p className="compat-result__overview" data-content>
            {result.overview}
          </p>
        </div>
      </div>
      <ul className="grid-list sub-scores" aria-label={t('compatibility.result.subScores')}>
        {SUB_SCORES.map(({ key, label }) => (
          <SubScore key={key} label={t(label)} value={result[key]} />
        ))}
      </ul>
      <p className="compat-result__note muted">{t('compatibility.result.note')}</p>
    </section>
  );
}

function PairHeading({ ref, first, second }: { ref: Ref<HTMLHeadingElement>; first: ZodiacSign; second: ZodiacSign }) {
  const t = useT(compatibilityMessages);
  const names = useAstroNames();
  return (
    <header className="compat-result__head">
      <p className="compat-result__glyphs" aria-hidden="true">
        <span>{first.symbol}</span>
        <span className="compat-result__amp">{'&'}</span>
        <span>{second.symbol}</span>
      </p>
      <h2 id="compat-result-title" ref={ref} tabIndex={-1}>
        {t('compatibility.result.pair', { first: names.sign(first.id), second: names.sign(second.id) })}
      </h2>
      <p className="muted compat-result__elements">
        {t('compatibility.result.elements', {
          first: names.element(first.element),
          second: names.element(second.element),
        })}
      </p>
    </header>
  );
}
