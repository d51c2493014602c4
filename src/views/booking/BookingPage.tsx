/**
 * The booking page of spec §2 (`#/booking/{username?}/{id}`): the booking with its billing — what
 * was booked, what was paid, what is due and how — ready to print (a print button, and print styles
 * that leave out the header, photos and buttons) or to download as the offer PDF.
 */
import { type CSSObject, Global } from '@emotion/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { useEnvironment } from '../../app/environment-context.ts';
import type { BookingPageRoute } from '../../domain/route.ts';
import { vars } from '../../theme/theme-vars.ts';
import { PdfDownload } from '../../ui/PdfDownload.tsx';
import { WithReference } from '../../ui/WithReference.tsx';
import { BookingDetails } from '../BookingDetails.tsx';
import { NotFound } from '../NotFound.tsx';
import { OfferPrices } from '../offer/OfferPrices.tsx';
import { useBookingView } from '../use-booking-view.ts';
import { useOfferTexts } from '../use-offer-texts.ts';
import { actionsCss, secondaryButtonCss, titleRowCss, viewCss, viewTitleCss } from '../view-styles.ts';
import { PaymentSummary } from './PaymentSummary.tsx';
import { canPayTheRest, PayTheRest } from './PayTheRest.tsx';

// Paper shows the booking only: no header, photos, buttons or card shadow, and no background colours.
const printStyles: CSSObject = {
  '@media print': {
    '[part~="header"], [part~="carousel"], [part~="intro"], [part~="view"] button': {
      display: 'none !important',
    },
    '[part~="root"] *': { boxShadow: 'none !important', background: 'transparent !important' },
    '[part~="root"] > div > div': { minHeight: '0 !important', padding: '0 !important' },
    '[part~="view"] li, tr': { breakInside: 'avoid' },
  },
};

/** The booking page. */
export function BookingPage({ route }: { route: BookingPageRoute }) {
  useSignals();
  const { t } = useOfferTexts();
  const { print } = useEnvironment();
  const view = useBookingView(route);
  const status = view.status.value;
  const booking = view.booking.value;
  const billing = view.billing.value;
  const [payingRest, setPayingRest] = useState(false);

  if (status === 'loading') {
    return (
      <p role="status" css={{ ...viewCss, color: vars.muted }}>
        {t('load.loading')}
      </p>
    );
  }
  if (status !== 'loaded' || !booking) {
    return <NotFound kind={status === 'error' ? 'error' : 'not-found'} onRetry={() => void view.load()} />;
  }
  return (
    <article
      part="view"
      data-view="booking"
      data-status={booking.status}
      css={viewCss}
      aria-labelledby="bf-booking-title"
    >
      <Global styles={printStyles} />
      <div css={titleRowCss}>
        <h2 id="bf-booking-title" css={viewTitleCss}>
          <WithReference t={t} i18nKey="bookingPage.title" reference={booking.reference} />
        </h2>
        <div css={{ ...actionsCss, alignItems: 'baseline' }}>
          <PdfDownload t={t} fileName={`${booking.reference || booking.id}.pdf`} fetchPdf={view.offerPdf} />
          {print && (
            <button type="button" onClick={print} css={secondaryButtonCss}>
              {t('bookingPage.print')}
            </button>
          )}
        </div>
      </div>
      <BookingDetails booking={booking} names={view.names.value} />
      <OfferPrices billing={billing} names={view.names.value} />
      {billing && <PaymentSummary booking={booking} billing={billing} />}
      {billing && (payingRest || canPayTheRest(booking, billing)) && (
        // Once opened it stays, so its result shows after the booking is paid in full.
        <PayTheRest view={view} billing={billing} onOpen={() => setPayingRest(true)} />
      )}
    </article>
  );
}
