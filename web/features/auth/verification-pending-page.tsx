import { type LinkAction, LinkActions } from '@web/components/link-actions';
import { Link } from 'react-router';
import { paths } from '@web/lib/paths';
import { useQuery } from '@web/lib/use-query';
import { AuthCard } from './auth-card';
import { StatusIcon } from '@web/components/status-icon';
import { resendLabel, useResendVerification } from './resend-verification';

const NO_EMAIL_STEPS: readonly LinkAction[] = [
  { to: paths.signUp, label: 'Go to Sign Up', look: 'primary' },
  { to: paths.login, label: 'Go to Login', look: 'ghost' },
];

export const NO_EMAIL_MESSAGE = 'Email address not provided';
export const PENDING_RESEND_FAILED_MESSAGE = 'Failed to resend verification email. Please try again.';

/** /email-verification-pending?email= (docs/product.md#screens-and-routes): the address, the steps, resend, and on to login. */
export function VerificationPendingPage() {
  const params = useQuery();
  const email = params.get('email')?.trim() ?? '';
  const { state, send } = useResendVerification(PENDING_RESEND_FAILED_MESSAGE);

  if (!email) {
    return (
      <AuthCard pageTitle="Verify Your Email" title={NO_EMAIL_MESSAGE} icon={<StatusIcon kind="error" />}>
        <p className="auth__text">
          We do not know which address to check. Sign up again, or sign in if you already verified it.
        </p>
        <LinkActions className="auth__actions" links={NO_EMAIL_STEPS} />
      </AuthCard>
    );
  }

  return (
    <AuthCard pageTitle="Verify Your Email" title="Check your email" icon={<StatusIcon kind="mail" />}>
      <p className="auth__text">
        We sent a verification link to
        <br />
        <strong className="auth__email">{email}</strong>
      </p>
      <ol className="auth__steps">
        <li>Open the email from Stella in your inbox.</li>
        <li>Click the verification link inside it.</li>
        <li>Come back and sign in to start exploring your chart.</li>
      </ol>
      <p className="auth__text muted auth__small">
        No email after a few minutes? Check your spam or promotions folder, or send a new link.
      </p>
      <div className="auth__actions">
        <button type="button" className="btn btn--outline" disabled={state !== 'idle'} onClick={() => void send(email)}>
          {resendLabel(state)}
        </button>
        <Link to={paths.login} className="btn btn--primary">
          Go to Login
        </Link>
      </div>
    </AuthCard>
  );
}

export default VerificationPendingPage;
