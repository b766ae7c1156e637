import { schemaMessage } from '@web/lib/schema-messages';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import type { Place } from '@schema/places';
import { type Profile, ProfilePatchSchema } from '@schema/profile';
import { toast } from '@web/components/toast-store';
import { type FieldErrors, describeFailure, issuesByField } from '@web/components/forms/failure';
import { AUTH_USER_KEY } from '@web/features/auth';
import { Field } from '@web/components/forms/field';
import { useForm } from '@web/components/forms/use-form';
import { useT } from '@web/lib/i18n';
import { PROFILE_KEY, SAVED_CHARTS_KEY, updateFailed, updateProfile } from './profile-api';
import { profileMessages } from './messages';
import { Panel, SwitchRow } from './profile-ui';
import { PencilIcon } from './profile-icons';
import { BIO_MAX, type FormValues, valuesOf, buildPatch, alternativesOf } from './profile-form-values';

export function EditProfileForm({ profile, onDone }: { profile: Profile; onDone: () => void }) {
  const t = useT(profileMessages);
  const { mutate } = useSWRConfig();
  const initial = valuesOf(profile);
  const { values, setValues, errors, setErrors, showErrors, form, set, bind } = useForm<FormValues>(initial);
  const [alternatives, setAlternatives] = useState<Place[]>([]);
  // Several places matched about equally (a question), or none did (suggestions).
  const [ambiguous, setAmbiguous] = useState(false);
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
      for (const issue of checked.error.issues)
        fieldErrors[String(issue.path[0] ?? '')] ??= schemaMessage(issue.message);
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
      // Birth data is "my chart": the saved charts list shows it saved or cast anew.
      if (body.birthDate !== undefined || body.birthTime !== undefined || body.birthLocation !== undefined) {
        void mutate((key) => typeof key === 'string' && key.includes(SAVED_CHARTS_KEY));
      }
      toast({ title: t('profile.edit.savedTitle'), description: t('profile.edit.savedText'), variant: 'success' });
      onDone();
    } catch (err) {
      setPending(false);
      const failure = describeFailure(err);
      const fieldErrors = issuesByField(failure.issues);
      if (failure.code === 'PLACE_NOT_FOUND' || failure.code === 'PLACE_AMBIGUOUS') {
        fieldErrors.birthLocation = failure.message;
        setAlternatives(alternativesOf(err));
        setAmbiguous(failure.code === 'PLACE_AMBIGUOUS');
      } else if (failure.code === 'NONEXISTENT_LOCAL_TIME' || failure.code === 'AMBIGUOUS_LOCAL_TIME') {
        fieldErrors.birthTime = failure.message;
      }
      if (Object.keys(fieldErrors).length > 0) showErrors(fieldErrors);
      else setErrors(fieldErrors);
      toast({ ...updateFailed(), variant: 'destructive' });
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
    <Panel title={t('profile.edit.title')} icon={<PencilIcon />}>
      <form ref={form} className="profile-form" noValidate onSubmit={onSubmit}>
        <div className="profile-form__row">
          <Field
            label={t('profile.edit.firstName')}
            autoComplete="given-name"
            inputRef={firstField}
            {...bind('firstName')}
            maxLength={60}
          />
          <Field label={t('profile.edit.lastName')} autoComplete="family-name" {...bind('lastName')} maxLength={60} />
        </div>
        <div className={`field${errors.bio ? ' field--invalid' : ''}`}>
          <label htmlFor={bioId} className="field__label">
            {t('profile.edit.bio')}
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
            {t('profile.edit.bioCount', { count: values.bio.length, max: BIO_MAX })}
          </p>
        </div>
        <fieldset className="profile-form__group">
          <legend className="profile-form__legend">{t('profile.edit.birthDetails')}</legend>
          <p className="field__hint">{t('profile.edit.birthDetailsHint')}</p>
          <div className="profile-form__row">
            <Field
              label={t('profile.edit.birthDate')}
              type="date"
              min="1900-01-01"
              max="2100-12-31"
              {...bind('birthDate')}
            />
            <Field label={t('profile.edit.birthTime')} type="time" {...bind('birthTime')} />
          </div>
          <Field
            label={t('profile.edit.birthPlace')}
            name="birthLocation"
            placeholder={t('profile.edit.birthPlacePlaceholder')}
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
                {ambiguous ? t('profile.edit.choosePlace') : t('profile.edit.didYouMean')}
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
          label={t('profile.edit.public')}
          description={t('profile.edit.publicDescription')}
          checked={values.isProfilePublic}
          onChange={(checked) => setValues((prev) => ({ ...prev, isProfilePublic: checked }))}
        />
        <div className="profile-form__actions">
          <button type="button" className="btn btn--ghost" onClick={onDone} disabled={pending}>
            {t('profile.edit.cancel')}
          </button>
          <button type="submit" className="btn btn--primary" disabled={pending || !dirty}>
            {pending ? t('profile.edit.saving') : t('profile.edit.save')}
          </button>
        </div>
      </form>
    </Panel>
  );
}
