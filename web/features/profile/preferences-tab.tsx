import { useSWRConfig } from 'swr';
import type { Preferences, Profile } from '@schema/profile';
import { toast } from '@web/components/toast-store';
import { setTheme, useTheme } from '@web/lib/theme';
import { SubscriptionPanel } from '@web/features/payments';
import { PROFILE_KEY, updateProfile, UPDATE_FAILED } from './profile-api';
import { CardIcon } from './profile-icons';
import { LockIcon, Panel, SwitchRow } from './profile-ui';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';

type Toggle = Exclude<keyof Preferences, 'language'>;

/**
 * The preferences that change something today. The email toggles (daily horoscope, weekly
 * forecast, compatibility alerts, news) and the language wait for the mails and the languages
 * they choose; their values are kept on the account meanwhile (decision 023).
 */
const TOGGLES: { key: Toggle; label: string; description: string }[] = [
  {
    key: 'darkMode',
    label: 'Dark mode',
    description:
      'The night-sky theme, on every device you sign in on. The moon and sun button in the navigation changes it too.',
  },
];

/** Each change is saved at once and shown before the server answers; a failure puts it back. */
function PreferencesPanel({ profile }: { profile: Profile }) {
  const { mutate } = useSWRConfig();
  const { theme } = useTheme();
  // Dark mode is the theme this device shows: the navigation's toggle saves it too (decision 026).
  const prefs = { ...profile.preferences, darkMode: theme === 'dark' };

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
