import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from '../features/not-found/not-found-page';

/** A page that failed to load (often a chunk while offline) gets a way to retry, not a blank screen. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main className="not-found container">
      <div className="card not-found__card">
        <h1>This page could not be loaded</h1>
        <p className="muted">
          {navigator.onLine ? 'Something went wrong on our side.' : 'You are offline and this page has not been saved yet.'}
        </p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
    </main>
  );
}
