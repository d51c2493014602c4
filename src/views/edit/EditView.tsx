/**
 * The edit route (spec §2 `#/{lang?}/edit/{username}/{id}?key=…`): the wizard with the
 * existingReservation flag, filled from the loaded booking, and "Apply changes" kept in view at the
 * bottom while editing. Leaving (another
 * route, or the page) with unapplied changes asks first.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { Wizard } from '../../app/wizard/Wizard.tsx';
import { reservationFromBooking, withPendingChange } from '../../domain/booking-form.ts';
import { offerActions } from '../../domain/offer-actions.ts';
import type { OfferRoute } from '../../domain/route.ts';
import type { ReservationForm } from '../../state/reservation-form.model.ts';
import { vars } from '../../theme/theme-vars.ts';
import { WithReference } from '../../ui/WithReference.tsx';
import { NotFound } from '../NotFound.tsx';
import { OutcomeDialog } from '../OutcomeDialog.tsx';
import { useBookingView } from '../use-booking-view.ts';
import { useOfferTexts } from '../use-offer-texts.ts';
import { viewCss, viewTitleCss } from '../view-styles.ts';
import { ApplyChanges } from './ApplyChanges.tsx';

/** The edit view. */
export function EditView({ route }: { route: OfferRoute }) {
  useSignals();
  const { t, locale, model } = useOfferTexts();
  const view = useBookingView(route);
  const [form, setForm] = useState<ReservationForm | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const booking = view.booking.value;
  const status = view.status.value;
  const result = view.result.value;

  // The form is filled once per loaded booking (and again after an applied change), never while typing.
  const loadedVersion = booking ? `${booking.id}:${booking.updatedAt}` : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: refilled per booking version only (see above).
  useEffect(() => {
    if (!booking) return;
    let live = true;
    void model.loadForm().then(({ form: loaded }) => {
      if (!live) return;
      // An edit saved before but not applied (say, applying it failed) comes back as the form's content.
      loaded.loadExisting(
        reservationFromBooking(booking, locale),
        reservationFromBooking(withPendingChange(booking), locale),
      );
      setForm(loaded);
    });
    return () => {
      live = false;
    };
  }, [loadedVersion, model]);

  useEffect(() => {
    if (!form) return;
    const release = model.router.holdBackWhile(() => form.changed.peek());
    return () => {
      release();
      form.loadExisting(null);
    };
  }, [form, model]);

  if (status === 'loading' || (status === 'loaded' && !form)) {
    return (
      <p role="status" css={{ ...viewCss, color: vars.muted }}>
        {t('load.loading')}
      </p>
    );
  }
  if (status !== 'loaded' || !booking || !form) {
    return <NotFound kind={status === 'error' ? 'error' : 'not-found'} onRetry={() => void view.load()} />;
  }
  const toOffer = () =>
    model.router.go({
      view: 'reservation',
      lang: route.lang,
      username: route.username,
      id: route.id,
      key: route.key,
    });
  const editable = offerActions(booking).includes('edit');
  const edited = result?.kind === 'done' && result.outcome === 'edited';

  return (
    <div part="view" data-view="edit" data-status={booking.status}>
      <section
        aria-labelledby="bf-edit-title"
        css={{ ...viewCss, paddingBottom: '8px', borderBottom: `1px solid ${vars.border}` }}
      >
        <h2 id="bf-edit-title" ref={title} tabIndex={-1} css={{ ...viewTitleCss, outline: 'none' }}>
          <WithReference t={t} i18nKey="edit.title" reference={booking.reference} />
        </h2>
        <p css={{ margin: 0 }}>{editable ? t('edit.intro') : t('edit.notEditable')}</p>
        <button
          type="button"
          onClick={toOffer}
          css={{ justifySelf: 'start', color: vars.link, fontWeight: 700, textDecoration: 'underline' }}
        >
          {t('edit.back')}
        </button>
      </section>
      {editable && <Wizard />}
      {/* After the steps, sticky at the bottom: in view next to whatever is being changed. */}
      {editable && <ApplyChanges view={view} form={form} />}
      {edited && (
        <OutcomeDialog
          outcome="edited"
          onClose={() => {
            view.dismiss();
            toOffer();
          }}
          returnFocusTo={title}
        />
      )}
    </div>
  );
}
