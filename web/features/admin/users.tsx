import { type FormEvent, useState } from 'react';
import { PAID_TIERS, type PaidTier, TIER_NAMES } from '@core/plans';
import { type AdminUser, DEFAULT_GRANT_DAYS, MAX_GRANT_DAYS } from '@schema/admin';
import { Dialog } from '@web/components/dialog';
import { toast } from '@web/components/toast-store';
import { useLocale, useT, useTag } from '@web/lib/i18n';
import { deleteUser, toggleActive, togglePremium, unlockAccount, useAdminUsers } from './admin-api';
import { clockTime, formatWhen, sentenceDay } from './format';
import { type AdminMessageId, adminMessages } from './messages';
import { Pager } from './pager';
import { useRefreshDashboard } from './use-refresh';

type Run = (action: () => Promise<unknown>, done: AdminMessageId, failed: AdminMessageId) => Promise<void>;

function useRun(): Run {
  const t = useT(adminMessages);
  const refresh = useRefreshDashboard();
  return async (action, done, failed) => {
    try {
      await action();
      toast({ title: t(done), variant: 'success' });
    } catch {
      toast({ title: t(failed), variant: 'destructive' });
    }
    await refresh();
  };
}

/** Where the user's plan comes from, each entitlement on its line. */
function PlanCell({ user }: { user: AdminUser }) {
  const t = useT(adminMessages);
  const locale = useLocale();
  const { subscription, complimentary, trialUntil } = user.plan;
  const lines: string[] = [];
  if (subscription) {
    const plan = TIER_NAMES[subscription.tier];
    lines.push(
      subscription.until
        ? t('admin.users.subscriptionUntil', { plan, date: sentenceDay(locale, subscription.until) })
        : t('admin.users.subscription', { plan }),
    );
  }
  if (complimentary) {
    const plan = TIER_NAMES[complimentary.tier];
    const { until } = complimentary;
    lines.push(
      until === null
        ? t('admin.users.gift', { plan })
        : Date.parse(until) > Date.now()
          ? t('admin.users.giftUntil', { plan, date: sentenceDay(locale, until) })
          : t('admin.users.giftEnded', { plan, date: sentenceDay(locale, until) }),
    );
  }
  if (trialUntil) lines.push(t('admin.users.trialUntil', { date: sentenceDay(locale, trialUntil) }));
  return (
    <td>
      <span className={`badge admin-plan admin-plan--${user.plan.tier}`}>{TIER_NAMES[user.plan.tier]}</span>
      {lines.map((line) => (
        <span key={line} className="admin-table__sub">
          {line}
        </span>
      ))}
    </td>
  );
}

const giftRunning = (user: AdminUser) =>
  user.plan.complimentary !== null &&
  (user.plan.complimentary.until === null || Date.parse(user.plan.complimentary.until) > Date.now());

function GrantDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const t = useT(adminMessages);
  const run = useRun();
  const [plan, setPlan] = useState<PaidTier>('oracle');
  const [days, setDays] = useState(String(DEFAULT_GRANT_DAYS));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    onClose();
    await run(
      () => togglePremium({ userId: user.id, isPremium: true, plan, days: Number(days) }),
      'admin.toast.statusUpdated',
      'admin.toast.statusFailed',
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('admin.grant.title', { email: user.email })}
      description={t('admin.grant.body')}
    >
      <form className="admin-grant" onSubmit={submit}>
        <label className="admin-grant__field">
          <span>{t('admin.grant.plan')}</span>
          <select value={plan} onChange={(e) => setPlan(e.target.value as PaidTier)}>
            {PAID_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {TIER_NAMES[tier]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-grant__field">
          <span>{t('admin.grant.days')}</span>
          <input
            type="number"
            min={1}
            max={MAX_GRANT_DAYS}
            required
            value={days}
            onChange={(e) => setDays(e.target.value)}
          />
        </label>
        <div className="admin-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={onClose}>
            {t('admin.grant.cancel')}
          </button>
          <button type="submit" className="btn btn--primary">
            {t('admin.grant.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function DeleteDialog({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const t = useT(adminMessages);
  const run = useRun();
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('admin.delete.title')}
      description={t('admin.delete.body', { email: user.email })}
    >
      <div className="admin-dialog__actions">
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          {t('admin.delete.cancel')}
        </button>
        <button
          type="button"
          className="btn btn--danger"
          onClick={async () => {
            onClose();
            await run(() => deleteUser(user.id), 'admin.toast.deleted', 'admin.toast.deleteFailed');
          }}
        >
          {t('admin.delete.confirm')}
        </button>
      </div>
    </Dialog>
  );
}

function UserRow({ user, onGrant, onDelete }: { user: AdminUser; onGrant: () => void; onDelete: () => void }) {
  const t = useT(adminMessages);
  const tag = useTag();
  const locale = useLocale();
  const run = useRun();
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
  return (
    <tr data-user={user.email}>
      <th scope="row">
        <span className="admin-table__main">{user.email}</span>
        <span className="admin-table__sub">{name || t('admin.users.noName')}</span>
      </th>
      <PlanCell user={user} />
      <td>
        <span className={`badge ${user.isActive ? 'admin-badge--ok' : 'admin-badge--off'}`}>
          {t(user.isActive ? 'admin.users.active' : 'admin.users.inactive')}
        </span>
        {user.isLocked && user.lockedUntil ? (
          <span className="badge admin-badge--warn">
            {t('admin.users.locked', { time: clockTime(locale, user.lockedUntil) })}
          </span>
        ) : null}
        {user.isOnline ? <span className="badge admin-badge--online">{t('admin.users.online')}</span> : null}
        {user.emailVerified ? null : <span className="badge admin-badge--off">{t('admin.users.unverified')}</span>}
      </td>
      <td>{sentenceDay(locale, user.createdAt)}</td>
      <td>{user.lastLoginAt ? formatWhen(tag, user.lastLoginAt) : t('admin.users.never')}</td>
      <td>
        <div className="admin-actions" role="group" aria-label={t('admin.actions.for', { email: user.email })}>
          {giftRunning(user) ? (
            <button
              type="button"
              className="btn btn--sm btn--outline"
              onClick={() =>
                run(
                  () => togglePremium({ userId: user.id, isPremium: false }),
                  'admin.toast.statusUpdated',
                  'admin.toast.statusFailed',
                )
              }
            >
              {t('admin.actions.endGift')}
            </button>
          ) : (
            <button type="button" className="btn btn--sm btn--outline" onClick={onGrant}>
              {t('admin.actions.givePremium')}
            </button>
          )}
          {user.isLocked ? (
            <button
              type="button"
              className="btn btn--sm btn--outline"
              onClick={() => run(() => unlockAccount(user.id), 'admin.toast.unlocked', 'admin.toast.unlockFailed')}
            >
              {t('admin.actions.unlock')}
            </button>
          ) : null}
          <button
            type="button"
            className="btn btn--sm btn--outline"
            onClick={() =>
              run(() => toggleActive(user.id, !user.isActive), 'admin.toast.activeUpdated', 'admin.toast.activeFailed')
            }
          >
            {t(user.isActive ? 'admin.actions.deactivate' : 'admin.actions.activate')}
          </button>
          <button type="button" className="btn btn--sm btn--danger-outline" onClick={onDelete}>
            {t('admin.actions.delete')}
          </button>
        </div>
      </td>
    </tr>
  );
}

/** The users, newest first: search by email or name, a page of 25 at a time, each with its actions. */
export function UsersPanel() {
  const t = useT(adminMessages);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [granting, setGranting] = useState<AdminUser | null>(null);
  const [deleting, setDeleting] = useState<AdminUser | null>(null);
  const { data, error } = useAdminUsers(search.trim(), page);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className="admin-section" aria-labelledby="admin-users">
      <div className="admin-section__head">
        <h2 id="admin-users">{t('admin.users.title')}</h2>
        {data ? <span className="admin-section__count">{t('admin.users.count', { count: data.total })}</span> : null}
      </div>
      <label className="admin-search">
        <span className="sr-only">{t('admin.users.search')}</span>
        <input
          type="search"
          placeholder={t('admin.users.search')}
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
        />
      </label>
      {error && !data ? <p className="admin-error">{t('admin.dashboard.loadFailed')}</p> : null}
      {data && data.users.length === 0 ? (
        <p className="admin-empty">
          {search.trim() ? t('admin.users.empty', { search: search.trim() }) : t('admin.users.none')}
        </p>
      ) : null}
      {data && data.users.length > 0 ? (
        <div className="admin-table-wrap">
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">{t('admin.users.colUser')}</th>
                <th scope="col">{t('admin.users.colPlan')}</th>
                <th scope="col">{t('admin.users.colStatus')}</th>
                <th scope="col">{t('admin.users.colJoined')}</th>
                <th scope="col">{t('admin.users.colLastSignIn')}</th>
                <th scope="col">{t('admin.users.colActions')}</th>
              </tr>
            </thead>
            <tbody>
              {data.users.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  onGrant={() => setGranting(user)}
                  onDelete={() => setDeleting(user)}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      <Pager
        label={t('admin.users.title')}
        page={page}
        pages={pages}
        onPage={setPage}
        back="admin.users.previous"
        forward="admin.users.next"
      />
      {granting ? <GrantDialog user={granting} onClose={() => setGranting(null)} /> : null}
      {deleting ? <DeleteDialog user={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}
