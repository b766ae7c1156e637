import { type FormEvent, useId, useState } from 'react';
import { useSWRConfig } from 'swr';
import { AUTH_MESSAGES, ChangePasswordRequestSchema, type SessionInfo } from '@schema/auth';
import { LANGUAGES, type Preferences, type Profile } from '@schema/profile';
import { ConfirmDialog } from '@web/components/dialog';
import { toast } from '@web/components/toast-store';
import { setTheme } from '@web/lib/theme';
import { NETWORK_ERROR_MESSAGE, describeFailure, issuesByField, validateForm } from '@web/components/forms/failure';
import { useSignOut } from '@web/features/auth';
import { NewPasswordField, PasswordField } from '@web/components/forms/field';
import { useForm } from '@web/components/forms/use-form';
import { SubscriptionPanel } from '@web/features/payments';
import { deviceLabel } from './device-label';
import { UPDATE_FAILED } from './overview-tab';
import { PROFILE_KEY, SESSIONS_KEY, changePassword, endSession, updateProfile, useSessions } from './profile-api';
import { formatDate, formatDateTime } from './profile-format';
import { CardIcon, Loading, LockIcon, Panel, SwitchRow } from './profile-ui';

/** DEVIATIONS #16: each language named in itself. */
export const LANGUAGE_NAMES: Record<(typeof LANGUAGES)[number], string> = {
  en: 'English',
  sr: 'Srpski',
  hi: 'हिन्दी',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  zh: '中文',
};

type Toggle = Exclude<keyof Preferences, 'language'>;

const TOGGLES: { key: Toggle; label: string; description: string }[] = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description: 'News about your account and new features by email.',
  },
  { key: 'dailyHoroscope', label: 'Daily horoscope', description: "Your sign's reading for the day." },
  { key: 'weeklyForecast', label: 'Weekly forecast', description: 'A look at the week ahead.' },
  { key: 'compatibilityAlerts', label: 'Compatibility alerts', description: 'When the sky favours your connections.' },
  { key: 'darkMode', label: 'Dark mode', description: 'The night-sky theme. Changing it also switches this device.' },
];

/** Each change is saved at once and shown before the server answers; a failure puts it back. */
function PreferencesPanel({ profile }: { profile: Profile }) {
  const { mutate } = useSWRConfig();
  const languageId = useId();
  const prefs = profile.preferences;

  const change = async (patch: Partial<Preferences>) => {
    try {
      await mutate<Profile>(PROFILE_KEY, updateProfile({ preferences: patch }), {
        optimisticData: (current) => {
          const base = current ?? profile;
          return { ...base, preferences: { ...base.preferences, ...patch } };
        },
        rollbackOnError: true,
        populateCache: true,
        revalidate: false,
      });
    } catch {
      toast({ ...UPDATE_FAILED, variant: 'destructive' });
    }
  };

  return (
    <Panel title="Preferences">
      <div className="settings">
        {TOGGLES.map(({ key, label, description }) => (
          <SwitchRow
            key={key}
            label={label}
            description={description}
            checked={prefs[key]}
            onChange={(checked) => {
              if (key === 'darkMode') setTheme(checked ? 'dark' : 'light');
              void change({ [key]: checked });
            }}
          />
        ))}
        <div className="setting">
          <div className="setting__text">
            <label htmlFor={languageId} className="setting__label">
              Language
            </label>
            <span id={`${languageId}-desc`} className="setting__desc">
              The language Stella writes to you in.
            </span>
          </div>
          <select
            id={languageId}
            className="field__input setting__select"
            value={prefs.language}
            aria-describedby={`${languageId}-desc`}
            onChange={(e) => void change({ language: e.target.value as Preferences['language'] })}
          >
            {LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
      </div>
    </Panel>
  );
}

type Phase = 'idle' | 'pending';

function ChangePasswordForm() {
  const { mutate } = useSWRConfig();
  const { values, setValues, setErrors, showErrors, form, bind } = useForm({ currentPassword: '', newPassword: '' });
  const [phase, setPhase] = useState<Phase>('idle');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (phase !== 'idle') return;
    const checked = validateForm(ChangePasswordRequestSchema, values, {
      currentPassword: 'Current password is required',
      newPassword: 'New password is required',
    });
    if (checked.errors) return showErrors(checked.errors);
    setErrors({});
    setPhase('pending');
    try {
      const res = await changePassword(checked.data);
      setValues({ currentPassword: '', newPassword: '' });
      toast({
        title: 'Password Changed',
        description: res.message || AUTH_MESSAGES.passwordChanged,
        variant: 'success',
      });
      // The other sessions ended.
      void mutate(SESSIONS_KEY);
    } catch (err) {
      const failure = describeFailure(err);
      if (failure.issues.length > 0) showErrors(issuesByField(failure.issues));
      toast({
        title: 'Password Not Changed',
        description: failure.network
          ? NETWORK_ERROR_MESSAGE
          : (failure.message ?? 'Failed to change your password. Please try again.'),
        variant: 'destructive',
      });
    } finally {
      setPhase('idle');
    }
  };

  return (
    <form ref={form} className="profile-form" noValidate onSubmit={onSubmit} aria-label="Change password">
      <h3 className="panel__subtitle">Change password</h3>
      <p className="field__hint">Changing it signs out your other devices; this one stays signed in.</p>
      <PasswordField label="Current password" autoComplete="current-password" {...bind('currentPassword')} required />
      <NewPasswordField label="New password" {...bind('newPassword')} />
      <div className="profile-form__actions">
        <button type="submit" className="btn btn--primary" disabled={phase !== 'idle'}>
          {phase === 'pending' ? 'Changing Password…' : 'Change Password'}
        </button>
      </div>
    </form>
  );
}

function SessionItem({ session, onEnd, ending }: { session: SessionInfo; onEnd: () => void; ending: boolean }) {
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

function SessionsList() {
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

/**
 * 001 §2 Profile, preferences ("Settings"): the subscription, the toggles and language, the
 * password and the sessions.
 */
export function PreferencesTab({ profile }: { profile: Profile }) {
  return (
    <div className="stack">
      <Panel title="Subscription" icon={<CardIcon />}>
        <SubscriptionPanel />
      </Panel>
      <PreferencesPanel profile={profile} />
      <Panel title="Security" icon={<LockIcon />}>
        <div className="security">
          <ChangePasswordForm />
          <SessionsList />
        </div>
      </Panel>
    </div>
  );
}
