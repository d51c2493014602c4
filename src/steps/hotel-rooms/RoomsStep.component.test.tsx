// Step 3 mounted alone in a real shadow root, its room types and free rooms answered by a stub API:
// what a visitor sees of the server's answers (free rooms, too many rooms, a failed lookup) and where
// focus goes when a stay is added.
import { expect } from 'chai';
import {
  aLocation,
  catalogue,
  collection,
  deepActiveElement,
  jsonLd,
  loadI18n,
  mountPart,
  readyModel,
  type StubRoutes,
  stubFetch,
  unmountAll,
  waitFor,
} from '../../../tests/components/harness.tsx';
import { NAMESPACES } from '../../i18n/create-i18n.ts';
import { RoomsStep } from './RoomsStep.tsx';

const AMSTERDAM = aLocation(1, 'Amsterdam');
const SUITE = {
  '@id': '/api/location_room_types/9',
  id: 9,
  location: AMSTERDAM['@id'],
  code: 'JS',
  roomsType: 'suite',
  name: 'Junior suite',
  available: true,
  inventory: 4,
  maxGuestsPerRoom: 3,
  pricePerNight: 18_000,
  currency: 'EUR',
  translations: [],
};

/** The stub API: Harbour with Amsterdam, one room type, and `free` rooms for any stay. */
function api({ free = 2, roomTypes }: { free?: number; roomTypes?: StubRoutes[string] } = {}) {
  const { routes } = catalogue([AMSTERDAM]);
  return stubFetch({
    ...routes,
    '/api/location_room_types': roomTypes ?? (() => collection([SUITE])),
    '/api/location_room_types/availabilities': () =>
      collection([
        {
          '@id': SUITE['@id'],
          roomType: SUITE['@id'],
          id: 9,
          code: 'JS',
          maxGuestsPerRoom: 3,
          roomsAvailable: free,
          nights: 2,
          sufficient: free > 0,
        },
      ]),
  });
}

/** Step 3 of a hotel-only booking at Amsterdam, mounted. */
async function mountStep(stub: ReturnType<typeof api>) {
  const i18n = await loadI18n('en-US', NAMESPACES);
  const model = await readyModel({
    fetch: stub.fetch,
    i18n,
    attributes: { mice: 'false', hotel: 'true', 'location-id': '1' },
  });
  const { root } = await mountPart(<RoomsStep />, { i18n, model });
  await waitFor(() => root.getElementById('s3-rooms-0-startDate'), 'the first stay');
  return root;
}

/** Sets an input's value the way a picker or typing does, so React hears it. */
function enter(root: ShadowRoot, id: string, value: string) {
  const input = root.getElementById(id) as HTMLInputElement;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
}

/** The fieldset whose legend reads `legend` (or starts with it, for a stay and its status). */
const fieldset = (root: ShadowRoot, legend: string) =>
  [...root.querySelectorAll('fieldset')].find((set) =>
    set.querySelector('legend')?.textContent?.startsWith(legend),
  );

/** The first stay's title: "Stay 1" and its status word. */
const statusOf = (root: ShadowRoot) => fieldset(root, 'Stay 1')?.querySelector('legend')?.textContent;
const roomTypeGroup = (root: ShadowRoot) => fieldset(root, 'Room type');

describe('step 3, hotel rooms (component)', () => {
  afterEach(unmountAll);

  it('lists the room types of the stay’s hotel, and “only N left” once both dates are in', async () => {
    const stub = api({ free: 2 });
    const root = await mountStep(stub);
    const suite = await waitFor(() => root.querySelector('label[for="s3-rooms-0-roomType-0"]'), 'the suite');
    expect(suite.textContent).to.equal('Junior suite');
    const group = roomTypeGroup(root)!;
    expect(group.textContent).to.contain(
      'Choose check-in and check-out dates to see which rooms are available.',
    );
    expect(stub.calls.some((call) => call.includes('/availabilities'))).to.equal(false);
    enter(root, 's3-rooms-0-startDate', '2030-05-14');
    enter(root, 's3-rooms-0-endDate', '2030-05-16');
    await waitFor(
      () => group.textContent?.includes('Guests per room: up to 3 · Only 2 left'),
      'the free rooms',
    );
    const asked = stub.calls.filter((call) => call.includes('/availabilities'));
    expect(asked).to.have.length(1);
    const query = new URL(asked[0]!.split(' ')[1]!, 'http://api.test').searchParams;
    expect([query.get('locationId'), query.get('arrivalDate'), query.get('departureDate')]).to.deep.equal([
      '1',
      '2030-05-14',
      '2030-05-16',
    ]);
  });

  it('marks a stay with more rooms than are free, beside its title and at the rooms field', async () => {
    const root = await mountStep(api({ free: 2 }));
    enter(root, 's3-rooms-0-startDate', '2030-05-14');
    enter(root, 's3-rooms-0-endDate', '2030-05-16');
    (await waitFor(() => root.getElementById('s3-rooms-0-roomType-0'), 'the suite')).click();
    enter(root, 's3-rooms-0-amount', '3');
    await waitFor(() => statusOf(root)?.includes('Too many selected'), 'the stay marked too many');
    const error = await waitFor(() => root.getElementById('s3-rooms-0-amount-error'), 'the rooms message');
    expect(error.textContent).to.equal('Error: Only 2 rooms of this type are free for these dates');
    enter(root, 's3-rooms-0-amount', '2');
    await waitFor(() => !root.getElementById('s3-rooms-0-amount-error'), 'the message to go');
    expect(statusOf(root)).to.not.contain('Too many selected');
  });

  it('asks for fewer rooms without saying how many are free when more than a few are (#18)', async () => {
    const root = await mountStep(api({ free: 8 }));
    enter(root, 's3-rooms-0-startDate', '2030-05-14');
    enter(root, 's3-rooms-0-endDate', '2030-05-16');
    (await waitFor(() => root.getElementById('s3-rooms-0-roomType-0'), 'the suite')).click();
    enter(root, 's3-rooms-0-amount', '9');
    const error = await waitFor(() => root.getElementById('s3-rooms-0-amount-error'), 'the rooms message');
    expect(error.textContent).to.equal(
      'Error: Not that many rooms of this type are free for these dates. Choose fewer rooms or another room type',
    );
  });

  it('says so when the room types cannot be loaded', async () => {
    const root = await mountStep(
      api({ roomTypes: () => jsonLd({ title: 'Unavailable', status: 503, code: 'unavailable' }, 503) }),
    );
    const group = roomTypeGroup(root)!;
    await waitFor(
      () => group.textContent?.includes('The room types could not be loaded.'),
      'the failure message',
    );
    expect(group.querySelectorAll('input')).to.have.length(0);
  });

  it('adds a stay and puts focus in its first field, announcing it politely', async () => {
    const root = await mountStep(api());
    const add = [...root.querySelectorAll('button')].find((b) => b.textContent === 'Add stay')!;
    add.click();
    const second = await waitFor(() => root.getElementById('s3-rooms-1-location'), 'stay 2');
    await waitFor(() => deepActiveElement() === second, 'focus in stay 2');
    const status = root.querySelector('[role="status"]')!;
    await waitFor(() => status.textContent === 'Stay 2 added', 'the announcement');
  });
});
