import type { NumerologyContext } from '@schema/stella';
import { useT } from '@web/lib/i18n';
import { type StellaMessageId, stellaMessages } from './messages';

const SAMPLES: readonly StellaMessageId[] = [
  'stella.samples.love',
  'stella.samples.career',
  'stella.samples.month',
  'stella.samples.moon',
  'stella.samples.rising',
];

/** Questions to start from; with the reader's numbers at hand, one about them too. */
export function SampleQuestions({
  numerology,
  disabled,
  onAsk,
}: {
  numerology: NumerologyContext | null;
  disabled: boolean;
  /** Asks the question, with the numbers it is about (or null). */
  onAsk: (question: string, context: NumerologyContext | null) => void;
}) {
  const t = useT(stellaMessages);
  const samples = [...SAMPLES, ...(numerology ? (['stella.samples.numbers'] as const) : [])];
  return (
    <section className="stella-samples" aria-labelledby="stella-samples-title">
      <h2 id="stella-samples-title" className="stella-samples__title">
        {t('stella.samples.title')}
      </h2>
      <ul className="stella-samples__list">
        {samples.map((id) => (
          <li key={id}>
            <button
              type="button"
              className="stella-sample"
              disabled={disabled}
              onClick={() => onAsk(t(id), id === 'stella.samples.numbers' ? numerology : null)}
            >
              {t(id)}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
