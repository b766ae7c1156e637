/** UTC calendar days as "YYYY-MM-DD": the clock of what counts per day on the server (the gem game, visit analytics), never a reader's own clock. */
const DAY_MS = 86_400_000;

export type UtcDay = string;

/** The UTC day an instant falls on. */
export function utcDay(instant: Date): UtcDay {
  return instant.toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a UTC day. */
export function dayNumber(day: UtcDay): number {
  return Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS);
}

/** The UTC day `n` days after (or before, when negative) `day`. */
export function addDays(day: UtcDay, n: number): UtcDay {
  return new Date((dayNumber(day) + n) * DAY_MS).toISOString().slice(0, 10);
}

/** The instant a UTC day begins. */
export function dayStart(day: UtcDay): Date {
  return new Date(dayNumber(day) * DAY_MS);
}

/** The UTC month of a day, "YYYY-MM", and the first days of it and of the next. */
export function monthOf(day: UtcDay): { month: string; first: UtcDay; next: UtcDay } {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { month: day.slice(0, 7), first: `${day.slice(0, 7)}-01`, next };
}
