// What the host page hears: DOM events out of the shadow root, and the tag manager only for a partner
// with an analytics key (Fjord Lodges has one in the demo data; Harbour Hotels has none).
import { expect } from 'chai';
import { cleanup, mount } from './helpers.ts';
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
    await new Promise((r) => setTimeout(r, 200));
    expect(heard.filter((h) => h.type === 'booking-ready').map((h) => h.detail)).to.deep.equal([
      { partner: 'harbour', locale: 'en-US', locations: 4 },
    ]);
    await completeStep1(el);
    const start = performance.now();
    while (!heard.some((h) => h.type === 'booking-step-change') && performance.now() - start < 5000) {
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(heard.find((h) => h.type === 'booking-step-change')?.detail).to.deep.equal({
      step: 2,
      previous: 1,
    });
    expect(gtmScripts().length).to.equal(0);
  });

  it('loads the tag manager once, after consent defaults, for a partner with an analytics key', async () => {
    const page = window as { dataLayer?: unknown[] };
    page.dataLayer ??= [];
    const dataLayer = page.dataLayer;
    const before = dataLayer.length;
    await mount({ partner: 'fjord', lang: 'en-US' });
    await mount({ partner: 'fjord', lang: 'nl-NL' });
    await new Promise((r) => setTimeout(r, 200));
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
