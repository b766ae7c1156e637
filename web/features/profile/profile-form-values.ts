import type { Place } from '@schema/places';
import type { Profile } from '@schema/profile';
import { placeAlternatives, placeCandidates } from '@web/features/places';
import { ApiRequestError } from '@web/lib/api';
import type { ProfilePatchInput } from './profile-api';

export const BIO_MAX = 500;

export const TEXT_FIELDS = ['firstName', 'lastName', 'bio'] as const;

export const BIRTH_FIELDS = ['birthDate', 'birthTime', 'birthLocation'] as const;

export interface FormValues {
  firstName: string;
  lastName: string;
  bio: string;
  birthDate: string;
  birthTime: string;
  birthLocation: string;
  isProfilePublic: boolean;
}

export const valuesOf = (p: Profile): FormValues => ({
  firstName: p.firstName ?? '',
  lastName: p.lastName ?? '',
  bio: p.bio ?? '',
  birthDate: p.birthDate ?? '',
  // <input type="time"> shows seconds when given them; the profile keeps minutes.
  birthTime: p.birthTime?.slice(0, 5) ?? '',
  birthLocation: p.birthLocation ?? '',
  isProfilePublic: p.isProfilePublic,
});

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

/** The places to choose from when the birth place was not found, or names several places. */
export function alternativesOf(err: unknown): Place[] {
  if (!(err instanceof ApiRequestError)) return [];
  if (err.body?.code === 'PLACE_AMBIGUOUS') return placeCandidates(err.body.details);
  return err.body?.code === 'PLACE_NOT_FOUND' ? placeAlternatives(err.body.details) : [];
}
