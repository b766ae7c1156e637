import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES } from '@schema/auth';
import { toast } from '@web/components/toast-store';
import { paths } from '@web/lib/paths';
import { forgotPassword } from './auth-api';
import { NETWORK_ERROR_MESSAGE, describeFailure, issuesByField } from '@web/components/forms/failure';
import { readEmail } from './auth-errors';
import { useQuery } from '@web/lib/use-query';
import { AuthCard } from './auth-card';
import { EmailField } from '@web/components/forms/field';
import { StatusIcon } from '@web/components/status-icon';
import { useFocusFirstInvalid } from '@web/components/forms/use-focus-first-invalid';

/** The card's heading, its page title and the line under it. */
const FORGOT_CARD = {
  title: 'Forgot your password?',
  pageTitle: 'Forgot Password',
  subtitle: 'Enter your email and we will send you a link to choose a new one.',
} as const;

/**
 * /forgot-password: asks for the address and always shows the same confirmation, so the page
 * never tells whether an account exists.
 */
export function ForgotPasswordPage() {
  const params = useQuery();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [error, setError] = useState<string | undefined>();
  const [phase, setPhase] = useState<'idle' | 'pending' | 'sent'>('idle');
  const form = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusFirstInvalid(form);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (phase !== 'idle') return;
    const checked = readEmail(email);
    setError(checked.error);
    if (checked.error !== undefined) return focusInvalid();
    setPhase('pending');
    try {
      await forgotPassword(checked.email);
      setPhase('sent');
    } catch (err) {
      const failure = describeFailure(err);
      setPhase('idle');
      const fieldError = issuesByField(failure.issues).email;
      if (fieldError) {
        setError(fieldError);
        focusInvalid();
        return;
      }
      const description = failure.network
        ? NETWORK_ERROR_MESSAGE
        : (failure.message ?? 'Something went wrong. Please try again.');
      toast({ title: 'Request Failed', description, variant: 'destructive' });
    }
  };

  if (phase === 'sent') {
    return (
      <AuthCard pageTitle="Forgot Password" title="Check your email" icon={<StatusIcon kind="mail" />}>
        <p className="auth__text" role="status">
          {AUTH_MESSAGES.forgotSent}
        </p>
        <p className="auth__text muted auth__small">
          The link works once and expires soon. Check your spam folder if it does not arrive.
        </p>
        <div className="auth__actions">
          <Link to={paths.signIn} className="btn btn--primary">
            Back to Sign In
          </Link>
          <button type="button" className="btn btn--ghost" onClick={() => setPhase('idle')}>
            Use another address
          </button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard {...FORGOT_CARD}>
      <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
        <EmailField value={email} onValueChange={setEmail} error={error} />
        <button type="submit" className="btn btn--primary auth-form__submit" disabled={phase !== 'idle'}>
          {phase === 'pending' ? 'Sending…' : 'Send Reset Link'}
        </button>
        <p className="auth-form__switch">
          Remembered it? <Link to={paths.signIn}>Back to Sign In</Link>
        </p>
      </form>
    </AuthCard>
  );
}

export default ForgotPasswordPage;
