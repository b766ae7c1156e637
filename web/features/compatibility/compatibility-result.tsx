import { type CSSProperties, type Ref, useEffect, useRef } from 'react';
import { type CompatibilityResult, scoreBand } from '@core/compatibility/compatibility';
import { type SignId, type ZodiacSign, getSign } from '@core/zodiac';

const SUB_SCORES = [
  { key: 'passion', label: 'Passion' },
  { key: 'communication', label: 'Communication' },
  { key: 'balance', label: 'Balance' },
] as const;

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const bandClass = (score: number) => `band band--${scoreBand(score)}`;
const scoreStyle = (score: number) => ({ '--score': score }) as CSSProperties;

function SubScore({ label, value }: { label: string; value: number }) {
  return (
    <li className={`sub-score ${bandClass(value)}`}>
      <span className="sub-score__label">{label}</span>
      <span className="sub-score__value">{`${value}%`}</span>
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
          <span className="score-ring__value">{`${result.score}%`}</span>
          <span className="score-ring__label">overall</span>
        </p>
        <div className="compat-result__verdict">
          <p className={`compat-result__rating ${bandClass(result.score)}`}>{result.rating}</p>
          <p className="compat-result__overview">{result.overview}</p>
        </div>
      </div>
      <ul className="grid-list sub-scores" aria-label="Sub-scores">
        {SUB_SCORES.map(({ key, label }) => (
          <SubScore key={key} label={label} value={result[key]} />
        ))}
      </ul>
      <p className="compat-result__note muted">
        Read from the elements of your two Sun signs, so the same pair always gives the same reading. A full chart
        comparison looks at far more.
      </p>
    </section>
  );
}

function PairHeading({ ref, first, second }: { ref: Ref<HTMLHeadingElement>; first: ZodiacSign; second: ZodiacSign }) {
  return (
    <header className="compat-result__head">
      <p className="compat-result__glyphs" aria-hidden="true">
        <span>{first.symbol}</span>
        <span className="compat-result__amp">&amp;</span>
        <span>{second.symbol}</span>
      </p>
      <h2 id="compat-result-title" ref={ref} tabIndex={-1}>
        {first.name} and {second.name}
      </h2>
      <p className="muted compat-result__elements">
        {`${capitalize(first.element)} and ${capitalize(second.element)}`}
      </p>
    </header>
  );
}
