import { CheckIcon, CloseIcon } from './icons';
import './forms/forms.css';

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
