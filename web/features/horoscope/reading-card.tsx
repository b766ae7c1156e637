import type { HoroscopeReading, LuckyColor } from '@core/horoscope/types';
import type { ZodiacSign } from '@core/zodiac';
import { SignFacts } from '@web/components/sign-facts';
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

/** Symbol, name, dates, element, modality and ruling planet (docs/product.md#data zodiac sign record). */
export function SignDetailCard({ sign }: { sign: ZodiacSign }) {
  return (
    <article className="card center-stack sign-detail" aria-labelledby="sign-detail-title">
      <p className="sign-detail__glyph" aria-hidden="true">
        {signGlyph(sign)}
      </p>
      <h2 id="sign-detail-title" className="sign-detail__name">
        {sign.name}
      </h2>
      <p className="sign-detail__dates">{sign.dateRange}</p>
      <SignFacts sign={sign} className="sign-detail__facts">
        <div>
          <dt>Ruling planet</dt>
          <dd>{sign.rulingPlanet}</dd>
        </div>
      </SignFacts>
    </article>
  );
}

const PARTS = [
  { key: 'overall', title: 'Overall' },
  { key: 'love', title: 'Love' },
  { key: 'career', title: 'Career' },
  { key: 'wellness', title: 'Wellness' },
] as const;

/**
 * The free reading (docs/product.md#daily-horoscope-page): overall, love, career, wellness, lucky number and lucky colour,
 * and the day's sky it was written from (docs/product.md#real-daily-horoscope).
 */
export function ReadingCard({
  reading,
  sign,
  dayWord,
}: {
  reading: HoroscopeReading;
  sign: ZodiacSign;
  dayWord: string;
}) {
  return (
    <article className="card reading" aria-labelledby="reading-title" data-date={reading.date}>
      <h2 id="reading-title">
        {sign.name}: {dayWord}’s horoscope
      </h2>
      <div className="reading__parts">
        {PARTS.map((part) => (
          <section key={part.key} className="reading__part" data-part={part.key}>
            <h3>{part.title}</h3>
            <p>{reading[part.key]}</p>
          </section>
        ))}
      </div>
      <dl className="reading__lucky">
        <div className="lucky">
          <dt>Lucky number</dt>
          <dd className="lucky__value" data-lucky="number">
            {reading.luckyNumber}
          </dd>
        </div>
        <div className="lucky">
          <dt>Lucky color</dt>
          <dd className="lucky__value" data-lucky="color">
            <span className="lucky__swatch" style={{ background: SWATCH[reading.luckyColor] }} aria-hidden="true" />
            {reading.luckyColor}
          </dd>
        </div>
      </dl>
      {reading.highlights.length ? (
        <section className="reading__sky">
          <h3>{dayWord}’s sky</h3>
          <ul>
            {reading.highlights.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
