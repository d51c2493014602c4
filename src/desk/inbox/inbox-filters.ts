/**
 * The inbox's filters as the hash keeps them (`#/inbox?status=requested&q=acme`), so a reload or a
 * shared link shows the same list, and as the API reads them. Pure.
 */
import { INBOX_STATUSES, type InboxStatus } from '../../contracts/desk-inbox.schema.ts';

/** What the inbox is filtered by; empty strings mean "any". */
export type InboxFilters = {
  status: InboxStatus | '';
  /** A location IRI, `/api/locations/{id}`. */
  location: string;
  q: string;
  /** `YYYY-MM-DD`: meeting days or stays on or after this day. */
  from: string;
  to: string;
  page: number;
};

/** Lines per page: enough for a morning's requests, few enough to price quickly. */
export const INBOX_PAGE_SIZE = 25;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters a hash query names; anything unknown or malformed is left out rather than sent. */
export function readInboxFilters(query: URLSearchParams): InboxFilters {
  const status = query.get('status') ?? '';
  const page = Number(query.get('page'));
  const day = (name: string) => {
    const value = query.get(name) ?? '';
    return DAY.test(value) ? value : '';
  };
  const location = query.get('location') ?? '';
  return {
    status: (INBOX_STATUSES as readonly string[]).includes(status) ? (status as InboxStatus) : '',
    location: /^\/api\/locations\/[1-9]\d*$/.test(location) ? location : '',
    q: (query.get('q') ?? '').trim(),
    from: day('from'),
    to: day('to'),
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The hash query of the filters: only what is set, so links stay short. */
export function inboxQuery(filters: Partial<InboxFilters>): URLSearchParams {
  const query = new URLSearchParams();
  for (const name of ['status', 'location', 'q', 'from', 'to'] as const) {
    const value = filters[name];
    if (value) query.set(name, value);
  }
  if (filters.page && filters.page > 1) query.set('page', String(filters.page));
  return query;
}

/** The API's query for one page of the inbox (`/desk/inbox?…`) or, without status and page, its counts. */
export function inboxApiQuery(filters: InboxFilters, what: 'page' | 'counts'): string {
  const query = inboxQuery(what === 'page' ? filters : { ...filters, status: '', page: 1 });
  if (what === 'page') query.set('itemsPerPage', String(INBOX_PAGE_SIZE));
  return query.toString();
}

/** The pages there are for `totalItems` lines. */
export const pageCount = (totalItems: number) => Math.max(1, Math.ceil(totalItems / INBOX_PAGE_SIZE));
