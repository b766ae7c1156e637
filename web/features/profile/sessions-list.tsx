import { useState } from 'react';
import type { SessionInfo } from '@schema/auth';
import { ConfirmDialog } from '@web/components/dialog';
import { toast } from '@web/components/toast-store';
import { useSignOut } from '@web/features/auth';
import { deviceLabel } from './device-label';
import { endSession, useSessions } from './profile-api';
import { translate, useT } from '@web/lib/i18n';
import { useProfileFormat } from './profile-format';
import { Loading } from './profile-ui';
import { profileMessages } from './messages';

export function SessionItem({ session, onEnd, ending }: { session: SessionInfo; onEnd: () => void; ending: boolean }) {
  const t = useT(profileMessages);
  const format = useProfileFormat();
  const device = deviceLabel(session.userAgent);
  const lastActive = format.dateTime(session.lastSeenAt);
  return (
    <li className="sessions__item">
      <div className="sessions__text">
        <p className="sessions__device">
          {device}
          {session.current ? <span className="badge sessions__current">{t('profile.sessions.thisDevice')}</span> : null}
        </p>
        <p className="sessions__meta">
          {t('profile.sessions.meta', { lastActive, signedIn: format.date(session.createdAt) })}
        </p>
      </div>
      {session.current ? null : (
        <button
          type="button"
          className="btn btn--outline btn--sm"
          onClick={onEnd}
          disabled={ending}
          aria-label={t('profile.sessions.signOutDevice', { device, lastActive })}
        >
          {ending ? t('profile.sessions.signingOut') : t('profile.sessions.signOut')}
        </button>
      )}
    </li>
  );
}

export function SessionsList() {
  const t = useT(profileMessages);
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
      toast({
        title: t('profile.sessions.signedOutTitle'),
        description: t('profile.sessions.signedOutText'),
        variant: 'success',
      });
    } catch {
      toast({
        title: t('profile.sessions.signOutFailedTitle'),
        description: t('profile.sessions.signOutFailedText'),
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
      <h3 className="panel__subtitle">{t('profile.sessions.title')}</h3>
      {error && !data ? (
        <p className="muted">{t('profile.sessions.loadFailed')}</p>
      ) : !data ? (
        <Loading />
      ) : (
        <ul className="sessions__list" aria-label={t('profile.sessions.list')}>
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
        {t('profile.sessions.everywhere')}
      </button>
      <ConfirmDialog
        open={confirmAll}
        title={t('profile.sessions.everywhereConfirmTitle')}
        description={<p>{t('profile.sessions.everywhereConfirmText')}</p>}
        confirmLabel={t('profile.sessions.everywhereConfirm')}
        pendingLabel={t('profile.sessions.signingOut')}
        pending={signingOutAll}
        onConfirm={() => {
          setSigningOutAll(true);
          void signOut({ everywhere: true }).then(() =>
            toast({
              title: translate(profileMessages, 'profile.sessions.everywhereDoneTitle'),
              description: translate(profileMessages, 'profile.sessions.everywhereDoneText'),
            }),
          );
        }}
        onClose={() => setConfirmAll(false)}
      />
    </div>
  );
}
