/** A blank reservation form and one started from a prefill (spec §9 defaults). */
import type { Prefill } from './prefill.ts';
import type { Reservation } from './reservation.types.ts';

/** An empty form in `locale`: meeting on, hotel off (spec §9), every text ''. */
export function emptyReservation(locale: string): Reservation {
  return {
    location: null,
    types: ['mice'],
    eventname: '',
    eventType: null,
    // Named here, unset, so a stored draft restores them too: the draft keeps only fields this form has.
    eventPax: null,
    eventStartTime: null,
    eventEndTime: null,
    days: [],
    rooms: [],
    company: '',
    country: '',
    street: '',
    housenumber: '',
    postalcode: '',
    city: '',
    invoiceReference: '',
    firstname: '',
    lastname: '',
    phonenumber: '',
    emailaddress: '',
    onsiteContact: { firstname: '', lastname: '', email: '', phonenumber: '' },
    locale,
    discountCode: '',
    miceRemarks: '',
    remarks: '',
    paymentMethod: null,
  };
}

/** The form the wizard opens with: the prefill over an empty form. The location is applied later. */
export function reservationFromPrefill(prefill: Prefill, locale: string): Reservation {
  // The prefilled guests are the event's, so days added later start with them too.
  return { ...emptyReservation(locale), eventPax: prefill.pax, ...prefill.reservation };
}
