/**
 * The signal model of one <booking-form> instance: partner data, load status, language and wizard
 * frame. It outlives React mounts (r2wc unmounts on disconnect), so moving the element keeps it.
 */
import { batch, computed, createModel, effect, signal } from '@preact/signals-react';
import type { Api } from '../api/api.ts';
import type { ApiClient } from '../api/client.ts';
import { partnersApi } from '../api/partners.ts';
import type { ApiError } from '../api/result.ts';
import { createWizard } from '../app/wizard/wizard.model.ts';
import type { StepNumber } from '../app/wizard/wizard-steps.ts';
import type { Location, Partner } from '../domain/catalogue.types.ts';
import { idFromIri } from '../domain/iri.ts';
import { lazyChunk } from '../domain/lazy-chunk.ts';
import { type Locale, negotiateLocale } from '../domain/locale.ts';
import type { PrefillSources } from '../domain/prefill.ts';
import type { ComposedForm } from './compose-form.ts';
import { warmDateDataWhenIdle } from './date-data-warm-up.ts';
import type { DraftStore } from './draft.model.ts';
import { createLazyRouter } from './lazy-router.ts';
import type { RouterDeps } from './router.model.ts';

/** What the root shows: `data-state` of the `root` part. */
export type WidgetStatus = 'loading' | 'ready' | 'error';

/** Problems the visitor is told about, each with its own translated message. */
export type WidgetErrorCode = 'missing-partner' | 'unknown-partner' | 'unreachable';

/** Remembers the visitor's language choice; implementations must swallow storage errors. */
export type LocaleStore = { read(): string | null; write(locale: Locale): void };

/** What a model needs from its surroundings; the widget passes browser-backed versions. */
export type WidgetModelDeps = {
  /** The instance's one client; its base follows the `api` attribute. */
  client: ApiClient;
  storage: LocaleStore;
  browserLanguages: readonly string[];
  /** Loads a locale's texts; resolves once they can be shown (the i18next instance fits). */
  translations: { changeLanguage(locale: Locale): Promise<unknown> };
  logError: (message: string) => void;
  /** The `lang` attribute at creation, so the first locale chunk loaded is the right one. */
  initialLang?: string | undefined;
  /** The element's attributes and the host page's query string, read when the form loads. */
  prefill?: () => PrefillSources;
  /** Ignored prefill values, one line each, for the host page's developer. */
  logWarning?: (message: string) => void;
  /** Where the unsent draft survives a reload (the tab's session storage); none in node tests. */
  draftStore?: DraftStore;
  /** The host page's hash and a yes/no question, for the offer, edit and booking routes. */
  router?: Partial<RouterDeps>;
};

/** The element's attributes as the model reads them. */
export type WidgetAttributes = { partner?: string; api: string; lang?: string; location?: string };

function describe(error: ApiError): string {
  if (error.kind === 'network') return `cannot reach the API at ${error.url} (${error.message})`;
  const code = error.code ? `, ${error.code}` : '';
  return `the API at ${error.url} answered ${error.status}${code}`;
}

/** Creates one instance's model: `new WidgetModel(deps)`. */
export const WidgetModel = createModel((deps: WidgetModelDeps) => {
  const partner = signal<Partner | null>(null);
  const locations = signal<Location[]>([]);
  const error = signal<WidgetErrorCode | null>(null);
  const loaded = signal(false);
  const apiBase = signal('');
  const preferredLocationId = signal<number | null>(null);
  const locale = signal<Locale>(
    negotiateLocale({
      attribute: deps.initialLang,
      stored: deps.storage.read(),
      browser: deps.browserLanguages,
    }),
  );
  /** The locale whose texts are loaded; null until the first locale chunk arrives. */
  const shownLocale = signal<Locale | null>(null);
  /** Every model of the form (`compose-form.ts`), once it has loaded. */
  const composed = signal<ComposedForm | null>(null);
  const form = computed(() => composed.value?.form ?? null);
  // Sent from this wizard (not an edit of a stored booking): the steps lock.
  const wizard = createWizard(
    form,
    computed(() => {
      const parts = composed.value;
      return Boolean(parts?.storedBooking.sent.value && !parts.form.existingReservation.value);
    }),
  );
  const router = createLazyRouter(deps.router);
  let apiLoading: Promise<Api> | null = null;
  let disposed = false;
  let cancelWarmUp = () => {};

  const status = computed<WidgetStatus>(() => {
    if (shownLocale.value === null) return 'loading';
    if (error.value) return 'error';
    return loaded.value ? 'ready' : 'loading';
  });

  let controller: AbortController | null = null;
  let loadedKey: string | null = null;
  let langAttribute: string | undefined = deps.initialLang;
  /** The `partner` attribute: the draft of a tab is kept per partner. */
  let partnerSlug = '';
  const { client } = deps;
  const partners = partnersApi(client);

  const stopLanguage = effect(() => {
    const wanted = locale.value;
    const show = () => {
      if (locale.peek() === wanted) shownLocale.value = wanted;
    };
    // A failed chunk still switches: showing keys beats a widget stuck in "loading".
    deps.translations.changeLanguage(wanted).then(show, show);
  });

  // A link's language (`#/nl-NL`, `#/nl-NL/reservation/…`) shows that language for this visit, without
  // becoming the stored choice.
  const stopRouteLanguage = effect(() => {
    const route = router.route.value;
    if ('lang' in route && route.lang) locale.value = route.lang;
  });

  function fail(code: WidgetErrorCode, message: string) {
    batch(() => {
      error.value = code;
      loaded.value = false;
    });
    deps.logError(`booking-form: ${message}`);
  }

  async function load(slug: string | undefined, base: string) {
    controller?.abort();
    controller = null;
    batch(() => {
      error.value = null;
      loaded.value = false;
      partner.value = null;
      locations.value = [];
      apiBase.value = base;
    });
    if (!slug?.trim()) {
      fail(
        'missing-partner',
        'the required "partner" attribute is missing, e.g. <booking-form partner="harbour">',
      );
      return;
    }
    const own = new AbortController();
    controller = own;
    client.rebase(base);
    const found = await partners.bySlug(slug.trim(), own.signal);
    if (found.status === 'aborted' || controller !== own) return;
    if (found.status === 'error') return fail('unreachable', describe(found.error));
    if (!found.data) return fail('unknown-partner', `unknown partner "${slug}" at ${partners.url()}`);
    const places = await partners.locationsOf(found.data['@id'], own.signal);
    if (places.status === 'aborted' || controller !== own) return;
    if (places.status === 'error') return fail('unreachable', describe(places.error));
    batch(() => {
      partner.value = found.data;
      locations.value = places.data;
      loaded.value = true;
    });
  }

  /**
   * The instance's one API, from its lazy chunk (with the form or a booking view, never the shell);
   * a chunk that failed to load is asked for again on the next call.
   */
  function loadApi(): Promise<Api> {
    apiLoading ??= import('../api/api.ts').then(
      ({ createApi }) => createApi(client),
      (error: unknown) => {
        apiLoading = null;
        throw error;
      },
    );
    return apiLoading;
  }

  /**
   * Composes the form once, from its lazy chunk; the locations apply when (or once) they load. A
   * failed load is tried again on the next call.
   */
  const formChunk = lazyChunk<ComposedForm>(() =>
    Promise.all([import('./compose-form.ts'), loadApi()])
      .then(([{ composeForm }, api]) => {
        const created = composeForm({
          api,
          prefill: deps.prefill?.() ?? {},
          locale,
          partner,
          locations,
          loaded,
          preferredLocationId,
          partnerSlug: () => partnerSlug,
          draftStore: deps.draftStore,
          logError: deps.logError,
          logWarning: deps.logWarning ?? (() => {}),
          openStep: () => wizard.currentStep.peek(),
        });
        // Shown a task later: composing the form and rendering what reads it were one long task.
        return new Promise<typeof created>((resolve) => setTimeout(() => resolve(created), 0));
      })
      .then((created) => {
        // Gone before the chunk arrived: nothing may keep running.
        if (disposed) created.dispose();
        else {
          composed.value = created;
          // A reload shows the step the visitor was on, where the restored form still lets it open.
          if (created.restoredStep) wizard.reopen(created.restoredStep);
          cancelWarmUp = warmDateDataWhenIdle(locale.peek());
        }
        return created;
      }),
  );

  return {
    partner,
    locations,
    error,
    apiBase,
    preferredLocationId,
    locale,
    shownLocale,
    composed,
    form,
    wizard,
    router,
    expandedStep: wizard.expandedStep,
    completeSteps: wizard.completeSteps,
    status,
    /** Loads the form's chunks and composes it, once; a failed load is tried again on the next call. */
    loadForm: formChunk.load,
    loadApi,
    /** Applies the element's attributes; reloads only when partner or API changed. */
    configure(attributes: WidgetAttributes) {
      if (attributes.lang !== langAttribute) {
        langAttribute = attributes.lang;
        // A removed attribute gives the stored or browser language back.
        locale.value = negotiateLocale({
          attribute: attributes.lang ?? null,
          stored: deps.storage.read(),
          browser: deps.browserLanguages,
        });
      }
      preferredLocationId.value = idFromIri(attributes.location);
      partnerSlug = attributes.partner?.trim() ?? '';
      const key = `${attributes.api}\n${attributes.partner ?? ''}`;
      if (key === loadedKey) return;
      loadedKey = key;
      void load(attributes.partner, attributes.api);
    },
    /** Loads the partner again, e.g. after the API was unreachable. */
    retry() {
      const [base = '', slug] = (loadedKey ?? '').split('\n');
      void load(slug, base);
    },
    /** The visitor picked a language: remember it and show it; partner data stays as it is. */
    chooseLocale(next: Locale) {
      deps.storage.write(next);
      locale.value = next;
    },
    /** Expands a step the visitor may open, or collapses it when it is the expanded one. */
    toggleStep(step: StepNumber) {
      wizard.toggle(step);
    },
    /** Stops the partner call in flight; the form and its models keep what they have. */
    abort() {
      controller?.abort();
      controller = null;
    },
    /**
     * The element is gone for good: stops the partner call, the language effects and every model of
     * the form (saves, lookups, timers, calls in flight). The model is of no further use.
     */
    dispose() {
      disposed = true;
      cancelWarmUp();
      controller?.abort();
      controller = null;
      stopLanguage();
      stopRouteLanguage();
      composed.peek()?.dispose();
    },
  };
});

/** One model instance. */
export type WidgetModelInstance = InstanceType<typeof WidgetModel>;
