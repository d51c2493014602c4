// What a visitor downloads for the widget, read from the build's manifest: the loader on its own; the
// shell (the entry and its static imports with one language: header, wizard frame, layout); step 1
// interactive (the shell plus step 1's lazy chunks, the form model and one language of the form
// texts); the whole wizard (every chunk, one language); and, apart, the booking views and the card
// payment step. Used by the size-budget test and by `npm run bench`.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * Budgets in gzip bytes. The loader and the whole wizard are enforced by tests. 110 KB is the goal for
 * step 1 interactive; the chosen stack (React, Emotion, i18next, r2wc, signals, ofetch) takes ~100 KB
 * of it before any of our code, so it is reported (bench) while the shell alone is held to it.
 */
export const BUDGETS = {
  loaderGzip: 2 * 1024,
  // 112 KB: issue #18's skeleton of the header and step 1 (the shell shows the loader's one while the
  // partner loads) and its reserved height, the skip link, the price summary's place beside the card,
  // the language menu marking the current language, and the reordered step buttons (2.1 KB together).
  // 113 KB: issue #19's text colour computed on a primary colour the host page sets itself, the widget's
  // own direction, and its styles shown through a constructed stylesheet when a page's CSP blocks them
  // (0.8 KB together).
  // 113.5 KB: issue #19's `route-prefix` (0.45 KB: the hash router reads and writes only its own part)
  // and the start-up split into short tasks (the wizard rendered a task after the header and card).
  // 114 KB: issue #19's react-dom sentinel errors made without a stack (30 B: under an inspector, as in
  // Lighthouse, evaluating the entry re-read react-dom for source positions, 70 ms at 4× CPU).
  shellGzip: 114 * 1024,
  stepOneGzip: 110 * 1024,
  // 160 KB until issue #21 put in the wizard step 5's tax breakdown, auto-save's field patches, the
  // location's disclaimer and popups, serving times and the house number, and My bookings' header
  // button and routes (the view itself is a lazy chunk).
  // Issue #18 adds: the skip link, one-stop carousel, scrolling into view and the step 1 skeleton
  // (1.8 KB together); dates and times in the widget's language (4.4 KB: the date field and time select
  // with their Intl helpers, 2.1 KB; the calendar dialog, a lazy chunk opened only from its button,
  // 1.5 KB; and their texts); the country selector (every ISO 3166 country named by Intl.DisplayNames:
  // 0.7 KB) and the location list that closes to the chosen location (1.1 KB together); prices at the
  // point of choice (halls, room types, breakfast) and the basket as a side panel or bottom bar (1.5 KB);
  // the compact item picker (search, chosen rows with steppers and prices) and layouts that fit 320 px
  // (1.8 KB); "Try again" and the retry when the connection returns, the wizard locked after sending,
  // and the open step kept with the draft (0.6 KB); step 5 saying what each send action does next and
  // costs now, and the wizard's copy fixes (0.9 KB, mostly texts in five languages); a rooms-only
  // booking's shorter step 4 and its rule for paying on account (0.4 KB).
  // Issue #19 adds: JSON written without the host page's toJSON, the failed-save alert on every step,
  // the carousel's role description in five languages, and the shell's additions above (1 KB together).
  // 176.5 KB: issue #19's `route-prefix` (reading and writing only the widget's part of the hash, or none
  // of it, and the sent panel's link under the prefix; 0.5 KB, 0.45 KB of it in the shell), and its
  // host-page speed: start-up in short tasks (the wizard a task after the header
  // and card, lazy parts rendered as transitions), the country-name index and English addresses shown
  // without Intl.DisplayNames (0.4 KB together).
  // 177 KB: issue #19's shorter clicks (0.4 KB together): react-dom's sentinel errors without a stack,
  // the date data loaded in idle pieces while step 1 shows, time labels made once, the next step's code
  // and texts fetched while the visitor fills this one, and a field's error found without validating
  // every step; 177.5 KB: and the start-up's instance made in two tasks, its texts first.
  wizardGzip: 177.5 * 1024,
};

/** Lazy modules step 1 cannot be used without: its body and the models the form loads with. */
const STEP_ONE_MODULES = [
  /src\/steps\/details\/DetailsStep\.tsx$/,
  /src\/state\/reservation-form\.model\.ts$/,
  /src\/state\/booking-session\.model\.ts$/,
  /src\/app\/basket\/price-preview\.model\.ts$/,
];

/**
 * The views a booking link opens (offer, edit, booking page): their own lazy chunks and `offer` texts,
 * measured apart from the wizard, since a visitor on a link never loads the wizard's steps and a
 * visitor booking never loads these.
 */
const VIEW_MODULES = [/src\/views\//, /src\/state\/router\.model\.ts$/];
const VIEW_NAMESPACE = 'offer';

/**
 * The card payment step of book now (issue 16): the plan line, the payment panel and countdown, and
 * Stripe.js's loader (`@stripe/stripe-js/pure`), their own lazy chunks with the `payment` texts,
 * measured apart from the wizard: a visitor who only sends a request never loads them. Its row counts
 * what they add to the wizard (the chunks they share with it are the wizard's).
 */
const PAYMENT_MODULES = [/src\/steps\/summary\/payment\//, /@stripe\/stripe-js\//];
const PAYMENT_NAMESPACE = 'payment';

/**
 * Optional integrations, each turned on by a setting most installs leave off: the consent and tag
 * manager loader (partners with an analytics key) and the error reporter (deployments with
 * ERROR_REPORTING_DSN). Their own lazy chunks, measured apart from the wizard like the payment step.
 */
const INTEGRATION_MODULES = [/widget\/tag-manager\.ts$/, /widget\/error-reporter\.ts$/];

/** A locale file key such as `locales/form.nl-NL.json` → its namespace (`form`) and language. */
const LOCALE_KEY = /locales\/(?:([a-z]+)\.)?([a-z]{2}-[A-Z]{2})\.json$/;

function sizes(buffers) {
  const all = buffers.map((b) => ({
    raw: b.length,
    gzip: gzipSync(b, { level: 9 }).length,
    brotli: brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  }));
  return all.reduce((a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli }), {
    raw: 0,
    gzip: 0,
    brotli: 0,
  });
}

/** Reads dist/widget and returns the byte report; throws when the build is missing. */
export function bundleReport(distDir = 'dist/widget') {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  const loaderPath = join(distDir, 'booking-form.js');
  if (!existsSync(manifestPath) || !existsSync(loaderPath)) {
    throw new Error(`No widget build in ${distDir}: run npm run build:widget first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('The manifest names no entry chunk.');

  // A chunk and every chunk it imports statically, transitively.
  const closure = (roots) => {
    const keys = new Set();
    const visit = (key) => {
      if (keys.has(key) || !manifest[key]) return;
      keys.add(key);
      for (const dep of manifest[key].imports ?? []) visit(dep);
    };
    for (const root of roots) visit(root);
    return keys;
  };
  const read = (file) => readFileSync(join(distDir, file));
  const chunk = (key) => ({ key, file: manifest[key].file, ...sizes([read(manifest[key].file)]) });

  const entryKeys = closure([entryKey]);
  const stepOneRoots = Object.keys(manifest).filter((key) => STEP_ONE_MODULES.some((re) => re.test(key)));
  const stepOneKeys = [...closure(stepOneRoots)].filter((key) => !entryKeys.has(key));
  const localeChunks = Object.keys(manifest)
    .filter((key) => LOCALE_KEY.test(key))
    .map((key) => ({ ...chunk(key), namespace: LOCALE_KEY.exec(key)[1] ?? 'main' }))
    .sort((a, b) => b.gzip - a.gzip);
  // The largest language of each namespace stands for "one language" (a visitor loads one).
  const largestLocales = [...new Map(localeChunks.map((c) => [c.namespace, c])).values()].map((c) =>
    localeChunks.find((l) => l.namespace === c.namespace),
  );
  const initialChunks = [...entryKeys].map(chunk);
  const stepOneChunks = stepOneKeys.map(chunk);
  const isLazyJs = (key) =>
    !entryKeys.has(key) && !LOCALE_KEY.test(key) && manifest[key].file.endsWith('.js');
  const viewRoots = Object.keys(manifest).filter((key) => VIEW_MODULES.some((re) => re.test(key)));
  const paymentRoots = Object.keys(manifest).filter((key) => PAYMENT_MODULES.some((re) => re.test(key)));
  const integrationRoots = Object.keys(manifest).filter((key) =>
    INTEGRATION_MODULES.some((re) => re.test(key)),
  );
  const otherRoots = Object.keys(manifest).filter(
    (key) =>
      manifest[key].isDynamicEntry &&
      !viewRoots.includes(key) &&
      !paymentRoots.includes(key) &&
      !integrationRoots.includes(key) &&
      !LOCALE_KEY.test(key),
  );
  const wizardKeys = closure([...stepOneRoots, ...otherRoots]);
  const lazyChunks = [...wizardKeys].filter((key) => isLazyJs(key) && !stepOneKeys.includes(key)).map(chunk);
  const viewChunks = [...closure(viewRoots)].filter(isLazyJs).map(chunk);
  const paymentChunks = [...closure(paymentRoots)]
    .filter((key) => isLazyJs(key) && !wizardKeys.has(key))
    .map(chunk);

  const integrationChunks = [...closure(integrationRoots)]
    .filter((key) => isLazyJs(key) && !wizardKeys.has(key))
    .map(chunk);

  const loader = { file: 'booking-form.js', ...sizes([read('booking-form.js')]) };
  const total = (files) => ({ files, ...sizes([read('booking-form.js'), ...files.map(read)]) });
  const mainLocale = largestLocales.filter((c) => c.namespace === 'main');
  const shell = total([...initialChunks, ...mainLocale].map((c) => c.file));
  const wizardLocales = largestLocales.filter(
    (c) => c.namespace !== VIEW_NAMESPACE && c.namespace !== PAYMENT_NAMESPACE,
  );
  const stepOne = total([...initialChunks, ...stepOneChunks, ...wizardLocales].map((c) => c.file));
  const wizard = total([...stepOne.files, ...lazyChunks.map((c) => c.file)]);
  const viewLocales = largestLocales.filter((c) => c.namespace === VIEW_NAMESPACE || c.namespace === 'main');
  const views = total([...initialChunks, ...viewChunks, ...viewLocales].map((c) => c.file));
  const paymentLocales = largestLocales.filter((c) => c.namespace === PAYMENT_NAMESPACE);
  const payment = {
    files: [...paymentChunks, ...paymentLocales].map((c) => c.file),
    ...sizes([...paymentChunks, ...paymentLocales].map((c) => read(c.file))),
  };
  const integrations = {
    files: integrationChunks.map((c) => c.file),
    ...sizes(integrationChunks.map((c) => read(c.file))),
  };
  const builtAt = statSync(loaderPath).mtime;
  return {
    loader,
    shell,
    stepOne,
    wizard,
    views,
    payment,
    initialChunks,
    stepOneChunks,
    localeChunks,
    largestLocales,
    lazyChunks,
    paymentChunks,
    integrations,
    integrationChunks,
    builtAt,
  };
}

/** Formats bytes as KB with one decimal. */
export function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} KB`;
}
