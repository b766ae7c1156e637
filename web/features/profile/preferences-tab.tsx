import { useSWRConfig } from 'swr';
import type { Preferences, Profile } from '@schema/profile';
import { toast } from '@web/components/toast-store';
import { setTheme, useTheme } from '@web/lib/theme';
import { SubscriptionPanel } from '@web/features/payments';
import { AVAILABLE_LOCALES, LOCALE_INFO, type Locale } from '@core/i18n/locales';
import { activateLocale, useLocale, useT } from '@web/lib/i18n';
import { useId } from 'react';
import { ZODIACS, type Zodiac } from '@core/astro/zodiacs';
import { rememberZodiac } from '@web/lib/zodiac';
import { PROFILE_KEY, updateProfile, updateFailed } from './profile-api';
import { type ProfileMessageId, profileMessages } from './messages';
import { CardIcon } from './profile-icons';
import { LockIcon, Panel, SwitchRow } from './profile-ui';
import { ChangePasswordForm } from './change-password-form';
import { SessionsList } from './sessions-list';

type Toggle = Exclude<keyof Preferences, 'language' | 'zodiac'>;

/**
 * The preferences that change something today (the theme; being listed on Astro Gems' board). The email toggles (daily horoscope, weekly
 * forecast, compatibility alerts, news) wait for the mails they choose; their values are kept
 * on the account meanwhile (decision 023). The language is offered once there is a choice.
 */
const TOGGLES: { key: Toggle; label: ProfileMessageId; description: ProfileMessageId }[] = [
  { key: 'darkMode', label: 'profile.preferences.darkMode', description: 'profile.preferences.darkModeDescription' },
  {
    key: 'showOnLeaderboard',
    label: 'profile.preferences.showOnLeaderboard',
    description: 'profile.preferences.showOnLeaderboardDescription',
  },
];

/** Each change is saved at once and shown before the server answers; a failure puts it back. */
function PreferencesPanel({ profile }: { profile: Profile }) {
  const t = useT(profileMessages);
  const { mutate } = useSWRConfig();
  const { theme } = useTheme();
  const locale = useLocale();
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
      toast({ ...updateFailed(), variant: 'destructive' });
    }
  };

  return (
    <Panel title={t('profile.preferences.title')}>
      <div className="settings">
        {TOGGLES.map(({ key, label, description }) => (
          <SwitchRow
            key={key}
            label={t(label)}
            description={t(description)}
            checked={prefs[key]}
            onChange={(checked) => {
              if (key === 'darkMode') setTheme(checked ? 'dark' : 'light');
              void change({ [key]: checked });
            }}
          />
        ))}
        <ZodiacRow
          value={prefs.zodiac}
          onChange={(zodiac) => {
            rememberZodiac(zodiac);
            void change({ zodiac });
          }}
        />
        {AVAILABLE_LOCALES.length > 1 ? (
          <LanguageRow
            value={locale}
            onChange={(language) => {
              void activateLocale(language, { remember: true });
              void change({ language });
            }}
          />
        ) : null}
      </div>
    </Panel>
  );
}

const ZODIAC_NAMES = {
  tropical: 'profile.preferences.zodiacTropical',
  sidereal: 'profile.preferences.zodiacSidereal',
} as const satisfies Record<Zodiac, ProfileMessageId>;

/** A setting chosen from a list: its name and what it does beside the platform's own picker. */
function SelectRow<V extends string>({
  label,
  description,
  value,
  options,
  onChange,
}: {
  label: string;
  description: string;
  value: V;
  options: { value: V; name: string; lang?: string }[];
  onChange: (value: V) => void;
}) {
  const id = useId();
  return (
    <div className="setting">
      <div className="setting__text">
        <label htmlFor={id} className="setting__label">
          {label}
        </label>
        <span id={`${id}-desc`} className="setting__desc">
          {description}
        </span>
      </div>
      <select
        id={id}
        className="language-switcher__select"
        aria-describedby={`${id}-desc`}
        value={value}
        onChange={(e) => onChange(e.target.value as V)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value} lang={o.lang}>
            {o.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The zodiac the reader's charts are cast in: the birth chart page opens with it, on every device. */
function ZodiacRow({ value, onChange }: { value: Zodiac; onChange: (zodiac: Zodiac) => void }) {
  const t = useT(profileMessages);
  return (
    <SelectRow
      label={t('profile.preferences.zodiac')}
      description={t('profile.preferences.zodiacDescription')}
      value={value}
      options={ZODIACS.map((zodiac) => ({ value: zodiac, name: t(ZODIAC_NAMES[zodiac]) }))}
      onChange={onChange}
    />
  );
}

/** The app's language: this device shows it now, and the account keeps it for the others and for emails. */
function LanguageRow({ value, onChange }: { value: Locale; onChange: (language: Locale) => void }) {
  const t = useT(profileMessages);
  return (
    <SelectRow
      label={t('profile.preferences.language')}
      description={t('profile.preferences.languageDescription')}
      value={value}
      options={AVAILABLE_LOCALES.map((l) => ({ value: l, name: LOCALE_INFO[l].nativeName, lang: LOCALE_INFO[l].tag }))}
      onChange={onChange}
    />
  );
}

/**
 * docs/product.md#profile, preferences ("Settings"): the subscription, the toggles and language, the
 * password and the sessions.
 */
export function PreferencesTab({ profile }: { profile: Profile }) {
  const t = useT(profileMessages);
  return (
    <div className="stack">
      <Panel title={t('profile.preferences.subscription')} icon={<CardIcon />}>
        <SubscriptionPanel />
      </Panel>
      <PreferencesPanel profile={profile} />
      <Panel title={t('profile.preferences.security')} icon={<LockIcon />}>
        <div className="security">
          <ChangePasswordForm />
          <SessionsList />
        </div>
      </Panel>
    </div>
  );
}
