import { useState } from 'react';
import { TIER_NAMES, type Tier } from '@core/plans';
import type { AuditAction, AuditEntry } from '@schema/admin';
import { useT, useTag } from '@web/lib/i18n';
import { useAuditLog } from './admin-api';
import { formatWhen } from './format';
import { type AdminMessageId, adminMessages } from './messages';
import { Pager } from './pager';

const ACTIONS: Readonly<Record<AuditAction, AdminMessageId>> = {
  'admin.login': 'admin.audit.action.adminLogin',
  'admin.logout': 'admin.audit.action.adminLogout',
  'user.premium': 'admin.audit.action.userPremium',
  'user.unlock': 'admin.audit.action.userUnlock',
  'user.active': 'admin.audit.action.userActive',
  'user.create': 'admin.audit.action.userCreate',
  'user.delete': 'admin.audit.action.userDelete',
};

const FIELDS: Readonly<Record<string, AdminMessageId>> = {
  isActive: 'admin.audit.field.isActive',
  complimentaryPlan: 'admin.audit.field.complimentaryPlan',
  complimentaryUntil: 'admin.audit.field.complimentaryUntil',
  failedLoginAttempts: 'admin.audit.field.failedLoginAttempts',
  lockedUntil: 'admin.audit.field.lockedUntil',
  email: 'admin.audit.field.email',
  firstName: 'admin.audit.field.firstName',
  lastName: 'admin.audit.field.lastName',
  subscriptionType: 'admin.audit.field.subscriptionType',
  isPremium: 'admin.audit.field.isPremium',
  emailVerified: 'admin.audit.field.emailVerified',
  createdAt: 'admin.audit.field.createdAt',
};

const ISO = /^\d{4}-\d{2}-\d{2}T/;
/** Fields whose value is a plan: shown by its name (Oracle), not its id. */
const PLAN_FIELDS = new Set(['complimentaryPlan', 'subscriptionType']);

/** What changed, field by field: "Active: yes → no". */
function Change({ entry }: { entry: AuditEntry }) {
  const t = useT(adminMessages);
  const tag = useTag();
  const value = (key: string, v: unknown) =>
    v === null || v === undefined
      ? t('admin.audit.none')
      : v === true
        ? t('admin.audit.yes')
        : v === false
          ? t('admin.audit.no')
          : PLAN_FIELDS.has(key) && typeof v === 'string' && v in TIER_NAMES
            ? TIER_NAMES[v as Tier]
            : typeof v === 'string' && ISO.test(v)
              ? formatWhen(tag, v)
              : String(v);
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return <td />;
  return (
    <td>
      <ul className="admin-change">
        {keys.map((key) => {
          const field = FIELDS[key] ? t(FIELDS[key]) : key;
          const before = entry.before ? value(key, entry.before[key]) : null;
          const after = entry.after ? value(key, entry.after[key]) : null;
          return (
            <li key={key}>
              {before !== null && after !== null && before !== after
                ? t('admin.audit.changed', { field, before, after })
                : t('admin.audit.value', { field, value: after ?? before ?? '' })}
            </li>
          );
        })}
      </ul>
    </td>
  );
}

/** Who did what, newest first, 50 a page. */
export function AuditPanel() {
  const t = useT(adminMessages);
  const tag = useTag();
  const [page, setPage] = useState(1);
  const { data, error } = useAuditLog(page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className="admin-section" aria-labelledby="admin-audit">
      <h2 id="admin-audit">{t('admin.audit.title')}</h2>
      {error && !data ? <p className="admin-error">{t('admin.dashboard.loadFailed')}</p> : null}
      {data && data.entries.length === 0 ? <p className="admin-empty">{t('admin.audit.empty')}</p> : null}
      {data && data.entries.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table admin-audit">
            <thead>
              <tr>
                <th scope="col">{t('admin.audit.colWhen')}</th>
                <th scope="col">{t('admin.audit.colAdmin')}</th>
                <th scope="col">{t('admin.audit.colAction')}</th>
                <th scope="col">{t('admin.audit.colUser')}</th>
                <th scope="col">{t('admin.audit.colChange')}</th>
              </tr>
            </thead>
            <tbody>
              {data.entries.map((entry) => (
                <tr key={entry.id} data-action={entry.action}>
                  <td>{formatWhen(tag, entry.at)}</td>
                  <td>{entry.admin}</td>
                  <th scope="row">{t(ACTIONS[entry.action])}</th>
                  <td>
                    {entry.action === 'user.delete' ? (
                      <span className="admin-table__sub">{t('admin.audit.deletedUser')}</span>
                    ) : null}
                    {entry.targetEmail ? <span className="admin-table__main">{entry.targetEmail}</span> : null}
                    {entry.targetUserId ? <code className="admin-id">{entry.targetUserId}</code> : null}
                  </td>
                  <Change entry={entry} />
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager
        label={t('admin.audit.title')}
        page={page}
        pages={pages}
        onPage={setPage}
        back="admin.audit.newer"
        forward="admin.audit.older"
      />
    </section>
  );
}
