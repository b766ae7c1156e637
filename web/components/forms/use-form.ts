import { useRef, useState } from 'react';
import type { FieldErrors } from './failure';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/** The names of a form's text values. */
type TextKeys<T> = { [K in keyof T]: T[K] extends string ? K : never }[keyof T] & string;

/**
 * A form's values and their errors: `bind(name)` gives a text field its name, value, change
 * handler and error; `showErrors` shows new errors and moves focus to the first marked field.
 */
export function useForm<T extends object>(initial: T) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(form);
  const set = (name: TextKeys<T>) => (value: string) => setValues((prev) => ({ ...prev, [name]: value }));
  return {
    values,
    setValues,
    errors,
    setErrors,
    form,
    set,
    showErrors(next: FieldErrors) {
      setErrors(next);
      focusInvalid();
    },
    bind: (name: TextKeys<T>) => ({ name, value: String(values[name]), onValueChange: set(name), error: errors[name] }),
  };
}
