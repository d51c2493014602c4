import { useEffect, useState } from 'react';
import type { InboxCounts, InboxPage } from '../../contracts/desk-inbox.schema.ts';
import { useDesk } from '../desk-context.ts';
import { type InboxFilters, inboxApiQuery } from './inbox-filters.ts';

/** How often the inbox asks for news while the page is in view (issue 17: "updates without a reload"). */
export const INBOX_POLL_MS = 10_000;

/** The inbox as last read: one page, the counts per status, the last failure, and news to announce. */
export type InboxState = {
  page: InboxPage | null;
  counts: InboxCounts | null;
  error: unknown;
  /** New requests that arrived since the list was first shown with these filters (0: none). */
  arrived: number;
  /** Raised with every arrival, so the same count twice is still a new announcement. */
  arrivals: number;
};

const EMPTY: InboxState = { page: null, counts: null, error: null, arrived: 0, arrivals: 0 };

/**
 * Reads the inbox for `filters` and keeps it fresh: every 10 s while the page is visible, at once when
 * it becomes visible again or the window gets focus, never while hidden. A new request (one not seen
 * before under these filters) is counted for the polite announcement; changing filters starts over.
 */
export function useInbox(filters: InboxFilters): InboxState {
  const { api } = useDesk();
  const [state, setState] = useState<InboxState>(EMPTY);
  const pageQuery = inboxApiQuery(filters, 'page');
  const countsQuery = inboxApiQuery(filters, 'counts');

  useEffect(() => {
    let seen: Set<number> | null = null;
    let controller: AbortController | null = null;
    let timer: ReturnType<typeof setInterval> | undefined;
    setState(EMPTY);

    const load = async () => {
      controller?.abort();
      const current = new AbortController();
      controller = current;
      try {
        const [page, counts] = await Promise.all([
          api.get<InboxPage>(`/desk/inbox?${pageQuery}`, current.signal),
          api.get<InboxCounts>(`/desk/inbox/counts?${countsQuery}`, current.signal),
        ]);
        const requests = page.member.filter((m) => m.status === 'requested').map((m) => m.id);
        const arrived = seen === null ? 0 : requests.filter((id) => !seen!.has(id)).length;
        seen = new Set([...(seen ?? []), ...requests]);
        setState((before) => ({
          page,
          counts,
          error: null,
          arrived: arrived > 0 ? arrived : before.arrived,
          arrivals: before.arrivals + (arrived > 0 ? 1 : 0),
        }));
      } catch (error) {
        // An aborted read was replaced by a newer one: nothing happened.
        if (current.signal.aborted) return;
        setState((before) => ({ ...before, error }));
      }
    };
    const poll = () => {
      clearInterval(timer);
      timer = undefined;
      if (document.visibilityState === 'visible') timer = setInterval(() => void load(), INBOX_POLL_MS);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void load();
      poll();
    };
    const onFocus = () => void load();

    void load();
    poll();
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', onFocus);
    return () => {
      controller?.abort();
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', onFocus);
    };
  }, [api, pageQuery, countsQuery]);

  return state;
}
