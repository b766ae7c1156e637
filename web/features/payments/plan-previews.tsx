import { Link } from 'react-router';
import { TIER_NAMES } from '@core/plans';
import { type FeatureIconKey, featureIcons } from '@web/components/icons';
import { planPreviews } from '@web/content/pricing';
import { useT } from '@web/lib/i18n';
import { paymentsMessages } from './messages';

export function PlanPreviews() {
  useT(paymentsMessages); // renders again in a new language: the cards' fields read it
  return (
    <ul className="pay-previews">
      {planPreviews.map((card) => {
        const Icon = featureIcons[card.icon as FeatureIconKey];
        return (
          <li key={`${card.plan}:${card.name}`}>
            <Link to={card.to} className="card feature-card feature-card--premium">
              <span className="feature-card__icon">
                <Icon size={26} />
              </span>
              <h3>
                {card.title} <span className="badge">{TIER_NAMES[card.plan]}</span>
              </h3>
              <p>{card.description}</p>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
