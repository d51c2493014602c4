import { useTranslation } from 'react-i18next';
import type { DeskRoute } from '../route.ts';
import { ProblemAlert } from '../ui/Problem.tsx';
import { InboxFilterForm } from './InboxFilterForm.tsx';
import { InboxPager } from './InboxPager.tsx';
import { InboxTable } from './InboxTable.tsx';
import { type InboxFilters, readInboxFilters } from './inbox-filters.ts';
import { StatusChips } from './StatusChips.tsx';
import { useInbox } from './use-inbox.ts';
import './inbox.css';

/** Opens the inbox with other filters: the hash changes, so a reload or a shared link keeps them. */
export function goToInbox(query: URLSearchParams): void {
  const search = query.toString();
  location.hash = `#/inbox${search ? `?${search}` : ''}`;
}

/** The desk's home (issue 17): the partner's bookings, what needs the venue first, kept up to date. */
export function InboxPage({ route }: { route: DeskRoute }) {
  const { t } = useTranslation('inbox');
  const filters: InboxFilters = readInboxFilters(
    route.page === 'inbox' ? route.query : new URLSearchParams(),
  );
  const inbox = useInbox(filters);
  return (
    <>
      <h1>{t('title')}</h1>
      <p className="desk-inbox-intro">{t('intro')}</p>
      <InboxFilterForm filters={filters} onApply={goToInbox} />
      {inbox.counts && <StatusChips filters={filters} counts={inbox.counts} />}
      {/* Polite and always present: screen readers hear arrivals without losing their place. The same
          count twice must still change the text to be read again, hence the alternating space. */}
      <p className="desk-visually-hidden" aria-live="polite">
        {inbox.arrived > 0
          ? `${t('live.newRequests', { count: inbox.arrived })}${inbox.arrivals % 2 ? '\u00a0' : ''}`
          : ''}
      </p>
      <ProblemAlert error={inbox.error} />
      {inbox.page ? (
        <>
          <InboxTable entries={inbox.page.member} />
          <InboxPager filters={filters} totalItems={inbox.page.totalItems} onPage={goToInbox} />
        </>
      ) : (
        !inbox.error && <p className="desk-loading">{t('loading')}</p>
      )}
    </>
  );
}
