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
    page: 'inbox',
    nav: { label: 'nav.inbox', href: '#/inbox' },
    component: lazy(() => import('./inbox/InboxPage.tsx').then((m) => ({ default: m.InboxPage }))),
  },
  {
    page: 'occupancy',
    nav: { label: 'nav.occupancy', href: '#/occupancy' },
    component: lazy(() =>
      import('./occupancy/OccupancyPage.tsx').then((m) => ({ default: m.OccupancyPage })),
    ),
  },
  {
    page: 'booking',
    // Opened from the inbox, not from the navigation.
    nav: null,
    component: lazy(() => import('./booking/BookingPage.tsx').then((m) => ({ default: m.BookingPage }))),
  },
  {
    page: 'catalogue',
    nav: { label: 'nav.catalogue', href: '#/catalogue' },
    // Its own chunk: react-admin and MUI load only when a staff user opens the catalogue.
    component: lazy(() =>
      import('./catalogue/CataloguePage.tsx').then((m) => ({ default: m.CataloguePage })),
    ),
  },
  {
    page: 'staff',
    nav: { label: 'nav.staff', href: '#/staff' },
    managersOnly: true,
    component: lazy(() => import('./staff/StaffPage.tsx').then((m) => ({ default: m.StaffPage }))),
  },
];
