import { useT } from '@web/lib/i18n';
import { type AdminMessageId, adminMessages } from './messages';

/** Back and forth through a list's pages, with "Page 2 of 5" between. */
export function Pager({
  label,
  page,
  pages,
  onPage,
  back,
  forward,
}: {
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  back: AdminMessageId;
  forward: AdminMessageId;
}) {
  const t = useT(adminMessages);
  if (pages <= 1) return null;
  return (
    <nav className="admin-pager" aria-label={label}>
      <button type="button" className="btn btn--sm btn--ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t(back)}
      </button>
      <span>{t('admin.users.page', { page, pages })}</span>
      <button
        type="button"
        className="btn btn--sm btn--ghost"
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        {t(forward)}
      </button>
    </nav>
  );
}
