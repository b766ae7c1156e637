import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { SIGN_IDS, type SignId, isSignId } from '@core/zodiac';
import { HOROSCOPE_PERIODS, type HoroscopePeriod } from '@schema/horoscope';
import { useAstroNames } from '@web/lib/astro-names';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { readerTimeZone } from '@web/lib/reader-time-zone';
import { useAuth } from '@web/features/auth';
import { PlaceCombobox } from '@web/features/places';
import {
  type HoursPlace,
  rememberHoursPlace,
  rememberedHoursPlace,
  useHoroscopeDay,
  useTimeline,
} from './premium-horoscope-api';
import { OracleCard } from './oracle-card';
import { TimelineSection } from './timeline-section';
import { skyMessages } from './messages';
import {
  BasicSection,
  HoursSection,
  ProgressionsSection,
  RetrogradesSection,
  TransitsSection,
  VoidSection,
} from './sections';
import { SkyCalendarCard } from './sky-calendar-card';
import './premium-horoscope.css';

const PERIOD_LABEL = {
  yesterday: 'sky.page.yesterday',
  today: 'sky.page.today',
  tomorrow: 'sky.page.tomorrow',
} as const;

/** `?sign=` and `?period=` keep the choice across a reload or a shared link. */
function useChoice(): [SignId, HoroscopePeriod, (sign: SignId, period: HoroscopePeriod) => void] {
  const { search } = useLocation();
  const navigate = useNavigate();
  const params = new URLSearchParams(search);
  const s = params.get('sign');
  const p = params.get('period');
  const sign = s !== null && isSignId(s) ? s : 'aries';
  const period = (HOROSCOPE_PERIODS as readonly string[]).includes(p ?? '') ? (p as HoroscopePeriod) : 'today';
  const choose = (nextSign: SignId, nextPeriod: HoroscopePeriod) =>
    navigate(`${paths.premiumHoroscope}?sign=${nextSign}&period=${nextPeriod}`, { replace: true });
  return [sign, period, choose];
}

/** The place for the planetary hours: one the reader picked (kept on this device), else the birth place. */
function HoursPlacePicker({ place, onChange }: { place: HoursPlace | null; onChange: (p: HoursPlace | null) => void }) {
  const t = useT(skyMessages);
  const [text, setText] = useState(place?.name ?? '');
  return (
    <div className="sky-place">
      <div className="sky-place__label">
        <label htmlFor="hours-place">{t('sky.hours.choose')}</label>
        <PlaceCombobox
          id="hours-place"
          value={text}
          onChange={setText}
          onSelect={(found) => {
            setText(found.displayName);
            onChange({
              name: found.displayName,
              latitude: found.latitude,
              longitude: found.longitude,
              timezone: found.timezone,
            });
          }}
        />
      </div>
      {place ? (
        <button
          type="button"
          className="btn btn--ghost btn--sm"
          onClick={() => {
            setText('');
            onChange(null);
          }}
        >
          {t('sky.hours.reset')}
        </button>
      ) : null}
    </div>
  );
}

/**
 * /premium-horoscope (docs/product.md#premium-horoscope-page): a sign and a day, the basic
 * section for everyone, and the five premium sections for Oracle and Master; the server decides
 * who gets them (decision 029).
 */
export function PremiumHoroscopePage() {
  const t = useT(skyMessages);
  const names = useAstroNames();
  const { status, isPro } = useAuth();
  const [sign, period, choose] = useChoice();
  const [place, setPlace] = useState<HoursPlace | null>(() => rememberedHoursPlace());
  const timeZone = readerTimeZone();
  const signedIn = status === 'authenticated';
  const day = useHoroscopeDay(sign, period, { premium: isPro, place, enabled: status !== 'loading' });
  const timeline = useTimeline(sign, isPro);
  const answer = day.data;
  const premium = answer?.premium;
  const addBirthTo = paths.savedCharts;

  const changePlace = (next: HoursPlace | null) => {
    rememberHoursPlace(next);
    setPlace(next);
  };

  return (
    <main className="container sky-page">
      <title>{t('sky.page.signTitle', { sign: names.sign(sign) })}</title>
      <header className="sky-page__header">
        <h1>{t('sky.page.heading')}</h1>
        <p className="sky-muted">{t('sky.page.intro')}</p>
        <p className="sky-muted" data-zodiac="tropical">
          {t('sky.page.zodiac')}
        </p>
        <div className="sky-page__choices">
          <div className="sky-page__choice">
            <label htmlFor="sky-sign">{t('sky.page.sign')}</label>
            <select id="sky-sign" value={sign} onChange={(e) => choose(e.target.value as SignId, period)}>
              {SIGN_IDS.map((id) => (
                <option key={id} value={id}>
                  {names.sign(id)}
                </option>
              ))}
            </select>
          </div>
          <div className="sky-page__choice">
            <label htmlFor="sky-period">{t('sky.page.period')}</label>
            <select id="sky-period" value={period} onChange={(e) => choose(sign, e.target.value as HoroscopePeriod)}>
              {HOROSCOPE_PERIODS.map((id) => (
                <option key={id} value={id}>
                  {t(PERIOD_LABEL[id])}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="sky-muted sky-page__zone">{t('sky.page.zone', { zone: timeZone })}</p>
      </header>

      {day.error && !answer ? (
        <div className="card sky-section" role="alert">
          <p>{t('sky.page.error')}</p>
          <button type="button" className="btn btn--outline btn--sm" onClick={() => day.mutate()}>
            {t('sky.page.retry')}
          </button>
        </div>
      ) : null}
      {!answer && !day.error ? (
        <p className="card sky-muted" aria-busy="true">
          {t('sky.page.loading')}
        </p>
      ) : null}

      {answer ? (
        <div className="sky-page__body" aria-busy={day.isValidating}>
          <BasicSection basic={answer.basic} timeZone={timeZone} />
          {premium ? (
            <>
              <OracleCard oracle={premium} timeZone={timeZone} />
              <TransitsSection premium={premium} timeZone={timeZone} addBirthTo={addBirthTo} />
              <HoursSection
                premium={premium}
                timeZone={timeZone}
                placeName={place?.name ?? (premium.basis === 'natal' ? t('sky.hours.birthPlace') : null)}
              >
                <HoursPlacePicker place={place} onChange={changePlace} />
              </HoursSection>
              <ProgressionsSection premium={premium} addBirthTo={addBirthTo} />
              <VoidSection premium={premium} timeZone={timeZone} />
              <RetrogradesSection premium={premium} timeZone={timeZone} />
              {timeline.data ? <TimelineSection timeline={timeline.data} timeZone={timeZone} /> : null}
            </>
          ) : (
            <section className="card sky-gate" aria-labelledby="sky-gate-title">
              <h2 id="sky-gate-title">{signedIn ? t('sky.gate.upgradeTitle') : t('sky.gate.signInTitle')}</h2>
              <p>{t('sky.gate.upgradePitch')}</p>
              <ul className="sky-gate__list">
                {(
                  [
                    'sky.transits.title',
                    'sky.hours.title',
                    'sky.progressions.title',
                    'sky.void.title',
                    'sky.retrogrades.title',
                  ] as const
                ).map((id) => (
                  <li key={id}>
                    <strong>{t(id)}</strong> <span className="sky-muted">{t('sky.gate.locked')}</span>
                  </li>
                ))}
              </ul>
              <Link
                to={
                  signedIn
                    ? paths.premium
                    : `${paths.signIn}?returnTo=${encodeURIComponent(`${paths.premiumHoroscope}?sign=${sign}&period=${period}`)}`
                }
                className="btn btn--gold"
              >
                {signedIn ? t('sky.gate.upgrade') : t('sky.gate.signIn')}
              </Link>
            </section>
          )}
        </div>
      ) : null}
      <SkyCalendarCard />
    </main>
  );
}

export default PremiumHoroscopePage;
