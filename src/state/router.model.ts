/**
 * The current route of one instance (spec §2): set from the host page's hash (or the hosted page's
 * `route` attribute), changed by the views through `go`. Keys given in a link are remembered for that
 * booking, so links the widget makes itself (offer → edit) need not put the key in the address bar.
 * A view with unapplied edits can hold the visitor back: leaving asks first.
 */
import { type Signal, signal } from '@preact/signals-react';
import {
  formatRoute,
  namesBooking,
  parseRoute,
  sameRoute,
  WIZARD_ROUTE,
  type WidgetRoute,
} from '../domain/route.ts';

/** What the router needs from the page: change the hash, and ask the visitor a yes/no question. */
export type RouterDeps = {
  /** Shows `path` (e.g. `/edit/anna/12`) in the host page's hash; a hash change comes back via `visit`. */
  navigate: (path: string) => void;
  /** Puts `path` in place of the current hash: no new history entry, and no hash change comes back. */
  replace: (path: string) => void;
  /** Asks whether to leave with unapplied changes; true leaves. */
  confirmLeave: () => boolean;
};

type Credentials = { username: string | null; key: string };

/**
 * Creates a router over `route`; without deps (node tests, no page) navigation only changes the
 * signal. Loaded lazily (see `lazy-router.ts`): a page without a booking link never downloads it.
 */
export function createRouter(
  deps: Partial<RouterDeps> = {},
  route: Signal<WidgetRoute> = signal(WIZARD_ROUTE),
) {
  const keys = new Map<number, Credentials>();
  let holdBack: (() => boolean) | null = null;

  /** The route with the key remembered for its booking when the address has none. */
  function withKnownKey(next: WidgetRoute): WidgetRoute {
    if (!namesBooking(next)) return next;
    if (next.key) {
      keys.set(next.id, { username: next.username, key: next.key });
      return next;
    }
    const known = keys.get(next.id);
    // A key belongs to one booking and one username: never lend it to another.
    if (!known || (known.username !== null && next.username !== null && known.username !== next.username)) {
      return next;
    }
    if (next.view === 'booking')
      return { ...next, key: known.key, username: next.username ?? known.username };
    return { ...next, key: known.key };
  }

  function leaving(next: WidgetRoute): boolean {
    if (sameRoute(route.peek(), next) || !holdBack?.()) return true;
    return deps.confirmLeave?.() ?? true;
  }

  return {
    route,
    /**
     * The address changed (hash change, or the initial address): shows its route. When the visitor
     * stays with unapplied changes, the address is put back to the current route.
     */
    visit(address: string | null | undefined) {
      const next = withKnownKey(parseRoute(address));
      if (!leaving(next)) {
        deps.navigate?.(formatRoute(route.peek(), { withKey: false }));
        return;
      }
      route.value = next;
    },
    /** Goes to a route from inside the widget; the key stays out of the address when it is known. */
    go(next: WidgetRoute) {
      const known = withKnownKey(next);
      if (!leaving(known)) return;
      route.value = known;
      deps.navigate?.(formatRoute(known, { withKey: !namesBooking(known) || !keys.has(known.id) }));
    },
    /**
     * Shows a route in place of the current address (a link that led elsewhere, e.g. a resumed draft
     * that is now the wizard): Back does not return to it. The address keeps the route's key, so a
     * reload shows the same; the wizard's address has none, so the key leaves the address bar.
     */
    replace(next: WidgetRoute) {
      const known = withKnownKey(next);
      if (!leaving(known)) return;
      route.value = known;
      deps.replace?.(formatRoute(known));
    },
    /** While `unsaved` answers true, leaving the route asks first. Returns the release. */
    holdBackWhile(unsaved: () => boolean): () => void {
      holdBack = unsaved;
      return () => {
        if (holdBack === unsaved) holdBack = null;
      };
    },
    /** Whether leaving the page now would lose something (for the page's `beforeunload`). */
    hasUnsavedChanges(): boolean {
      return holdBack?.() ?? false;
    },
  };
}

/** One instance's router. */
export type Router = ReturnType<typeof createRouter>;
