import { describe, expect, it } from 'vitest';
import { createRouter } from './router.model.ts';

function setup(answer = false) {
  const shown: string[] = [];
  const replaced: string[] = [];
  let asked = 0;
  const router = createRouter({
    navigate: (path) => shown.push(path),
    replace: (path) => replaced.push(path),
    confirmLeave: () => {
      asked++;
      return answer;
    },
  });
  return { router, shown, replaced, asked: () => asked };
}

describe('router', () => {
  it('shows the route of the address, the wizard by default', () => {
    const { router } = setup();
    expect(router.route.value).toEqual({ view: 'wizard' });
    router.visit('#/fr-FR/reservation/anna/12?key=secret');
    expect(router.route.value).toMatchObject({ view: 'reservation', lang: 'fr-FR', id: 12, key: 'secret' });
  });

  it('remembers a booking key, so its own links leave it out of the address', () => {
    const { router, shown } = setup();
    router.visit('#/reservation/anna/12?key=secret');
    router.go({ view: 'edit', lang: null, username: 'anna', id: 12, key: null });
    expect(shown).toEqual(['/edit/anna/12']);
    expect(router.route.value).toMatchObject({ view: 'edit', key: 'secret' });
    router.visit('#/edit/anna/12');
    expect(router.route.value).toMatchObject({ key: 'secret' });
  });

  it('the booking page without a username borrows the remembered one with the key', () => {
    const { router } = setup();
    router.visit('#/reservation/anna/12?key=secret');
    router.visit('#/booking/12');
    expect(router.route.value).toEqual({ view: 'booking', id: 12, username: 'anna', key: 'secret' });
  });

  it('never lends a key to another booking or another username', () => {
    const { router } = setup();
    router.visit('#/reservation/anna/12?key=secret');
    router.visit('#/reservation/anna/13');
    expect(router.route.value).toMatchObject({ id: 13, key: null });
    router.visit('#/reservation/bert/12');
    expect(router.route.value).toMatchObject({ id: 12, username: 'bert', key: null });
  });

  it('asks before leaving unapplied changes; staying puts the address back', () => {
    const { router, shown, asked } = setup(false);
    router.visit('#/edit/anna/12?key=secret');
    let unsaved = true;
    const release = router.holdBackWhile(() => unsaved);
    expect(router.hasUnsavedChanges()).toBe(true);
    router.visit('#/booking/12');
    expect(asked()).toBe(1);
    expect(router.route.value).toMatchObject({ view: 'edit' });
    expect(shown).toEqual(['/edit/anna/12']);
    router.visit('#/edit/anna/12');
    expect(asked()).toBe(1);
    unsaved = false;
    router.visit('#/booking/12');
    expect(router.route.value).toMatchObject({ view: 'booking' });
    release();
    expect(router.hasUnsavedChanges()).toBe(false);
  });

  it('a resume link gives way to the wizard in place: the key leaves the address, no entry is added', () => {
    const { router, shown, replaced } = setup();
    router.visit('#/en-US/resume/anna/42?key=secret');
    expect(router.route.value).toEqual({
      view: 'resume',
      lang: 'en-US',
      username: 'anna',
      id: 42,
      key: 'secret',
    });
    router.replace({ view: 'wizard' });
    expect(router.route.value).toEqual({ view: 'wizard' });
    expect(replaced).toEqual(['/']);
    expect(shown).toEqual([]);
  });

  it('a resume link of a sent booking gives way to its offer link, key kept so a reload shows it again', () => {
    const { router, replaced } = setup();
    router.visit('#/nl-NL/resume/anna/42?key=secret');
    router.replace({ view: 'reservation', lang: 'nl-NL', username: 'anna', id: 42, key: null });
    expect(router.route.value).toMatchObject({ view: 'reservation', id: 42, key: 'secret' });
    expect(replaced).toEqual(['/nl-NL/reservation/anna/42?key=secret']);
  });

  it('leaves when the visitor agrees', () => {
    const { router } = setup(true);
    router.visit('#/edit/anna/12?key=secret');
    router.holdBackWhile(() => true);
    router.go({ view: 'wizard' });
    expect(router.route.value).toEqual({ view: 'wizard' });
  });
});
