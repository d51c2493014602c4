import { useEffect, useState } from 'react';
import type { TaxRate } from '../../domain/catalogue.types.ts';
import { useDesk } from '../desk-context.ts';

/**
 * The tax rates of the booking's location (`/api/locations/{id}`), which a line added to an offer
 * must use; null while loading, empty when the location could not be read (the form then says so).
 */
export function useLocationRates(location: string): readonly TaxRate[] | null {
  const { api } = useDesk();
  const [rates, setRates] = useState<readonly TaxRate[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const path = location.replace(/^\/api/, '');
    api.get<{ taxRates?: TaxRate[] }>(path, controller.signal).then(
      (found) => setRates(found.taxRates ?? []),
      () => {
        if (!controller.signal.aborted) setRates([]);
      },
    );
    return () => controller.abort();
  }, [api, location]);
  return rates;
}
