import { useTranslation } from 'react-i18next';
import { INBOX_STATUSES, type InboxCounts } from '../../contracts/desk-inbox.schema.ts';
import { type InboxFilters, inboxQuery } from './inbox-filters.ts';

/** The counts per status as links that filter by it; the current one is marked for screen readers. */
export function StatusChips({ filters, counts }: { filters: InboxFilters; counts: InboxCounts }) {
  const { t } = useTranslation('inbox');
  const href = (status: InboxFilters['status']) => {
    const search = inboxQuery({ ...filters, status, page: 1 }).toString();
    return `#/inbox${search ? `?${search}` : ''}`;
  };
  return (
    <nav aria-label={t('counts.label')} className="desk-inbox-chips">
      <ul>
        <li>
          <a href={href('')} aria-current={filters.status === '' ? 'true' : undefined}>
            {t('counts.all', { count: counts.total })}
          </a>
        </li>
        {INBOX_STATUSES.filter((s) => (counts.counts[s] ?? 0) > 0 || filters.status === s).map((status) => (
          <li key={status}>
            <a href={href(status)} aria-current={filters.status === status ? 'true' : undefined}>
              {t('counts.status', { status: t(`status.${status}`), count: counts.counts[status] ?? 0 })}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
