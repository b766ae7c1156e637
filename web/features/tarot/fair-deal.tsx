import { useEffect, useState } from 'react';
import { dealOf, fingerprintOf, seedFromHex } from '@core/tarot/deal';
import type { TarotReading } from '@schema/tarot';
import { useT } from '@web/lib/i18n';
import { tarotMessages } from './messages';

/**
 * Whether the deal checks out on this device: the revealed seed hashes to the fingerprint shown
 * before the picks, and replaying it (core/tarot/deal.ts) lays the cards the reading shows at the
 * positions picked. Null while it is being checked.
 */
async function checkDeal(reading: TarotReading): Promise<boolean> {
  const deal = reading.deal;
  const seed = deal && seedFromHex(deal.seed);
  if (!deal || !seed) return false;
  if ((await fingerprintOf(seed)) !== deal.fingerprint) return false;
  const laid = dealOf(seed);
  return reading.cards.every((card, i) => {
    const at = laid[deal.positions[i] ?? -1];
    return at?.card === card.id && at.reversed === card.reversed;
  });
}

/** "Check the deal": the seed, its fingerprint, the picks, and this device's own check of them. */
export function FairDeal({ reading }: { reading: TarotReading }) {
  const t = useT(tarotMessages);
  const [ok, setOk] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    setOk(null);
    checkDeal(reading).then(
      (result) => live && setOk(result),
      () => live && setOk(false),
    );
    return () => {
      live = false;
    };
  }, [reading]);
  const deal = reading.deal;
  if (!deal) return null;
  return (
    <details className="tarot-fair">
      <summary>{t('tarot.fair.title')}</summary>
      <p>{t('tarot.fair.text')}</p>
      <dl>
        <dt>{t('tarot.fair.fingerprint')}</dt>
        <dd>
          <code>{deal.fingerprint}</code>
        </dd>
        <dt>{t('tarot.fair.seed')}</dt>
        <dd>
          <code>{deal.seed}</code>
        </dd>
      </dl>
      <p>{t('tarot.fair.positions', { list: deal.positions.map((p) => p + 1).join(', ') })}</p>
      {ok === null ? null : (
        <p className={ok ? 'tarot-fair__ok' : 'tarot-fair__bad'} data-verified={ok}>
          {ok ? t('tarot.fair.verified') : t('tarot.fair.mismatch')}
        </p>
      )}
    </details>
  );
}
