import { Link } from 'react-router';
import { UPSELL_PROMPTS, type UpsellType } from '@web/content/upsell';
import { paths } from '@web/lib/paths';
import { useT } from '@web/lib/i18n';
import { paymentsMessages } from './messages';
import './upsell-prompt.css';

/** A prompt of docs/product.md#data for a free user; signed out, the call to action leads to sign-in first. */
export function UpsellPromptCard({
  type,
  firstName,
  signedIn,
}: {
  type: UpsellType;
  firstName: string | null;
  signedIn: boolean;
}) {
  useT(paymentsMessages); // renders again in a new language; the prompt's fields read it
  const prompt = UPSELL_PROMPTS[type];
  return (
    <aside className="card upsell" aria-labelledby={`upsell-${type}`} data-upsell={type}>
      <p className="badge">{prompt.highlight}</p>
      <h2 id={`upsell-${type}`}>{prompt.title(firstName)}</h2>
      <p>{prompt.message}</p>
      <Link to={signedIn ? paths.premium : paths.login} className="btn btn--primary">
        {prompt.cta}
      </Link>
    </aside>
  );
}
