import { type FormEvent, type KeyboardEvent, type RefObject, useLayoutEffect } from 'react';
import { STELLA_MESSAGE_MAX } from '@schema/stella';
import { useT } from '@web/lib/i18n';
import { stellaMessages } from './messages';

/** The input's tallest height (docs/product.md#ask-stella-page). */
const INPUT_MAX_PX = 120;

export interface ComposerProps {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  streaming: boolean;
  /** No sending (the day's allowance is used, or the thread is full). */
  disabled: boolean;
  /** The question box, for the page to focus (a new conversation starts there). */
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The question box: it grows with its text up to 120 px, Enter sends, Shift+Enter starts a new
 * line, an empty or blank question is not sent; while an answer is written, Stop.
 */
export function Composer({ value, onChange, onSend, onStop, streaming, disabled, inputRef }: ComposerProps) {
  const t = useT(stellaMessages);

  useLayoutEffect(() => {
    const box = inputRef.current;
    if (!box) return;
    void value;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight + 2, INPUT_MAX_PX)}px`;
  }, [value, inputRef]);

  const canSend = !disabled && !streaming && value.trim().length > 0;
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    if (canSend) onSend();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      submit();
    }
  };

  return (
    <form className="stella-composer" onSubmit={submit}>
      <label htmlFor="stella-question" className="sr-only">
        {t('stella.chat.inputLabel')}
      </label>
      <textarea
        id="stella-question"
        ref={inputRef}
        className="stella-composer__input"
        rows={1}
        value={value}
        maxLength={STELLA_MESSAGE_MAX}
        placeholder={t('stella.chat.placeholder')}
        aria-describedby="stella-question-hint"
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
      />
      {streaming ? (
        <button type="button" className="btn btn--outline stella-composer__button" onClick={onStop}>
          {t('stella.chat.stop')}
        </button>
      ) : (
        <button type="submit" className="btn btn--primary stella-composer__button" disabled={!canSend}>
          {t('stella.chat.send')}
        </button>
      )}
      <p id="stella-question-hint" className="stella-composer__hint">
        {t('stella.chat.hint')}
      </p>
    </form>
  );
}
