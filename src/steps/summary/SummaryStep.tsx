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
import type { SubmitOutcome } from '../../state/submission.model.ts';
import { vars } from '../../theme/theme-vars.ts';
import { Choice } from '../../ui/Choice.tsx';
import { ChoiceGroup } from '../../ui/ChoiceGroup.tsx';
import { ERROR_COLOUR, secondaryButtonCss } from '../../ui/form-styles.ts';
import { Prices } from '../../ui/prices/Prices.tsx';
import { TaxBreakdown } from '../../ui/prices/TaxBreakdown.tsx';
import { visuallyHidden } from '../../ui/visually-hidden.ts';
import { FormSection } from '../FormSection.tsx';
import { buttonCss, StepForm } from '../StepForm.tsx';
import { fieldId, useStepForm } from '../use-step-form.ts';
import { BookingOverview } from './BookingOverview.tsx';
import { PriceCalculation } from './PriceCalculation.tsx';
import { SentOutcome } from './SentOutcome.tsx';
import { SummaryPdf } from './SummaryPdf.tsx';
import { bookNowReasons, type SendAction, sendActions } from './send-actions.ts';
import { useDirectCheckout } from './use-direct-checkout.tsx';
import { usePaymentParts } from './use-payment-parts.ts';

type Failure = Exclude<SubmitOutcome, { status: 'sent' }>;

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
    for (const location of new Set(locations.filter((l): l is string => Boolean(l)))) {
      void parts.api.catalogue
        .names(location)
        .then((found) => setNames((before) => new Map([...before, ...found])));
    }
  };
  const [failure, setFailure] = useState<Failure | null>(null);
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
    // The summary shows prices; asking again is cheap and the quote may be older than the last save.
    void preview.refresh();
    loadNames([reservation.location, ...reservation.rooms.map((r) => r.location)]);
    if (reservation.paymentMethod === null) form.set('paymentMethod', 'AT_LOCATION');
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
  const termsUrl =
    booking?.termsUrl ?? location?.termsUrl ?? model.partner.value?.partnerSettings.termsUrl ?? null;
  // The location's texts of spec §3 in the booking's language, by the fallback of every location text.
  const locationText = (type: string) => (location ? partnerText(location.translations, type, locale) : '');
  const disclaimer = locationText('checkout_disclaimer');
  const priceExplained = locationText('direct_checkout_popup_price_calculation');
  const directCheckout = useDirectCheckout(locationText('direct_checkout_popup_checkout'), () => {
    void send('book_now');
  });
  const termsError = message(form.errors.value.terms);

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
          <div role="alert" css={{ display: 'grid', gap: '8px' }}>
            <p css={{ margin: 0 }}>{t(`save.${saveError}`)}</p>
            <button type="button" onClick={() => void autosave.retry()} css={secondaryButtonCss}>
              {t('save.retry')}
            </button>
          </div>
        ) : actions.length === 0 ? (
          <p role="status" css={{ margin: 0, color: vars.muted }}>
            {editing
              ? t('send.editing')
              : autosave.saving.value || !booking
                ? t('send.preparing')
                : t('send.nothingToSend')}
          </p>
        ) : (
          <>
            {actions.map((action) => (
              <button
                key={action.transition}
                type="submit"
                part="submit-button"
                data-transition={action.transition}
                disabled={submitting !== null}
                aria-describedby={
                  action.transition === 'book_now'
                    ? Payment?.PLAN_LINE_ID
                    : reasons.length > 0
                      ? 'bf-book-now-reasons'
                      : undefined
                }
                css={{
                  ...buttonCss,
                  background: action.primary ? vars.primary : vars.surface,
                  color: action.primary ? vars.onPrimary : vars.link,
                  borderColor: action.primary ? vars.primary : vars.border,
                  '&:disabled': { opacity: 0.7, cursor: 'progress' },
                }}
              >
                {text(action.transition, submitting === action.transition ? 'loading' : 'label')}
              </button>
            ))}
            {Payment && <Payment.PaymentPlanLine />}
          </>
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
              details={t('payment.atLocationHint')}
            />
          )}
        </ChoiceGroup>
      </div>

      {disclaimer && <p css={{ margin: 0, color: vars.muted }}>{disclaimer}</p>}

      <div>
        <Choice
          id={fieldId(5, 'terms')}
          type="checkbox"
          name="terms"
          label={t('terms.label')}
          checked={submission.termsAccepted.value}
          invalid={Boolean(termsError)}
          onChange={(on) => {
            submission.termsAccepted.value = on;
            form.touch('terms');
          }}
          details={
            <>
              {termsError && (
                <strong css={{ display: 'block', color: ERROR_COLOUR }}>
                  <span css={visuallyHidden}>{tf('errors.prefix')}</span> {termsError}
                </strong>
              )}
              {termsUrl && (
                <a href={termsUrl} target="_blank" rel="noopener noreferrer" css={{ color: vars.link }}>
                  {t('terms.link')}
                  <span css={visuallyHidden}> {tf('details.newTab')}</span>
                </a>
              )}
            </>
          }
        />
      </div>

      {reasons.length > 0 && (
        <div id="bf-book-now-reasons" css={{ color: vars.text }}>
          <p css={{ margin: '0 0 4px', fontWeight: 700 }}>{t('bookNow.notPossible')}</p>
          <ul css={{ margin: 0, paddingLeft: '20px' }}>
            {reasons.map((reason) => (
              <li key={reason}>
                {t(`bookNow.reasons.${reason}`, { defaultValue: t('bookNow.reasons.other') })}
              </li>
            ))}
          </ul>
        </div>
      )}

      {directCheckout.dialog}

      {submitting && (
        <p role="status" css={{ margin: 0 }}>
          {text(submitting, 'loading')}
        </p>
      )}

      {failure && (
        <div role="alert" css={{ borderLeft: `4px solid ${ERROR_COLOUR}`, paddingLeft: '12px' }}>
          {failure.status === 'lost' && (
            <p css={{ margin: 0 }}>
              {t('send.lost', {
                names: [...new Set(failure.lost.map((iri) => booking?.lineTargets[iri] ?? iri))]
                  .map((iri) => nameOf(iri) ?? t('send.lostUnknown'))
                  .join(', '),
              })}
            </p>
          )}
          {failure.status === 'blocked' && <p css={{ margin: 0 }}>{t('send.blocked')}</p>}
          {failure.status === 'invalid' && <p css={{ margin: 0 }}>{t('send.invalid')}</p>}
          {failure.status === 'failed' && <p css={{ margin: 0 }}>{t('send.failed')}</p>}
        </div>
      )}
    </StepForm>
  );
}
