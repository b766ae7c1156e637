import { type RefObject, useCallback, useEffect, useState } from 'react';

/**
 * After a failed check: once the errors are on screen, focus the first field they marked (in
 * the form's order). Call the returned function in the same update that sets the errors.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>): () => void {
  const [request, setRequest] = useState(0);
  useEffect(() => {
    if (request > 0) form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
  }, [request, form]);
  return useCallback(() => setRequest((n) => n + 1), []);
}
