import { StarIcon } from '@web/components/icons';
import { testimonials } from '@web/content/marketing';
import { getSign } from '@core/zodiac';
import { useAstroNames } from '@web/lib/astro-names';
import { useT } from '@web/lib/i18n';
import { paymentsMessages } from './messages';
import './testimonials.css';

const STAR_SLOTS = [1, 2, 3, 4, 5];

/**
 * The testimonials scrolling sideways. The list is rendered once for assistive
 * technology; a second, hidden copy makes the loop seamless. Hover or focus pauses it,
 * and reduced-motion users get a scrollable row instead, which the keyboard reaches (the
 * region takes focus, and arrow keys scroll it).
 */
export function TestimonialsCarousel() {
  const say = useT(paymentsMessages);
  const names = useAstroNames();
  const card = (t: (typeof testimonials)[number], hidden: boolean, index: number) => {
    const sign = getSign(t.sign);
    return (
      <li className="testimonial card" key={`${hidden ? 'copy' : 'main'}-${index}`} aria-hidden={hidden || undefined}>
        <div
          className="testimonial__rating"
          role="img"
          aria-label={say('payments.testimonial.rated', { rating: t.rating })}
        >
          {STAR_SLOTS.map((slot) => (
            <StarIcon key={slot} size={16} className={slot <= t.rating ? 'star star--on' : 'star'} />
          ))}
        </div>
        <p className="testimonial__text">{say('payments.testimonial.quoted', { text: t.text })}</p>
        <p className="testimonial__who">
          <span className="testimonial__avatar" aria-hidden="true">
            {sign.symbol}
          </span>
          <span>
            <strong>{t.name}</strong>
            <span className="muted"> · {names.sign(t.sign)}</span>
          </span>
        </p>
      </li>
    );
  };
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1)
    <section className="testimonials" aria-label={say('payments.testimonial.region')} tabIndex={0}>
      <ul
        className="testimonials__track"
        aria-label={say('payments.testimonial.count', { count: testimonials.length })}
      >
        {testimonials.map((t, i) => card(t, false, i))}
        {testimonials.map((t, i) => card(t, true, i))}
      </ul>
    </section>
  );
}

/** The testimonials under their heading, as the plans and pricing pages show them. */
export function TestimonialsSection({ className }: { className: string }) {
  const t = useT(paymentsMessages);
  return (
    <section className={className} aria-labelledby="voices-heading">
      <h2 id="voices-heading">{t('payments.testimonial.heading')}</h2>
      <TestimonialsCarousel />
    </section>
  );
}
