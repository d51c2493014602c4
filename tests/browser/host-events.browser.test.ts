// What the host page hears: DOM events out of the shadow root, and the tag manager only for a partner
// with an analytics key (Fjord Lodges has one in the demo data; Harbour Hotels has none).
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

describe('events for the host page', () => {
  afterEach(() => {
    cleanup();
    for (const script of gtmScripts()) script.remove();
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
  });

  it('loads the tag manager once, after consent defaults, for a partner with an analytics key', async () => {
    const page = window as { dataLayer?: unknown[] };
    page.dataLayer ??= [];
    const dataLayer = page.dataLayer;
    const before = dataLayer.length;
    const heard = listen(['booking-ready']);
    await mount({ partner: 'fjord', lang: 'en-US' });
    await mount({ partner: 'fjord', lang: 'nl-NL' });
    // Each widget loads the tag manager, if at all, as it announces it is ready: both have now.
    await waitFor(() => heard.length === 2, 'both widgets ready');
    const scripts = [...gtmScripts()] as HTMLScriptElement[];
    expect(scripts.map((s) => s.src)).to.deep.equal([
      'https://www.googletagmanager.com/gtm.js?id=GTM-FJORD01',
    ]);
    const pushed = dataLayer.slice(before);
    const consent = pushed[0] as ArrayLike<unknown>;
    expect([consent[0], consent[1]]).to.deep.equal(['consent', 'default']);
    expect((consent[2] as Record<string, string>).analytics_storage).to.equal('denied');
    expect(pushed[1]).to.include({ event: 'gtm.js' });
  });
});
