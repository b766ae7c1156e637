import { useState } from 'react';
import type { SessionInfo } from '@schema/auth';
import { ConfirmDialog } from '@web/components/dialog';
import { toast } from '@web/components/toast-store';
import { useSignOut } from '@web/features/auth';
import { deviceLabel } from './device-label';
import { endSession, useSessions } from './profile-api';
import { formatDate, formatDateTime } from './profile-format';
import { Loading } from './profile-ui';

export function SessionItem({ session, onEnd, ending }: { session: SessionInfo; onEnd: () => void; ending: boolean }) {
  const device = deviceLabel(session.userAgent);
  return (
    <li className="sessions__item">
      <div className="sessions__text">
        <p className="sessions__device">
          {device}
          {session.current ? <span className="badge sessions__current">This device</span> : null}
        </p>
        <p className="sessions__meta">
          Last active {formatDateTime(session.lastSeenAt)} · Signed in {formatDate(session.createdAt)}
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={onEnd}
          disabled={ending}
          aria-label={`Sign out ${device}, last active ${formatDateTime(session.lastSeenAt)}`}
        >
          {ending ? 'Signing out…' : 'Sign out'}
        </button>
      )}
    </li>
  );
}

export function SessionsList() {
  const { data, error, mutate } = useSessions();
  const signOut = useSignOut();
  const [ending, setEnding] = useState<string | null>(null);
  const [confirmAll, setConfirmAll] = useState(false);
  const [signingOutAll, setSigningOutAll] = useState(false);

  const end = async (id: string) => {
    setEnding(id);
    try {
      await endSession(id);
      await mutate((current) => current && { sessions: current.sessions.filter((s) => s.id !== id) }, {
        revalidate: false,
      });
      toast({ title: 'Signed Out', description: 'That device was signed out.', variant: 'success' });
    } catch {
      toast({
        title: 'Sign Out Failed',
        description: 'Failed to sign that device out. Please try again.',
        variant: 'destructive',
      });
      void mutate();
    } finally {
      setEnding(null);
    }
  };

  // Newest activity first, this device on top.
  const sessions = [...(data?.sessions ?? [])].sort(
    (a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt),
  );

  return (
    <div className="sessions">
      <h3 className="panel__subtitle">Where you are signed in</h3>
      {error && !data ? (
        <p className="muted">Your sessions could not be loaded. Try again later.</p>
      ) : !data ? (
        <Loading />
      ) : (
        <ul className="sessions__list" aria-label="Signed-in devices">
          {sessions.map((session) => (
            <SessionItem
              key={session.id}
              session={session}
              ending={ending === session.id}
              onEnd={() => void end(session.id)}
            />
          ))}
        </ul>
      )}
      <button type="button" className="btn btn--outline btn--danger-outline" onClick={() => setConfirmAll(true)}>
        Sign out everywhere
      </button>
      <ConfirmDialog
        open={confirmAll}
        title="Sign out everywhere?"
        description={<p>Every device signed in to your account is signed out, this one included.</p>}
        confirmLabel="Sign Out Everywhere"
        pendingLabel="Signing out…"
        pending={signingOutAll}
        onConfirm={() => {
          setSigningOutAll(true);
          void signOut({ everywhere: true }).then(() =>
            toast({ title: 'Signed Out Everywhere', description: 'Every device was signed out of your account.' }),
          );
        }}
        onClose={() => setConfirmAll(false)}
      />
    </div>
  );
}
