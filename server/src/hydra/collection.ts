import type { Collection } from '../../../src/domain/catalogue.types.ts';
import { contextIri } from './context.ts';
import type { Pagination } from './pagination.ts';

/** What a collection endpoint found: one page of members and the count of all of them. */
export type CollectionPage<T> = { members: T[]; totalItems: number };

function pageLink(path: string, query: URLSearchParams, page: number): string {
  const params = new URLSearchParams(query);
  params.set('page', String(page));
  return `${path}?${params.toString()}`;
}

/**
 * Wraps one page in a Hydra collection: `@id` is the path, `view` links keep the request's filters and
 * `itemsPerPage` and vary only `page` (previous/next only where such a page exists).
 */
export function hydraCollection<T>(
  resource: string,
  url: URL,
  pagination: Pagination,
  page: CollectionPage<T>,
): Collection<T> {
  const query = new URLSearchParams(url.searchParams);
  query.delete('page');
  const last = Math.max(1, Math.ceil(page.totalItems / pagination.itemsPerPage));
  const current = pagination.page;
  return {
    '@context': contextIri(resource),
    '@id': url.pathname,
    '@type': 'Collection',
    totalItems: page.totalItems,
    member: page.members,
    view: {
      '@id': pageLink(url.pathname, query, current),
      '@type': 'PartialCollectionView',
      first: pageLink(url.pathname, query, 1),
      last: pageLink(url.pathname, query, last),
      ...(current > 1 ? { previous: pageLink(url.pathname, query, Math.min(current - 1, last)) } : {}),
      ...(current < last ? { next: pageLink(url.pathname, query, current + 1) } : {}),
    },
  };
}
