import type { ReactNode } from 'react';
import type { ZodiacSign } from '@core/zodiac';

const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

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
  return (
    <dl className={className}>
      <div>
        <dt>Element</dt>
        <dd>{capitalize(sign.element)}</dd>
      </div>
      <div>
        <dt>Modality</dt>
        <dd>{capitalize(sign.modality)}</dd>
      </div>
      {children}
    </dl>
  );
}
