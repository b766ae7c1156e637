import {
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import type { AstrologicalProfile } from '../../../schema/profile';
import { type IconProps, Svg } from '../../components/icons';
import { signByName } from './profile-format';
import './profile.css';

// Icons used only here, on the shared frame.

export const GlobeIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </Svg>
);
export const LockIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V8a4 4 0 0 1 8 0v3" />
  </Svg>
);
export const ShareIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="18" cy="5" r="2.5" />
    <circle cx="6" cy="12" r="2.5" />
    <circle cx="18" cy="19" r="2.5" />
    <path d="M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4" />
  </Svg>
);
export const TrashIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </Svg>
);
export const PencilIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 20h4L19 9l-4-4L4 16v4ZM14 6l4 4" />
  </Svg>
);
export const ClockIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Svg>
);

// ---------------------------------------------------------------------------------------------

/** A centred spinner while something loads (the shell's PageLoading, without the import). */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="profile-loading" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** The profile image, else the first letter of the name (001 §2 Profile, like the user menu). */
export function ProfileAvatar({ name, imageUrl, size = 96 }: { name: string; imageUrl: string | null; size?: number }) {
  const [broken, setBroken] = useState(false);
  const initial = name.trim().charAt(0).toUpperCase() || '★';
  return (
    <span className="avatar profile-avatar" style={{ width: size, height: size, fontSize: size * 0.42 }} aria-hidden="true">
      {imageUrl && !broken ? (
        <img src={imageUrl} alt="" width={size} height={size} referrerPolicy="no-referrer" onError={() => setBroken(true)} />
      ) : (
        initial
      )}
    </span>
  );
}

const TEXT_PRESENTATION = '\uFE0E';

/** Sun, Moon and Rising as a description list; a missing sign reads "Unknown". */
export function BigThree({
  signs,
  compact = false,
}: {
  signs: Pick<AstrologicalProfile, 'sunSign' | 'moonSign' | 'risingSign'>;
  compact?: boolean;
}) {
  const items = [
    { label: 'Sun', value: signs.sunSign },
    { label: 'Moon', value: signs.moonSign },
    { label: 'Rising', value: signs.risingSign },
  ];
  return (
    <dl className={`big-three${compact ? ' big-three--compact' : ''}`}>
      {items.map(({ label, value }) => {
        const sign = signByName(value);
        return (
          <div key={label} className="big-three__item">
            <dt className="big-three__label">{label}</dt>
            <dd className="big-three__value">
              {sign ? (
                <span className="big-three__glyph" aria-hidden="true">
                  {sign.symbol}
                  {TEXT_PRESENTATION}
                </span>
              ) : null}
              <span>{value ?? 'Unknown'}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** An on/off setting: a button with the switch role, named and described by its row. */
export function SwitchRow({
  label,
  description,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="setting">
      <div className="setting__text">
        <span id={`${id}-label`} className="setting__label">
          {label}
        </span>
        {description ? (
          <span id={`${id}-desc`} className="setting__desc">
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-desc` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog on the native <dialog>: showModal() makes the page behind it inert and puts
 * focus inside, Escape closes it, focus returns to the opener on close. Tab also wraps inside
 * the dialog so focus never leaves it for the browser's own controls.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return;
    const items = [...(ref.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  // A click on the backdrop lands on the <dialog> element itself.
  const onClick = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target === ref.current) onClose();
  };

  return (
    <dialog
      ref={ref}
      className="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-desc` : undefined}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (open) onClose();
      }}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className="dialog__body">
        <h2 id={`${id}-title`} className="dialog__title">
          {title}
        </h2>
        {description ? (
          <div id={`${id}-desc`} className="dialog__desc">
            {description}
          </div>
        ) : null}
        {open ? children : null}
      </div>
    </dialog>
  );
}

/** A yes/no question before something that cannot be undone. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  pendingLabel,
  pending,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <div className="dialog__actions">
        <button type="button" className="btn btn--outline" onClick={onClose} disabled={pending}>
          Cancel
        </button>
        <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

/** A titled card section of a tab. */
export function Panel({
  title,
  icon,
  action,
  tone,
  children,
}: {
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  tone?: 'danger';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`card panel${tone ? ` panel--${tone}` : ''}`} aria-labelledby={id}>
      <header className="panel__head">
        <h2 id={id} className="panel__title">
          {icon}
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}

/** The cosmic signature: the dominant element and modality of a cast profile. */
export function Signature({ signs }: { signs: AstrologicalProfile }) {
  return (
    <dl className="signature">
      <div className="signature__item">
        <dt>Dominant element</dt>
        <dd>{signs.dominantElement ?? 'Unknown'}</dd>
      </div>
      <div className="signature__item">
        <dt>Dominant modality</dt>
        <dd>{signs.dominantModality ?? 'Unknown'}</dd>
      </div>
    </dl>
  );
}
