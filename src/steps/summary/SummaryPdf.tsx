/**
 * Step 5's "Download PDF" once the booking exists: the stored booking's offer PDF, over the booking's
 * own credentials. Before sending, what is still unsaved is saved first, so the file shows what the
 * step shows.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { PdfDownload } from '../../ui/PdfDownload.tsx';
import { useStepForm } from '../use-step-form.ts';

/** The button, or nothing while the booking has not been created yet. */
export function SummaryPdf() {
  useSignals();
  const { parts } = useStepForm();
  const { t } = useTranslation(['summary', 'form', 'translation']);
  const { storedBooking, autosave, api } = parts;
  const credentials = storedBooking.credentials.value;
  const booking = storedBooking.booking.value;
  if (!credentials || !booking) return null;
  return (
    <PdfDownload
      t={t}
      fileName={`${booking.reference || credentials.id}.pdf`}
      fetchPdf={async (signal) => {
        if (!storedBooking.sent.peek()) await autosave.flush();
        return api.bookings.offerPdf(credentials, signal);
      }}
    />
  );
}
