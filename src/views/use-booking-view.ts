/** Opens the route's booking for a view: created once per route, loaded on mount, aborted on unmount. */
import { use, useEffect, useMemo } from 'react';
import { useWidgetModel } from '../app/model-context.ts';
import type { BookingRef } from '../domain/route.ts';
import { createBookingView } from './booking-view.model.ts';

/** The booking view model of `route`; suspends until the instance's API has loaded. */
export function useBookingView(route: BookingRef) {
  const model = useWidgetModel();
  // The instance's one API (loaded once; the views render only once the partner is in).
  const api = use(model.loadApi());
  const view = useMemo(
    () =>
      createBookingView({
        api,
        access: { id: route.id, username: route.username, key: route.key },
        partnerIri: model.partner.peek()?.['@id'] ?? null,
      }),
    [api, model, route.id, route.username, route.key],
  );
  useEffect(() => {
    void view.load();
    return () => view.dispose();
  }, [view]);
  return view;
}
