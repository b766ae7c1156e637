import { CheckIcon, CloseIcon, Svg } from './icons';
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
    <Svg size={28}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5 12 13l8.5-6.5" />
    </Svg>
  );
}
