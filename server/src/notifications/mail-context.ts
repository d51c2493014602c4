import { formatDay, formatMoney, formatRate } from '../../../src/domain/format.ts';
import type { MessageView, Money } from './message.types.ts';
import { type MailColors, mailColors } from './templates/brand-colors.ts';
import { type MissingTextHandler, mailTexts, type TextParams } from './texts.ts';

/** Everything a template reads: the view, its texts and formatters in the view's locale, the colours. */
export type MailContext = {
  view: MessageView;
  /** A text with the message's common placeholders filled: reference, venue, partner, from, event. */
  t: (key: string, params?: TextParams) => string;
  /** Whether the locale holds `key` (for keys made from data, such as a status). */
  has: (key: string) => boolean;
  money: (value: Money) => string;
  /** A `YYYY-MM-DD` day written out in the locale. */
  day: (iso: string) => string;
  rate: (rate: string) => string;
  colors: MailColors;
  /** The message goes to the venue's staff rather than the visitor. */
  staff: boolean;
};

/** Who the booking is from, as staff name it: the company, else the contact's name. */
export function bookingFrom(view: MessageView): string {
  return view.booking.company.trim() || view.booking.contact.name.trim() || view.booking.contact.email;
}

/** Builds the context of one message. */
export function mailContext(view: MessageView, onMissing?: MissingTextHandler): MailContext {
  const texts = mailTexts(view.locale, onMissing);
  const common: TextParams = {
    reference: view.booking.reference,
    venue: view.brand.location.name,
    partner: view.brand.partnerName,
    from: bookingFrom(view),
    event: view.booking.eventName,
  };
  return {
    view,
    t: (key, params) => texts.t(key, { ...common, ...params }),
    has: texts.has,
    money: (value) => formatMoney(value.amount, value.currency, view.locale),
    day: (iso) => formatDay(iso, view.locale),
    rate: (rate) => formatRate(rate, view.locale),
    colors: mailColors(view.brand),
    staff: view.recipient === 'venue',
  };
}
