import type { ToastInput } from '@web/components/toast-store';
import type { StellaMessageId } from './messages';
import type { AskFailure } from './use-chat';

/** A toast in message ids. */
export interface FailureToast {
  title: StellaMessageId;
  /** None for `message`: its description is the server's own words. */
  description?: StellaMessageId;
  variant?: ToastInput['variant'];
}

/**
 * What the reader is told when a question went unanswered, complete by type. A reader who was
 * signed out meanwhile is told nothing here: the sign-in prompt that replaces the chat says it.
 */
const FAILURE_TOASTS = {
  limit: { title: 'stella.toast.limitTitle', description: 'stella.toast.limitMessage', variant: 'destructive' },
  full: { title: 'stella.toast.fullTitle', description: 'stella.toast.fullMessage' },
  premium: { title: 'stella.toast.premiumTitle', description: 'stella.toast.premiumMessage' },
  signedOut: null,
  message: { title: 'stella.toast.messageTitle', variant: 'destructive' },
  empty: { title: 'stella.toast.emptyTitle', variant: 'destructive' },
  unavailable: { title: 'stella.toast.failedTitle', description: 'stella.toast.failedMessage', variant: 'destructive' },
} as const satisfies Record<AskFailure['kind'], FailureToast | null>;

export const failureToast = <K extends AskFailure['kind']>(kind: K): (typeof FAILURE_TOASTS)[K] => FAILURE_TOASTS[kind];
