import type { AdminStats } from '@schema/admin';
import { useT, useTag } from '@web/lib/i18n';
import { type AdminMessageId, adminMessages } from './messages';

const CARDS: readonly [keyof AdminStats, AdminMessageId][] = [
  ['totalUsers', 'admin.stats.totalUsers'],
  ['currentlyLoggedIn', 'admin.stats.currentlyLoggedIn'],
  ['premiumUsers', 'admin.stats.premiumUsers'],
  ['freeUsers', 'admin.stats.freeUsers'],
  ['lockedAccounts', 'admin.stats.lockedAccounts'],
  ['todayRegistrations', 'admin.stats.todayRegistrations'],
];

/** Numbers in a row of cards: the spec's account stats, or the visit numbers. */
export function NumberCards<K extends string>({
  values,
  cards,
}: {
  values: Readonly<Record<K, number>> | undefined;
  cards: readonly (readonly [K, AdminMessageId])[];
}) {
  const t = useT(adminMessages);
  const number = new Intl.NumberFormat(useTag());
  return (
    <dl className="admin-numbers">
      {cards.map(([key, label]) => (
        <div key={key} className="admin-numbers__card" data-stat={key}>
          <dt>{t(label)}</dt>
          <dd>{values ? number.format(values[key]) : '–'}</dd>
        </div>
      ))}
    </dl>
  );
}

export function AccountStats({ stats }: { stats: AdminStats | undefined }) {
  const t = useT(adminMessages);
  return (
    <section className="admin-section" aria-labelledby="admin-stats">
      <h2 id="admin-stats">{t('admin.stats.title')}</h2>
      <NumberCards values={stats} cards={CARDS} />
    </section>
  );
}
