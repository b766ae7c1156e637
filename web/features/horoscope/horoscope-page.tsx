import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addDays, dailyHoroscope } from '@core/horoscope';
import { type SignId, getSign, isSignId } from '@core/zodiac';
import { recordActivity } from '@web/lib/activity';
import { paths } from '@web/lib/paths';
import { useAuth } from '@web/features/auth';
import { KEEP_SCROLL } from '@web/features/layout';
import { formatLongDate, useLocalToday } from './local-date';
import { ReadingCard, SignDetailCard } from './reading-card';
import { SignGrid } from './sign-grid';
import './horoscope.css';

const DAYS = [
  { key: 'yesterday', label: 'Yesterday', offset: -1 },
  { key: 'today', label: 'Today', offset: 0 },
  { key: 'tomorrow', label: 'Tomorrow', offset: 1 },
] as const;
type Day = (typeof DAYS)[number]['key'];

/** The chosen sign lives in `?sign=` so a reload or a shared link keeps it. */
function useSignParam(): [SignId | null, (sign: SignId) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const value = new URLSearchParams(search).get('sign');
  const sign = value !== null && isSignId(value) ? value : null;
  const select = (next: SignId) => navigate(`${paths.horoscope}?sign=${next}`, { replace: true, state: KEEP_SCROLL });
  return [sign, select];
}

/** /horoscope (docs/product.md#daily-horoscope-page): the free daily reading of a sign for the reader's own calendar day. */
export function HoroscopePage() {
  const { status } = useAuth();
  const [sign, selectSign] = useSignParam();
  const [day, setDay] = useState<Day>('today');
  const today = useLocalToday();
  const current = DAYS.find((d) => d.key === day)!;
  const date = current.offset === 0 ? today : addDays(today, current.offset);
  // The times a reading names are the reader's clock times, never UTC.
  const reading = useMemo(
    () => (sign ? dailyHoroscope(sign, date, Intl.DateTimeFormat().resolvedOptions().timeZone) : null),
    [sign, date],
  );
  const signedIn = status === 'authenticated';

  // A signed-in reader's profile counts each (sign, day) read once per visit; visitors make no call.
  const counted = useRef(new Set<string>());
  useEffect(() => {
    if (!sign || !signedIn) return;
    const key = `${sign}|${date}`;
    if (counted.current.has(key)) return;
    counted.current.add(key);
    recordActivity('horoscope_read', signedIn);
  }, [sign, date, signedIn]);

  // On a phone the reading opens below the grid: bring it into view after a tap, not on load.
  const readingRef = useRef<HTMLDivElement>(null);
  const scrollPending = useRef(false);
  useEffect(() => {
    if (!scrollPending.current || !readingRef.current) return;
    scrollPending.current = false;
    const top = readingRef.current.getBoundingClientRect().top;
    if (top > window.innerHeight * 0.75) readingRef.current.scrollIntoView({ block: 'start' });
  }, [sign]);

  const onSelect = (next: SignId) => {
    scrollPending.current = next !== sign;
    selectSign(next);
  };

  return (
    <main className="container horoscope">
      <title>{sign ? `${getSign(sign).name} Daily Horoscope · Stella` : 'Daily Horoscope · Stella'}</title>
      <header className="horoscope__header">
        <h1>Daily Horoscope</h1>
        <p className="horoscope__date" aria-live="polite">
          <time dateTime={date}>{formatLongDate(date)}</time>
        </p>
        <div role="group" aria-label="Day" className="day-switch">
          {DAYS.map((d) => (
            <button
              key={d.key}
              type="button"
              className="day-switch__btn"
              aria-pressed={d.key === day}
              onClick={() => setDay(d.key)}
            >
              {d.label}
            </button>
          ))}
        </div>
      </header>

      <section aria-labelledby="signs-title" className="horoscope__signs">
        <h2 id="signs-title" className="sr-only">
          Zodiac signs
        </h2>
        <SignGrid label="Zodiac signs" selected={sign} onSelect={onSelect} />
      </section>

      {sign && reading ? (
        <div className="horoscope__result" ref={readingRef}>
          <SignDetailCard sign={getSign(sign)} />
          <ReadingCard reading={reading} sign={getSign(sign)} dayWord={current.label} />
        </div>
      ) : (
        <p className="card horoscope__prompt">Select your zodiac sign above to read your horoscope.</p>
      )}
    </main>
  );
}

export default HoroscopePage;
