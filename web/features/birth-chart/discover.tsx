import { useT } from '@web/lib/i18n';
import { chartMessages } from './messages';

const DISCOVER = [
  { title: 'chart.discover.sunTitle', text: 'chart.discover.sunText' },
  { title: 'chart.discover.moonTitle', text: 'chart.discover.moonText' },
  { title: 'chart.discover.risingTitle', text: 'chart.discover.risingText' },
] as const;

/** What a chart tells, beside the form. */
export function Discover() {
  const t = useT(chartMessages);
  return (
    <aside className="card discover" aria-labelledby="discover-title">
      <h2 id="discover-title">{t('chart.discover.title')}</h2>
      <ul>
        {DISCOVER.map((d) => (
          <li key={d.title}>
            <strong>{t(d.title)}</strong> {t(d.text)}
          </li>
        ))}
      </ul>
    </aside>
  );
}
