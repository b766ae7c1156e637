import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { AUTH_MESSAGES, EmailSignupRequestSchema, LoginRequestSchema, RegisterRequestSchema } from '@schema/auth';
import { toast } from '@web/components/toast-store';
import { paths } from '@web/lib/paths';
import { type Registration, emailLogin, emailSignup, login, register } from './auth-api';
import { NETWORK_ERROR_MESSAGE, describeFailure, issuesByField, validateForm } from '@web/components/forms/failure';
import { needsVerification } from './auth-errors';
import { useCompleteSignIn } from './auth-state';
import {
  SIGN_IN_REDIRECT_MS,
  SIGN_UP_REDIRECT_MS,
  VERIFY_REQUIRED_REDIRECT_MS,
  pendingPath,
  useDelayedNavigate,
} from './auth-timing';
import { EmailField, Field, NewPasswordField, PasswordField } from '@web/components/forms/field';
import { useForm } from '@web/components/forms/use-form';

/** /signin talks to the email endpoints, /login to the classic pair; the toasts differ (001 §8). */
export type AuthVariant = 'signin' | 'login';

const VARIANTS = {
  signin: {
    login: emailLogin,
    loginError: { title: 'Sign In Error', fallback: 'Sign in failed' },
    signupError: { title: 'Sign Up Error', fallback: 'Signup failed' },
  },
  login: {
    login,
    loginError: { title: 'Login Failed', fallback: 'Invalid email or password' },
    // 001 §8 names only 'Failed to create account': it is the title, the server's reason the text.
    signupError: { title: 'Failed to create account', fallback: undefined },
  },
} as const;

type Phase = 'idle' | 'pending' | 'done';

function submitLabel(phase: Phase, idle: string, pending: string): string {
  return phase === 'idle' ? idle : phase === 'pending' ? pending : 'Redirecting…';
}

/** What both account forms are told: which page's calls they make, where to go after, how to switch. */
interface AuthFormProps {
  variant: AuthVariant;
  returnTo: string;
  onSwitch: () => void;
}

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
      const name = res.user.firstName?.trim();
      toast({ title: name ? `Welcome back, ${name}!` : 'Welcome back!', description: res.message, variant: 'success' });
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

export function SignUpForm({ variant, returnTo, onSwitch }: AuthFormProps) {
  const v = VARIANTS[variant];
  const withNames = variant === 'login';
  const { values, setErrors, showErrors, form, bind } = useForm({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
  });
  const [phase, setPhase] = useState<Phase>('idle');
  const completeSignIn = useCompleteSignIn();
  const later = useDelayedNavigate();

  const passwordError = (message: string) =>
    toast({ title: 'Password Error', description: message, variant: 'destructive' });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (phase !== 'idle') return;
    const required = {
      ...(withNames ? { firstName: 'First name is required', lastName: 'Last name is required' } : {}),
      email: 'Email is required',
      password: 'Password is required',
    };
    const credentials = { email: values.email, password: values.password };
    const checked = withNames
      ? validateForm(RegisterRequestSchema, values, required)
      : validateForm(EmailSignupRequestSchema, credentials, required);
    if (checked.errors) {
      showErrors(checked.errors);
      if (checked.errors.password && values.password !== '') passwordError(checked.errors.password);
      return;
    }
    setErrors({});
    setPhase('pending');
    const body = checked.data;
    try {
      const res = withNames ? await register(body as Registration) : await emailSignup(body);
      toast({ title: 'Account Created', description: res.message, variant: 'success' });
      setPhase('done');
      if (res.requiresVerification) {
        later(pendingPath(body.email), SIGN_UP_REDIRECT_MS);
      } else {
        await completeSignIn();
        later(returnTo, SIGN_UP_REDIRECT_MS);
      }
    } catch (err) {
      const failure = describeFailure(err);
      setPhase('idle');
      const fieldErrors = issuesByField(failure.issues);
      if (failure.issues.length > 0) showErrors(fieldErrors);
      if (fieldErrors.password) return passwordError(fieldErrors.password);
      const description = failure.network ? NETWORK_ERROR_MESSAGE : (failure.message ?? v.signupError.fallback);
      toast({ title: v.signupError.title, description, variant: 'destructive' });
    }
  };

  return (
    <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
      {withNames ? (
        <div className="auth-form__row">
          <Field label="First name" autoComplete="given-name" {...bind('firstName')} required />
          <Field label="Last name" autoComplete="family-name" {...bind('lastName')} required />
        </div>
      ) : null}
      <EmailField {...bind('email')} />
      <NewPasswordField label="Password" {...bind('password')} />
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={phase !== 'idle'}>
        {submitLabel(phase, 'Create Account', 'Creating Account…')}
      </button>
      <p className="auth-form__legal">
        By creating an account you agree to our <Link to={paths.terms}>Terms</Link> and{' '}
        <Link to={paths.privacy}>Privacy Policy</Link>.
      </p>
      <p className="auth-form__switch">
        Already have an account?{' '}
        <button type="button" className="link-btn" onClick={onSwitch}>
          Sign in
        </button>
      </p>
    </form>
  );
}
