import { useLocale, useT } from '@web/lib/i18n';
import { skyMessages } from './messages';

/** The sky calendar anyone can subscribe to: the .ics feed in the reader's language. */
export function SkyCalendarCard() {
  const t = useT(skyMessages);
  const locale = useLocale();
  const path = `/api/sky/calendar.ics?lang=${locale}`;
  const feed = typeof window === 'undefined' ? path : new URL(path, window.location.origin);
  const webcal = typeof feed === 'string' ? feed : `webcal://${feed.host}${feed.pathname}${feed.search}`;
  return (
    <section className="card sky-calendar" aria-labelledby="sky-calendar-title">
      <h2 id="sky-calendar-title">{t('sky.calendar.title')}</h2>
      <p>{t('sky.calendar.pitch')}</p>
      <div className="sky-calendar__actions">
        <a className="btn btn--outline btn--sm" href={webcal}>
          {t('sky.calendar.subscribe')}
        </a>
        <a className="btn btn--ghost btn--sm" href={path} download="stella-sky.ics">
          {t('sky.calendar.download')}
        </a>
      </div>
    </section>
  );
}
