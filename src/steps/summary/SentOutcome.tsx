/**
 * Step 5 once the booking is sent: what happens next, the booking's readable reference (the one the
 * venue and its e-mails use; the database id stays internal), "View or change your request" (the
 * offer view: the wizard is locked once sent) and the
 * offer as a PDF. Right after sending, the same news also opens as a dialog.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnvironment } from '../../app/environment-context.ts';
import { useWidgetModel } from '../../app/model-context.ts';
import type { DraftBooking } from '../../domain/draft.ts';
import type { BookingState } from '../../state/booking-state.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { secondaryButtonCss } from '../../ui/form-styles.ts';
import { scrollTargetCss, useScrollOnArrival } from '../../ui/use-scroll-on-arrival.ts';
import { WithReference } from '../../ui/WithReference.tsx';
import { SummaryPdf } from './SummaryPdf.tsx';

/** The offer view's route for this booking (a hash path; `route-prefix` decides where it goes). */
const reservationPath = ({ username, id, key }: DraftBooking) =>
  `/reservation/${encodeURIComponent(username)}/${id}?key=${encodeURIComponent(key)}`;

const viewLinkCss = [
  secondaryButtonCss,
  { display: 'inline-flex', alignItems: 'center', textDecoration: 'none' },
] as const;

/** Props: the sent booking, the credentials of its link, the visitor's address, and the dialog's state. */
export type SentOutcomeProps = {
  booking: BookingState;
  credentials: DraftBooking;
  email: string;
  /** The dialog shows right after sending, until the visitor closes it. */
  dialogOpen: boolean;
  onCloseDialog: () => void;
};

/** The sent booking's outcome in step 5. */
export function SentOutcome({ booking, credentials, email, dialogOpen, onCloseDialog }: SentOutcomeProps) {
  const { t } = useTranslation(['summary', 'form', 'translation']);
  const heading = useRef<HTMLHeadingElement>(null);
  const { prefersReducedMotion, routeHref } = useEnvironment();
  const model = useWidgetModel();
  const path = reservationPath(credentials);
  // A widget kept out of the hash (`route-prefix="none"`) has no link to give: its router goes there.
  const href = routeHref ? routeHref(path) : `#${path}`;
  // Step 5 shrinks to this outcome once sent: without a scroll the host page is left at its footer.
  // It scrolls when the news opens (right after sending), not when a sent booking is shown again.
  useScrollOnArrival(heading, dialogOpen, () => dialogOpen, prefersReducedMotion);
  const title = t(`outcome.${booking.status}.title`, { defaultValue: t('outcome.requested.title') });
  const text = t(`outcome.${booking.status}.text`, { defaultValue: t('outcome.requested.text'), email });
  const reference = <WithReference t={t} i18nKey="outcome.reference" reference={booking.reference} />;

  return (
    <div css={{ display: 'grid', gap: '12px', paddingTop: '8px' }}>
      <h3 ref={heading} tabIndex={-1} css={{ ...scrollTargetCss, margin: 0 }}>
        {title}
      </h3>
      <p css={{ margin: 0 }}>{text}</p>
      <p css={{ margin: 0, fontWeight: 700 }}>{reference}</p>
      <p css={{ margin: 0 }}>
        {/* The wizard is locked once sent: changes go through the booking's own page. */}
        {href === null ? (
          <button
            type="button"
            css={viewLinkCss}
            onClick={() =>
              void model.router.go({
                view: 'reservation',
                lang: null,
                username: credentials.username,
                id: credentials.id,
                key: credentials.key,
              })
            }
          >
            {t('outcome.viewOrChange')}
          </button>
        ) : (
          <a href={href} css={viewLinkCss}>
            {t('outcome.viewOrChange')}
          </a>
        )}
      </p>
      <SummaryPdf />
      {dialogOpen && (
        <Dialog
          title={title}
          closeLabel={t('translation:help.close')}
          onClose={onCloseDialog}
          returnFocusTo={heading}
          kind="outcome"
        >
          <p css={{ margin: 0 }}>{text}</p>
          <p css={{ margin: 0 }}>{reference}</p>
        </Dialog>
      )}
    </div>
  );
}
