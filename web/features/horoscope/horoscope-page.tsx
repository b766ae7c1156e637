import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { addDays, dailyHoroscope } from '@core/horoscope';
import { HOROSCOPE_EN } from '@core/horoscope/en';
import { loadHoroscopeTexts } from '@core/horoscope/load';
import { ZODIACS, type Zodiac } from '@core/astro/zodiacs';
import { type SignId, getSign, isSignId } from '@core/zodiac';
import { storedZodiac } from '@web/lib/zodiac';
import { ChoicePills } from '@web/components/choice-pills';
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

/**
 * The chosen sign lives in `?sign=`, and a Moon-sign reading in `?zodiac=sidereal`, so a reload
 * or a shared link keeps them. Without the parameter, the zodiac this device casts charts in.
 */
function useReadingParams() {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const value = params.get('sign');
  const sign = value !== null && isSignId(value) ? value : null;
  const asked = params.get('zodiac');
  const zodiac: Zodiac = asked === 'sidereal' || asked === 'tropical' ? asked : storedZodiac();
  const go = (next: { sign: SignId | null; zodiac: Zodiac }) => {
    const query = new URLSearchParams();
    if (next.sign) query.set('sign', next.sign);
    if (next.zodiac === 'sidereal') query.set('zodiac', 'sidereal');
    else if (asked === 'sidereal' || storedZodiac() === 'sidereal') query.set('zodiac', 'tropical');
    const q = query.toString();
    navigate(q ? `${paths.horoscope}?${q}` : paths.horoscope, { replace: true, state: KEEP_SCROLL });
  };
  return {
    sign,
    zodiac,
    selectSign: (next: SignId) => go({ sign: next, zodiac }),
    selectZodiac: (next: Zodiac) => go({ sign, zodiac: next }),
  };
}

const READ_BY = { tropical: 'horoscope.zodiac.sun', sidereal: 'horoscope.zodiac.moon' } as const satisfies Record<
  Zodiac,
  string
>;

/** Sun sign in the tropical sky, or Moon sign (rashi) in the sidereal one: the one sentence that tells them apart. */
function ReadBy({ value, onChange }: { value: Zodiac; onChange: (zodiac: Zodiac) => void }) {
  const t = useT(horoscopeMessages);
  return (
    <ChoicePills
      className="horoscope__read-by"
      name="read-by"
      legend={t('horoscope.zodiac.legend')}
      options={ZODIACS.map((zodiac) => ({ value: zodiac, label: t(READ_BY[zodiac]) }))}
      value={value}
      onChange={onChange}
      aria-describedby="read-by-hint"
    >
      <p id="read-by-hint" className="field__hint">
        {t('horoscope.zodiac.hint')}
      </p>
    </ChoicePills>
  );
}

/** /horoscope (docs/product.md#daily-horoscope-page): the free daily reading of a sign for the reader's own calendar day. */
export function HoroscopePage() {
  const { status } = useAuth();
  const t = useT(horoscopeMessages);
  const names = useAstroNames();
  const tag = useTag();
  const texts = useLocalized(loadHoroscopeTexts, HOROSCOPE_EN);
  const { sign, zodiac, selectSign, selectZodiac } = useReadingParams();
  const moonSign = zodiac === 'sidereal';
  const [day, setDay] = useState<Day>('today');
  const today = useLocalToday();
  const current = DAYS.find((d) => d.key === day)!;
  const date = current.offset === 0 ? today : addDays(today, current.offset);
  // The times a reading names are the reader's clock times, never UTC.
  const reading = useMemo(
    () =>
      sign && texts
        ? dailyHoroscope(sign, date, Intl.DateTimeFormat().resolvedOptions().timeZone, texts, zodiac)
        : null,
    [sign, date, texts, zodiac],
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
          {moonSign ? t('horoscope.page.moonSigns') : t('horoscope.page.signs')}
        </h2>
        <ReadBy value={zodiac} onChange={selectZodiac} />
        {/* A Moon sign has no dates: the Moon passes through every sign each month. */}
        <SignGrid
          label={moonSign ? t('horoscope.page.moonSigns') : t('horoscope.page.signs')}
          selected={sign}
          onSelect={onSelect}
          compact={moonSign}
        />
      </section>

      {sign && reading ? (
        <div className="horoscope__result" ref={readingRef}>
          <SignDetailCard sign={getSign(sign)} zodiac={zodiac} />
          <ReadingCard reading={reading} sign={getSign(sign)} day={current.key} />
          {/* The personal transits are read from the reader's chart in the tropical sky, by Sun sign. */}
          {moonSign ? null : <PersonalTransitCard sign={sign} period={current.key} />}
        </div>
      ) : (
        <p className="card horoscope__prompt">
          {moonSign ? t('horoscope.page.moonPrompt') : t('horoscope.page.prompt')}
        </p>
      )}
    </main>
  );
}

export default HoroscopePage;
