import type { VisitStats } from '@schema/admin';
import { useLocale, useT, useTag } from '@web/lib/i18n';
import { useVisitStats } from './admin-api';
import { chartDay } from './format';
import { type AdminMessageId, adminMessages } from './messages';
import { NumberCards } from './stats';

const CARDS: readonly (readonly [Exclude<keyof VisitStats, 'topPages' | 'days'>, AdminMessageId])[] = [
  ['totalVisits', 'admin.visits.totalVisits'],
  ['todayVisits', 'admin.visits.todayVisits'],
  ['this7Days', 'admin.visits.this7Days'],
  ['uniqueVisitors', 'admin.visits.uniqueVisitors'],
];

const WIDTH = 600;
const HEIGHT = 140;
/** Room at the sides for the first and last day's labels. */
const PAD = 24;

/** Visits a day over 30 days as bars; each bar names its day and numbers for screen readers and on hover. */
function DaysChart({ days }: { days: VisitStats['days'] }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const top = Math.max(1, ...days.map((d) => d.visits));
  const step = (WIDTH - 2 * PAD) / days.length;
  return (
    <figure className="admin-chart">
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT + 18}`} role="img" aria-labelledby="admin-chart-caption">
        <title>{t('admin.visits.chart')}</title>
        <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT} y2={HEIGHT} className="admin-chart__axis" />
        {days.map((d, i) => {
          const h = Math.round((d.visits / top) * (HEIGHT - 6));
          const label = t('admin.visits.dayBar', {
            date: chartDay(locale, d.day),
            visits: d.visits,
            visitors: d.visitors,
          });
          return (
            <g key={d.day}>
              <rect
                x={PAD + i * step + 2}
                y={HEIGHT - h}
                width={step - 4}
                height={h}
                rx="2"
                className="admin-chart__bar"
              >
                <title>{label}</title>
              </rect>
              {(days.length - 1 - i) % 7 === 0 ? (
                <text x={PAD + i * step + step / 2} y={HEIGHT + 14} textAnchor="middle" className="admin-chart__tick">
                  {chartDay(locale, d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
      <figcaption id="admin-chart-caption">{t('admin.visits.chart')}</figcaption>
    </figure>
  );
}

/** The spec's visit numbers, the last 30 days as a chart, and the top pages. */
export function VisitsPanel() {
  const t = useT(adminMessages);
  const number = new Intl.NumberFormat(useTag());
  const { data, error } = useVisitStats();
  return (
    <section className="admin-section" aria-labelledby="admin-visits">
      <h2 id="admin-visits">{t('admin.visits.title')}</h2>
      <p className="admin-section__lead">{t('admin.visits.privacy')}</p>
      <NumberCards values={data} cards={CARDS} />
      {error && !data ? <p className="admin-error">{t('admin.dashboard.loadFailed')}</p> : null}
      {data ? (
        <div className="admin-visits">
          <DaysChart days={data.days} />
          <div>
            <h3>{t('admin.visits.topPages')}</h3>
            {data.topPages.length === 0 ? (
              <p className="admin-empty">{t('admin.visits.empty')}</p>
            ) : (
              <table className="admin-table admin-table--compact">
                <thead>
                  <tr>
                    <th scope="col">{t('admin.visits.colPage')}</th>
                    <th scope="col">{t('admin.visits.colVisits')}</th>
                  </tr>
                </thead>
                <tbody>
                  {data.topPages.map((p) => (
                    <tr key={p.page}>
                      <th scope="row">
                        <code>{p.page}</code>
                      </th>
                      <td>{number.format(p.visits)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}
