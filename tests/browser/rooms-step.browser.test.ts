// Step 3, hotel rooms, against the real server and its seeded room types (server/src/db/seed:
// Harbour Hotel Berlin has 30 single rooms for 1 guest, 96 doubles and 48 twins for 2, 6 junior
// suites for 3; nothing is booked in a fresh test database, so everything is free). Stays are two
// nights, 2030-05-14 to 2030-05-16 (`fillStay`).
import { expect } from 'chai';
import { cleanup, deepActiveElement, locale, mount, part, shadow, waitFor } from './helpers.ts';
import { allByRole, byRole, queryByRole, queryByText, textOf } from './queries.ts';
import {
  clickNext,
  completeStep2,
  control,
  expandedStep,
  fillStay,
  typeInto,
  visitorEmail,
  waitForStepForm,
} from './wizard-helpers.ts';

const LOCATION = { amsterdam: 0, berlin: 1, helsinki: 2 };

/** Step 1 with a location by its position and an e-mail address, then Next. */
async function completeStep1At(el: HTMLElement, location: number): Promise<void> {
  await waitForStepForm(el, 1);
  control(el, `s1-location-${location}`).click();
  await typeInto(el, 's1-emailaddress', visitorEmail());
  clickNext(el, 1);
}

/** Hotel rooms only, at the location given: step 3 open with its first stay. */
async function openRoomsStep(location: number, lang = 'en-US'): Promise<HTMLElement> {
  const el = await mount({ partner: 'harbour', lang, mice: 'false', hotel: 'true' });
  await completeStep1At(el, location);
  await waitFor(() => expandedStep(el) === 3, 'step 3');
  await waitForStepForm(el, 3);
  await waitFor(() => shadow(el).getElementById('s3-rooms-0-roomType-0'), 'the room types');
  return el;
}

/** Fills the first stay: two nights, rooms, guests per room, and a room type by position. */
const fill = (el: HTMLElement, rooms: string, perRoom: string, roomType: number) =>
  fillStay(el, { rooms, perRoom, roomType });

/** The stays: groups (fieldsets) that carry `data-stay`, in any language. */
const stays = (el: HTMLElement) => allByRole(el, 'group').filter((group) => group.dataset.stay !== undefined);

/** The text and status of the n-th stay's indicator (beside its title). */
function indicator(el: HTMLElement, n = 0): { status: string; text: string } {
  const stay = stays(el)[n];
  return { status: stay?.dataset.status ?? '', text: textOf(stay?.querySelector('legend')) };
}

const multiVenueAlert = (el: HTMLElement) =>
  queryByText(el, 'Rooms at another location')?.parentElement ?? null;

type AxeResults = {
  passes: unknown[];
  violations: { id: string; help: string; nodes: { target: unknown }[] }[];
};

/** axe-core's browser build, served by web-test-runner from node_modules. */
function loadAxe(): Promise<void> {
  const w = window as { axe?: unknown };
  if (w.axe) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => resolve();
    script.onerror = () => reject(new Error('axe-core did not load'));
    document.head.append(script);
  });
}

async function violations(el: HTMLElement, label: string): Promise<string[]> {
  const axe = (window as unknown as { axe: { run(c: Element, o: object): Promise<AxeResults> } }).axe;
  const results = await axe.run(el, { resultTypes: ['violations'] });
  // A run that checked nothing (say, a closed shadow root) would pass for the wrong reason.
  expect(results.passes.length, `${label}: rules that passed`).to.be.greaterThan(10);
  return results.violations.map((v) => `${label} ${v.id}: ${v.help} ${JSON.stringify(v.nodes[0]?.target)}`);
}

const freeText = (el: HTMLElement, roomType: number) =>
  shadow(el).getElementById(`s3-rooms-0-roomType-${roomType}-details`)?.textContent ?? '';

describe('step 3, hotel rooms', () => {
  afterEach(cleanup);

  it('shows the rooms available for two nights in Berlin and marks a filled-in stay completed', async () => {
    const el = await openRoomsStep(LOCATION.berlin);
    expect(control<HTMLSelectElement>(el, 's3-rooms-0-location').value).to.equal('/api/locations/2');
    expect(indicator(el).status).to.equal('incomplete');
    await fill(el, '2', '2', 1);
    // The public reads "Available" (more than five free), never the hotel's count (issue #18).
    await waitFor(
      () => freeText(el, 1).endsWith('Guests per room: up to 2 · Available'),
      'the doubles available for the stay',
    );
    expect(freeText(el, 3)).to.match(/Guests per room: up to 3 · Available$/);
    await waitFor(() => indicator(el).status === 'completed', 'the completed indicator');
    expect(indicator(el).text).to.contain('Completed');
    expect(textOf(byRole(el, 'status', 'Total guests'))).to.equal('4');
    // Berlin does not include breakfast by default, but guests may add it.
    expect(control<HTMLInputElement>(el, 's3-rooms-0-breakfast').checked).to.equal(false);

    byRole(el, 'button', 'Copy stay 1').click();
    await waitFor(() => stays(el).length === 2, 'the copied stay');
    expect(deepActiveElement()?.id).to.equal('s3-rooms-1-location');
    await waitFor(() => indicator(el, 1).status === 'completed', 'the copy completed too');
    expect(multiVenueAlert(el)).to.equal(null);

    byRole(el, 'button', 'Remove stay 2').click();
    await waitFor(() => stays(el).length === 1, 'the copy removed');
    expect(deepActiveElement()).to.equal(byRole(el, 'button', 'Add stay'));
    // The only stay cannot be removed: a hotel booking needs rooms.
    expect(queryByRole(el, 'button', /^Remove stay/)).to.equal(null);
    byRole(el, 'button', 'Add stay').click();
    await waitFor(() => stays(el).length === 2, 'a new stay');
    expect(deepActiveElement()?.id).to.equal('s3-rooms-1-location');
    expect(indicator(el, 1).status).to.equal('incomplete');
    expect(allByRole(el, 'status').map(textOf)).to.include('Stay 2 added');
  });

  it('says "too many selected" when asking more rooms than are free, and Next names the field', async () => {
    const el = await openRoomsStep(LOCATION.berlin);
    // Six junior suites in Berlin: seven is one too many.
    await fill(el, '7', '2', 3);
    await waitFor(() => indicator(el).status === 'too-many', 'the too-many indicator');
    expect(indicator(el).text).to.contain('Too many selected');
    clickNext(el, 3);
    const summary = await waitFor(() => part(el, 'error-summary'), 'the error summary');
    // Six are free: more than "only a few", so the public hears no count (issue #18, item 9).
    expect(summary.textContent).to.contain('Not that many rooms of this type are free for these dates');
    expect(summary.textContent).not.to.contain('6');
    const link = byRole(summary, 'link');
    link.click();
    expect(deepActiveElement()?.id).to.equal('s3-rooms-0-amount');
    expect(expandedStep(el)).to.equal(3);

    await typeInto(el, 's3-rooms-0-amount', '6');
    await waitFor(() => indicator(el).status === 'completed', 'completed at six suites');
  });

  it('flags more guests per room than the room type takes', async () => {
    const el = await openRoomsStep(LOCATION.berlin);
    // A single room takes one guest.
    await fill(el, '1', '2', 0);
    await waitFor(() => indicator(el).status === 'too-many', 'the too-many indicator');
    const field = control(el, 's3-rooms-0-paxRoom');
    await waitFor(() => field.getAttribute('aria-invalid') === 'true', 'the guests field marked invalid');
    const error = shadow(el).getElementById('s3-rooms-0-paxRoom-error');
    expect(error?.textContent).to.contain('A room sleeps at most 1 guests');
    expect(field.getAttribute('aria-describedby')).to.contain('s3-rooms-0-paxRoom-error');
    expect(shadow(el).getElementById('s3-rooms-0-paxRoom-hint')?.textContent).to.contain('at most 1');
  });

  it('alerts to rooms in Helsinki for a meeting in Amsterdam, and shows Helsinki’s breakfast as a fact', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US', mice: 'true', hotel: 'true' });
    await completeStep1At(el, LOCATION.amsterdam);
    await waitFor(() => expandedStep(el) === 2, 'step 2');
    await completeStep2(el);
    await waitFor(() => expandedStep(el) === 3, 'step 3');
    await waitForStepForm(el, 3);
    expect(multiVenueAlert(el)).to.equal(null);

    const select = await waitFor(
      () => shadow(el).getElementById('s3-rooms-0-location') as HTMLSelectElement | null,
      'the property field',
    );
    select.value = '/api/locations/3';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    const alert = await waitFor(() => multiVenueAlert(el), 'the multi-venue alert');
    expect(alert.textContent).to.contain('Harbour Hotel Helsinki');
    expect(alert.closest('[aria-live="polite"]')).to.not.equal(null);
    // Where guests cannot choose, the breakfast field is a sentence instead of a checkbox.
    const fact = await waitFor(() => {
      const field = shadow(el).getElementById('s3-rooms-0-breakfast');
      return field?.tagName === 'P' ? field : null;
    }, 'breakfast as a fact');
    expect(textOf(fact)).to.contain('always included');
  });
});

describe('axe on step 3', () => {
  before(loadAxe);
  afterEach(cleanup);

  for (const lang of ['en-US', 'nl-NL', 'de-DE', 'fr-FR', 'fi-FI']) {
    it(`finds nothing in ${lang}, with a stay flagged and with the error summary`, async () => {
      const el = await openRoomsStep(LOCATION.berlin, lang);
      expect(await violations(el, `${lang} step 3`)).to.deep.equal([]);
      await fill(el, '7', '2', 3);
      await waitFor(() => indicator(el).status === 'too-many', 'the too-many indicator');
      const texts = (await locale(`rooms.${lang}`)) as { cloneStay: string };
      byRole(el, 'button', texts.cloneStay.replace('{{n}}', '1')).click();
      await waitFor(() => stays(el).length === 2, 'the copied stay');
      clickNext(el, 3);
      await waitFor(() => part(el, 'error-summary'), 'the error summary');
      expect(await violations(el, `${lang} step 3 with errors`)).to.deep.equal([]);
    });
  }
});
