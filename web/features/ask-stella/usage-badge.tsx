import type { StellaUsage } from '@schema/stella';
import { useT, useTag } from '@web/lib/i18n';
import { stellaMessages } from './messages';

/** When the allowance starts again, on the reader's clock (with the day when it is not today). */
export function resetTime(usage: StellaUsage, tag: string): string {
  const at = new Date(usage.resetsAt);
  const sameDay = new Date().toDateString() === at.toDateString();
  return new Intl.DateTimeFormat(tag, {
    ...(sameDay ? {} : { weekday: 'long' }),
    hour: 'numeric',
    minute: '2-digit',
    // Hindi names the part of the day ("शाम 5:45"), not am/pm (docs/i18n/glossary-hi.md).
    ...(tag.startsWith('hi') ? { dayPeriod: 'short' as const } : {}),
  }).format(at);
}

/**
 * The day's conversations (docs/product.md#ask-stella-page): "N of 25 left", a warning at 1-3,
 * the limit state at 0, "Unlimited" for Master. Nothing numeric before the server has answered.
 */
export function UsageBadge({ usage }: { usage: StellaUsage | undefined }) {
  const t = useT(stellaMessages);
  const tag = useTag();
  if (!usage) return <span className="stella-usage stella-usage--loading" aria-hidden="true" />;
  if (usage.unlimited) {
    return (
      <span className="stella-usage" data-level="unlimited" title={t('stella.usage.unlimitedTitle')}>
        {t('stella.usage.unlimited')}
        <span className="sr-only">: {t('stella.usage.unlimitedTitle')}</span>
      </span>
    );
  }
  const remaining = usage.remaining ?? 0;
  if (remaining <= 0) {
    return (
      <span className="stella-usage" data-level="none" data-remaining="0">
        {t('stella.usage.none')}
        <span className="stella-usage__reset">{t('stella.usage.resets', { time: resetTime(usage, tag) })}</span>
      </span>
    );
  }
  return (
    <span className="stella-usage" data-level={remaining <= 3 ? 'low' : 'ok'} data-remaining={remaining}>
      {t('stella.usage.left', { remaining, limit: usage.dailyLimit ?? 0 })}
    </span>
  );
}
