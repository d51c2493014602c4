/**
 * What the card shows for the current route (spec §2): the wizard, or a booking view (offer, edit,
 * booking page, a draft being resumed) from a lazy chunk, so a visitor who only books never downloads
 * them.
 */
import { useSignals } from '@preact/signals-react/runtime';
import type { ComponentType } from 'react';
import { lazyChunk } from '../domain/lazy-chunk.ts';
import type { AccountRoute, BookingRoute } from '../domain/route.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { Loading } from './Loading.tsx';
import { useWidgetModel } from './model-context.ts';
import { useLazy } from './use-lazy.ts';
import { Wizard } from './wizard/Wizard.tsx';

type Views = ComponentType<{ route: BookingRoute | AccountRoute }>;

const bookingViews = lazyChunk(() =>
  import('../views/BookingViews.tsx').then((m) => m.BookingViews as Views),
);

/** The route's view inside the card. */
export function RouteView() {
  useSignals();
  const route = useWidgetModel().router.route.value;
  const wizard = route.view === 'wizard';
  const views = useLazy(bookingViews.load, () => bookingViews.value, { eager: !wizard });
  if (wizard) return <Wizard />;
  if (views.failed) return <LoadFailed retry={views.load} />;
  const BookingViews = views.value;
  return BookingViews ? <BookingViews route={route} /> : <Loading />;
}
