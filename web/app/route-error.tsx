import { Component, type ReactNode } from 'react';
import { commonMessages } from '@web/components/messages';
import { useT } from '@web/lib/i18n';

interface Props {
  /** The page's path: navigating elsewhere clears the error. */
  path: string;
  children: ReactNode;
}

interface State {
  failed: boolean;
  path: string;
}

/**
 * A page that failed to load (often a chunk while offline) or threw while rendering gets a way
 * to retry, not a blank screen. Moving to another page clears the error; the boundary itself
 * stays mounted, so a navigation keeps showing the old page while the new one loads.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { failed: false, path: this.props.path };

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.path === state.path ? null : { failed: false, path: props.path };
  }

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RouteFailed />;
  }
}

function RouteFailed() {
  const t = useT(commonMessages);
  return (
    <main className="not-found container">
      <div className="card not-found__card">
        <h1>{t('common.routeError.title')}</h1>
        <p className="muted">{t(navigator.onLine ? 'common.routeError.server' : 'common.routeError.offline')}</p>
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          {t('common.tryAgain')}
        </button>
      </div>
    </main>
  );
}
