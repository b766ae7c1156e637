import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { PremiumHoroscope, PremiumTransit } from '@core/sky/premium';
import type { HoroscopeBasic } from '@schema/horoscope';
import { useAstroNames } from '@web/lib/astro-names';
import { useT, useTag } from '@web/lib/i18n';
import { formatDateTime, formatDay, formatNumber, formatTime } from './format';
import { skyMessages } from './messages';

/**
 * The basic section (docs/product.md#premium-horoscope-page): the day's reading, mood, lucky
 * color, number and time.
 */
export function BasicSection({ basic, timeZone }: { basic: HoroscopeBasic; timeZone: string }) {
  const t = useT(skyMessages);
  const tag = useTag();
  return (
    <section className="card sky-basic" aria-labelledby="sky-basic-title">
      <h2 id="sky-basic-title">{t('sky.basic.title')}</h2>
      <p className="sky-basic__reading" data-content>
        {basic.description}
      </p>
      <dl className="sky-basic__facts">
        <div>
          <dt>{t('sky.basic.mood')}</dt>
          <dd data-content>{basic.mood}</dd>
        </div>
        <div>
          <dt>{t('sky.basic.color')}</dt>
          <dd data-content>
            <span className={`sky-swatch sky-swatch--${basic.color_id}`} aria-hidden="true" /> {basic.color}
          </dd>
        </div>
        <div>
          <dt>{t('sky.basic.number')}</dt>
          <dd>{new Intl.NumberFormat(tag).format(basic.lucky_number)}</dd>
        </div>
        <div>
          <dt>{t('sky.basic.time')}</dt>
          <dd>
            {basic.lucky_time ? (
              <>
                <time dateTime={basic.lucky_time}>{formatTime(basic.lucky_time, tag, timeZone)}</time>
                <span className="sky-muted" data-content>
                  {' '}
                  · {basic.lucky_time_note}
                </span>
              </>
            ) : (
              <span className="sky-muted">{t('sky.basic.noTime')}</span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** One transit: the contact and its orb, what it means, where and when (in words), and its exact instants. */
export function TransitItem({ transit, timeZone }: { transit: PremiumTransit; timeZone: string }) {
  const t = useT(skyMessages);
  const tag = useTag();
  const when = (iso: string) => formatDateTime(iso, tag, timeZone);
  return (
    <li className="sky-transit">
      <p className="sky-transit__head">
        <strong data-content>{transit.title}</strong>{' '}
        <span className="sky-muted">
          {t('sky.transits.orb', { orb: formatNumber(transit.orb, tag, 2) })} ·{' '}
          {transit.applying ? t('sky.transits.applying') : t('sky.transits.separating')}
          {transit.retrograde ? ` · ${t('sky.transits.retrograde')}` : ''}
        </span>
      </p>
      <p data-content>{transit.meaning}</p>
      {transit.exact.length > 0 ? (
        <p className="sky-muted">
          {t('sky.transits.exact', {
            times: new Intl.ListFormat(tag, { type: 'conjunction' }).format(transit.exact.map(when)),
          })}
        </p>
      ) : null}
    </li>
  );
}

export function TransitsSection({
  premium,
  timeZone,
  addBirthTo,
}: {
  premium: PremiumHoroscope;
  timeZone: string;
  addBirthTo: string;
}) {
  const t = useT(skyMessages);
  return (
    <section className="card sky-section" aria-labelledby="sky-transits-title">
      <h2 id="sky-transits-title">{t('sky.transits.title')}</h2>
      {premium.basis === 'natal' ? (
        <p className="sky-muted">{t('sky.transits.natal')}</p>
      ) : (
        <p className="sky-note">
          {t('sky.transits.solar')} <Link to={addBirthTo}>{t('sky.transits.addBirth')}</Link>
        </p>
      )}
      {premium.transits.length > 0 ? (
        <ul className="sky-list">
          {premium.transits.map((transit) => (
            <TransitItem
              key={`${transit.planet}-${transit.aspect}-${transit.natal_point}`}
              transit={transit}
              timeZone={timeZone}
            />
          ))}
        </ul>
      ) : (
        <p>{t('sky.transits.none')}</p>
      )}
    </section>
  );
}

export function HoursSection({
  premium,
  timeZone,
  placeName,
  children,
}: {
  premium: PremiumHoroscope;
  timeZone: string;
  placeName: string | null;
  children?: ReactNode;
}) {
  const t = useT(skyMessages);
  const names = useAstroNames();
  const tag = useTag();
  const now = Date.now();
  return (
    <section className="card sky-section" aria-labelledby="sky-hours-title">
      <h2 id="sky-hours-title">{t('sky.hours.title')}</h2>
      {premium.planetary_hours.length > 0 && placeName ? (
        <p className="sky-muted">{t('sky.hours.at', { place: placeName })}</p>
      ) : null}
      {children}
      {premium.planetary_hours_note === 'no-sunrise' ? <p>{t('sky.hours.noSunrise')}</p> : null}
      {premium.planetary_hours_note === 'no-place' ? <p>{t('sky.hours.noPlace')}</p> : null}
      {premium.planetary_hours.length > 0 ? (
        <ol className="sky-hours">
          {premium.planetary_hours.map((hour) => {
            const current = Date.parse(hour.start_time) <= now && now < Date.parse(hour.end_time);
            return (
              <li key={hour.hour} className="sky-hour" aria-current={current ? 'time' : undefined}>
                <span className="sky-hour__time">
                  <time dateTime={hour.start_time}>{formatTime(hour.start_time, tag, timeZone)}</time>–
                  <time dateTime={hour.end_time}>{formatTime(hour.end_time, tag, timeZone)}</time>
                </span>
                <span className="sky-hour__ruler">
                  {names.body(hour.planet)}
                  <span className="sky-muted">
                    {' '}
                    · {hour.period === 'day' ? t('sky.hours.day') : t('sky.hours.night')}
                    {current ? ` · ${t('sky.hours.now')}` : ''}
                  </span>
                </span>
                <span className="sky-hour__meaning" data-content>
                  {hour.significance}
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
    </section>
  );
}

export function ProgressionsSection({ premium, addBirthTo }: { premium: PremiumHoroscope; addBirthTo: string }) {
  const t = useT(skyMessages);
  const names = useAstroNames();
  const tag = useTag();
  return (
    <section className="card sky-section" aria-labelledby="sky-progressions-title">
      <h2 id="sky-progressions-title">{t('sky.progressions.title')}</h2>
      <p className="sky-muted">{t('sky.progressions.method')}</p>
      {premium.progressions.length > 0 ? (
        <ul className="sky-list">
          {premium.progressions.map((p) => (
            <li key={p.planet} className="sky-progression">
              <p className="sky-transit__head">
                <strong>{names.body(p.planet)}</strong>{' '}
                <span className="sky-muted">
                  {t('sky.progressions.position', {
                    degree: formatNumber(p.current_degree, tag, 2),
                    sign: names.sign(p.current_sign),
                  })}
                </span>
              </p>
              <p data-content>{p.interpretation}</p>
              {p.contacts.map((c) => (
                <p key={`${c.natal_point}-${c.aspect}`} data-content>
                  {c.interpretation}
                </p>
              ))}
            </li>
          ))}
        </ul>
      ) : (
        <p className="sky-note">
          {t('sky.progressions.needBirth')} <Link to={addBirthTo}>{t('sky.transits.addBirth')}</Link>
        </p>
      )}
    </section>
  );
}

export function VoidSection({ premium, timeZone }: { premium: PremiumHoroscope; timeZone: string }) {
  const t = useT(skyMessages);
  const tag = useTag();
  return (
    <section className="card sky-section" aria-labelledby="sky-void-title">
      <h2 id="sky-void-title">{t('sky.void.title')}</h2>
      {premium.void_moons.length > 0 ? (
        <ul className="sky-list">
          {premium.void_moons.map((v) => (
            <li key={v.start}>
              <p className="sky-transit__head">
                <strong>
                  {t('sky.void.period', {
                    start: formatDateTime(v.start, tag, timeZone),
                    end: formatDateTime(v.end, tag, timeZone),
                  })}
                </strong>
              </p>
              <p data-content>{v.detail}</p>
              <p data-content className="sky-muted">
                {v.advice}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('sky.void.none')}</p>
      )}
    </section>
  );
}

export function RetrogradesSection({ premium, timeZone }: { premium: PremiumHoroscope; timeZone: string }) {
  const t = useT(skyMessages);
  const names = useAstroNames();
  const tag = useTag();
  const day = (iso: string) => formatDay(iso, tag, timeZone);
  return (
    <section className="card sky-section" aria-labelledby="sky-retro-title">
      <h2 id="sky-retro-title">{t('sky.retrogrades.title')}</h2>
      <ul className="sky-retrogrades">
        {premium.retrogrades.map((r) => (
          <li key={r.planet} className={r.is_retrograde ? 'sky-retro sky-retro--on' : 'sky-retro'}>
            <p className="sky-transit__head">
              <strong>{names.body(r.planet)}</strong>{' '}
              <span className="sky-muted">
                {r.is_retrograde
                  ? t('sky.retrogrades.retrograde', { sign: names.sign(r.sign) })
                  : t('sky.retrogrades.direct', { sign: names.sign(r.sign) })}
              </span>
            </p>
            <p data-content>{r.effects}</p>
            {r.is_retrograde && r.retrograde_until ? (
              <p className="sky-muted">{t('sky.retrogrades.until', { date: day(r.retrograde_until) })}</p>
            ) : null}
            {!r.is_retrograde && r.next_station ? (
              <p className="sky-muted">
                {r.next_station.direction === 'retrograde'
                  ? t('sky.retrogrades.nextRetrograde', { date: day(r.next_station.at) })
                  : t('sky.retrogrades.nextDirect', { date: day(r.next_station.at) })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
