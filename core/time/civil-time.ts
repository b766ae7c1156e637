/**
 * Local civil time to UTC with the IANA zone's full history, through the runtime's Intl
 * data (Node, workerd and browsers carry the same tz database). Pure: no I/O.
 *
 * A wall-clock time in a spring-forward gap or a fall-back fold is never guessed: the
 * caller gets both readings as candidates and may choose one by its UTC offset. Before a
 * zone adopted standard time (its Local Mean Time era), the offset is the LMT of the birth
 * longitude, not of the zone's reference city.
 */

export interface OffsetCandidate {
  /** ISO instant, e.g. "2021-03-14T06:30:00.000Z". */
  utc: string;
  /** East positive; may be fractional in the Local Mean Time era. */
  utcOffsetMinutes: number;
}

export type CivilTimeResult =
  | { kind: 'ok'; utc: Date; utcOffsetMinutes: number; notes: string[] }
  | { kind: 'nonexistent' | 'ambiguous'; candidates: OffsetCandidate[] }
  | { kind: 'offset-mismatch'; utcOffsetMinutes: number; candidates: OffsetCandidate[] };

export interface CivilTimeInput {
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM or HH:MM:SS */
  time: string;
  /** IANA zone name, or "UTC". */
  timeZone: string;
  /** Birth longitude in degrees, east positive: the meridian of Local Mean Time. */
  longitude: number;
  /** Chooses between the candidates of a gap or fold. */
  utcOffsetMinutes?: number;
}

export class UnknownTimeZoneError extends Error {
  constructor(readonly timeZone: string) {
    super(`Unknown time zone: ${timeZone}`);
    this.name = 'UnknownTimeZoneError';
  }
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** An instant long before any zone left Local Mean Time (1800-01-01). */
const EARLIEST_MS = Date.UTC(1800, 0, 1);

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    } catch {
      throw new UnknownTimeZoneError(timeZone);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's UTC offset at an instant, in minutes east, with the seconds of LMT offsets. */
export function zoneOffsetMinutes(timeZone: string, instantMs: number): number {
  const name = formatterFor(timeZone)
    .formatToParts(instantMs)
    .find((p) => p.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?(?::(\d{2}))?)?$/.exec(name ?? '');
  if (!match) throw new Error(`Unexpected offset format "${name}" for ${timeZone}`);
  if (!match[1]) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0) + Number(match[4] ?? 0) / 60;
  return match[1] === '-' ? -minutes : minutes;
}

/** True while the zone still keeps its first, Local Mean Time offset (it has seconds or is off the quarter hour). */
function isLocalMeanTimeEra(timeZone: string, offset: number): boolean {
  const first = zoneOffsetMinutes(timeZone, EARLIEST_MS);
  const irregular = !Number.isInteger(first) || first % 15 !== 0;
  return irregular && Math.abs(offset - first) < 1e-9;
}

function parseWallClock(date: string, time: string): number {
  const [y, mo, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi, s = 0] = time.split(':').map(Number) as [number, number, number?];
  return Date.UTC(y, mo - 1, d, h, mi, s);
}

/** Formats an offset as "+05:30" or, with seconds, "+00:39:58". */
export function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const totalSeconds = Math.round(Math.abs(minutes) * 60);
  const h = Math.floor(totalSeconds / 3600);
  const m = Math.floor((totalSeconds % 3600) / 60);
  const s = totalSeconds % 60;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${sign}${pad(h)}:${pad(m)}${s ? `:${pad(s)}` : ''}`;
}

const candidate = (wallMs: number, offset: number): OffsetCandidate => ({
  utc: new Date(wallMs - offset * MINUTE_MS).toISOString(),
  utcOffsetMinutes: offset,
});

/**
 * The UTC instant of a local birth time. Follows the approach of Temporal's
 * GetPossibleEpochNanoseconds: the offsets in force a day before and a day after the
 * wall-clock time are the only ones it can have; each that maps back to itself is a reading.
 */
export function civilTimeToUtc(input: CivilTimeInput): CivilTimeResult {
  const { timeZone, longitude } = input;
  const wall = parseWallClock(input.date, input.time);
  const before = zoneOffsetMinutes(timeZone, wall - DAY_MS);
  const after = zoneOffsetMinutes(timeZone, wall + DAY_MS);
  const offsets = before === after ? [before] : [before, after];
  const readings = offsets.filter((o) => zoneOffsetMinutes(timeZone, wall - o * MINUTE_MS) === o);

  if (readings.length === 1) {
    const offset = readings[0] as number;
    if (isLocalMeanTimeEra(timeZone, offset)) {
      const lmt = Math.round(longitude * 4 * 1e6) / 1e6;
      const note =
        `${timeZone} had not yet adopted standard time on ${input.date}: local mean time at ` +
        `longitude ${longitude.toFixed(2)}° (UTC${formatOffset(lmt)}) is used.`;
      return { kind: 'ok', utc: new Date(wall - lmt * MINUTE_MS), utcOffsetMinutes: lmt, notes: [note] };
    }
    if (input.utcOffsetMinutes !== undefined && input.utcOffsetMinutes !== offset) {
      return { kind: 'offset-mismatch', utcOffsetMinutes: offset, candidates: [candidate(wall, offset)] };
    }
    return { kind: 'ok', utc: new Date(wall - offset * MINUTE_MS), utcOffsetMinutes: offset, notes: [] };
  }

  // Zero readings: the clocks jumped over this time. Two: it happened twice.
  const kind = readings.length === 0 ? 'nonexistent' : 'ambiguous';
  const candidates = offsets.map((o) => candidate(wall, o)).sort((a, b) => a.utc.localeCompare(b.utc));
  const chosen = candidates.find((c) => c.utcOffsetMinutes === input.utcOffsetMinutes);
  if (!chosen) return { kind, candidates };
  const note =
    kind === 'nonexistent'
      ? `${input.time} did not exist on ${input.date} in ${timeZone} (clocks moved forward); UTC${formatOffset(chosen.utcOffsetMinutes)} was chosen.`
      : `${input.time} happened twice on ${input.date} in ${timeZone} (clocks moved back); UTC${formatOffset(chosen.utcOffsetMinutes)} was chosen.`;
  return { kind: 'ok', utc: new Date(chosen.utc), utcOffsetMinutes: chosen.utcOffsetMinutes, notes: [note] };
}
