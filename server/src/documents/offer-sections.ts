import type { SummaryDay, SummaryStay } from '../notifications/message.types.ts';
import type { OfferContext } from './offer-context.ts';
import { type Cell, type Column, gap, measure, put, room, row, rule, widthOf } from './pdf-pen.ts';
import { drawQr } from './pdf-qr.ts';

// The offer PDF's parts above the prices: the letterhead (partner and venue), the offer's facts with the
// QR code to the offer view, each meeting day, each stay; and the terms at the end.

const QR_SIDE = 96;
const LABEL_WIDTH = 128;

/** A section heading, kept on the page with the first `keep` points of what follows it. */
export function heading(c: OfferContext, text: string, keep = 56): void {
  const { pen } = c;
  const style = { bold: true, size: 12.5, color: pen.palette.accent };
  room(pen, measure(pen, text, widthOf(pen), style) + 8 + keep);
  gap(pen, 4);
  pen.doc.y += put(pen, text, pen.left, pen.doc.y, widthOf(pen), style);
  gap(pen, 4);
}

/** Label and value side by side, each row kept whole. */
function facts(
  c: OfferContext,
  rows: { label: string; value: string; bold?: boolean }[],
  width: number,
): void {
  const { pen } = c;
  const columns: Column[] = [
    { x: 0, width: LABEL_WIDTH - 8 },
    { x: LABEL_WIDTH, width: width - LABEL_WIDTH },
  ];
  for (const fact of rows.filter((f) => f.value.trim() !== '')) {
    row(pen, columns, [
      { text: fact.label, style: { color: pen.palette.muted } },
      { text: fact.value, style: { bold: fact.bold ?? false } },
    ]);
  }
}

/** The partner's name in its colour, and the venue's name, address, phone and e-mail. */
export function letterhead(c: OfferContext): void {
  const { pen, view, t } = c;
  const { doc, palette } = pen;
  const { location } = view.brand;
  // The partner's logos are SVG, which pdfkit cannot draw: its name, in its colour, stands for it.
  doc.save().rect(0, 0, doc.page.width, 8).fill(palette.band).restore();
  const top = pen.top;
  const venueWidth = 230;
  const nameWidth = widthOf(pen) - venueWidth - 16;
  const nameHeight = put(pen, view.brand.partnerName, pen.left, top, nameWidth, {
    bold: true,
    size: 20,
    color: palette.accent,
  });
  const address = location.address.includes(location.city)
    ? location.address
    : `${location.address}, ${location.city}`;
  const x = pen.right - venueWidth;
  const small = { size: 8.5, color: palette.muted, align: 'right' as const };
  let y = top + put(pen, location.name, x, top, venueWidth, { bold: true, size: 10, align: 'right' });
  y += put(pen, address, x, y, venueWidth, small);
  if (location.phone) y += put(pen, `${t('email:pdf.phone')} ${location.phone}`, x, y, venueWidth, small);
  if (location.email) {
    y += put(pen, `${t('email:pdf.email')} ${location.email}`, x, y, venueWidth, {
      ...small,
      link: `mailto:${location.email}`,
    });
  }
  if (location.website)
    y += put(pen, location.website, x, y, venueWidth, { ...small, link: location.website });
  doc.y = Math.max(top + nameHeight, y) + 10;
  rule(pen, palette.secondary, 1.5);
  gap(pen, 16);
}

/** The title, the offer's facts, and the QR code and link to the offer view (without a key). */
export function offerFacts(c: OfferContext): void {
  const { pen, view, t, day } = c;
  const { doc, palette } = pen;
  const { booking } = view;
  const width = widthOf(pen);
  doc.y += put(pen, t('email:pdf.heading'), pen.left, doc.y, width, { bold: true, size: 18 });
  if (booking.eventName.trim())
    doc.y += put(pen, booking.eventName, pen.left, doc.y, width, { size: 11, color: palette.muted });
  doc.y += put(pen, t('email:pdf.issued', { date: day(view.issuedOn) }), pen.left, doc.y, width, {
    size: 8.5,
    color: palette.muted,
  });
  gap(pen, 12);
  const top = doc.y;
  const statusKey = `offer:status.${booking.status}`;
  const contact = [booking.contact.name, booking.contact.email, booking.contact.phone]
    .filter((part) => part.trim())
    .join('\n');
  facts(
    c,
    [
      { label: t('offer:details.reference'), value: booking.reference, bold: true },
      { label: t('offer:details.status'), value: t(c.has(statusKey) ? statusKey : 'offer:status.unknown') },
      {
        label: t('offer:details.validUntil'),
        value: booking.offerValidUntil ? day(booking.offerValidUntil) : '',
      },
      { label: t('email:pdf.client'), value: booking.company },
      { label: t('email:pdf.contact'), value: contact },
    ],
    width - QR_SIDE - 16,
  );
  const factsEnd = doc.y;
  drawQr(doc, view.link, pen.right - QR_SIDE, top - 8, QR_SIDE);
  const caption = put(pen, t('email:pdf.online'), pen.right - QR_SIDE, top + QR_SIDE - 8, QR_SIDE, {
    size: 7.5,
    color: palette.muted,
    align: 'center',
    link: view.link,
  });
  doc.y = Math.max(factsEnd, top + QR_SIDE - 8 + caption) + 6;
  doc.y += put(pen, view.link, pen.left, doc.y, width, { size: 8.5, color: palette.accent, link: view.link });
  doc.y += put(pen, t('email:pdf.onlineNote'), pen.left, doc.y, width, { size: 8, color: palette.muted });
  gap(pen, 8);
}

/** The venue's note to the visitor with the offer (issue 17), under "A note from <venue>". */
export function offerNote(c: OfferContext): void {
  const text = c.view.booking.offerNote?.trim();
  if (!text) return;
  heading(c, c.t('email:offer_sent.noteHeading'));
  // One row per paragraph, so a long note breaks across pages between its lines.
  for (const line of text.split(/\r?\n/)) {
    row(c.pen, [{ x: 0, width: widthOf(c.pen) }], [{ text: line.trim() === '' ? ' ' : line, style: {} }]);
  }
  gap(c.pen, 8);
}

/** A line of a block: one cell across, or a label and its value side by side. */
type BlockLine = [Cell] | [Cell, Cell];

function blockColumns(c: OfferContext, line: BlockLine): Column[] {
  const width = widthOf(c.pen);
  return line.length === 1
    ? [{ x: 0, width }]
    : [
        { x: 0, width: LABEL_WIDTH - 8 },
        { x: LABEL_WIDTH, width: width - LABEL_WIDTH },
      ];
}

/** The lines of one block (a day, a stay), kept on one page when they fit on one. */
function block(c: OfferContext, lines: BlockLine[]): void {
  const { pen } = c;
  const heights = lines.map((line) => {
    const columns = blockColumns(c, line);
    return Math.max(...line.map((cell, i) => measure(pen, cell.text, columns[i]!.width, cell.style))) + 1;
  });
  room(
    pen,
    Math.min(
      heights.reduce((sum, h) => sum + h, 0),
      pen.bottom - pen.top,
    ),
  );
  for (const line of lines) row(pen, blockColumns(c, line), line, { spacing: 1 });
  gap(pen, 8);
}

/** A label (muted) and its value, as a block line. */
const labelled = (c: OfferContext, label: string, value: string): BlockLine => [
  { text: label, style: { color: c.pen.palette.muted } },
  { text: value },
];

function meetingDay(c: OfferContext, meeting: SummaryDay, number: number): void {
  const { t, count, pen } = c;
  const pax = count(meeting.persons);
  const lines: BlockLine[] = [
    [
      {
        text: t('offer:details.dayTitle', { number, date: c.day(meeting.date) }),
        style: { bold: true, size: 10.5 },
      },
    ],
    [
      {
        text: t('offer:details.dayTimes', { start: meeting.startTime, end: meeting.endTime, pax }),
        style: { size: 9, color: pen.palette.muted },
      },
    ],
    ...meeting.halls.map(
      (hall): BlockLine => [
        {
          text: t('offer:details.space', {
            hall: hall.name,
            layout: hall.layout ?? t('offer:details.noLayout'),
            start: hall.startTime,
            end: hall.endTime,
            pax,
          }),
        },
      ],
    ),
    ...meeting.packageDeals.map(
      (deal): BlockLine => [
        {
          text: t('offer:details.packageDeal', {
            name: deal.name,
            persons: count(deal.persons ?? meeting.persons),
          }),
        },
      ],
    ),
  ];
  if (meeting.items.length > 0) {
    // "Microphone × 2" never breaks before or after its ×: only between the items.
    const items = meeting.items.map((item) =>
      (item.startTime
        ? t('offer:details.itemAt', { name: item.name, amount: count(item.amount), time: item.startTime })
        : t('offer:details.item', { name: item.name, amount: count(item.amount) })
      ).replace(/ ?× ?/g, '\u00a0×\u00a0'),
    );
    lines.push(labelled(c, t('offer:details.items'), items.join(', ')));
  }
  block(c, lines);
}

function stay(c: OfferContext, hotel: SummaryStay): void {
  const { t, count, day, pen } = c;
  const breakfast =
    hotel.breakfast === null ? null : t(hotel.breakfast ? 'offer:details.yes' : 'offer:details.no');
  block(c, [
    [
      {
        text: t('offer:details.stayAt', { type: hotel.roomType, hotel: hotel.hotel }),
        style: { bold: true, size: 10.5 },
      },
    ],
    [{ text: hotel.address, style: { size: 8.5, color: pen.palette.muted } }],
    labelled(c, t('offer:details.checkIn'), day(hotel.arrival)),
    labelled(c, t('offer:details.checkOut'), day(hotel.departure)),
    labelled(
      c,
      t('offer:details.rooms'),
      t('offer:details.roomsValue', { amount: count(hotel.rooms), pax: count(hotel.guestsPerRoom) }),
    ),
    labelled(c, t('email:summary.nights'), count(hotel.nights)),
    ...(breakfast ? [labelled(c, t('offer:details.breakfast'), breakfast)] : []),
  ]);
}

/** Each meeting day with its spaces, packages and extras; each stay with hotel, room type, nights, guests. */
export function daysAndStays(c: OfferContext): void {
  const { booking } = c.view;
  if (booking.days.length > 0) heading(c, c.t('offer:details.days'));
  for (const [index, meeting] of booking.days.entries()) meetingDay(c, meeting, index + 1);
  if (booking.stays.length > 0) heading(c, c.t('offer:details.stays'));
  for (const hotel of booking.stays) stay(c, hotel);
}

/** The terms that apply, as a link. */
export function terms(c: OfferContext): void {
  const url = c.view.brand.termsUrl;
  if (!url) return;
  const { pen } = c;
  heading(c, c.t('email:pdf.terms'));
  row(pen, [{ x: 0, width: widthOf(pen) }], [{ text: url, style: { color: pen.palette.accent, link: url } }]);
}
