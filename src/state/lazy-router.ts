/**
 * The route of one instance, in the entry chunk, with the router itself in a lazy chunk: until the
 * address names a booking (`…/reservation/…`, `…/edit/…`, `…/booking/…`, `…/resume/…`) or a returning
 * visitor's bookings (`…/bookings`, `…/signin/…`) the route is
 * the wizard and nothing else is downloaded, which keeps the shell within its byte budget.
 */
import { signal } from '@preact/signals-react';
import { lazyChunk } from '../domain/lazy-chunk.ts';
import type { WidgetRoute } from '../domain/route.ts';
import type { Router, RouterDeps } from './router.model.ts';

// A cheap test, not the parser: only addresses that pass it can be anything but the plain wizard (a
// booking or account link, a mangled one, or the home route with a language, `#/nl-NL`).
const BOOKING_LINK =
  /(?:^|[#/])(?:(?:reservation|edit|booking|resume|signin)\/|bookings(?:$|[?#]))|^#?\/[a-z]{2}(?:[-_][a-z]{2})?\/?(?:$|\?)/i;

/** The route signal and the router's actions; the actions load the router when first needed. */
export function createLazyRouter(deps: Partial<RouterDeps> = {}) {
  const route = signal<WidgetRoute>({ view: 'wizard' });
  let router: Router | null = null;
  // A failed chunk is asked for again by the next visit (lazy-chunk.ts).
  const { load } = lazyChunk(() =>
    import('./router.model.ts').then(({ createRouter }) => {
      router = createRouter(deps, route);
      return router;
    }),
  );
  return {
    route,
    /** The address changed (hash change, or the initial address). */
    visit(address: string | null | undefined): Promise<void> {
      if (router) return Promise.resolve(router.visit(address));
      if (!address || !BOOKING_LINK.test(address)) return Promise.resolve();
      return load().then((loaded) => loaded.visit(address));
    },
    /** Goes to a route from inside the widget. */
    go(next: WidgetRoute): Promise<void> {
      return load().then((loaded) => loaded.go(next));
    },
    /** Shows a route in place of the current address (no history entry). */
    replace(next: WidgetRoute): Promise<void> {
      return load().then((loaded) => loaded.replace(next));
    },
    /**
     * While `unsaved` answers true, leaving asks first; returns the release. Only the edit view calls
     * it, and a booking view shows only after its route was parsed, so the router is there.
     */
    holdBackWhile(unsaved: () => boolean): () => void {
      return router?.holdBackWhile(unsaved) ?? (() => {});
    },
    /** Whether leaving the page now would lose something (for the page's `beforeunload`). */
    hasUnsavedChanges(): boolean {
      return router?.hasUnsavedChanges() ?? false;
    },
  };
}

/** One instance's route and router actions. */
export type LazyRouter = ReturnType<typeof createLazyRouter>;
