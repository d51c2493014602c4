/**
 * Step 5's payment parts (`payment/payment-parts.ts`) from their lazy chunk, with the `payment` texts
 * (the chunk brings their loaders): asked for once `wanted` (the booking has card or on-account
 * payment, a book-now plan, or was booked now), so a visitor of a location without them never
 * downloads them. A failed load says so and is tried again like any lazy part.
 */
import { useTranslation } from 'react-i18next';
import { useLazy } from '../../app/use-lazy.ts';
import { lazyChunk } from '../../domain/lazy-chunk.ts';

const chunk = lazyChunk(() => import('./payment/payment-parts.ts'));

/** The payment parts once they and their texts are in (`value`), with the lazy part's `failed`/`load`. */
export function usePaymentParts(wanted: boolean) {
  const { i18n } = useTranslation();
  return useLazy(
    () => chunk.load().then((parts) => parts.loadPaymentTexts(i18n)),
    () => (i18n.hasLoadedNamespace('payment') ? chunk.value : null),
    { eager: wanted, key: i18n.language },
  );
}
