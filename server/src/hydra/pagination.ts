import { badRequest } from './problem.ts';

/** Page size when the client does not ask for one. */
export const DEFAULT_ITEMS_PER_PAGE = 30;

/** Largest page a client may ask for (design.md: up to 1000; the widget asks for 999). */
export const MAX_ITEMS_PER_PAGE = 1000;

/** A parsed page request. */
export type Pagination = { page: number; itemsPerPage: number; offset: number };

function positiveInteger(value: string): number | null {
  if (!/^[1-9]\d{0,8}$/.test(value.trim())) return null;
  return Number(value);
}

/** Reads `page` and `itemsPerPage` from a query; anything but a whole number in range is a 400 problem. */
export function parsePagination(query: URLSearchParams): Pagination {
  const pageText = query.get('page');
  const sizeText = query.get('itemsPerPage');
  const page = pageText === null ? 1 : positiveInteger(pageText);
  if (page === null) {
    throw badRequest('invalid_page', `page must be a whole number from 1; got "${pageText}".`);
  }
  const itemsPerPage = sizeText === null ? DEFAULT_ITEMS_PER_PAGE : positiveInteger(sizeText);
  if (itemsPerPage === null || itemsPerPage > MAX_ITEMS_PER_PAGE) {
    throw badRequest(
      'invalid_items_per_page',
      `itemsPerPage must be a whole number from 1 to ${MAX_ITEMS_PER_PAGE}; got "${sizeText}".`,
    );
  }
  return { page, itemsPerPage, offset: (page - 1) * itemsPerPage };
}
