import { useTranslation } from 'react-i18next';
import { type InboxFilters, inboxQuery, pageCount } from './inbox-filters.ts';

type Props = { filters: InboxFilters; totalItems: number; onPage(query: URLSearchParams): void };

/** Previous and next page, and where we are; hidden when everything fits on one page. */
export function InboxPager({ filters, totalItems, onPage }: Props) {
  const { t } = useTranslation('inbox');
  const pages = pageCount(totalItems);
  if (pages <= 1 && filters.page <= 1) return null;
  const go = (page: number) => onPage(inboxQuery({ ...filters, page }));
  return (
    <nav aria-label={t('pager.label')} className="desk-inbox-pager">
      <button
        type="button"
        className="desk-button"
        disabled={filters.page <= 1}
        onClick={() => go(filters.page - 1)}
      >
        {t('pager.previous')}
      </button>
      <span>{t('pager.position', { page: filters.page, pages, total: totalItems })}</span>
      <button
        type="button"
        className="desk-button"
        disabled={filters.page >= pages}
        onClick={() => go(filters.page + 1)}
      >
        {t('pager.next')}
      </button>
    </nav>
  );
}
