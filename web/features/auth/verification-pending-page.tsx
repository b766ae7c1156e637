import { LinkActions } from '@web/components/link-actions';
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';
import { useQuery } from '@web/lib/use-query';
import { AuthCard } from './auth-card';
import { StatusIcon } from '@web/components/status-icon';
import { resendLabel, useResendVerification } from './resend-verification';
import { useT } from '@web/lib/i18n';
import { authMessages } from './messages';

/** /email-verification-pending?email= (docs/product.md#screens-and-routes): the address, the steps, resend, and on to login. */
export function VerificationPendingPage() {
  const t = useT(authMessages);
  const params = useQuery();
  const email = params.get('email')?.trim() ?? '';
  const { state, send } = useResendVerification(t('auth.pending.resendFailed'));

  if (!email) {
    return (
      <AuthCard
        pageTitle={t('auth.pending.pageTitle')}
        title={t('auth.pending.noEmail')}
        icon={<StatusIcon kind="error" />}
      >
        <p className="auth__text">{t('auth.pending.noEmailHint')}</p>
        <LinkActions
          className="auth__actions"
          links={[
            { to: paths.signUp, label: t('auth.pending.goToSignUp'), look: 'primary' },
            { to: paths.login, label: t('auth.pending.goToLogin'), look: 'ghost' },
          ]}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard pageTitle={t('auth.pending.pageTitle')} title={t('auth.pending.title')} icon={<StatusIcon kind="mail" />}>
      <p className="auth__text">
        {t.rich('auth.pending.sentTo', { br: <br />, email: <strong className="auth__email" /> }, { email })}
      </p>
      <ol className="auth__steps">
        <li>{t('auth.pending.step1')}</li>
        <li>{t('auth.pending.step2')}</li>
        <li>{t('auth.pending.step3')}</li>
      </ol>
      <p className="auth__text muted auth__small">{t('auth.pending.noEmailYet')}</p>
      <div className="auth__actions">
        <button type="button" className="btn btn--outline" disabled={state !== 'idle'} onClick={() => void send(email)}>
          {resendLabel(t, state)}
        </button>
        <Link to={paths.login} className="btn btn--primary">
          {t('auth.pending.goToLogin')}
        </Link>
      </div>
    </AuthCard>
  );
}

export default VerificationPendingPage;
