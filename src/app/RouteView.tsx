/**
 * What the card shows for the current route (spec §2): the wizard, or a booking view (offer, edit,
 * booking page, a draft being resumed) from a lazy chunk, so a visitor who only books never downloads
 * them.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { type ComponentType, useRef } from 'react';
import { lazyChunk } from '../domain/lazy-chunk.ts';
import type { AccountRoute, BookingRoute, NotFoundRoute } from '../domain/route.ts';
import { scrollTargetCss, useScrollOnArrival } from '../ui/use-scroll-on-arrival.ts';
import { useEnvironment } from './environment-context.ts';
import { LoadFailed } from './LoadFailed.tsx';
import { Loading } from './Loading.tsx';
import { useWidgetModel } from './model-context.ts';
import { useLazy } from './use-lazy.ts';
import { Wizard } from './wizard/Wizard.tsx';

type Views = ComponentType<{ route: BookingRoute | AccountRoute | NotFoundRoute }>;

const bookingViews = lazyChunk(() =>
  import('../views/BookingViews.tsx').then((m) => m.BookingViews as Views),
);

/** The route's view inside the card. */
export function RouteView() {
  useSignals();
  const route = useWidgetModel().router.route.value;
  const wizard = route.view === 'wizard';
  const views = useLazy(bookingViews.load, () => bookingViews.value, { eager: !wizard });
  const top = useRef<HTMLDivElement>(null);
  const arrived = useRef(false);
  const { prefersReducedMotion } = useEnvironment();
  // A booking link (on load or later) or a move between views brings the view into sight; the
  // wizard shown when the page loads leaves the host page where the visitor is.
  useScrollOnArrival(
    top,
    route,
    () => {
      const first = !arrived.current;
      arrived.current = true;
      return !(first && wizard);
    },
    prefersReducedMotion,
  );
  const BookingViews = views.value;
  return (
    <div ref={top} css={scrollTargetCss}>
      {wizard ? (
        <Wizard />
      ) : views.failed ? (
        <LoadFailed retry={views.load} />
      ) : BookingViews ? (
        <BookingViews route={route} />
      ) : (
        <Loading />
      )}
    </div>
  );
}
