import { Link } from 'react-router';
import { paths } from '@web/lib/paths';

/** The spec's not-found page (docs/product.md#screens-and-routes), with a way back. */
export function NotFoundPage() {
  return (
    <main className="not-found container">
      <title>Page not found · Stella</title>
      <meta name="robots" content="noindex" />
      <div className="card not-found__card">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>404 Page Not Found</h1>
        <p className="muted">Did you forget to add the page to the router?</p>
        <Link to={paths.home} className="btn btn--primary">
          Back to home
        </Link>
      </div>
    </main>
  );
}
