import type { HoroscopeReading, LuckyColor } from '@core/horoscope/types';
import { SIGN_LORDS, type Zodiac } from '@core/astro/zodiacs';
import type { ZodiacSign } from '@core/zodiac';
import { SignFacts } from '@web/components/sign-facts';
import { useAstroNames } from '@web/lib/astro-names';
import { useT, useTag } from '@web/lib/i18n';
import { horoscopeMessages } from './messages';
import { signGlyph } from './sign-grid';

/** The swatch of each of the spec's seven lucky colours (docs/product.md#constants), readable on light and dark. */
const SWATCH: Record<LuckyColor, string> = {
  Red: '#d7263d',
  Blue: '#2563eb',
  Green: '#16a34a',
  Purple: '#8b5cf6',
  Gold: '#d4a017',
  Orange: '#f97316',
  Pink: '#ec4899',
};

/** Each lucky colour's name for readers. */
const COLOR_KEY = {
  Red: 'horoscope.color.red',
  Blue: 'horoscope.color.blue',
  Green: 'horoscope.color.green',
  Purple: 'horoscope.color.purple',
  Gold: 'horoscope.color.gold',
  Orange: 'horoscope.color.orange',
  Pink: 'horoscope.color.pink',
} as const satisfies Record<LuckyColor, string>;

/**
 * Symbol, name, dates, element, modality and ruling planet (docs/product.md#data zodiac sign record).
 * A Moon sign (the sidereal reading) has no dates, and its lord is the tradition's (decision 047).
 */
export function SignDetailCard({ sign, zodiac = 'tropical' }: { sign: ZodiacSign; zodiac?: Zodiac }) {
  const t = useT(horoscopeMessages);
  const names = useAstroNames();
  const tag = useTag();
  return (
    <article className="card center-stack sign-detail" aria-labelledby="sign-detail-title">
      <p className="sign-detail__glyph" aria-hidden="true">
        {signGlyph(sign)}
      </p>
      <h2 id="sign-detail-title" className="sign-detail__name">
        {names.sign(sign.id)}
      </h2>
      {zodiac === 'sidereal' ? null : <p className="sign-detail__dates">{names.signDates(sign.id, tag)}</p>}
      <SignFacts sign={sign} className="sign-detail__facts">
        <div>
          <dt>{t('horoscope.sign.rulingPlanet')}</dt>
          <dd>{names.body(zodiac === 'sidereal' ? SIGN_LORDS[sign.id] : sign.rulingPlanet.toLowerCase())}</dd>
        </div>
      </SignFacts>
    </article>
  );
}

const PARTS = [
  { key: 'overall', title: 'horoscope.reading.overall' },
  { key: 'love', title: 'horoscope.reading.love' },
  { key: 'career', title: 'horoscope.reading.career' },
  { key: 'wellness', title: 'horoscope.reading.wellness' },
] as const;

/**
 * The free reading (docs/product.md#daily-horoscope-page): the day's sky it was written from, said once for every
 * sign (docs/product.md#real-daily-horoscope), then the sign's overall, love, career, wellness, lucky number and colour.
 */
export function ReadingCard({
  reading,
  sign,
  day,
}: {
  reading: HoroscopeReading;
  sign: ZodiacSign;
  /** Which day the reading is for, as the day switch names it. */
  day: 'yesterday' | 'today' | 'tomorrow';
}) {
  const t = useT(horoscopeMessages);
  const names = useAstroNames();
  return (
    <article className="card reading" aria-labelledby="reading-title" data-date={reading.date}>
      <h2 id="reading-title">{t('horoscope.reading.title', { sign: names.sign(sign.id), day })}</h2>
      {reading.zodiac === 'sidereal' ? (
        <p className="reading__zodiac" data-zodiac="sidereal">
          {t('horoscope.reading.sidereal')}
        </p>
      ) : null}
      <section className="reading__sky" data-part="sky">
        <h3>{t('horoscope.reading.sky', { day })}</h3>
        <p data-content>{reading.sky}</p>
        {reading.highlights.length ? (
          <ul data-content>
            {reading.highlights.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        ) : null}
      </section>
      <div className="reading__parts">
        {PARTS.map((part) => (
          <section key={part.key} className="reading__part" data-part={part.key}>
            <h3>{t(part.title)}</h3>
            <p data-content>{reading[part.key]}</p>
          </section>
        ))}
      </div>
      <dl className="reading__lucky">
        <div className="lucky">
          <dt>{t('horoscope.reading.luckyNumber')}</dt>
          <dd className="lucky__value" data-lucky="number">
            {reading.luckyNumber}
          </dd>
        </div>
        <div className="lucky">
          <dt>{t('horoscope.reading.luckyColor')}</dt>
          <dd className="lucky__value" data-lucky="color">
            <span className="lucky__swatch" style={{ background: SWATCH[reading.luckyColor] }} aria-hidden="true" />
            {t(COLOR_KEY[reading.luckyColor])}
          </dd>
        </div>
      </dl>
    </article>
  );
}
