import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addDays, dailyHoroscope } from '@core/horoscope';
import { HOROSCOPE_EN } from '@core/horoscope/en';
import { loadHoroscopeTexts } from '@core/horoscope/load';
import { type SignId, getSign, isSignId } from '@core/zodiac';
import { useAstroNames } from '@web/lib/astro-names';
import { useT, useTag } from '@web/lib/i18n';
import { recordActivity } from '@web/lib/activity';
import { paths } from '@web/lib/paths';
import { useLocalized } from '@web/lib/use-localized';
import { useAuth } from '@web/features/auth';
import { KEEP_SCROLL } from '@web/features/layout';
import { PersonalTransitCard } from '@web/features/premium-horoscope';
import { formatLongDate, useLocalToday } from './local-date';
import { horoscopeMessages } from './messages';
import { ReadingCard, SignDetailCard } from './reading-card';
import { SignGrid } from './sign-grid';
import './horoscope.css';

const DAYS = [
  { key: 'yesterday', label: 'horoscope.day.yesterday', offset: -1 },
  { key: 'today', label: 'horoscope.day.today', offset: 0 },
  { key: 'tomorrow', label: 'horoscope.day.tomorrow', offset: 1 },
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
  const t = useT(horoscopeMessages);
  const names = useAstroNames();
  const tag = useTag();
  const texts = useLocalized(loadHoroscopeTexts, HOROSCOPE_EN);
  const [sign, selectSign] = useSignParam();
  const [day, setDay] = useState<Day>('today');
  const today = useLocalToday();
  const current = DAYS.find((d) => d.key === day)!;
  const date = current.offset === 0 ? today : addDays(today, current.offset);
  // The times a reading names are the reader's clock times, never UTC.
  const reading = useMemo(
    () => (sign && texts ? dailyHoroscope(sign, date, Intl.DateTimeFormat().resolvedOptions().timeZone, texts) : null),
    [sign, date, texts],
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
      <title>{sign ? t('horoscope.page.signTitle', { sign: names.sign(sign) }) : t('horoscope.page.title')}</title>
      <header className="horoscope__header">
        <h1>{t('horoscope.page.heading')}</h1>
        <p className="horoscope__date" aria-live="polite">
          <time dateTime={date}>{formatLongDate(date, tag)}</time>
        </p>
        <div role="group" aria-label={t('horoscope.page.dayGroup')} className="day-switch">
          {DAYS.map((d) => (
            <button
              key={d.key}
              type="button"
              className="day-switch__btn"
              aria-pressed={d.key === day}
              onClick={() => setDay(d.key)}
            >
              {t(d.label)}
            </button>
          ))}
        </div>
      </header>

      <section aria-labelledby="signs-title" className="horoscope__signs">
        <h2 id="signs-title" className="sr-only">
          {t('horoscope.page.signs')}
        </h2>
        <SignGrid label={t('horoscope.page.signs')} selected={sign} onSelect={onSelect} />
      </section>

      {sign && reading ? (
        <div className="horoscope__result" ref={readingRef}>
          <SignDetailCard sign={getSign(sign)} />
          <ReadingCard reading={reading} sign={getSign(sign)} day={current.key} />
          <PersonalTransitCard sign={sign} period={current.key} />
        </div>
      ) : (
        <p className="card horoscope__prompt">{t('horoscope.page.prompt')}</p>
      )}
    </main>
  );
}

export default HoroscopePage;
