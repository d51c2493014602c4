import type { TemplateName } from '../message.types.ts';
import type { MailTemplate } from './mail-template.ts';
import { venueBookingCancelled } from './venue/VenueBookingCancelled.tsx';
import { venueChangePending } from './venue/VenueChangePending.tsx';
import { venueNewBooking } from './venue/VenueNewBooking.tsx';
import { venueNewRequest } from './venue/VenueNewRequest.tsx';
import { venueOfferAccepted } from './venue/VenueOfferAccepted.tsx';
import { venueOfferTurnedDown } from './venue/VenueOfferTurnedDown.tsx';
import { bookingCancelled } from './visitor/BookingCancelled.tsx';
import { bookingConfirmed } from './visitor/BookingConfirmed.tsx';
import { bookingDeclined } from './visitor/BookingDeclined.tsx';
import { bookingHeld } from './visitor/BookingHeld.tsx';
import { changeAccepted } from './visitor/ChangeAccepted.tsx';
import { changeRejected } from './visitor/ChangeRejected.tsx';
import { changesApplied } from './visitor/ChangesApplied.tsx';
import { draftReminder } from './visitor/DraftReminder.tsx';
import { holdExpired } from './visitor/HoldExpired.tsx';
import { offerAccepted } from './visitor/OfferAccepted.tsx';
import { offerReminder } from './visitor/OfferReminder.tsx';
import { offerSent } from './visitor/OfferSent.tsx';
import { offerTurnedDown } from './visitor/OfferTurnedDown.tsx';
import { requestReceived } from './visitor/RequestReceived.tsx';

/** Every template by name; the type makes a template name without a template a compile error. */
export const TEMPLATES: Record<TemplateName, MailTemplate> = {
  request_received: requestReceived,
  booking_confirmed: bookingConfirmed,
  booking_held: bookingHeld,
  offer_sent: offerSent,
  offer_reminder: offerReminder,
  offer_accepted: offerAccepted,
  booking_declined: bookingDeclined,
  offer_turned_down: offerTurnedDown,
  booking_cancelled: bookingCancelled,
  changes_applied: changesApplied,
  change_accepted: changeAccepted,
  change_rejected: changeRejected,
  hold_expired: holdExpired,
  draft_reminder: draftReminder,
  venue_new_request: venueNewRequest,
  venue_new_booking: venueNewBooking,
  venue_offer_accepted: venueOfferAccepted,
  venue_offer_turned_down: venueOfferTurnedDown,
  venue_booking_cancelled: venueBookingCancelled,
  venue_change_pending: venueChangePending,
};
