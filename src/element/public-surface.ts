/**
 * The public surface of `<booking-form>`: every attribute, event, `::part` and `--bf-*` custom
 * property a host page may rely on. A shipped contract: the README tables, `custom-elements.json` and
 * the shipped typings are generated from this constant, and a browser test fails when the element
 * emits a part that is not listed here. Changing an entry is a Public API change (CHANGELOG).
 * Pure at import; only types from it reach the widget bundle.
 */
import { SHADE_STEPS } from '../domain/theme.ts';

/** `booking-ready`: the partner and its locations are loaded and the form can be used. */
export type BookingReadyDetail = { partner: string; locale: string; locations: number };
/** `booking-step-change`: the visitor opened another step of the wizard. */
export type BookingStepChangeDetail = { step: number; previous: number };
/** `booking-submitted`: the booking was sent (a request, an inquiry, a proposal request or booked). */
export type BookingSubmittedDetail = { bookingId: number; status: string; transition: string };
/** `booking-error`: the visitor was told something failed (`code` is stable, `message` for developers). */
export type BookingErrorDetail = { code: string; message: string };

/** Each host-visible event's name and its `detail` type. */
export type BookingFormEventDetails = {
  'booking-ready': BookingReadyDetail;
  'booking-step-change': BookingStepChangeDetail;
  'booking-submitted': BookingSubmittedDetail;
  'booking-error': BookingErrorDetail;
};

/**
 * One attribute: its type as TypeScript text, its default (null: none) and what it does; `property`
 * when the element also has a same-named string property that reflects it (`lang` and `nonce` have
 * one too, but HTMLElement already types those names).
 */
export type SurfaceAttribute = {
  name: string;
  type: string;
  default: string | null;
  description: string;
  property?: boolean;
};
/** One event: its `detail` type's name and shape (TypeScript text, the same as the exported type). */
export type SurfaceEvent = {
  name: keyof BookingFormEventDetails;
  detailType: string;
  detail: string;
  description: string;
};
/** An attribute a part carries, telling scripts its state (`::part()` takes no attribute selectors). */
export type SurfacePartAttribute = { name: string; description: string };
/** One `::part`. */
export type SurfacePart = { name: string; description: string; attributes: readonly SurfacePartAttribute[] };
/** One CSS custom property. */
export type SurfaceCssProperty = { name: string; description: string };
/** One slot (light-DOM content the element shows). */
export type SurfaceSlot = { name: string; description: string };

/** The whole surface. */
export type PublicSurface = {
  tagName: 'booking-form';
  summary: string;
  description: string;
  attributes: readonly SurfaceAttribute[];
  events: readonly SurfaceEvent[];
  parts: readonly SurfacePart[];
  cssProperties: readonly SurfaceCssProperty[];
  slots: readonly SurfaceSlot[];
};

const LOCALES = `'nl-NL' | 'en-US' | 'de-DE' | 'fr-FR' | 'fi-FI'`;
const prefill = (name: string, what: string): SurfaceAttribute => ({
  name,
  type: 'string',
  default: null,
  description: `Prefill of the contact step: ${what}.`,
});

const attributes: readonly SurfaceAttribute[] = [
  {
    name: 'partner',
    property: true,
    type: 'string',
    default: null,
    description: "Required: the partner's slug, e.g. `harbour`.",
  },
  {
    name: 'location',
    property: true,
    type: 'string',
    default: null,
    description: "Preselects one of the partner's locations by id or IRI (`2` or `/api/locations/2`).",
  },
  {
    name: 'lang',
    type: LOCALES,
    default: null,
    description:
      "The language; unknown values mean `en-US`. Without it: the visitor's stored choice, else the browser's languages, else `en-US`.",
  },
  {
    name: 'api',
    property: true,
    type: 'string',
    default: null,
    description: 'Base URL of the booking API; defaults to the origin that served the script.',
  },
  {
    name: 'nonce',
    type: 'string',
    default: null,
    description:
      "CSP nonce put on the widget's `<style>` elements (for `style-src 'nonce-…'`), read once at creation. Without it on such a page the widget logs a console error naming this attribute and shows itself through a constructed stylesheet.",
  },
  {
    name: 'loading',
    type: "'lazy' | 'eager'",
    default: "'lazy'",
    description:
      "When the widget's code loads. `lazy`: once an element is within 200 px of the viewport, when the browser is idle (at most 2 s later), so a widget further down costs the host page nothing until the visitor scrolls to it; the skeleton keeps its place meanwhile. `eager` (on any element of the page): at once. Read by the loader script when it runs.",
  },
  {
    name: 'route',
    type: 'string',
    default: null,
    description:
      'A route for pages without one in their hash, e.g. `/nl-NL/reservation/{username}/{id}?key=…` (the hosted booking page sets it); the host page’s hash wins. With `route-prefix="none"` it is the only way in, and changing it moves the widget.',
  },
  {
    name: 'route-prefix',
    type: 'string',
    default: null,
    description:
      "Which part of the page's hash is the widget's, read once at creation. Without it the whole hash (`#/reservation/…`, `#/nl-NL`), as before. A word such as `bf`: only `#/bf/…` is read and written, the host page's own hash routes are never interpreted nor replaced (the widget moves in memory while one shows); e-mail links carry the prefix when the partner's `bookingPageUrl` ends in `#/bf`. `none`: the hash is never read nor written; links come in through `route`. Any other value counts as `none`, with a console error.",
  },
  {
    name: 'mice',
    type: "'true' | 'false'",
    default: "'true'",
    description:
      "Prefill, read when the form first loads like every prefill below: a meeting with event spaces. The host page's query string uses the same names and wins; ignored values give one `console.warn` each.",
  },
  { name: 'hotel', type: "'true' | 'false'", default: "'false'", description: 'Prefill: hotel rooms.' },
  prefill('company', 'the company name'),
  prefill(
    'country',
    "the billing country: an ISO 3166 code (`NL`) or its name in English or the widget's language",
  ),
  prefill('address', 'the street'),
  prefill('house-number', 'the house number'),
  prefill('postal-code', 'the postal code'),
  prefill('city', 'the city'),
  prefill('first-name', "the account holder's first name"),
  prefill('last-name', "the account holder's last name"),
  prefill('phone', 'the phone number'),
  prefill('email', 'the e-mail address'),
  prefill('promo', 'the discount code'),
  {
    name: 'location-id',
    type: 'string',
    default: null,
    description: 'Prefill: a location id, applied once the locations have loaded; wins over `location`.',
  },
  { name: 'pax', type: 'number', default: '1', description: 'Prefill: guests, 1–10000.' },
  {
    name: 'start-date',
    type: 'string',
    default: null,
    description: 'Prefill: the first day, `YYYY-MM-DD`, today or later.',
  },
  {
    name: 'end-date',
    type: 'string',
    default: null,
    description: 'Prefill: the last day, `YYYY-MM-DD`, at most 30 days after the first.',
  },
  { name: 'per-room', type: 'number', default: '2', description: 'Prefill: guests per hotel room.' },
];

const events: readonly SurfaceEvent[] = [
  {
    name: 'booking-ready',
    detailType: 'BookingReadyDetail',
    detail: '{ partner: string; locale: string; locations: number }',
    description: 'The partner is loaded and the form can be used. Bubbles and is composed, like every event.',
  },
  {
    name: 'booking-step-change',
    detailType: 'BookingStepChangeDetail',
    detail: '{ step: number; previous: number }',
    description: 'The visitor opened another step of the wizard.',
  },
  {
    name: 'booking-submitted',
    detailType: 'BookingSubmittedDetail',
    detail: '{ bookingId: number; status: string; transition: string }',
    description:
      "The booking was sent; `transition` is `request`, `inquire`, `request_proposal` or `book_now`. With the partner's `analyticsKey`, `{ event: 'submit_booking', … }` is also pushed to `window.dataLayer`.",
  },
  {
    name: 'booking-error',
    detailType: 'BookingErrorDetail',
    detail: '{ code: string; message: string }',
    description:
      "The visitor was told something failed: `code` is `missing-partner`, `unknown-partner`, `unreachable`, `save_failed`, `save_invalid` or `save_rate_limited` (the booking could not be saved as the visitor worked), or the API's problem code on sending.",
  },
];

const attr = (name: string, description: string): SurfacePartAttribute => ({ name, description });

const parts: readonly SurfacePart[] = [
  {
    name: 'root',
    description: 'The outer container of everything the element shows.',
    attributes: [attr('lang', 'The language shown.'), attr('data-state', '`loading`, `ready` or `error`.')],
  },
  { name: 'header', description: "The header bar in the partner's main colour.", attributes: [] },
  {
    name: 'logo',
    description: "The partner's logo (an `img`, or the name as text without one).",
    attributes: [],
  },
  {
    name: 'language-button',
    description: 'Opens the language menu; shows the short label (e.g. `EN`).',
    attributes: [attr('aria-expanded', 'While the menu is open.')],
  },
  { name: 'help-button', description: 'Opens the help dialog.', attributes: [] },
  {
    name: 'carousel',
    description: "The partner's image carousel under the header.",
    attributes: [],
  },
  { name: 'intro', description: "The partner's intro text in the shown language.", attributes: [] },
  { name: 'wizard', description: 'The five-step wizard frame.', attributes: [] },
  {
    name: 'step',
    description: 'One step of the wizard.',
    attributes: [
      attr('data-step', '`1` to `5`.'),
      attr('data-complete', '`true` or `false`.'),
      attr('data-expanded', '`true` or `false`.'),
      attr(
        'data-skipped',
        '`true` when the booking does not need the step (2 without a meeting, 3 without rooms).',
      ),
    ],
  },
  {
    name: 'step-toggle',
    description: "A step's title button.",
    attributes: [
      attr('aria-expanded', 'While the step is open.'),
      attr('aria-disabled', 'While it cannot be opened (skipped, or an earlier step is not complete).'),
    ],
  },
  { name: 'step-body', description: "The expanded step's content.", attributes: [] },
  {
    name: 'next-button',
    description: 'Checks the step and opens the next one the booking needs.',
    attributes: [],
  },
  { name: 'previous-button', description: 'Opens the previous step the booking needs.', attributes: [] },
  {
    name: 'submit-button',
    description:
      'Step 5: sends the booking: the main action first (filled), then the other ways to send in a group; each is described by a line on what happens next and one on what it costs now.',
    attributes: [attr('data-transition', '`book_now`, `request`, `inquire` or `request_proposal`.')],
  },
  {
    name: 'pay-button',
    description:
      'Step 5 after book now: pays the amount due now ("Pay now"), or keeps the card as a guarantee. It sits in the payment panel, whose `data-payment-state` is `loading`, `ready`, `paying`, `processing`, `failed`, `succeeded` or `expired` (`pay-later` marks the note after book now on a credit account).',
    attributes: [
      attr('data-kind', '`payment` (a card payment) or `setup` (a card kept as a guarantee).'),
      attr('disabled', 'While the card form loads, a payment is under way, or the time is out.'),
    ],
  },
  {
    name: 'payment-countdown',
    description:
      'Step 5 after book now: the time left to pay before the held booking becomes a request ("Time left to pay: 14 min", then "0:45").',
    attributes: [attr('data-unit', '`minutes`, then `seconds` in the last minute.')],
  },
  {
    name: 'error-summary',
    description:
      'The "There is a problem" box after a failed Next or send; focused, with one link per problem.',
    attributes: [],
  },
  {
    name: 'field',
    description: 'One form field: label, hint, inline error and control(s).',
    attributes: [attr('data-invalid', '`true` while it fails.')],
  },
  { name: 'input', description: 'A text, number or date input, a select, or a text area.', attributes: [] },
  {
    name: 'basket',
    description:
      'The price basket: a side panel beside the wizard on wide widths, a bar at the bottom of the viewport on narrow ones.',
    attributes: [
      attr('data-state', '`idle`, `loading`, `ready` or `unavailable`.'),
      attr('data-open', '`true` while the bar shows its lines (narrow widths).'),
    ],
  },

  {
    name: 'prices',
    description: 'The one price component (basket, step 5, offer view, booking page).',
    attributes: [attr('data-variant', '`full` (every line) or `compact` (sums only, the basket).')],
  },
  {
    name: 'price-total',
    description: "One currency's total including tax.",
    attributes: [attr('data-currency', 'ISO 4217 code, e.g. `EUR`.')],
  },
  {
    name: 'view',
    description: 'A booking link’s view: the offer, the edit wizard or the printable booking page.',
    attributes: [
      attr('data-view', '`offer`, `edit` or `booking`.'),
      attr('data-status', "The booking's status, e.g. `offered`, `accepted`."),
    ],
  },
  {
    name: 'pdf-button',
    description:
      'Downloads the offer as a PDF: in step 5 once the booking exists, in the offer view and on the booking page.',
    attributes: [attr('aria-disabled', 'While the PDF is being prepared (it shows its loading text then).')],
  },
  {
    name: 'dialog',
    description:
      "A modal `<dialog>` (help, the offer actions and their outcomes, the location's popups in step 5); style its backdrop with `::part(dialog)::backdrop`.",
    attributes: [
      attr(
        'data-dialog',
        '`help`, `accept`, `turn-down`, `cancel`, `outcome`, `direct-checkout`, `price-calculation` or `date-picker`.',
      ),
    ],
  },
];

const cssProperties: readonly SurfaceCssProperty[] = [
  { name: '--bf-color-primary', description: "The partner's main colour." },
  ...SHADE_STEPS.map((step) => ({
    name: `--bf-color-primary-${step}`,
    description: `The main colour mixed with white, ${step}% main colour.`,
  })),
  { name: '--bf-color-on-primary', description: 'Text on the main colour (black or white by contrast).' },
  { name: '--bf-color-primary-dark', description: 'The main colour 20% darker.' },
  { name: '--bf-color-on-primary-dark', description: 'Text on the dark variant.' },
  { name: '--bf-color-secondary', description: "The partner's secondary colour." },
  { name: '--bf-color-on-secondary', description: 'Text on the secondary colour.' },
  { name: '--bf-color-focus', description: 'The focus ring colour.' },
  { name: '--bf-color-link', description: 'Link colour on white.' },
  { name: '--bf-color-text', description: 'Body text colour.' },
  { name: '--bf-color-muted', description: 'Secondary text colour.' },
  { name: '--bf-color-surface', description: 'Card background.' },
  { name: '--bf-color-border', description: 'Hairlines and outlines.' },
  {
    name: '--bf-radius',
    description: 'Corner radius: `4px`, or `0` when the partner turns rounded boxes off.',
  },
  { name: '--bf-font-family', description: "The partner's font, else Inter." },
  {
    name: '--bf-scroll-margin-top',
    description:
      'Space kept above what the widget scrolls into view (a step opened with Next, a booking link, a sent booking): `25px`; a page with a sticky header sets its height plus a little, e.g. `booking-form { --bf-scroll-margin-top: 96px; }`.',
  },
  {
    name: '--bf-summary-top',
    description:
      'How far below the top of the viewport the price panel beside the card sticks (widgets at least 1100 px wide): `0px`; a page with a sticky header sets its height, e.g. `booking-form { --bf-summary-top: 64px; }`.',
  },
];

/** The element's public surface (see the file header). */
export const PUBLIC_SURFACE: PublicSurface = {
  tagName: 'booking-form',
  summary: 'A white-label booking form for event spaces and hotel rooms, in its own open shadow root.',
  description:
    "The partner-branded booking wizard, embedded with one script tag; a booking link's hash opens the offer, edit or booking view.",
  attributes,
  events,
  parts,
  cssProperties,
  slots: [
    {
      name: 'bf-payment-element',
      description:
        'Not for the host page: while the payment panel is open the element adds a light-DOM `<div slot="bf-payment-element">` child holding Stripe\'s Payment Element (it cannot live in a shadow root) and removes it when the panel closes. Leave it in place and visible.',
    },
  ],
};

/** The names of the documented parts, for checks. */
export const PART_NAMES: ReadonlySet<string> = new Set(parts.map((part) => part.name));
