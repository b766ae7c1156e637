import { Link } from 'react-router';
import { paths } from '@web/lib/paths';

/** docs/product.md#roles: on the compatibility page, visitors are sent to /api/login, which brings them back here. */
const SIGN_IN = `/api/login?returnTo=${encodeURIComponent(paths.compatibility)}`;

const PLACEMENTS = [
  { name: 'Moon', about: 'emotional needs' },
  { name: 'Venus', about: 'love and affection' },
  { name: 'Mars', about: 'drive and desire' },
  { name: 'Mercury', about: 'how you talk' },
  { name: 'Rising', about: 'first impressions' },
];

/**
 * The advanced synastry teaser (001 "Compatibility page: advanced part") for everyone who does
 * not have it: an upgrade for signed-in free users, sign-in for visitors. It describes what the
 * upgrade brings; the analysis itself is an Oracle and Master capability.
 */
export function SynastryTeaser({ signedIn }: { signedIn: boolean }) {
  return (
    <section className="card synastry-teaser" aria-labelledby="synastry-title">
      <p className="badge">Oracle and Master</p>
      <h2 id="synastry-title">Advanced Synastry Analysis</h2>
      <p>
        Sun signs are one thread of a relationship. Synastry sets two birth charts side by side and compares the
        placements that shape how you love, argue and understand each other:
      </p>
      <ul className="row-list synastry-teaser__placements">
        {PLACEMENTS.map((p) => (
          <li key={p.name}>
            <strong>{p.name}</strong> <span className="muted">{p.about}</span>
          </li>
        ))}
      </ul>
      {signedIn ? (
        <div className="synastry-teaser__actions">
          <p className="muted">Included with an Oracle or Master plan.</p>
          <Link to={paths.premium} className="btn btn--gold">
            Upgrade to Unlock
          </Link>
        </div>
      ) : (
        <div className="synastry-teaser__actions">
          <p className="muted">Create a free account, then upgrade to compare full charts.</p>
          <Link to={SIGN_IN} className="btn btn--primary">
            Get Started Free
          </Link>
          <Link to={SIGN_IN} className="btn btn--outline">
            Sign In to Continue
          </Link>
        </div>
      )}
    </section>
  );
}
