import { type AuthFormProps, type Phase, submitLabel, VARIANTS } from './auth-form-parts';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { EmailSignupRequestSchema, RegisterRequestSchema } from '@schema/auth';
import { toast } from '@web/components/toast-store';
import { paths } from '@web/lib/paths';
import { useT } from '@web/lib/i18n';
import { authMessages } from './messages';
import { type Registration, emailSignup, register } from './auth-api';
import { describeFailure, networkErrorMessage, issuesByField, validateForm } from '@web/components/forms/failure';
import { useCompleteSignIn } from './auth-state';
import { SIGN_UP_REDIRECT_MS, pendingPath, useDelayedNavigate } from './auth-timing';
import { EmailField, Field, NewPasswordField } from '@web/components/forms/field';
import { useForm } from '@web/components/forms/use-form';

export function SignUpForm({ variant, returnTo, onSwitch }: AuthFormProps) {
  const t = useT(authMessages);
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
    toast({ title: t('auth.passwordError'), description: message, variant: 'destructive' });

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (phase !== 'idle') return;
    const required = {
      ...(withNames ? { firstName: t('auth.required.firstName'), lastName: t('auth.required.lastName') } : {}),
      email: t('auth.required.email'),
      password: t('auth.required.password'),
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
      toast({ title: t('auth.signUp.created'), description: res.message, variant: 'success' });
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
      const fallback = v.signupError.fallback;
      const description = failure.network
        ? networkErrorMessage()
        : (failure.message ?? (fallback === undefined ? undefined : t(fallback)));
      toast({ title: t(v.signupError.title), description, variant: 'destructive' });
    }
  };

  return (
    <form ref={form} className="auth-form" noValidate onSubmit={onSubmit}>
      {withNames ? (
        <div className="auth-form__row">
          <Field label={t('auth.field.firstName')} autoComplete="given-name" {...bind('firstName')} required />
          <Field label={t('auth.field.lastName')} autoComplete="family-name" {...bind('lastName')} required />
        </div>
      ) : null}
      <EmailField {...bind('email')} />
      <NewPasswordField label={t('auth.field.password')} {...bind('password')} />
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={phase !== 'idle'}>
        {submitLabel(t, phase, 'auth.signUp.submit', 'auth.signUp.pending')}
      </button>
      <p className="auth-form__legal">
        {t.rich('auth.signUp.legal', { terms: <Link to={paths.terms} />, privacy: <Link to={paths.privacy} /> })}
      </p>
      <p className="auth-form__switch">
        {t.rich('auth.signUp.haveAccount', {
          switch: <button type="button" className="link-btn" onClick={onSwitch} />,
        })}
      </p>
    </form>
  );
}
