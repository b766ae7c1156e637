import type { ReactNode } from 'react';
import type { ZodiacSign } from '@core/zodiac';
import { useAstroNames } from '@web/lib/astro-names';
import { useT } from '@web/lib/i18n';
import { commonMessages } from './messages';

/** A sign's element and modality as a description list, with any further facts after them. */
export function SignFacts({
  sign,
  className,
  children,
}: {
  sign: Pick<ZodiacSign, 'element' | 'modality'>;
  className: string;
  children?: ReactNode;
}) {
  const t = useT(commonMessages);
  const names = useAstroNames();
  return (
    <dl className={className}>
      <div>
        <dt>{t('common.signFacts.element')}</dt>
        <dd>{names.element(sign.element)}</dd>
      </div>
      <div>
        <dt>{t('common.signFacts.modality')}</dt>
        <dd>{names.modality(sign.modality)}</dd>
      </div>
      {children}
    </dl>
  );
}
