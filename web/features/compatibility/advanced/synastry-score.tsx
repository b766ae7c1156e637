import type { CSSProperties } from 'react';
import { useT } from '@web/lib/i18n';
import { compatibilityMessages } from '../messages';

/** The synastry score bands (docs/product.md#constants: 85, 70, 55, 40), best first. */
const BANDS = [
  [85, 'excellent'],
  [70, 'strong'],
  [55, 'good'],
  [40, 'fair'],
] as const;
export type SynastryBand = (typeof BANDS)[number][1] | 'low';

export function synastryBand(score: number): SynastryBand {
  return BANDS.find(([least]) => score >= least)?.[1] ?? 'low';
}

const bandClass = (score: number) => `syn-band syn-band--${synastryBand(score)}`;
const scoreStyle = (score: number) => ({ '--score': score }) as CSSProperties;

/** A score in its band's colour; the number is always written, so the colour is never the only sign. */
export function Score({ score }: { score: number }) {
  const t = useT(compatibilityMessages);
  return (
    <span className={`syn-score ${bandClass(score)}`} data-band={synastryBand(score)}>
      <span aria-hidden="true">{t('compatibility.advanced.result.score', { score })}</span>
      <span className="sr-only">{t('compatibility.advanced.result.scoreOf', { score })}</span>
    </span>
  );
}

/** The overall score as the basic reading shows its own: a ring filled to the score. */
export function ScoreRing({ score }: { score: number }) {
  const t = useT(compatibilityMessages);
  return (
    <p className={`score-ring ${bandClass(score)}`} style={scoreStyle(score)} data-band={synastryBand(score)}>
      <span className="score-ring__value">{t('compatibility.advanced.result.score', { score })}</span>
      <span className="score-ring__label">{t('compatibility.result.overall')}</span>
    </p>
  );
}
