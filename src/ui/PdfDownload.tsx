/**
 * The "Download PDF" button of step 5, the offer view and the booking page (spec §2 step 5: save the
 * offer as PDF), the `pdf-button` part. It shows its own loading text while the server makes the file
 * and ignores clicks meanwhile (`aria-disabled`, so keyboard focus stays on it); a failure is said
 * next to it, and the button works again. Texts come from the caller's namespace (`pdf.*`).
 */
import type { TFunction } from 'i18next';
import { useId } from 'react';
import { ERROR_COLOUR, secondaryButtonCss } from './form-styles.ts';
import { type FetchPdf, usePdfDownload } from './use-pdf-download.ts';
import { visuallyHidden } from './visually-hidden.ts';

/** Props: `t` of the namespace holding `pdf.*`, the file's name and the call that fetches it. */
export type PdfDownloadProps = { t: TFunction; fileName: string; fetchPdf: FetchPdf };

// The secondary button at the size of the buttons it stands beside (the booking page's Print, step 5's
// Previous); the views' own style would bring their style module into the wizard's chunks. Preparing
// is progress, not refusal.
const buttonCss = {
  ...secondaryButtonCss,
  padding: '10px 20px',
  '&[aria-disabled="true"]': { opacity: 0.7, cursor: 'progress' },
};

/** The button, its announcement while preparing, and its error. */
export function PdfDownload({ t, fileName, fetchPdf }: PdfDownloadProps) {
  const { preparing, failure, start } = usePdfDownload(fetchPdf, fileName);
  const errorId = useId();
  return (
    <div css={{ display: 'grid', gap: '8px', justifyItems: 'start' }}>
      <button
        type="button"
        part="pdf-button"
        aria-disabled={preparing || undefined}
        aria-describedby={failure ? errorId : undefined}
        onClick={(event) => void start(event.currentTarget)}
        css={buttonCss}
      >
        {preparing ? t('pdf.preparing') : t('pdf.download')}
      </button>
      <span role="status" css={visuallyHidden}>
        {preparing ? t('pdf.preparing') : ''}
      </span>
      {failure && (
        // A narrow measure: beside a title, a long message would push the button under it.
        <p
          id={errorId}
          role="alert"
          css={{ margin: 0, maxWidth: '18em', color: ERROR_COLOUR, fontWeight: 700 }}
        >
          {t(`pdf.error.${failure}`)}
        </p>
      )}
    </div>
  );
}
