import { type Element, type Modality, type SignId, ZODIAC, type ZodiacSign } from '@core/zodiac';
import { useTag } from '@web/lib/i18n';

/**
 * Dates, times and numbers as the profile shows them, in the reader's language
 * (docs/product.md#seven-languages). A birth date or time is a civil value without a zone: it is
 * formatted in UTC so no offset moves it.
 */
export interface ProfileFormat {
  /** An instant (ISO string) as a date: "May 15, 2026". */
  date(iso: string): string;
  /** An instant as a date and time: "May 15, 2026, 2:30 PM". */
  dateTime(iso: string): string;
  /** A civil date, "1990-05-15". */
  birthDate(value: string): string;
  /** A civil time, "14:30" or "14:30:00". */
  birthTime(value: string): string;
  number(value: number): string;
}

const valid = (d: Date) => !Number.isNaN(d.getTime());
const formats = new Map<string, ProfileFormat>();

/** The formats of a BCP 47 tag (made once per tag). */
export function profileFormat(tag: string): ProfileFormat {
  let format = formats.get(tag);
  if (format) return format;
  const dateFormat = new Intl.DateTimeFormat(tag, { year: 'numeric', month: 'long', day: 'numeric' });
  const civilDateFormat = new Intl.DateTimeFormat(tag, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const civilTimeFormat = new Intl.DateTimeFormat(tag, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const dateTimeFormat = new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short' });
  const numberFormat = new Intl.NumberFormat(tag);
  format = {
    date: (iso) => {
      const d = new Date(iso);
      return valid(d) ? dateFormat.format(d) : iso;
    },
    dateTime: (iso) => {
      const d = new Date(iso);
      return valid(d) ? dateTimeFormat.format(d) : iso;
    },
    birthDate: (value) => {
      const d = new Date(`${value}T00:00:00Z`);
      return valid(d) ? civilDateFormat.format(d) : value;
    },
    birthTime: (value) => {
      const [h, m] = value.split(':').map(Number);
      if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return value;
      return civilTimeFormat.format(new Date(Date.UTC(2000, 0, 1, h, m)));
    },
    number: (value) => numberFormat.format(value),
  };
  formats.set(tag, format);
  return format;
}

/** The formats of the active language, in a component (which renders again when it changes). */
export function useProfileFormat(): ProfileFormat {
  return profileFormat(useTag());
}

export function fullName(person: { firstName: string | null; lastName: string | null }): string {
  return [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

/** The zodiac entry of a sign's display name ("Taurus"), whatever its case. */
export function signByName(name: string | null | undefined): ZodiacSign | null {
  if (!name) return null;
  const key = name.trim().toLowerCase();
  return ZODIAC.find((s) => s.id === key) ?? null;
}

/**
 * The id of a sign, element or modality the server names in English ("Taurus", "Fire",
 * "Mutable"), so the reader's language can name it; null for a name it does not know.
 */
export const signIdOf = (name: string | null | undefined): SignId | null => signByName(name)?.id ?? null;

const ELEMENTS: readonly Element[] = ['fire', 'earth', 'air', 'water'];
const MODALITIES: readonly Modality[] = ['cardinal', 'fixed', 'mutable'];
const idOf = <T extends string>(ids: readonly T[], name: string | null | undefined): T | null => {
  const key = name?.trim().toLowerCase();
  return ids.find((id) => id === key) ?? null;
};
export const elementIdOf = (name: string | null | undefined) => idOf(ELEMENTS, name);
export const modalityIdOf = (name: string | null | undefined) => idOf(MODALITIES, name);
