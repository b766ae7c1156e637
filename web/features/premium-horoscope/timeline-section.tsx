import type { TimelineAnswer } from '@schema/horoscope';
import { useT, useTag } from '@web/lib/i18n';
import { formatTime } from './format';
import { skyMessages } from './messages';

/** The next 30 days, day by day on the reader's calendar. */
export function TimelineSection({ timeline, timeZone }: { timeline: TimelineAnswer; timeZone: string }) {
  const t = useT(skyMessages);
  const tag = useTag();
  const dayOf = (iso: string) =>
    new Intl.DateTimeFormat(tag, { weekday: 'short', day: 'numeric', month: 'long', timeZone }).format(new Date(iso));
  const days = new Map<string, TimelineAnswer['entries']>();
  for (const entry of timeline.entries) {
    const key = dayOf(entry.at);
    days.set(key, [...(days.get(key) ?? []), entry]);
  }
  return (
    <section className="card sky-section" aria-labelledby="sky-timeline-title">
      <h2 id="sky-timeline-title">{t('sky.timeline.title')}</h2>
      <p className="sky-muted">{timeline.basis === 'natal' ? t('sky.timeline.natal') : t('sky.timeline.solar')}</p>
      <ol className="sky-timeline">
        {[...days].map(([day, entries]) => (
          <li key={day} className="sky-timeline__day">
            <h3>{day}</h3>
            <ul>
              {entries.map((entry) => (
                <li
                  key={`${entry.kind}-${entry.at}-${entry.title}`}
                  className={`sky-timeline__entry sky-timeline__entry--${entry.kind}`}
                >
                  <time dateTime={entry.at}>{formatTime(entry.at, tag, timeZone)}</time>
                  <span>
                    <span data-content>{entry.title}</span>
                    {entry.end ? (
                      <span className="sky-muted">
                        {' '}
                        · {t('sky.timeline.until', { time: formatTime(entry.end, tag, timeZone) })}
                      </span>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
