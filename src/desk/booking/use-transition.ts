import { useState } from 'react';
import type { BookingTransitionBody } from '../../contracts/booking-transition.schema.ts';
import { ApiProblem } from '../api.ts';
import { useDesk } from '../desk-context.ts';

/** The state of one transition form: busy while sending, the API's failure, its violations per field. */
export function useTransition(bookingId: number, onDone: () => void) {
  const { api } = useDesk();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);

  async function run(body: BookingTransitionBody) {
    setBusy(true);
    setError(null);
    try {
      await api.send('PUT', `/booking/${bookingId}/status`, body);
      onDone();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  /** The violation codes the API gave for `field` (e.g. `validUntil`, `priceOverrides`, `reason`). */
  const violationsOf = (field: string): string[] =>
    error instanceof ApiProblem
      ? error.violations.filter((v) => v.propertyPath === field).map((v) => v.code ?? v.message)
      : [];
  // A failure that names no field is shown above the form.
  const general = error instanceof ApiProblem && error.violations.length > 0 ? null : error;

  return { busy, run, violationsOf, general, setError };
}
