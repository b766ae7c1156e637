import { ZODIAC, type ZodiacSign } from '@core/zodiac';

/**
 * Dates and names as the profile shows them, in the browser's locale (docs/product.md#seven-languages). A birth
 * date or time is a civil value without a zone: it is formatted in UTC so no offset moves it.
 */
const dateFormat = new Intl.DateTimeFormat(undefined, { year: 'numeric', month: 'long', day: 'numeric' });
const civilDateFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const civilTimeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const valid = (d: Date) => !Number.isNaN(d.getTime());

/** An instant (ISO string) as a date: "May 15, 2026". */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return valid(d) ? dateFormat.format(d) : iso;
}

/** An instant as a date and time: "May 15, 2026, 2:30 PM". */
export function formatDateTime(iso: string): string {
  const d = new Date(iso);
  return valid(d) ? dateTimeFormat.format(d) : iso;
}

/** A civil date, "1990-05-15". */
export function formatBirthDate(value: string): string {
  const d = new Date(`${value}T00:00:00Z`);
  return valid(d) ? civilDateFormat.format(d) : value;
}

/** A civil time, "14:30" or "14:30:00". */
export function formatBirthTime(value: string): string {
  const [h, m] = value.split(':').map(Number);
  if (h === undefined || m === undefined || Number.isNaN(h) || Number.isNaN(m)) return value;
  return civilTimeFormat.format(new Date(Date.UTC(2000, 0, 1, h, m)));
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
