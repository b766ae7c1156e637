import { Avatar } from '@web/components/avatar';
import { type ReactNode, useId } from 'react';
import type { AstrologicalProfile, ProfileKundli } from '@schema/profile';
import { useAstroNames } from '@web/lib/astro-names';
import { useT } from '@web/lib/i18n';
import { elementIdOf, modalityIdOf, signByName } from './profile-format';
import { profileMessages } from './messages';
import './profile.css';

// The lock is shared with the payment screens; the tabs keep taking it from here.
export { LockIcon } from '@web/components/icons';

// Icons used only here, on the shared frame.

/** A centred spinner while something loads (the shell's PageLoading, without the import). */
export function Loading({ label }: { label?: string }) {
  const t = useT(profileMessages);
  return (
    <div className="profile-loading" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label ?? t('profile.ui.loading')}</span>
    </div>
  );
}

/** The profile picture (or initial) at the size of a profile page. */
export function ProfileAvatar({ name, imageUrl, size = 96 }: { name: string; imageUrl: string | null; size?: number }) {
  return <Avatar name={name} imageUrl={imageUrl} size={size} className="profile-avatar" letterScale={0.42} />;
}

const TEXT_PRESENTATION = '\uFE0E';

/** Sun, Moon and Rising as a description list; a missing sign reads "Unknown". */
export function BigThree({
  signs,
  compact = false,
}: {
  signs: Pick<AstrologicalProfile, 'sunSign' | 'moonSign' | 'risingSign'>;
  compact?: boolean;
}) {
  const t = useT(profileMessages);
  const names = useAstroNames();
  const items = [
    { key: 'sun', label: names.body('sun'), value: signs.sunSign },
    { key: 'moon', label: names.body('moon'), value: signs.moonSign },
    { key: 'rising', label: t('profile.ui.rising'), value: signs.risingSign },
  ];
  return (
    <dl className={`big-three${compact ? ' big-three--compact' : ''}`}>
      {items.map(({ key, label, value }) => {
        const sign = signByName(value);
        return (
          <div key={key} className="big-three__item">
            <dt className="big-three__label">{label}</dt>
            <dd className="big-three__value">
              {sign ? (
                <span className="big-three__glyph" aria-hidden="true">
                  {sign.symbol}
                  {TEXT_PRESENTATION}
                </span>
              ) : null}
              <span>{sign ? names.sign(sign.id) : (value ?? t('profile.ui.unknown'))}</span>
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** Which zodiac the signs beside it are in: said when the reader casts in both (decision 047). */
export function ZodiacNote({ zodiac }: { zodiac: 'tropical' | 'sidereal' }) {
  const t = useT(profileMessages);
  return (
    <p className="zodiac-note" data-zodiac={zodiac}>
      {zodiac === 'sidereal' ? t('profile.kundli.shownSidereal') : t('profile.kundli.shownTropical')}
    </p>
  );
}

/** "My chart" as a kundli reader reads it first: the lagna and its lord, the Moon's sign and nakshatra. */
export function KundliFacts({ kundli, compact = false }: { kundli: ProfileKundli; compact?: boolean }) {
  const t = useT(profileMessages);
  const names = useAstroNames();
  const items = [
    {
      key: 'lagna',
      label: t('profile.kundli.lagna'),
      value:
        kundli.lagna && kundli.lagnaLord
          ? t('profile.kundli.lagnaValue', { sign: names.sign(kundli.lagna), lord: names.body(kundli.lagnaLord) })
          : t('profile.kundli.noTime'),
    },
    { key: 'rashi', label: t('profile.kundli.rashi'), value: names.sign(kundli.rashi) },
    {
      key: 'nakshatra',
      label: t('profile.kundli.nakshatra'),
      value: t('profile.kundli.nakshatraValue', {
        name: names.nakshatra(kundli.nakshatra.index),
        pada: kundli.nakshatra.pada,
      }),
    },
  ];
  return (
    <dl className={`kundli-facts${compact ? ' kundli-facts--compact' : ''}`}>
      {items.map(({ key, label, value }) => (
        <div key={key} className="kundli-facts__item" data-kundli={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** An on/off setting: a button with the switch role, named and described by its row. */
export function SwitchRow({
  label,
  description,
  checked,
  onChange,
  disabled,
}: {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <div className="setting">
      <div className="setting__text">
        <span id={`${id}-label`} className="setting__label">
          {label}
        </span>
        {description ? (
          <span id={`${id}-desc`} className="setting__desc">
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        className="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-desc` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      >
        <span className="switch__thumb" aria-hidden="true" />
      </button>
    </div>
  );
}

/** A titled card section of a tab. */
export function Panel({
  title,
  icon,
  action,
  tone,
  children,
}: {
  title: string;
  icon?: ReactNode;
  action?: ReactNode;
  tone?: 'danger';
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={`card panel${tone ? ` panel--${tone}` : ''}`} aria-labelledby={id}>
      <header className="panel__head">
        <h2 id={id} className="panel__title">
          {icon}
          {title}
        </h2>
        {action}
      </header>
      {children}
    </section>
  );
}

/** The cosmic signature: the dominant element and modality of a cast profile. */
export function Signature({ signs }: { signs: AstrologicalProfile }) {
  const t = useT(profileMessages);
  const names = useAstroNames();
  const element = elementIdOf(signs.dominantElement);
  const modality = modalityIdOf(signs.dominantModality);
  return (
    <dl className="signature">
      <div className="signature__item">
        <dt>{t('profile.ui.dominantElement')}</dt>
        <dd>{element ? names.element(element) : (signs.dominantElement ?? t('profile.ui.unknown'))}</dd>
      </div>
      <div className="signature__item">
        <dt>{t('profile.ui.dominantModality')}</dt>
        <dd>{modality ? names.modality(modality) : (signs.dominantModality ?? t('profile.ui.unknown'))}</dd>
      </div>
    </dl>
  );
}
