import { useCallback, useEffect, useState } from 'react';
import type { BillingAnswer } from '../../contracts/pricing.schema.ts';
import { useDesk } from '../desk-context.ts';
import type { BookingMessage, BookingView } from './booking-data.ts';

type State = { view: BookingView | null; error: unknown; loading: boolean };

/** Loads a booking with its billing and e-mails; `reload` reads them again after an action. */
export function useBooking(id: number): State & { reload: () => Promise<void> } {
  const { api } = useDesk();
  const [state, setState] = useState<State>({ view: null, error: null, loading: true });

  const load = useCallback(
    async (signal?: AbortSignal) => {
      try {
        const [booking, billing, messages] = await Promise.all([
          api.get<BookingView['booking']>(`/reservations/${id}`, signal),
          api.get<BillingAnswer>(`/booking/${id}/billing`, signal),
          api.get<{ member: BookingMessage[] }>(`/desk/bookings/${id}/messages`, signal),
        ]);
        setState({ view: { booking, billing, messages: messages.member }, error: null, loading: false });
      } catch (error) {
        // An aborted read means the page moved on: nothing happened.
        if (signal?.aborted) return;
        setState((previous) => ({ ...previous, error, loading: false }));
      }
    },
    [api, id],
  );

  useEffect(() => {
    const controller = new AbortController();
    setState({ view: null, error: null, loading: true });
    void load(controller.signal);
    return () => controller.abort();
  }, [load]);

  return { ...state, reload: () => load() };
}
