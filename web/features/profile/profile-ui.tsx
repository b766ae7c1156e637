import { Avatar } from '@web/components/avatar';
import { type ReactNode, useId } from 'react';
import type { AstrologicalProfile } from '@schema/profile';
import { signByName } from './profile-format';
import './profile.css';

// The lock is shared with the payment screens; the tabs keep taking it from here.
export { LockIcon } from '@web/components/icons';

// Icons used only here, on the shared frame.

/** A centred spinner while something loads (the shell's PageLoading, without the import). */
export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="profile-loading" aria-busy="true">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
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
  const items = [
    { label: 'Sun', value: signs.sunSign },
    { label: 'Moon', value: signs.moonSign },
    { label: 'Rising', value: signs.risingSign },
  ];
  return (
    <dl className={`big-three${compact ? ' big-three--compact' : ''}`}>
      {items.map(({ label, value }) => {
        const sign = signByName(value);
        return (
          <div key={label} className="big-three__item">
            <dt className="big-three__label">{label}</dt>
            <dd className="big-three__value">
              {sign ? (
                <span className="big-three__glyph" aria-hidden="true">
                  {sign.symbol}
                  {TEXT_PRESENTATION}
                </span>
              ) : null}
              <span>{value ?? 'Unknown'}</span>
            </dd>
          </div>
        );
      })}
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
  return (
    <dl className="signature">
      <div className="signature__item">
        <dt>Dominant element</dt>
        <dd>{signs.dominantElement ?? 'Unknown'}</dd>
      </div>
      <div className="signature__item">
        <dt>Dominant modality</dt>
        <dd>{signs.dominantModality ?? 'Unknown'}</dd>
      </div>
    </dl>
  );
}
