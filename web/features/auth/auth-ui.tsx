import {
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { CheckIcon, CloseIcon } from '@web/components/icons';
import './auth.css';

/** The centred card every account page sits in. */
export function AuthCard({
  title,
  pageTitle = title,
  subtitle,
  icon,
  wide,
  children,
}: {
  title: string;
  /** The document title, when the card's heading is not it. */
  pageTitle?: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main className="auth container">
      <title>{`${pageTitle} · Stella`}</title>
      <meta name="robots" content="noindex" />
      <div className={`card auth__card${wide ? ' auth__card--wide' : ''}`}>
        <header className="auth__head">
          {icon ?? <img src="/icons/icon.svg" alt="" width={48} height={48} className="auth__logo" />}
          <h1 className="auth__title">{title}</h1>
          {subtitle ? <p className="auth__subtitle">{subtitle}</p> : null}
        </header>
        {children}
      </div>
    </main>
  );
}

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
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {off ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/** A password input with a show/hide toggle (001 "Alternative login"). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'adornment'>) {
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
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon off={visible} />
        </button>
      }
    />
  );
}

export interface TabDef<K extends string> {
  key: K;
  label: string;
}

/** WAI-ARIA tabs: arrow keys, Home and End move between them; each tab controls its panel. */
export function Tabs<K extends string>({
  tabs,
  active,
  onChange,
  label,
  children,
}: {
  tabs: readonly TabDef<K>[];
  active: K;
  onChange: (key: K) => void;
  label: string;
  children: ReactNode;
}) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKey = (e: KeyboardEvent) => {
    const at = tabs.findIndex((t) => t.key === active);
    const to =
      e.key === 'ArrowRight'
        ? at + 1
        : e.key === 'ArrowLeft'
          ? at - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? -1
              : null;
    if (to === null) return;
    e.preventDefault();
    const next = tabs.at(to % tabs.length);
    if (!next) return;
    onChange(next.key);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${base}-${next.key}-tab`)}`)?.focus();
  };
  return (
    <>
      <div className="tabs" role="tablist" aria-label={label} ref={list} onKeyDown={onKey}>
        {tabs.map((tab) => (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${base}-${tab.key}-tab`}
            aria-selected={tab.key === active}
            aria-controls={tab.key === active ? `${base}-${tab.key}-panel` : undefined}
            tabIndex={tab.key === active ? 0 : -1}
            className="tabs__tab"
            onClick={() => onChange(tab.key)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-${active}-panel`}
        aria-labelledby={`${base}-${active}-tab`}
        className="tabs__panel"
      >
        {children}
      </div>
    </>
  );
}

/** The round badge at the top of the verification cards. */
export function StatusIcon({ kind }: { kind: 'loading' | 'success' | 'error' | 'mail' }) {
  if (kind === 'loading') return <span className="spinner auth__status" aria-hidden="true" />;
  return (
    <span className={`auth__status auth__status--${kind}`} aria-hidden="true">
      {kind === 'success' ? <CheckIcon size={28} /> : kind === 'error' ? <CloseIcon size={28} /> : <MailIcon />}
    </span>
  );
}

function MailIcon() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5 12 13l8.5-6.5" />
    </svg>
  );
}

/**
 * After a failed check: once the errors are on screen, focus the first field they marked (in
 * the form's order). Call the returned function in the same update that sets the errors.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [request, form]);
  return useCallback(() => setRequest((n) => n + 1), []);
}
