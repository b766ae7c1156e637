import { type AuthFormProps, type Phase, submitLabel, VARIANTS } from './auth-form-parts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { EmailSignupRequestSchema, RegisterRequestSchema } from '@schema/auth';
import { toast } from '@web/components/toast-store';
import { paths } from '@web/lib/paths';
import { type Registration, emailSignup, register } from './auth-api';
import { NETWORK_ERROR_MESSAGE, describeFailure, issuesByField, validateForm } from '@web/components/forms/failure';
import { useCompleteSignIn } from './auth-state';
import { SIGN_UP_REDIRECT_MS, pendingPath, useDelayedNavigate } from './auth-timing';
import { EmailField, Field, NewPasswordField } from '@web/components/forms/field';
import { useForm } from '@web/components/forms/use-form';

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
