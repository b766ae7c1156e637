import { type FormEvent, useState } from 'react';
import { TIER_NAMES, TIERS, type Tier } from '@core/plans';
import { EmailField, Field, NewPasswordField } from '@web/components/forms/field';
import { toast } from '@web/components/toast-store';
import { ApiRequestError } from '@web/lib/api';
import { useT } from '@web/lib/i18n';
import { createUser } from './admin-api';
import { adminMessages } from './messages';
import { useRefreshDashboard } from './use-refresh';

/** The spec's create-user form: a verified account; a paid plan makes it premium (the server's rule too). */
export function CreateUserPanel() {
  const t = useT(adminMessages);
  const refresh = useRefreshDashboard();
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [subscriptionType, setSubscriptionType] = useState<Tier>('free');
  const [isPremium, setIsPremium] = useState(false);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    try {
      await createUser({ email, firstName, lastName, password, subscriptionType, isPremium });
      toast({ title: t('admin.toast.created'), variant: 'success' });
      setEmail('');
      setFirstName('');
      setLastName('');
      setPassword('');
      setSubscriptionType('free');
      setIsPremium(false);
      await refresh();
    } catch (error) {
      const message = error instanceof ApiRequestError ? error.body?.message : undefined;
      toast({ title: t('admin.toast.createFailed'), description: message, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="admin-section" aria-labelledby="admin-create">
      <h2 id="admin-create">{t('admin.create.title')}</h2>
      <p className="admin-section__lead">{t('admin.create.body')}</p>
      <form className="admin-create" onSubmit={submit} noValidate aria-busy={pending}>
        <EmailField label={t('admin.create.email')} value={email} onValueChange={setEmail} autoComplete="off" />
        <NewPasswordField
          label={t('admin.create.password')}
          value={password}
          onValueChange={setPassword}
          autoComplete="new-password"
        />
        <Field label={t('admin.create.firstName')} value={firstName} onValueChange={setFirstName} autoComplete="off" />
        <Field label={t('admin.create.lastName')} value={lastName} onValueChange={setLastName} autoComplete="off" />
        <label className="admin-grant__field">
          <span>{t('admin.create.subscriptionType')}</span>
          <select
            value={subscriptionType}
            onChange={(e) => {
              const tier = e.target.value as Tier;
              setSubscriptionType(tier);
              if (tier !== 'free') setIsPremium(true);
            }}
          >
            {TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {TIER_NAMES[tier]}
              </option>
            ))}
          </select>
        </label>
        <label className="admin-check">
          <input
            type="checkbox"
            checked={isPremium}
            disabled={subscriptionType !== 'free'}
            onChange={(e) => setIsPremium(e.target.checked)}
          />
          <span>{t('admin.create.isPremium')}</span>
        </label>
        <button type="submit" className="btn btn--primary admin-create__submit" disabled={pending}>
          {pending ? t('admin.create.pending') : t('admin.create.submit')}
        </button>
      </form>
    </section>
  );
}
