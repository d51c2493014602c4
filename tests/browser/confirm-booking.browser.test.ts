import { expect } from 'chai';
import {
  changeStatus,
  nextTestDay,
  readBooking,
  requestBooking,
  startTestDaysAt,
} from '../fixtures/booking-api.mjs';
import { API, cleanup, locale, mount, waitFor } from './helpers.ts';
import { byRole, queryByRole, queryByText } from './queries.ts';

// Spec §2/§4 "confirm booking": at Harbour Hotel Helsinki the demo seed lets the visitor confirm an
// accepted offer (location setting `visitorConfirmsOffer`). The offer view shows "Confirm booking",
// which says it is confirming while it runs, confirms the booking, and opens its outcome dialog.
// Amsterdam keeps the venue's confirmation: the visitor reads why there is no such button.

// Browser files share one server: this file books days of its own.
startTestDaysAt(1900);

declare global {
  interface Window {
    __BF_STAFF_KEY__: string;
  }
}

type Texts = {
  actions: Record<string, string>;
  running: Record<string, string>;
  blocker: Record<string, string>;
  outcome: Record<string, { title: string }>;
};

/** The first room type of a location, as its public catalogue lists it. */
async function firstRoomType(location: string): Promise<string> {
  const res = await fetch(`${API}/api/location_room_types?location=${encodeURIComponent(location)}`);
  const body = await res.json();
  return (body.member ?? body['hydra:member'])[0]['@id'];
}

/** A hotel stay at `location` whose offer the visitor accepted, opened through its e-mail link. */
async function openAcceptedOffer(location: string) {
  const { date, next } = nextTestDay();
  const roomType = await firstRoomType(location);
  const visitor = await requestBooking(API, {
    location,
    types: ['hotel'],
    meetingRooms: [],
    hotelRooms: [
      {
        startDate: date,
        endDate: next,
        amount: 1,
        paxRoom: 1,
        roomType,
        breakfast: true,
        lateCheckoutRooms: 0,
        comments: null,
      },
    ],
  });
  const staff = { staff: window.__BF_STAFF_KEY__ };
  await changeStatus(API, visitor.id, staff, { transition: 'send_offer', validUntil: '2099-12-31' });
  await changeStatus(API, visitor.id, visitor, { transition: 'accept', termsAccepted: true });
  window.location.hash = `#/en-US/reservation/${visitor.username}/${visitor.id}?key=${visitor.key}`;
  const el = await mount({ partner: 'harbour' });
  const texts = (await locale('offer.en-US')) as Texts;
  await waitFor(() => queryByRole(el, 'button', texts.actions.cancel), 'the offer view', 15_000);
  return { el, visitor, texts };
}

describe('Confirm booking', () => {
  afterEach(cleanup);

  it('at Helsinki the visitor confirms the accepted offer, with its own loading text', async function () {
    this.timeout(40_000);
    const { el, visitor, texts } = await openAcceptedOffer('/api/locations/3');
    const button = byRole<HTMLButtonElement>(el, 'button', 'Confirm booking');
    expect(texts.actions.confirm_booking).to.equal('Confirm booking');
    // Here the confirmation is the visitor's own step: the status must not say the venue will confirm.
    // (Compared as text: chai would spend minutes describing an element that should not be there.)
    expect(queryByText(el, 'The venue will confirm your booking shortly.')?.textContent ?? null).to.equal(
      null,
    );
    expect(queryByText(el, /^One step remains: confirm your booking with “Confirm booking”/)).to.not.equal(
      null,
    );
    // Every text the button shows, however briefly, while the confirmation runs.
    const shown: string[] = [];
    const watch = new MutationObserver(() => shown.push(button.textContent ?? ''));
    watch.observe(button, { childList: true, characterData: true, subtree: true });
    button.click();
    const dialog = await waitFor(() => queryByRole(el, 'dialog'), 'the outcome dialog');
    watch.disconnect();
    expect(shown).to.include(texts.running.confirm_booking);
    expect(queryByText(dialog, texts.outcome.confirmed!.title)).to.not.equal(null);
    expect((await readBooking(API, visitor.id, visitor)).status).to.equal('confirmed');
  });

  it('at Amsterdam the venue confirms: no button, and the status says the venue will confirm', async function () {
    this.timeout(40_000);
    const { el } = await openAcceptedOffer('/api/locations/1');
    expect(queryByRole(el, 'button', 'Confirm booking')).to.equal(null);
    expect(queryByText(el, /^Confirm booking is not possible/)).to.equal(null);
    expect(queryByText(el, 'The venue will confirm your booking shortly.')).to.not.equal(null);
  });
});
