import { describe, expect, it } from 'vitest';
import { inboxApiQuery, inboxQuery, pageCount, readInboxFilters } from './inbox-filters.ts';

// The inbox keeps its filters in the hash (issue 17: a reload or a shared link keeps them) and sends
// the same names the API documents: status, location, q, from, to, page, itemsPerPage.

describe('inbox filters', () => {
  it('reads what a shared link names and sends it back in the same form', () => {
    const query = new URLSearchParams(
      'status=offered&location=/api/locations/4&q=acme&from=2030-06-01&to=2030-06-30&page=2',
    );
    const filters = readInboxFilters(query);
    expect(filters).toEqual({
      status: 'offered',
      location: '/api/locations/4',
      q: 'acme',
      from: '2030-06-01',
      to: '2030-06-30',
      page: 2,
    });
    expect(readInboxFilters(inboxQuery(filters))).toEqual(filters);
  });

  it('leaves out what is unknown or malformed instead of sending it', () => {
    expect(
      readInboxFilters(new URLSearchParams('status=lost&location=3&from=soon&page=-1&q=%20%20')),
    ).toEqual({ status: '', location: '', q: '', from: '', to: '', page: 1 });
  });

  it('drafts are not a status the inbox offers', () => {
    expect(readInboxFilters(new URLSearchParams('status=draft')).status).toBe('');
  });

  it('asks the API for a page of 25, and for the counts without status and page', () => {
    const filters = readInboxFilters(new URLSearchParams('status=requested&q=jansen&page=3'));
    expect(inboxApiQuery(filters, 'page')).toBe('status=requested&q=jansen&page=3&itemsPerPage=25');
    expect(inboxApiQuery(filters, 'counts')).toBe('q=jansen');
  });

  it('an empty inbox still has one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });
});
