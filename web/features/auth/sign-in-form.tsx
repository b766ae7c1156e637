import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES, LoginRequestSchema } from '@schema/auth';
import { toast } from '@web/components/toast-store';
import { adoptAccountTheme } from '@web/lib/account-theme';
import { paths } from '@web/lib/paths';
import { NETWORK_ERROR_MESSAGE, describeFailure, issuesByField, validateForm } from '@web/components/forms/failure';
import { needsVerification } from './auth-errors';
import { useCompleteSignIn } from './auth-state';
import { SIGN_IN_REDIRECT_MS, VERIFY_REQUIRED_REDIRECT_MS, pendingPath, useDelayedNavigate } from './auth-timing';
import { EmailField, PasswordField } from '@web/components/forms/field';
import { useForm } from '@web/components/forms/use-form';
import { VARIANTS, type Phase, submitLabel, type AuthFormProps } from './auth-form-parts';

export function SignInForm({ variant, returnTo, onSwitch }: AuthFormProps) {
  const v = VARIANTS[variant];
  const { values, setErrors, showErrors, form, bind } = useForm({ email: '', password: '' });
  const { email } = values;
  const [phase, setPhase] = useState<Phase>('idle');
  const completeSignIn = useCompleteSignIn();
  const later = useDelayedNavigate();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (phase !== 'idle') return;
    const checked = validateForm(LoginRequestSchema, values, {
      email: 'Email is required',
      password: 'Password is required',
    });
    if (checked.errors) return showErrors(checked.errors);
    setErrors({});
    setPhase('pending');
    try {
      const res = await v.login(checked.data);
      await completeSignIn(res.user);
      void adoptAccountTheme(res.firstSignIn);
      const name = res.user.firstName?.trim();
      const welcome = res.firstSignIn ? 'Welcome' : 'Welcome back';
      toast({ title: name ? `${welcome}, ${name}!` : `${welcome}!`, description: res.message, variant: 'success' });
      setPhase('done');
      later(returnTo, SIGN_IN_REDIRECT_MS);
    } catch (err) {
      const failure = describeFailure(err);
      if (needsVerification(failure)) {
        toast({ title: 'Email Verification Required', description: failure.message ?? AUTH_MESSAGES.verifyFirst });
        setPhase('done');
        later(pendingPath(checked.data.email), VERIFY_REQUIRED_REDIRECT_MS);
        return;
      }
      setPhase('idle');
      if (failure.issues.length > 0) showErrors(issuesByField(failure.issues));
      toast({
        title: v.loginError.title,
        description: failure.network ? NETWORK_ERROR_MESSAGE : (failure.message ?? v.loginError.fallback),
        variant: 'destructive',
      });
    }
  };

  const forgot = email.trim()
    ? `${paths.forgotPassword}?email=${encodeURIComponent(email.trim())}`
    : paths.forgotPassword;
  return (
    <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
      <EmailField {...bind('email')} />
      <PasswordField label="Password" autoComplete="current-password" {...bind('password')} required />
      <p className="auth-form__aside">
        <Link to={forgot}>Forgot password?</Link>
      </p>
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={phase !== 'idle'}>
        {submitLabel(phase, 'Sign In', 'Signing In…')}
      </button>
      <p className="auth-form__switch">
        New to Stella?{' '}
        <button type="button" className="link-btn" onClick={onSwitch}>
          Create an account
        </button>
      </p>
    </form>
  );
}
