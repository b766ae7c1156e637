/**
 * The sky calendar as iCalendar (RFC 5545), for a phone's calendar to subscribe to: stations,
 * ingresses of the Sun and the planets, the four Moon phases and the void-of-course Moons, with
 * titles and descriptions in the reader's language. An instant is an event with a start and no
 * end (RFC 5545 §3.6.1: it ends when it starts); a void Moon spans its period.
 */
import type { SkyEvents } from '@core/sky/events';
import type { SkyTexts } from '@core/sky/texts';

const CRLF = '\r\n';

/** TEXT escaping (§3.3.11). */
const text = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** "20260102T070929Z" from "2026-01-02T07:09:29Z". */
const stamp = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d+/, '');

const encoder = new TextEncoder();

/** Folds a content line at 75 octets (§3.1), never inside a UTF-8 sequence. */
export function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // a continuation line starts with a space
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

interface CalendarEvent {
  uid: string;
  start: string;
  end?: string;
  summary: string;
  description: string;
  category: string;
}

export interface CalendarOptions {
  /** When the feed was made (ISO UTC): every event's DTSTAMP. */
  generatedAt: string;
  /** The language tag of the texts (BCP 47). */
  language: string;
  /** Where the feed lives, for its URL property. */
  url: string;
}

export function skyCalendar(events: SkyEvents, t: SkyTexts, options: CalendarOptions): string {
  const items: CalendarEvent[] = [];
  for (const s of events.stations) {
    items.push({
      uid: s.id,
      start: s.utc,
      summary: t.stationTitle(s.body, s.direction, s.sign),
      description: t.stationMeaning[s.body][s.direction],
      category: 'STATION',
    });
  }
  for (const i of events.ingresses) {
    if (i.body === 'moon') continue; // the Moon's own entries close its void periods below
    items.push({
      uid: `${i.id}-${i.direction}`,
      start: i.utc,
      summary: t.ingressTitle(i.body, i.sign, i.direction),
      description: t.ingressMeaning[i.body],
      category: 'INGRESS',
    });
  }
  for (const p of events.moonPhases) {
    items.push({
      uid: p.id,
      start: p.utc,
      summary: t.phaseTitle(p.phase, p.sign),
      description: t.phaseMeaning[p.phase],
      category: 'MOON PHASE',
    });
  }
  for (const [n, v] of events.voidOfCourse.entries()) {
    items.push({
      uid: v.id,
      start: v.start,
      end: v.end,
      summary: t.voidTitle(v.sign, v.nextSign),
      description: `${t.voidDetail(v.lastAspect, v.sign, v.nextSign)}\n${t.voidAdvice[n % t.voidAdvice.length]}`,
      category: 'VOID OF COURSE',
    });
  }
  items.sort((a, b) => a.start.localeCompare(b.start));

  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Stella//Sky calendar//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `NAME:${text(t.grammar.finish(t.calendarName))}`,
    `X-WR-CALNAME:${text(t.grammar.finish(t.calendarName))}`,
    `DESCRIPTION:${text(t.grammar.finish(t.calendarDescription))}`,
    `X-WR-CALDESC:${text(t.grammar.finish(t.calendarDescription))}`,
    `URL:${options.url}`,
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
    'X-PUBLISHED-TTL:P1D',
  ];
  for (const item of items) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${item.uid}@stella-sky`,
      `DTSTAMP:${stamp(options.generatedAt)}`,
      `DTSTART:${stamp(item.start)}`,
      ...(item.end ? [`DTEND:${stamp(item.end)}`] : []),
      `SUMMARY;LANGUAGE=${options.language}:${text(t.grammar.finish(item.summary))}`,
      `DESCRIPTION;LANGUAGE=${options.language}:${text(t.grammar.finish(item.description))}`,
      `CATEGORIES:${item.category}`,
      'TRANSP:TRANSPARENT',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(fold).join(CRLF)}${CRLF}`;
}
