/**
 * Step 5's payment method choices when the booking may be paid in more ways than at the location: by
 * card ("Pay by card") and on account ("Pay later on account", with its disclaimer), as the server
 * lists them. The choice is saved with the booking (the form, then auto-save).
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { isPresent } from '../../../domain/validation.ts';
import { Choice } from '../../../ui/Choice.tsx';
import { isRoomsOnly } from '../../form-rules.ts';
import { fieldId, useStepForm } from '../../use-step-form.ts';
import { atLocationHintKey } from '../at-location-hint.ts';
import { offeredMethods, shownChoice } from './payment-methods.ts';

/** The radio choices of the offered methods (inside step 5's payment method group). */
export function PaymentMethods() {
  useSignals();
  const { form, parts } = useStepForm();
  const { t } = useTranslation(['payment', 'summary']);
  const offered = offeredMethods(parts.storedBooking.booking.value);
  const reservation = form.reservation.value;
  const chosen = shownChoice(offered, reservation.paymentMethod);
  // A rooms-only booking skipped the billing address on step 4; on account needs it, so say where.
  const addressMissing =
    isRoomsOnly(reservation) &&
    !['street', 'postalcode', 'city', 'country'].every((key) =>
      isPresent(reservation[key as 'street' | 'postalcode' | 'city' | 'country']),
    );
  return offered.map((method, i) => (
    <Choice
      key={method}
      id={`${fieldId(5, 'paymentMethod')}-${i}`}
      type="radio"
      name="paymentMethod"
      label={method === 'AT_LOCATION' ? t('summary:payment.atLocation') : t(`method.${method}.label`)}
      checked={method === chosen}
      onChange={() => form.commit('paymentMethod', method)}
      details={
        method === 'AT_LOCATION'
          ? t(`summary:${atLocationHintKey(form.reservation.value.types)}`)
          : method === 'INVOICE' && addressMissing
            ? `${t('method.INVOICE.hint')} ${t('method.INVOICE.addressNeeded')}`
            : t(`method.${method}.hint`)
      }
    />
  ));
}
