import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { LoginRequestSchema } from '@schema/auth';
import { useT } from '@web/lib/i18n';
import { authMessages } from './messages';
import { toast } from '@web/components/toast-store';
import { adoptAccountTheme } from '@web/lib/account-theme';
import { paths } from '@web/lib/paths';
import { describeFailure, networkErrorMessage, issuesByField, validateForm } from '@web/components/forms/failure';
import { needsVerification } from './auth-errors';
import { useCompleteSignIn } from './auth-state';
import { SIGN_IN_REDIRECT_MS, VERIFY_REQUIRED_REDIRECT_MS, pendingPath, useDelayedNavigate } from './auth-timing';
import { EmailField, PasswordField } from '@web/components/forms/field';
import { useForm } from '@web/components/forms/use-form';
import { VARIANTS, type Phase, submitLabel, type AuthFormProps } from './auth-form-parts';

export function SignInForm({ variant, returnTo, onSwitch }: AuthFormProps) {
  const t = useT(authMessages);
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
      email: t('auth.required.email'),
      password: t('auth.required.password'),
    });
    if (checked.errors) return showErrors(checked.errors);
    setErrors({});
    setPhase('pending');
    try {
      const res = await v.login(checked.data);
      await completeSignIn(res.user);
      void adoptAccountTheme(res.firstSignIn);
      const name = res.user.firstName?.trim();
      const title = res.firstSignIn
        ? name
          ? t('auth.signIn.welcomeName', { name })
          : t('auth.signIn.welcome')
        : name
          ? t('auth.signIn.welcomeBackName', { name })
          : t('auth.signIn.welcomeBack');
      toast({ title, description: res.message, variant: 'success' });
      setPhase('done');
      later(returnTo, SIGN_IN_REDIRECT_MS);
    } catch (err) {
      const failure = describeFailure(err);
      if (needsVerification(failure)) {
        toast({
          title: t('auth.signIn.verificationRequired'),
          description: failure.message ?? t('auth.signIn.verifyFirst'),
        });
        setPhase('done');
        later(pendingPath(checked.data.email), VERIFY_REQUIRED_REDIRECT_MS);
        return;
      }
      setPhase('idle');
      if (failure.issues.length > 0) showErrors(issuesByField(failure.issues));
      toast({
        title: t(v.loginError.title),
        description: failure.network ? networkErrorMessage() : (failure.message ?? t(v.loginError.fallback)),
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
      <PasswordField label={t('auth.field.password')} autoComplete="current-password" {...bind('password')} required />
      <p className="auth-form__aside">
        <Link to={forgot}>{t('auth.signIn.forgot')}</Link>
      </p>
      <button type="submit" className="btn btn--primary auth-form__submit" disabled={phase !== 'idle'}>
        {submitLabel(t, phase, 'auth.signIn.submit', 'auth.signIn.pending')}
      </button>
      <p className="auth-form__switch">
        {t.rich('auth.signIn.newHere', { switch: <button type="button" className="link-btn" onClick={onSwitch} /> })}
      </p>
    </form>
  );
}
