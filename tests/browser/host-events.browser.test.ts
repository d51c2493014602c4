// What the host page hears: DOM events out of the shadow root, and the consent manager and tag manager
// only for a partner with an analytics key (Fjord Lodges has both in the demo data; Harbour Hotels
// has none). Fjord's consent manager is answered by tests/support/consent-manager-route.mjs.
import { expect } from 'chai';
import { cleanup, mount, waitFor } from './helpers.ts';
import { completeStep1 } from './wizard-helpers.ts';

type Heard = { type: string; detail: Record<string, unknown> };

function listen(names: string[]): Heard[] {
  const heard: Heard[] = [];
  for (const name of names) {
    document.addEventListener(name, (event) =>
      heard.push({ type: event.type, detail: (event as CustomEvent).detail }),
    );
  }
  return heard;
}

const gtmScripts = () => document.querySelectorAll('script[data-booking-form-gtm]');
const consentScripts = () => document.querySelectorAll('script[data-booking-form-consent]');
type ConsentRun = { tagManagerPresent: boolean; nonce: string };
const consentRuns = () => (window as { __consentManagerRuns?: ConsentRun[] }).__consentManagerRuns ?? [];

describe('events for the host page', () => {
  afterEach(() => {
    cleanup();
    for (const script of [...gtmScripts(), ...consentScripts()]) script.remove();
  });

  it('bubble out of the shadow root: ready, then a step change, and no tag manager without a key', async () => {
    const heard = listen(['booking-ready', 'booking-step-change']);
    const el = await mount({ partner: 'harbour', lang: 'en-US' });
    await completeStep1(el);
    await waitFor(() => heard.some((h) => h.type === 'booking-step-change'), 'booking-step-change');
    // Ready was sent once, before the step change that came after it.
    expect(heard).to.deep.equal([
      { type: 'booking-ready', detail: { partner: 'harbour', locale: 'en-US', locations: 4 } },
      { type: 'booking-step-change', detail: { step: 2, previous: 1 } },
    ]);
    expect(gtmScripts().length).to.equal(0);
    expect(consentScripts().length).to.equal(0);
  });

  it("loads the partner's consent manager, then the tag manager once it ran, once per page, never with the page's nonce", async () => {
    const page = window as { dataLayer?: unknown[] };
    page.dataLayer ??= [];
    const dataLayer = page.dataLayer;
    const before = dataLayer.length;
    const heard = listen(['booking-ready']);
    await mount({ partner: 'fjord', lang: 'en-US', nonce: 'n0nce-consent' });
    await mount({ partner: 'fjord', lang: 'nl-NL', nonce: 'n0nce-consent' });
    await waitFor(() => heard.length === 2, 'both widgets ready');
    // The consent manager answers late (400 ms): the tag manager waits for it.
    await waitFor(() => gtmScripts().length > 0, 'the tag manager');
    expect([...consentScripts()].map((s) => (s as HTMLScriptElement).src)).to.deep.equal([
      'https://consent.fjordlodges.example/cmp.js',
    ]);
    // The page's nonce vouches for the page's scripts and ours, never for a third party's (issue 19.2).
    expect(consentRuns()).to.deep.equal([{ tagManagerPresent: false, nonce: '' }]);
    const scripts = [...gtmScripts()] as HTMLScriptElement[];
    expect(scripts.map((s) => s.src)).to.deep.equal([
      'https://www.googletagmanager.com/gtm.js?id=GTM-FJORD01',
    ]);
    expect(scripts[0]!.nonce).to.equal('');
    const pushed = dataLayer.slice(before);
    const consent = pushed[0] as ArrayLike<unknown>;
    expect([consent[0], consent[1]]).to.deep.equal(['consent', 'default']);
    expect((consent[2] as Record<string, string>).analytics_storage).to.equal('denied');
    expect(pushed[1]).to.include({ event: 'gtm.js' });
  });
});
