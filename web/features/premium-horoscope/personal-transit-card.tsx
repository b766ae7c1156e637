import { Link } from 'react-router';
import type { SignId } from '@core/zodiac';
import type { HoroscopePeriod } from '@schema/horoscope';
import { useAstroNames } from '@web/lib/astro-names';
import { useT } from '@web/lib/i18n';
import { paths } from '@web/lib/paths';
import { readerTimeZone } from '@web/lib/reader-time-zone';
import { useAuth } from '@web/features/auth';
import { rememberedHoursPlace, useHoroscopeDay } from './premium-horoscope-api';
import { skyMessages } from './messages';
import { OracleCard } from './oracle-card';
import { TransitItem } from './sections';
import './premium-horoscope.css';

/** How many of a paid reader's transits /horoscope lists before pointing to the full page. */
const LISTED = 3;

/**
 * The premium areas of /horoscope (docs/product.md#daily-horoscope-page): Oracle and Master
 * readers get the day's Oracle reading; a signed-in reader with a chart sees the day's strongest
 * transit to it (free) or their strongest transits (Oracle and Master); everyone gets the way to
 * the premium insights of the sign.
 */
export function PersonalTransitCard({ sign, period }: { sign: SignId; period: HoroscopePeriod }) {
  const t = useT(skyMessages);
  const names = useAstroNames();
  const { status, isPro } = useAuth();
  const signedIn = status === 'authenticated';
  const day = useHoroscopeDay(sign, period, { premium: isPro, place: rememberedHoursPlace(), enabled: signedIn });
  const more = `${paths.premiumHoroscope}?sign=${sign}&period=${period}`;
  const timeZone = readerTimeZone();
  const natal =
    day.data?.personal_transit !== undefined &&
    (day.data.premium?.basis ?? (day.data.personal_transit ? 'natal' : 'solar')) === 'natal';
  const transits = isPro
    ? (day.data?.premium?.transits ?? []).slice(0, LISTED)
    : day.data?.personal_transit
      ? [day.data.personal_transit]
      : [];

  const oracle = isPro ? day.data?.premium : undefined;
  return (
    <>
      {oracle ? <OracleCard oracle={oracle} timeZone={timeZone} /> : null}
      <section className="card sky-personal" aria-labelledby="sky-personal-title">
        {signedIn && natal && transits.length > 0 ? (
          <>
            <h2 id="sky-personal-title">{t('sky.personal.title')}</h2>
            <ul className="sky-list">
              {transits.map((transit) => (
                <TransitItem
                  key={`${transit.planet}-${transit.aspect}-${transit.natal_point}`}
                  transit={transit}
                  timeZone={timeZone}
                />
              ))}
            </ul>
            <Link to={more} className="btn btn--outline btn--sm">
              {t('sky.personal.more')}
            </Link>
          </>
        ) : (
          <>
            <h2 id="sky-personal-title">{t('sky.link.premium', { sign: names.sign(sign) })}</h2>
            <p className="sky-muted">{t('sky.link.premiumPitch')}</p>
            <Link to={more} className="btn btn--gold btn--sm">
              {t('sky.link.premium', { sign: names.sign(sign) })}
            </Link>
          </>
        )}
      </section>
    </>
  );
}
