import { type ComponentType, lazy } from 'react';
import type { DeskRoute } from './route.ts';

/**
 * The desk's areas: each a lazy page, with its place in the navigation. A page receives the route that
 * opened it. `managersOnly` areas are left out of the navigation for staff (the API refuses them too).
 */
export type DeskPage = {
  /** The route's `page` this area shows. */
  page: DeskRoute['page'];
  /** The key of its navigation label in `common`, and where the link goes. */
  nav: { label: string; href: string } | null;
  managersOnly?: boolean;
  component: ComponentType<{ route: DeskRoute }>;
};

export const DESK_PAGES: readonly DeskPage[] = [
  {
    page: 'staff',
    nav: { label: 'nav.staff', href: '#/staff' },
    managersOnly: true,
    component: lazy(() => import('./staff/StaffPage.tsx').then((m) => ({ default: m.StaffPage }))),
  },
];
