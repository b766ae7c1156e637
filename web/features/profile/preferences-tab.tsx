import { useId } from 'react';
import { useSWRConfig } from 'swr';
import { LANGUAGES, type Preferences, type Profile } from '@schema/profile';
import { toast } from '@web/components/toast-store';
import { setTheme } from '@web/lib/theme';
import { SubscriptionPanel } from '@web/features/payments';
import { PROFILE_KEY, updateProfile, UPDATE_FAILED } from './profile-api';
import { CardIcon } from './profile-icons';
import { LockIcon, Panel, SwitchRow } from './profile-ui';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';

/** docs/product.md#seven-languages: each language named in itself. */
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

/**
 * docs/product.md#profile, preferences ("Settings"): the subscription, the toggles and language, the
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
