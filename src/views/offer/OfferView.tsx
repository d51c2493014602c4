/**
 * The reservation (offer) view of spec §2 (`#/{lang?}/reservation/{username}/{id}?key=…`): loading,
 * then the booking, its prices and the visitor's actions, each through its dialog and then its
 * outcome dialog; "not found" for a wrong or missing key.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useRef, useState } from 'react';
import type { ViewAction } from '../../domain/offer-actions.ts';
import type { OfferRoute } from '../../domain/route.ts';
import { vars } from '../../theme/theme-vars.ts';
import { PdfDownload } from '../../ui/PdfDownload.tsx';
import { WithReference } from '../../ui/WithReference.tsx';
import { BookingDetails } from '../BookingDetails.tsx';
import { NotFound } from '../NotFound.tsx';
import { OutcomeDialog } from '../OutcomeDialog.tsx';
import { useBookingView } from '../use-booking-view.ts';
import { useOfferTexts } from '../use-offer-texts.ts';
import { titleRowCss, viewCss, viewTitleCss } from '../view-styles.ts';
import { AcceptDialog } from './AcceptDialog.tsx';
import { CancelDialog } from './CancelDialog.tsx';
import { OfferActions } from './OfferActions.tsx';
import { OfferNote } from './OfferNote.tsx';
import { OfferPrices } from './OfferPrices.tsx';
import { TurnDownDialog } from './TurnDownDialog.tsx';

type Props = { route: OfferRoute };

const DIALOGS = { accept: AcceptDialog, turn_down: TurnDownDialog, cancel: CancelDialog };
type DialogAction = keyof typeof DIALOGS;

/** The offer view. */
export function OfferView({ route }: Props) {
  useSignals();
  const { t, model } = useOfferTexts();
  const view = useBookingView(route);
  const [open, setOpen] = useState<DialogAction | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const buttonRefs = {
    accept: useRef<HTMLButtonElement>(null),
    confirm_booking: useRef<HTMLButtonElement>(null),
    turn_down: useRef<HTMLButtonElement>(null),
    cancel: useRef<HTMLButtonElement>(null),
    edit: useRef<HTMLButtonElement>(null),
  };
  const status = view.status.value;
  const booking = view.booking.value;
  const result = view.result.value;

  if (status === 'loading') {
    return (
      <p role="status" css={{ ...viewCss, color: vars.muted }}>
        {t('load.loading')}
      </p>
    );
  }
  if (status !== 'loaded' || !booking)
    return <NotFound kind={status === 'error' ? 'error' : 'not-found'} onRetry={() => void view.load()} />;

  const onAction = (action: ViewAction) => {
    if (action === 'edit') {
      model.router.go({
        view: 'edit',
        lang: route.lang,
        username: route.username,
        id: route.id,
        key: route.key,
      });
      return;
    }
    view.dismiss();
    // Confirming asks nothing more (the terms came with accepting): it runs at once.
    if (action === 'confirm_booking') void view.run(action, {});
    else setOpen(action);
  };
  const running = view.running.value;
  const directFailure =
    result?.kind === 'failed' && result.action === 'confirm_booking'
      ? t(`actionError.${result.code ?? 'generic'}`, { defaultValue: t('actionError.generic') })
      : null;
  const Open = open ? DIALOGS[open] : null;
  const outcome = result?.kind === 'done' ? result.outcome : null;

  return (
    <article
      part="view"
      data-view="offer"
      data-status={booking.status}
      css={viewCss}
      aria-labelledby="bf-offer-title"
    >
      <div css={titleRowCss}>
        <h2 id="bf-offer-title" ref={title} tabIndex={-1} css={{ ...viewTitleCss, outline: 'none' }}>
          <WithReference t={t} i18nKey="view.title" reference={booking.reference} />
        </h2>
        <PdfDownload t={t} fileName={`${booking.reference || booking.id}.pdf`} fetchPdf={view.offerPdf} />
      </div>
      <OfferNote booking={booking} names={view.names.value} />
      <BookingDetails booking={booking} names={view.names.value} />
      <OfferPrices billing={view.billing.value} names={view.names.value} />
      <OfferActions
        actions={view.actions.value}
        buttonRefs={buttonRefs}
        onAction={onAction}
        running={running === 'apply_changes' ? null : running}
        failure={directFailure}
      />
      {Open && open && !outcome && (
        <Open view={view} onClose={() => setOpen(null)} returnFocusTo={buttonRefs[open]} />
      )}
      {outcome && (
        <OutcomeDialog
          outcome={outcome}
          onClose={() => {
            setOpen(null);
            view.dismiss();
          }}
          // The button that opened the dialog may be gone with the new status: the title takes focus.
          returnFocusTo={title}
        />
      )}
    </article>
  );
}
