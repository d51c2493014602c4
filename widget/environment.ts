/** Browser access for the widget: storage, languages, motion. Every read is guarded; none may throw. */
import type { Locale } from '../src/domain/locale.ts';
import type { DraftStore } from '../src/state/draft.model.ts';
import type { LocaleStore } from '../src/state/widget.model.ts';

/** The localStorage key of the visitor's language choice, shared by every instance on the origin. */
export const LANGUAGE_STORAGE_KEY = 'booking-form:lang';

/** Local storage may be missing or throw (privacy modes, sandboxed iframes): then nothing is stored. */
export const localeStore: LocaleStore = {
  read() {
    try {
      return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      return null;
    }
  },
  write(locale: Locale) {
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, locale);
    } catch {
      // Not remembering the choice is acceptable; breaking the widget is not.
    }
  },
};

/** The visitor's languages in order of preference. */
export function browserLanguages(): readonly string[] {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  if (!nav) return [];
  return nav.languages?.length ? nav.languages : nav.language ? [nav.language] : [];
}

/** Whether the visitor asked for less motion. */
export function prefersReducedMotion(): boolean {
  try {
    return window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return false;
  }
}

/**
 * Which of the page's forms of its partner `host` is, when it has no `id`: its place among them in
 * document order (the first keeps the plain key). The same page reloaded puts them in the same order.
 */
function placeAmongSamePartner(host: Element): number {
  const root = host.getRootNode() as Document | ShadowRoot;
  const partner = host.getAttribute('partner');
  const forms = [...root.querySelectorAll('booking-form')].filter(
    (el) => el.getAttribute('partner') === partner,
  );
  return Math.max(0, forms.indexOf(host));
}

/**
 * The tab's session storage for the unsent draft (spec §4), scoped by the element's `id` when it has
 * one, else by its place among the page's forms of the same partner, so two forms of one partner on a
 * page keep two drafts across a reload. Failures mean nothing is kept.
 */
export function draftStore(host: Element): DraftStore {
  const scoped = (key: string) => {
    if (host.id) return `${key}#${host.id}`;
    const place = placeAmongSamePartner(host);
    return place === 0 ? key : `${key}@${place + 1}`;
  };
  return {
    read(key) {
      try {
        return window.sessionStorage.getItem(scoped(key));
      } catch {
        return null;
      }
    },
    write(key, text) {
      // A form taken off the page (a save answered after it left) keeps no draft for the next one.
      if (!host.isConnected) return;
      try {
        window.sessionStorage.setItem(scoped(key), text);
      } catch {
        // Full or blocked storage: the booking on the server keeps the work once it exists.
      }
    },
    remove(key) {
      try {
        window.sessionStorage.removeItem(scoped(key));
      } catch {
        // Nothing to do.
      }
    },
  };
}
