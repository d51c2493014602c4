/**
 * The venue's note to the visitor with its offer (issue 17), under "A note from <venue>"; nothing
 * when the offer came without one. Staff's text is shown as text, its line breaks kept.
 */
import type { CatalogueNames } from '../../api/catalogue.ts';
import type { BookingDocument } from '../../domain/booking.types.ts';
import { useOfferTexts } from '../use-offer-texts.ts';
import { headingCss, sectionCss } from '../view-styles.ts';

/** Props: the booking (its note and location) and the names of what it refers to. */
export type OfferNoteProps = { booking: BookingDocument; names: CatalogueNames };

/** The note section. */
export function OfferNote({ booking, names }: OfferNoteProps) {
  const { t, nameOf } = useOfferTexts();
  const note = booking.offerNote?.trim();
  if (!note) return null;
  return (
    <section css={sectionCss} aria-labelledby="bf-offer-note" data-part="offer-note">
      <h3 id="bf-offer-note" css={headingCss}>
        {t('note.heading', { venue: nameOf(names, booking.location) })}
      </h3>
      <p css={{ margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{note}</p>
    </section>
  );
}
