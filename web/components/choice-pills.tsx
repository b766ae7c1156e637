import { type FieldsetHTMLAttributes, type ReactNode, useId } from 'react';

export interface ChoicePillsProps<V extends string>
  extends Omit<FieldsetHTMLAttributes<HTMLFieldSetElement>, 'onChange' | 'children'> {
  legend: ReactNode;
  options: readonly { value: V; label: string }[];
  /** The option chosen; null while nothing is (the group then asks). */
  value: V | null;
  onChange: (value: V) => void;
  /** The radios' shared name; one of the page's own when not given. */
  name?: string;
  /** What follows the pills inside the group: a hint, an error. */
  children?: ReactNode;
}

/**
 * One choice among a few, as pills side by side: a fieldset of radios with its legend (the
 * global `.choice-pills` style). Used for the zodiac, the chart's style, how the horoscope is
 * read and how a person of the synastry is given.
 */
export function ChoicePills<V extends string>({
  legend,
  options,
  value,
  onChange,
  name,
  className,
  children,
  ...fieldset
}: ChoicePillsProps<V>) {
  const own = useId();
  return (
    <fieldset className={className ? `choice-pills ${className}` : 'choice-pills'} {...fieldset}>
      <legend>{legend}</legend>
      <div className="choice-pills__options">
        {options.map((option) => (
          <label key={option.value} className="choice-pills__option">
            <input
              type="radio"
              name={name ?? own}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {children}
    </fieldset>
  );
}
