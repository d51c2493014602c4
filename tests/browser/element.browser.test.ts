import { expect } from 'chai';
import {
  API,
  cleanup,
  fetchPartner,
  loadWidgetScript,
  mount,
  part,
  parts,
  shadow,
  waitFor,
} from './helpers.ts';
import { queryByRole } from './queries.ts';

describe('<booking-form> element', () => {
  afterEach(cleanup);

  it('renders the partner layout inside an open shadow root', async () => {
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    const partner = await fetchPartner('harbour');
    expect(shadow(el).mode).to.equal('open');
    const logo = part<HTMLImageElement>(el, 'logo');
    expect(logo?.alt).to.equal(partner.name);
    await waitFor(() => logo?.complete && logo.naturalWidth > 0, 'the logo image to load');
    expect(parts(el, 'step')).to.have.length(5);
    expect(el.querySelector('*'), 'nothing is rendered into the light DOM').to.equal(null);
  });

  it('is defined once even when the script is loaded twice', async () => {
    await loadWidgetScript();
    // A second definition would throw while the entry runs: the loader logs a failed import.
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => errors.push(event.message);
    const original = console.error;
    console.error = (...args: unknown[]) => errors.push(args.map(String).join(' '));
    window.addEventListener('error', onError);
    try {
      const second = document.createElement('script');
      second.src = `${API}/booking-form.js?again`;
      second.dataset.testFixture = '';
      const loaded = new Promise((resolve) => {
        second.onload = resolve;
        second.onerror = resolve;
      });
      document.body.append(second);
      await loaded;
      // A widget that loads its partner over the network comes ready well after the second copy ran.
      await mount({ partner: 'harbour' });
    } finally {
      window.removeEventListener('error', onError);
      console.error = original;
    }
    expect(errors).to.deep.equal([]);
  });

  it('leaks no globals onto the host window', async () => {
    // This page has had the script since the first test, so the check runs in a window of its own:
    // snapshot first, then load the script and mount an element, as a host page does.
    const frame = document.createElement('iframe');
    frame.dataset.testFixture = '';
    document.body.append(frame);
    const host = frame.contentWindow as Window & typeof globalThis;
    const own = () => [
      ...Object.getOwnPropertyNames(host),
      ...Object.getOwnPropertySymbols(host).map((symbol) => symbol.toString()),
    ];
    const before = new Set(own());
    await new Promise((resolve, reject) => {
      const script = host.document.createElement('script');
      script.src = `${API}/booking-form.js`;
      script.onload = resolve;
      script.onerror = () => reject(new Error('booking-form.js failed to load in the frame'));
      host.document.body.append(script);
    });
    await host.customElements.whenDefined('booking-form');
    const el = host.document.createElement('booking-form');
    el.setAttribute('partner', 'harbour');
    el.setAttribute('api', API);
    const ready = new Promise((resolve) => el.addEventListener('booking-ready', resolve, { once: true }));
    host.document.body.append(el);
    await ready;
    expect(own().filter((name) => !before.has(name))).to.deep.equal([]);
  });

  for (const [title, attributes, named] of [
    ['an unknown partner', { partner: 'no-such-partner' }, 'no-such-partner'],
    ['a missing partner attribute', {}, 'partner'],
    ['an unreachable API', { partner: 'harbour', api: 'http://127.0.0.1:9' }, '127.0.0.1:9'],
  ] as const) {
    it(`shows a translated message and logs one console error for ${title}`, async () => {
      const logged: string[] = [];
      const original = console.error;
      console.error = (...args: unknown[]) => logged.push(args.map(String).join(' '));
      try {
        const el = await mount({ lang: 'nl-NL', ...attributes }, { expect: 'error' });
        const error = queryByRole(el, 'alert');
        expect(error?.getAttribute('role')).to.equal('alert');
        expect(error?.textContent?.trim()).to.have.length.greaterThan(10);
        const english = await mount({ lang: 'en-US', ...attributes }, { expect: 'error' });
        expect(queryByRole(english, 'alert')?.textContent, 'the message is translated').to.not.equal(
          error?.textContent,
        );
        expect(logged.filter((line) => line.includes(named))).to.have.length(2);
        expect(logged).to.have.length(2);
      } finally {
        console.error = original;
      }
    });
  }
});
