import { Svg } from '../icons';
import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import { PASSWORD_MIN_LENGTH } from '@schema/auth';
import { useT } from '@web/lib/i18n';
import { commonMessages } from '../messages';
import './forms.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'onChange' | 'value'>;

interface FieldProps extends InputProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
  hint?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Something drawn inside the input's right edge (the show/hide toggle). */
  adornment?: ReactNode;
}

/** A labelled input whose error and hint are tied to it for screen readers. */
export function Field({ label, value, onValueChange, error, hint, inputRef, adornment, ...input }: FieldProps) {
  const id = useId();
  const describedBy = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id} className="field__label">
        {label}
      </label>
      <div className="field__control">
        <input
          {...input}
          id={id}
          ref={inputRef}
          className="field__input"
          value={value}
          onChange={(e) => onValueChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {adornment}
      </div>
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function EyeIcon({ off }: { off: boolean }) {
  return (
    <Svg size={20}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {off ? <path d="M4 4l16 16" /> : null}
    </Svg>
  );
}

/** A password input with a show/hide toggle (docs/product.md#sign-in-pages). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'adornment'>) {
  const t = useT(commonMessages);
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      adornment={
        <button
          type="button"
          className="field__toggle"
          aria-label={t(visible ? 'common.field.hidePassword' : 'common.field.showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon off={visible} />
        </button>
      }
    />
  );
}

/** The email field of every account form. */
export function EmailField(props: Omit<FieldProps, 'label' | 'type'> & { label?: string }) {
  const t = useT(commonMessages);
  return (
    <Field
      label={t('common.field.email')}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      {...props}
    />
  );
}

/** A new password, with the one password rule stated under it. */
export function NewPasswordField(props: Omit<FieldProps, 'type' | 'adornment'>) {
  const t = useT(commonMessages);
  return (
    <PasswordField
      autoComplete="new-password"
      hint={t('common.field.passwordRule', { min: PASSWORD_MIN_LENGTH })}
      minLength={PASSWORD_MIN_LENGTH}
      required
      {...props}
    />
  );
}
