import { Link } from 'react-router';
import { paths } from '@web/lib/paths';
import { commonMessages } from '@web/components/messages';
import { useT } from '@web/lib/i18n';

/** The spec's not-found page (docs/product.md#screens-and-routes), with a way back. */
export function NotFoundPage() {
  const t = useT(commonMessages);
  return (
    <main className="not-found container">
      <title>{t('common.notFound.documentTitle')}</title>
      <meta name="robots" content="noindex" />
      <div className="card not-found__card">
        <p className="not-found__code" aria-hidden="true">
          404
        </p>
        <h1>{t('common.notFound.title')}</h1>
        <p className="muted">{t('common.notFound.hint')}</p>
        <Link to={paths.home} className="btn btn--primary">
          {t('common.backToHome')}
        </Link>
      </div>
    </main>
  );
}
