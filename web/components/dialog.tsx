import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import { useT } from '@web/lib/i18n';
import { commonMessages } from './messages';
import './dialog.css';

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
  className,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Added to `dialog` for a variant's own look. */
  className?: string;
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
      className={className ? `dialog ${className}` : 'dialog'}
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
  cancelLabel,
  tone = 'danger',
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The button that backs out ("Cancel" unless that word names the action itself). */
  cancelLabel?: string;
  /** 'primary' for a question whose yes is not destructive (a purchase). */
  tone?: 'danger' | 'primary';
}) {
  const t = useT(commonMessages);
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description}>
      <div className="dialog__actions">
        <button type="button" className="btn btn--outline" onClick={onClose} disabled={pending}>
          {cancelLabel ?? t('common.cancel')}
        </button>
        <button type="button" className={`btn btn--${tone}`} onClick={onConfirm} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
