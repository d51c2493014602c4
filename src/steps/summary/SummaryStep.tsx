/**
 * Step 5, summary and sending (spec §2): the overview with prices where the location shows them, the
 * tax breakdown (alone where it hides them) and discount, the payment method, the terms, and the action that fits the booking —
 * book now when the server allows it, else the request — each with its own loading text; the offer as
 * a PDF once the booking exists (where the venue shows its prices; after sending, always). A lost race
 * is explained and nothing the visitor typed is lost.
 * Card payments and pay later on account come from the payment parts, a lazy chunk the step waits for
 * when the booking has them (`use-payment-parts.ts`): the server's methods (by card, at the location,
 * on account with its disclaimer), "Pay later" for book now on account, the line on what book now
 * takes, and after book now the payment panel in place of the outcome.
 * The send buttons are the `submit-button` part (`data-transition`), the element's styling contract.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CatalogueNames } from '../../api/catalogue.ts';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import { Loading } from '../../app/Loading.tsx';
import { partnerText, pickTranslation } from '../../domain/translation.ts';
import { vars } from '../../theme/theme-vars.ts';
import { Choice } from '../../ui/Choice.tsx';
import { ChoiceGroup } from '../../ui/ChoiceGroup.tsx';
import { Prices } from '../../ui/prices/Prices.tsx';
import { TaxBreakdown } from '../../ui/prices/TaxBreakdown.tsx';
import { FormSection } from '../FormSection.tsx';
import { SaveFailure } from '../SaveFailure.tsx';
import { StepForm } from '../StepForm.tsx';
import { fieldId, useStepForm } from '../use-step-form.ts';
import { atLocationHintKey } from './at-location-hint.ts';
import { BookingOverview } from './BookingOverview.tsx';
import { BOOK_NOW_REASONS_ID, BookNowReasons } from './BookNowReasons.tsx';
import { PriceCalculation } from './PriceCalculation.tsx';
import { SendActions } from './SendActions.tsx';
import { SendFailure, type SendFailureOutcome } from './SendFailure.tsx';
import { SentOutcome } from './SentOutcome.tsx';
import { SummaryPdf } from './SummaryPdf.tsx';
import { bookNowReasons, type SendAction, sendActions } from './send-actions.ts';
import { TermsChoice } from './TermsChoice.tsx';
import { useDirectCheckout } from './use-direct-checkout.tsx';
import { usePaymentParts } from './use-payment-parts.ts';

/** The body of step 5. */
export function SummaryStep() {
  useSignals();
  const { model, parts, form, t: tf, message } = useStepForm();
  const { t } = useTranslation(['summary', 'form', 'translation']);
  const { storedBooking, autosave, submission, prices: preview } = parts;
  const locale = model.locale.value;
  const [names, setNames] = useState<CatalogueNames>(new Map());
  const nameOf = (iri: string | null) => {
    const found = iri ? names.get(iri) : undefined;
    return found ? (pickTranslation(found.translations ?? [], locale)?.name ?? found.name) : null;
  };
  // The names of the booking's catalogue and of each other venue's rooms, merged as they arrive.
  const loadNames = (locations: readonly (string | null | undefined)[]) => {
    const asked = locations.filter((l): l is string => Boolean(l));
    if (asked.length === 0) return;
    void parts.api.catalogue
      .names(asked)
      .then((found) => setNames((before) => new Map([...before, ...found])));
  };
  const [failure, setFailure] = useState<SendFailureOutcome | null>(null);
  const [outcomeOpen, setOutcomeOpen] = useState(false);

  const reservation = form.reservation.value;
  const location = form.location.value;
  const booking = storedBooking.booking.value;
  const credentials = storedBooking.credentials.value;
  const showPrices = Boolean(location?.locationSettings.isShoppingBasketVisible);
  const pricing = preview.pricing.value;

  // Once per opening of the step; later changes are followed by auto-save and the preview.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step opens, not on each change
  useEffect(() => {
    // The booking must be saved before its transitions (which actions are possible) are known.
    void autosave.flush();
    if (reservation.paymentMethod === null) form.set('paymentMethod', 'AT_LOCATION');
    // The summary shows prices (asking again is cheap and the quote may be older than the last save) and
    // names. Each asked in a task of its own: made with the save in one effect, their eight requests were
    // one task of ~100 ms at 4× CPU as the step opened.
    const timers = [
      setTimeout(() => void preview.refresh(), 0),
      setTimeout(() => loadNames([reservation.location, ...reservation.rooms.map((r) => r.location)]), 0),
    ];
    return () => {
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  const bookedNow = submission.submitted.value?.transition === 'book_now';
  // Card or on-account payment, a book-now plan, or booked now: step 5 needs the payment parts.
  const withPayments =
    bookedNow || Boolean(booking?.paymentPlan) || (booking?.paymentMethods.length ?? 0) > 1;
  const payment = usePaymentParts(withPayments);
  const Payment = payment.value;
  // Book now on account confirms at once: its button says "Pay later".
  const text = (transition: string, state: string) =>
    t(
      transition === 'book_now' && Payment?.paysLater(booking, reservation.paymentMethod)
        ? `payment:payLater.${state}`
        : `send.${transition}.${state}`,
    );
  const editing = form.existingReservation.value;
  // An edited booking is sent with "apply changes" above the wizard, never as a new request.
  const actions = editing ? [] : sendActions(booking, reservation.types);
  const reasons = editing ? [] : bookNowReasons(booking);
  const submitting = submission.submitting.value;
  const saveError = autosave.saveError.value;
  const sent = storedBooking.sent.value;
  // The location's texts of spec §3 in the booking's language, by the fallback of every location text.
  const locationText = (type: string) => (location ? partnerText(location.translations, type, locale) : '');
  const disclaimer = locationText('checkout_disclaimer');
  const priceExplained = locationText('direct_checkout_popup_price_calculation');
  const directCheckout = useDirectCheckout(locationText('direct_checkout_popup_checkout'), () => {
    void send('book_now');
  });
  // A lost race names the rooms and halls the visitor chose, not the booking's lines.
  const lostNames = (lost: readonly string[]) =>
    [...new Set(lost.map((iri) => booking?.lineTargets[iri] ?? iri))]
      .map((iri) => nameOf(iri) ?? t('send.lostUnknown'))
      .join(', ');

  async function send(action: SendAction['transition']) {
    setFailure(null);
    const inputs = action === 'book_now' ? { termsAccepted: true } : {};
    const outcome = await submission.submit(action, inputs);
    if (outcome.status === 'sent') {
      setOutcomeOpen(true);
      return;
    }
    setFailure(outcome);
  }

  // Like a step's texts: the body waits for the payment parts the booking needs.
  if (withPayments && !Payment) return payment.failed ? <LoadFailed retry={payment.load} /> : <Loading />;

  if (sent && booking && credentials) {
    const outcome = (
      <SentOutcome
        booking={booking}
        credentials={credentials}
        email={reservation.emailaddress}
        dialogOpen={outcomeOpen}
        onCloseDialog={() => setOutcomeOpen(false)}
      />
    );
    return Payment && bookedNow ? <Payment.PaymentFlow outcome={outcome} /> : outcome;
  }

  const fields = {
    paymentMethod: { label: t('payment.legend'), targetId: `${fieldId(5, 'paymentMethod')}-0` },
    terms: { label: t('terms.label'), targetId: fieldId(5, 'terms') },
  };

  return (
    <StepForm
      step={5}
      fields={fields}
      onComplete={(submitter) => {
        const transition = submitter?.getAttribute('data-transition') as SendAction['transition'] | null;
        const chosen = transition ?? actions.find((a) => a.primary)?.transition;
        if (chosen === 'book_now') directCheckout.ask(submitter);
        else if (chosen) void send(chosen);
      }}
      actions={
        actions.length === 0 && !editing && saveError && !autosave.saving.value ? (
          // The booking could not be saved: say why and let the visitor try again; nothing is lost.
          <SaveFailure />
        ) : actions.length === 0 ? (
          <p role="status" css={{ margin: 0, color: vars.muted }}>
            {editing
              ? t('send.editing')
              : autosave.saving.value || !booking
                ? t('send.preparing')
                : t('send.nothingToSend')}
          </p>
        ) : (
          <SendActions
            actions={actions}
            booking={booking}
            submitting={submitting}
            text={text}
            planLine={
              Payment && booking?.paymentPlan
                ? { id: Payment.PLAN_LINE_ID, line: <Payment.PaymentPlanLine /> }
                : null
            }
            reasonsId={reasons.length > 0 ? BOOK_NOW_REASONS_ID : undefined}
          />
        )
      }
    >
      <FormSection legend={t('overview.title')} first>
        <BookingOverview
          reservation={reservation}
          locationName={location ? `${location.name}, ${location.city}` : ''}
          nameOf={nameOf}
          locale={locale}
        />
      </FormSection>

      {showPrices && (
        <FormSection legend={tf('price.title')}>
          {pricing ? (
            <Prices pricing={pricing} variant="full" locale={locale} nameOf={(iri) => nameOf(iri ?? null)} />
          ) : (
            <p css={{ margin: 0 }}>{tf('price.unavailable')}</p>
          )}
          {priceExplained && <PriceCalculation text={priceExplained} />}
          {/* Before sending, only where the venue shows its prices: the PDF is a priced offer. */}
          <SummaryPdf />
        </FormSection>
      )}

      {/* The prices show the taxes; where the venue hides them, the tax breakdown is still given. */}
      {!showPrices && (
        <FormSection legend={t('taxes.title')}>
          {pricing ? (
            <TaxBreakdown pricing={pricing} locale={locale} />
          ) : (
            <p css={{ margin: 0 }}>{tf('price.unavailable')}</p>
          )}
        </FormSection>
      )}

      <div data-form-block>
        <ChoiceGroup
          id={fieldId(5, 'paymentMethod')}
          legend={t('payment.legend')}
          errorPrefix={tf('errors.prefix')}
          error={message(form.errors.value.paymentMethod)}
        >
          {Payment ? (
            <Payment.PaymentMethods />
          ) : (
            <Choice
              id={`${fieldId(5, 'paymentMethod')}-0`}
              type="radio"
              name="paymentMethod"
              label={t('payment.atLocation')}
              checked
              onChange={() => form.commit('paymentMethod', 'AT_LOCATION')}
              details={t(atLocationHintKey(reservation.types))}
            />
          )}
        </ChoiceGroup>
      </div>

      {disclaimer && <p css={{ margin: 0, color: vars.muted }}>{disclaimer}</p>}

      <TermsChoice />

      <BookNowReasons reasons={reasons} />

      {directCheckout.dialog}

      {submitting && (
        <p role="status" css={{ margin: 0 }}>
          {text(submitting, 'loading')}
        </p>
      )}

      {failure && (
        <SendFailure failure={failure} lostNames={failure.status === 'lost' ? lostNames(failure.lost) : ''} />
      )}
    </StepForm>
  );
}
