import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { SynastryReading, SynastryRequest } from '@schema/synastry';
import { ApiRequestError } from '@web/lib/api';
import { useT } from '@web/lib/i18n';
import { compatibilityMessages } from '../messages';
import { READINGS_KEY, saveReading } from './use-synastry';

type Kept = Pick<SynastryReading, 'id' | 'createdAt'>;

/**
 * "Save this reading": keeps the reading by sending the request that made it (the server reads it
 * again and stores what it shows); the saved readings list is refreshed. A full account is told
 * in the server's words.
 */
export function SaveReading({
  request,
  saved,
  onSaved,
}: {
  request: SynastryRequest;
  saved: Kept | null;
  onSaved: (saved: Kept) => void;
}) {
  const t = useT(compatibilityMessages);
  const { mutate } = useSWRConfig();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const save = async () => {
    if (pending || saved) return;
    setPending(true);
    setProblem(null);
    try {
      const reading = await saveReading(request);
      onSaved({ id: reading.id, createdAt: reading.createdAt });
      void mutate(READINGS_KEY);
    } catch (error) {
      const full = error instanceof ApiRequestError && error.status === 409 ? error.body?.message : undefined;
      setProblem(full ?? t('compatibility.advanced.save.failed'));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="syn-save">
      <button
        type="button"
        className="btn btn--outline"
        onClick={() => void save()}
        disabled={pending || saved !== null}
      >
        {pending ? t('compatibility.advanced.save.saving') : t('compatibility.advanced.save.action')}
      </button>
      <p className="syn-save__status" aria-live="polite">
        {saved ? t('compatibility.advanced.save.saved') : (problem ?? '')}
      </p>
    </div>
  );
}
