import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Place } from '@schema/places';
import { type Profile, ProfilePatchSchema } from '@schema/profile';
import { toast } from '@web/components/toast-store';
import { placeAlternatives } from '@web/features/places';
import { ApiRequestError } from '@web/lib/api';
import { type FieldErrors, describeFailure, issuesByField } from '@web/components/forms/failure';
import { AUTH_USER_KEY } from '@web/features/auth';
import { Field } from '@web/components/forms/field';
import { useForm } from '@web/components/forms/use-form';
import { PROFILE_KEY, type ProfilePatchInput, updateProfile } from './profile-api';
import { formatBirthDate, formatBirthTime, formatDate, fullName } from './profile-format';
import { BigThree, GlobeIcon, LockIcon, Panel, PencilIcon, ProfileAvatar, SwitchRow } from './profile-ui';

/** 001 §8 Profile: the one failure toast of every profile update. */
export const UPDATE_FAILED = {
  title: 'Update Failed',
  description: 'Failed to update your profile. Please try again.',
} as const;

const BIO_MAX = 500;

export function VisibilityBadge({ isPublic }: { isPublic: boolean }) {
  return (
    <span className={`visibility visibility--${isPublic ? 'public' : 'private'}`}>
      {isPublic ? <GlobeIcon size={14} /> : <LockIcon size={14} />}
      {isPublic ? 'Public' : 'Private'}
    </span>
  );
}

function Identity({ profile, onEdit, editing }: { profile: Profile; onEdit: () => void; editing: boolean }) {
  const name = fullName(profile) || profile.email.split('@')[0] || profile.email;
  return (
    <section className="card identity-card" aria-label="Identity">
      <ProfileAvatar name={profile.firstName || profile.email} imageUrl={profile.profileImageUrl} />
      <div className="identity-card__text">
        <h2 className="identity-card__name">{name}</h2>
        <p className="identity-card__email">{profile.email}</p>
        <VisibilityBadge isPublic={profile.isProfilePublic} />
      </div>
      <BigThree signs={profile.astrologicalProfile} compact />
      {editing ? null : (
        <button type="button" className="btn btn--outline identity-card__edit" onClick={onEdit}>
          <PencilIcon size={16} />
          Edit Profile
        </button>
      )}
    </section>
  );
}

function NotSet() {
  return <span className="muted">Not set</span>;
}

function About({ profile }: { profile: Profile }) {
  return (
    <Panel title="About">
      {profile.bio ? (
        <p className="about__bio">{profile.bio}</p>
      ) : (
        <p className="muted">You have not written a bio yet.</p>
      )}
      <dl className="facts">
        <div className="facts__item">
          <dt>Birth date</dt>
          <dd>{profile.birthDate ? formatBirthDate(profile.birthDate) : <NotSet />}</dd>
        </div>
        <div className="facts__item">
          <dt>Birth time</dt>
          <dd>{profile.birthTime ? formatBirthTime(profile.birthTime) : <NotSet />}</dd>
        </div>
        <div className="facts__item">
          <dt>Birth place</dt>
          <dd>{profile.birthLocation ?? <NotSet />}</dd>
        </div>
        <div className="facts__item">
          <dt>Visibility</dt>
          <dd>
            <VisibilityBadge isPublic={profile.isProfilePublic} />
          </dd>
        </div>
      </dl>
    </Panel>
  );
}

function Stats({ profile }: { profile: Profile }) {
  const { stats } = profile;
  const items = [
    { label: 'Charts saved', value: stats.chartsCreated.toLocaleString() },
    { label: 'Horoscopes read', value: stats.horoscopesRead.toLocaleString() },
    { label: 'Compatibility checks', value: stats.compatibilityChecks.toLocaleString() },
    { label: 'Stella conversations', value: stats.stellaConversations.toLocaleString() },
    { label: 'Member since', value: formatDate(stats.memberSince), wide: true },
  ];
  return (
    <Panel title="Your Stats">
      <dl className="stats">
        {items.map((item) => (
          <div key={item.label} className={`stats__item${item.wide ? ' stats__item--wide' : ''}`}>
            <dt className="stats__label">{item.label}</dt>
            <dd className="stats__value">{item.value}</dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

interface FormValues {
  firstName: string;
  lastName: string;
  bio: string;
  birthDate: string;
  birthTime: string;
  birthLocation: string;
  isProfilePublic: boolean;
}

const valuesOf = (p: Profile): FormValues => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  bio: p.bio ?? '',
  birthDate: p.birthDate ?? '',
  // <input type="time"> shows seconds when given them; the profile keeps minutes.
  birthTime: p.birthTime?.slice(0, 5) ?? '',
  birthLocation: p.birthLocation ?? '',
  isProfilePublic: p.isProfilePublic,
});

const TEXT_FIELDS = ['firstName', 'lastName', 'bio'] as const;
const BIRTH_FIELDS = ['birthDate', 'birthTime', 'birthLocation'] as const;

/**
 * Only what changed is sent. Birth data goes as a whole (the server casts the Big Three from
 * the three together), so a new bio never fails on a place the gazetteer cannot resolve.
 */
export function buildPatch(initial: FormValues, values: FormValues): ProfilePatchInput {
  const patch: ProfilePatchInput = {};
  for (const key of TEXT_FIELDS) if (values[key] !== initial[key]) patch[key] = values[key];
  if (BIRTH_FIELDS.some((key) => values[key] !== initial[key])) {
    patch.birthDate = values.birthDate || null;
    patch.birthTime = values.birthTime || null;
    patch.birthLocation = values.birthLocation;
  }
  if (values.isProfilePublic !== initial.isProfilePublic) patch.isProfilePublic = values.isProfilePublic;
  return patch;
}

function alternativesOf(err: unknown): Place[] {
  if (!(err instanceof ApiRequestError) || err.body?.code !== 'PLACE_NOT_FOUND') return [];
  return placeAlternatives(err.body.details);
}

function EditProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const { mutate } = useSWRConfig();
  const initial = valuesOf(profile);
  const { values, setValues, errors, setErrors, showErrors, form, set, bind } = useForm<FormValues>(initial);
  const [alternatives, setAlternatives] = useState<Place[]>([]);
  const [pending, setPending] = useState(false);
  const firstField = useRef<HTMLInputElement>(null);
  const bioId = useId();
  const patch = buildPatch(initial, values);
  const dirty = Object.keys(patch).length > 0;

  useEffect(() => firstField.current?.focus(), []);

  const save = async (next: FormValues) => {
    const body = buildPatch(initial, next);
    if (Object.keys(body).length === 0) return onDone();
    const checked = ProfilePatchSchema.safeParse(body);
    if (!checked.success) {
      const fieldErrors: FieldErrors = {};
      for (const issue of checked.error.issues) fieldErrors[String(issue.path[0] ?? '')] ??= issue.message;
      showErrors(fieldErrors);
      return;
    }
    setErrors({});
    setAlternatives([]);
    setPending(true);
    try {
      const updated = await updateProfile(body);
      await mutate(PROFILE_KEY, updated, { revalidate: false });
      // The navigation bar shows the first name.
      if (body.firstName !== undefined || body.lastName !== undefined) void mutate(AUTH_USER_KEY);
      toast({ title: 'Profile Updated', description: 'Your changes have been saved.', variant: 'success' });
      onDone();
    } catch (err) {
      setPending(false);
      const failure = describeFailure(err);
      const fieldErrors = issuesByField(failure.issues);
      if (failure.code === 'PLACE_NOT_FOUND') {
        fieldErrors.birthLocation = failure.message;
        setAlternatives(alternativesOf(err));
      } else if (failure.code === 'NONEXISTENT_LOCAL_TIME' || failure.code === 'AMBIGUOUS_LOCAL_TIME') {
        fieldErrors.birthTime = failure.message;
      }
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      else setErrors(fieldErrors);
      toast({ ...UPDATE_FAILED, variant: 'destructive' });
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (!pending) void save(values);
  };

  const choosePlace = (place: Place) => {
    const next = { ...values, birthLocation: place.displayName };
    setValues(next);
    void save(next);
  };

  return (
    <Panel title="Edit Profile" icon={<PencilIcon />}>
      <form ref={form} className="profile-form" noValidate onSubmit={onSubmit}>
        <div className="profile-form__row">
          <Field
            label="First name"
            autoComplete="given-name"
            inputRef={firstField}
            {...bind('firstName')}
            maxLength={60}
          />
          <Field label="Last name" autoComplete="family-name" {...bind('lastName')} maxLength={60} />
        </div>
        <div className={`field${errors.bio ? ' field--invalid' : ''}`}>
          <label htmlFor={bioId} className="field__label">
            Bio
          </label>
          <textarea
            id={bioId}
            name="bio"
            className="field__input profile-form__bio"
            rows={4}
            maxLength={BIO_MAX}
            value={values.bio}
            onChange={(e) => set('bio')(e.target.value)}
            aria-invalid={errors.bio ? true : undefined}
            aria-describedby={`${bioId}-count${errors.bio ? ` ${bioId}-error` : ''}`}
          />
          {errors.bio ? (
            <p id={`${bioId}-error`} className="field__error">
              {errors.bio}
            </p>
          ) : null}
          <p id={`${bioId}-count`} className="field__hint profile-form__count">
            {values.bio.length}/{BIO_MAX} characters
          </p>
        </div>
        <fieldset className="profile-form__group">
          <legend className="profile-form__legend">Birth details</legend>
          <p className="field__hint">Date, time and place together give your profile its Big Three.</p>
          <div className="profile-form__row">
            <Field label="Birth date" type="date" min="1900-01-01" max="2100-12-31" {...bind('birthDate')} />
            <Field label="Birth time" type="time" {...bind('birthTime')} />
          </div>
          <Field
            label="Birth place"
            name="birthLocation"
            placeholder="City, Country"
            autoComplete="off"
            value={values.birthLocation}
            onValueChange={(v) => {
              set('birthLocation')(v);
              setAlternatives([]);
            }}
            error={errors.birthLocation}
            maxLength={200}
          />
          {alternatives.length > 0 ? (
            <div className="place-choices">
              <p className="place-choices__title" id={`${bioId}-places`}>
                Did you mean:
              </p>
              <ul className="place-choices__list" aria-labelledby={`${bioId}-places`}>
                {alternatives.map((place) => (
                  <li key={place.id}>
                    <button
                      type="button"
                      className="btn btn--outline btn--sm"
                      disabled={pending}
                      onClick={() => choosePlace(place)}
                    >
                      {place.displayName}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
        </fieldset>
        <SwitchRow
          label="Public profile"
          description="Anyone with the link sees your name, photo, bio and Big Three. Your email and birth details stay private."
          checked={values.isProfilePublic}
          onChange={(checked) => setValues((prev) => ({ ...prev, isProfilePublic: checked }))}
        />
        <div className="profile-form__actions">
          <button type="button" className="btn btn--ghost" onClick={onDone} disabled={pending}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary" disabled={pending || !dirty}>
            {pending ? 'Saving…' : 'Save Changes'}
          </button>
        </div>
      </form>
    </Panel>
  );
}

/** 001 §2 Profile, overview: who the user is, their birth data, visibility and stats; and the edit form. */
export function OverviewTab({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const identity = useRef<HTMLDivElement>(null);
  const stopEditing = () => {
    setEditing(false);
    // Back to where editing began, once the button is on screen again.
    requestAnimationFrame(() => identity.current?.querySelector<HTMLElement>('.identity-card__edit')?.focus());
  };
  return (
    <div className="overview">
      <div ref={identity} className="overview__side">
        <Identity profile={profile} editing={editing} onEdit={() => setEditing(true)} />
      </div>
      <div className="overview__main">
        {editing ? <EditProfileForm profile={profile} onDone={stopEditing} /> : <About profile={profile} />}
        <Stats profile={profile} />
      </div>
    </div>
  );
}
