import type { OracleReading } from '@core/sky/reading';
import { useAstroNames } from '@web/lib/astro-names';
import { useT, useTag } from '@web/lib/i18n';
import { formatTime } from './format';
import { skyMessages } from './messages';

/**
 * The day's Oracle reading (docs/product.md#premium-horoscope-page, decision 036): planned from
 * the period's stories and written from the day's computed sky (600-700 words in English, the
 * same facts in every language), its themes and advice, the day's timing, an affirmation and the
 * lucky elements.
 */
export function OracleCard({ oracle, timeZone }: { oracle: OracleReading; timeZone: string }) {
  const t = useT(skyMessages);
  const names = useAstroNames();
  const tag = useTag();
  const time = (iso: string) => formatTime(iso, tag, timeZone);
  const { best_hour: best, avoid_period: avoid, power_moment: power } = oracle.optimal_timing;
  return (
    <section className="card sky-oracle" aria-labelledby="sky-oracle-title">
      <h2 id="sky-oracle-title">{t('sky.oracle.title')}</h2>
      <p className="sky-muted">{t('sky.oracle.words', { count: oracle.word_count })}</p>
      <div className="sky-oracle__text" data-content>
        {oracle.paragraphs.map((p) => (
          <p key={p.sources.join('|') || p.text.slice(0, 24)}>{p.text}</p>
        ))}
      </div>
      <div className="sky-oracle__facts">
        <div>
          <h3>{t('sky.oracle.themes')}</h3>
          <ul className="sky-oracle__themes" data-content>
            {oracle.key_themes.map((theme) => (
              <li key={theme}>{theme}</li>
            ))}
          </ul>
        </div>
        {oracle.cosmic_advice.length > 0 ? (
          <div>
            <h3>{t('sky.oracle.advice')}</h3>
            <ul className="sky-oracle__advice" data-content>
              {oracle.cosmic_advice.map((advice) => (
                <li key={advice}>{advice}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {best || avoid || power ? (
          <div>
            <h3>{t('sky.oracle.timing')}</h3>
            <dl className="sky-oracle__timing">
              {best ? (
                <div>
                  <dt>{t('sky.oracle.bestHour')}</dt>
                  <dd>
                    {names.body(best.planet)} · <time dateTime={best.start}>{time(best.start)}</time>–
                    <time dateTime={best.end}>{time(best.end)}</time>
                  </dd>
                </div>
              ) : null}
              {avoid ? (
                <div>
                  <dt>{avoid.kind === 'void' ? t('sky.oracle.voidMoon') : t('sky.oracle.avoid')}</dt>
                  <dd>
                    <time dateTime={avoid.start}>{time(avoid.start)}</time>–
                    <time dateTime={avoid.end}>{time(avoid.end)}</time>
                  </dd>
                </div>
              ) : null}
              {power ? (
                <div>
                  <dt>{t('sky.oracle.powerMoment')}</dt>
                  <dd>
                    <time dateTime={power.at}>{time(power.at)}</time>
                  </dd>
                </div>
              ) : null}
            </dl>
          </div>
        ) : null}
        <div>
          <h3>{t('sky.oracle.lucky')}</h3>
          <dl className="sky-oracle__timing">
            <div>
              <dt>{t('sky.basic.color')}</dt>
              <dd data-content>{oracle.lucky_elements.color}</dd>
            </div>
            <div>
              <dt>{t('sky.basic.number')}</dt>
              <dd>{new Intl.NumberFormat(tag).format(oracle.lucky_elements.number)}</dd>
            </div>
            <div>
              <dt>{t('sky.oracle.stone')}</dt>
              <dd data-content>{oracle.lucky_elements.stone}</dd>
            </div>
            <div>
              <dt>{t('sky.oracle.direction')}</dt>
              <dd data-content>{oracle.lucky_elements.direction}</dd>
            </div>
          </dl>
        </div>
      </div>
      <blockquote className="sky-oracle__affirmation">
        <p className="sky-muted">{t('sky.oracle.affirmation')}</p>
        <p data-content>{oracle.affirmation}</p>
      </blockquote>
    </section>
  );
}
