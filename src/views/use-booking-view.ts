/** Opens the route's booking for a view: created once per route, loaded on mount, aborted on unmount. */
import { useEffect, useMemo } from 'react';
import { useWidgetModel } from '../app/model-context.ts';
import type { BookingRef } from '../domain/route.ts';
import { createBookingView } from './booking-view.model.ts';

/** The booking view model of `route`, over the instance's one API. */
export function useBookingView(route: BookingRef) {
  const model = useWidgetModel();
  const view = useMemo(
    () =>
      createBookingView({
        loadApi: model.loadApi,
        access: { id: route.id, username: route.username, key: route.key },
        partnerIri: model.partner.peek()?.['@id'] ?? null,
      }),
    [model, route.id, route.username, route.key],
  );
  useEffect(() => {
    void view.load();
    return () => view.dispose();
  }, [view]);
  return view;
}
