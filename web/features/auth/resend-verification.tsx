import { readEmail } from './auth-errors';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from '@web/components/toast-store';
import { type Translate, translate, useT } from '@web/lib/i18n';
import { type AuthMessageId, authMessages } from './messages';
import { resendVerification } from './auth-api';
import { describeFailure } from '@web/components/forms/failure';
import { EmailField } from '@web/components/forms/field';
import { useFocusFirstInvalid } from '@web/components/forms/use-focus-first-invalid';

/** After a link went out, the button rests this long before it offers another. */
const RESEND_COOLDOWN_MS = 60_000;

export type ResendState = 'idle' | 'sending' | 'sent';

/** POST /api/auth/resend-verification with a sent state; the server answers the same for any address. */
export function useResendVerification(failureText: string): {
  state: ResendState;
  send: (email: string) => Promise<boolean>;
} {
  const [state, setState] = useState<ResendState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const send = async (email: string) => {
    setState('sending');
    try {
      const res = await resendVerification(email);
      toast({ title: translate(authMessages, 'auth.resend.sentToast'), description: res.message, variant: 'success' });
      setState('sent');
      timer.current = setTimeout(() => setState('idle'), RESEND_COOLDOWN_MS);
      return true;
    } catch (err) {
      const failure = describeFailure(err);
      setState('idle');
      // A refused address or a rate limit says what to do; anything else gets the spec's text.
      const description =
        failure.issues[0]?.message ?? (failure.status === 429 && failure.message ? failure.message : failureText);
      toast({ title: translate(authMessages, 'auth.resend.failedToast'), description, variant: 'destructive' });
      return false;
    }
  };
  return { state, send };
}

export function resendLabel(t: Translate<AuthMessageId>, state: ResendState): string {
  return t(state === 'sending' ? 'auth.sending' : state === 'sent' ? 'auth.resend.sent' : 'auth.resend.button');
}

/**
 * The verification page's resend: with a known address it sends at once, otherwise it first
 * asks for the address.
 */
export function ResendVerification({ email: knownEmail, failureText }: { email?: string; failureText: string }) {
  const t = useT(authMessages);
  const { state, send } = useResendVerification(failureText);
  const [asking, setAsking] = useState(false);
  const [email, setEmail] = useState(knownEmail ?? '');
  const [error, setError] = useState<string | undefined>();
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(form);
  const input = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (asking) input.current?.focus();
  }, [asking]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const checked = readEmail(email);
    setError(checked.error);
    if (checked.error !== undefined) return focusInvalid();
    await send(checked.email);
  };

  if (knownEmail && !asking) {
    return (
      <button
        type="button"
        className="btn btn--outline"
        disabled={state !== 'idle'}
        onClick={() => void send(knownEmail)}
      >
        {resendLabel(t, state)}
      </button>
    );
  }
  if (!asking) {
    return (
      <button type="button" className="btn btn--outline" onClick={() => setAsking(true)}>
        {t('auth.resend.button')}
      </button>
    );
  }
  return (
    <form ref={form} className="auth-form auth-form--inline" noValidate onSubmit={onSubmit}>
      <EmailField
        label={t('auth.resend.yourEmail')}
        value={email}
        onValueChange={setEmail}
        error={error}
        inputRef={input}
      />
      <button type="submit" className="btn btn--primary" disabled={state !== 'idle'}>
        {state === 'idle' ? t('auth.resend.sendNewLink') : resendLabel(t, state)}
      </button>
    </form>
  );
}
