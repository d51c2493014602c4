import { describe, expect, it } from 'vitest';
import { createLazyRouter } from './lazy-router.ts';

describe('lazy router', () => {
  it('stays the wizard, without the router, for addresses that name no booking', async () => {
    const router = createLazyRouter();
    await router.visit('#section-2');
    await router.visit(null);
    expect(router.route.value).toEqual({ view: 'wizard' });
    expect(router.hasUnsavedChanges()).toBe(false);
  });

  it('loads the router for a booking link and follows later addresses through it', async () => {
    const shown: string[] = [];
    const router = createLazyRouter({ navigate: (path) => shown.push(path) });
    await router.visit('#/de/reservation/anna/12?key=k');
    expect(router.route.value).toEqual({
      view: 'reservation',
      lang: 'de-DE',
      username: 'anna',
      id: 12,
      key: 'k',
    });
    await router.visit('');
    expect(router.route.value).toEqual({ view: 'wizard' });
    await router.go({ view: 'booking', id: 12, username: null, key: null });
    expect(router.route.value).toEqual({ view: 'booking', id: 12, username: 'anna', key: 'k' });
    expect(shown).toEqual(['/booking/anna/12']);
  });

  it("loads the router for the 'continue where you left off' link", async () => {
    const router = createLazyRouter();
    await router.visit('#/en-US/resume/anna/12?key=k');
    expect(router.route.value).toMatchObject({ view: 'resume', id: 12, key: 'k' });
  });

  it('loads the router for My bookings and a sign-in link, on a fresh page too (issue 21)', async () => {
    for (const [address, expected] of [
      ['#/en-US/bookings', { view: 'my-bookings', lang: 'en-US' }],
      ['#/bookings', { view: 'my-bookings', lang: null }],
      ['#/signin/q0J4n2Kc7yq3xL1wZ9mR8sT6uV5bN4aP3oI2eW1rT0y', { view: 'signin' }],
    ] as const) {
      const router = createLazyRouter();
      await router.visit(address);
      expect([address, router.route.value]).toMatchObject([address, expected]);
    }
  });

  it('loads the router for a mangled link of ours and for the home route with a language (issue 18)', async () => {
    for (const [address, expected] of [
      ['#/reservation/abc/xyz?key=1', { view: 'not-found' }],
      ['#/booking/', { view: 'not-found' }],
      ['#/nl-NL', { view: 'wizard', lang: 'nl-NL' }],
      ['#/nl', { view: 'wizard', lang: 'nl-NL' }],
    ] as const) {
      const router = createLazyRouter();
      await router.visit(address);
      expect([address, router.route.value]).toEqual([address, expected]);
    }
  });
});
