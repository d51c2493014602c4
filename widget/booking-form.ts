/**
 * `<booking-form>`: the partner-branded booking wizard, embedded with one script tag.
 * This header is the element's public contract (shoelace style); changing it is a Public API change.
 *
 * Moving the element in the DOM keeps everything (what was typed, the open step). Removing it ends the
 * instance once the current script is done: its listeners, timers, requests and styles go with it. Put
 * back later, it starts afresh from its attributes, and the tab's unsent draft is restored as on a reload.
 *
 * @summary A white-label booking form for event spaces and hotel rooms, in its own open shadow root.
 * @tag booking-form
 *
 * @fires booking-ready - The partner is loaded and the form can be used. `detail`: `{ partner: string;
 *   locale: string; locations: number }`. Bubbles and is composed, like every event below.
 * @fires booking-step-change - The visitor opened another step. `detail`: `{ step: number; previous: number }`.
 * @fires booking-submitted - The booking was sent. `detail`: `{ bookingId: number; status: string;
 *   transition: 'request' | 'inquire' | 'request_proposal' | 'book_now' }`. With the partner's
 *   `analyticsKey`, `{ event: 'submit_booking', … }` is also pushed to `window.dataLayer`.
 * @fires booking-error - The visitor was told something failed. `detail`: `{ code: string; message: string }`
 *   (`code`: `missing-partner`, `unknown-partner`, `unreachable`, or the API's problem code on sending).
 *
 * @attr partner - Required. The partner's slug, e.g. `harbour`.
 * @attr location - Optional. A location id or IRI (`2` or `/api/locations/2`) to preselect.
 * @attr lang - Optional. `nl-NL`, `en-US`, `de-DE`, `fr-FR` or `fi-FI`; unknown values mean `en-US`.
 *   Without it: the visitor's stored choice, else the browser's languages, else `en-US`.
 * @attr api - Optional. Base URL of the booking API; defaults to the origin that served this script.
 * @attr nonce - Optional. CSP nonce put on the widget's `<style>` elements (read once, at creation).
 * @attr mice - Optional prefill, read when the form first loads, like all below: `true`|`false` (default
 *   `true`), a meeting with event spaces. The host page's query string (`?hotel=1&pax=40`) uses the same
 *   names and wins over attributes; ignored values give one `console.warn` each, never an error.
 * @attr hotel - Optional prefill: `true`|`false` (default `false`), hotel rooms.
 * @attr company - Optional prefill. Also `country`, `address`, `house-number`, `postal-code`, `city`,
 *   `first-name`, `last-name`, `phone`, `email` and `promo` (the discount code), all plain text.
 * @attr location-id - Optional prefill: a location id, applied once the locations have loaded; wins over `location`.
 * @attr pax - Optional prefill: guests, 1–10000 (default 1).
 * @attr start-date - Optional prefill: `YYYY-MM-DD`, today or later; `end-date` likewise, at most 30 days on.
 * @attr per-room - Optional prefill: guests per hotel room (default 2).
 * @attr route - Optional. A route for pages without one in their hash, e.g. `/nl-NL/reservation/{username}/{id}?key=…`;
 *   our hosted booking page sets it. The host page's hash wins: `#/{lang?}/reservation/{username}/{id}?key=…` (the
 *   offer), `#/{lang?}/edit/{username}/{id}?key=…` (the wizard editing it), `#/booking/{username?}/{id}` (the booking
 *   page). Only the hash ever changes; with unapplied edits, leaving asks first.
 *
 * @csspart root - Outer container; `lang` = current locale, `data-state` = `loading` | `ready` | `error`.
 * @csspart header - Header bar in the partner's main colour.
 * @csspart logo - The partner's logo (`img`, alt = partner name).
 * @csspart language-button - Shows the current short label (e.g. `EN`); `aria-expanded`.
 * @csspart language-menu - The list of the other languages.
 * @csspart language-option - One other language, by its own name, with a `lang` attribute.
 * @csspart help-button - Opens the help dialog.
 * @csspart help-dialog - Modal dialog with the partner's e-mail and phone links.
 * @csspart help-close - Closes the help dialog.
 * @csspart website-link - The partner's (or first location's) website, shown without protocol.
 * @csspart carousel - Background image carousel, 480 px high.
 * @csspart carousel-prev - Previous image (only with more than one image).
 * @csspart carousel-next - Next image (only with more than one image).
 * @csspart carousel-indicators - Image dots and pause button (only with more than one image).
 * @csspart carousel-slide - One image; the visible one has `data-active`.
 * @csspart intro - The partner's intro text in the current language.
 * @csspart wizard - The five-step wizard frame.
 * @csspart step - One step; `data-step` 1–5, `data-complete` and `data-expanded` `true`|`false`;
 *   `data-skipped="true"` when the booking does not need it (step 2 without a meeting, 3 without rooms).
 * @csspart step-toggle - The step's title button; `aria-expanded`, `aria-controls`; `aria-disabled`
 *   while it cannot be opened (skipped, or an earlier step is not complete).
 * @csspart step-body - The expanded step's content.
 * @csspart step-loading - Status text while a step's content loads.
 * @csspart step-error - Alert when a step's content cannot be loaded, with a "Try again" button; it also
 *   tries again by itself when the connection comes back.
 * @csspart step-form - The step's `<form>`.
 * @csspart step-actions - The row with the Next and Previous buttons.
 * @csspart next-button - Checks the step and opens the next one the booking needs.
 * @csspart previous-button - Opens the previous step the booking needs.
 * @csspart error-summary - "There is a problem" box after a failed Next; focused, `role="alert"` inside.
 * @csspart error-summary-link - One problem; moves focus to its field.
 * @csspart form-section - A titled group of fields (fieldset), e.g. the billing address.
 * @csspart field - One field: label, hint, error and control; `data-invalid="true"` while it fails.
 * @csspart choice-group - A field of checkboxes or radios (also has the `field` part).
 * @csspart field-label - A field's label.
 * @csspart field-hint - A field's hint.
 * @csspart field-error - A field's inline error message (with a visually hidden "Error:" prefix).
 * @csspart input - A text input.
 * @csspart choice - One checkbox or radio row; `data-checked` `true`|`false`.
 * @csspart choice-label - The label of a checkbox or radio.
 * @csspart choice-details - Text under a choice, e.g. a location's address and contact links.
 * @csspart location-details - A location's address, phone, e-mail and website.
 * @csspart day - One meeting day of step 2; `data-day-index` 0, 1…
 * @csspart day-actions - The day's copy and remove buttons.
 * @csspart clone-day-button - Copies the day to the next free date.
 * @csspart remove-day-button - Removes the day (not shown for the only day).
 * @csspart add-day-button - Adds an empty day.
 * @csspart space-row - One function space of a day (plenary hall or sub hall): a fieldset with its selector.
 * @csspart space-selector - The list of spaces to choose from, best fit first.
 * @csspart space-option - One space; `data-mark` `selected`|`already_selected`|`not_available`|`included`|`available`, `data-state` as halls_suitable says.
 * @csspart space-mark - The space's mark and reason, e.g. "Not available: too small, at most 40 guests".
 * @csspart add-space-button - Adds a space row to the day.
 * @csspart remove-space-button - Removes a space row.
 * @csspart toggle-unavailable-button - Hides or shows spaces that cannot be chosen; `aria-pressed` while hidden.
 * @csspart day-items - The day's ordered items; `day-item` is one of them.
 * @csspart item-search - The search field over the location's items.
 * @csspart item-category - Items of one type; `data-category` `audiovisual`|`food_beverage`|`other`.
 * @csspart add-item-button - Adds one item to the day; `remove-item-button` removes an ordered one.
 * @csspart event-announcer - Visually hidden polite status: days added, copied, removed; spaces and items chosen.
 * @csspart select - A select field (also has the `input` part), e.g. a stay's hotel.
 * @csspart stay - One hotel stay of step 3 (fieldset); `data-stay` = its key, `data-status` as below.
 * @csspart stay-status - A stay's indicator, in words: `data-status` = `completed` | `incomplete` |
 *   `too-many` (more rooms than free for the stay, or more guests per room than the room type takes).
 * @csspart total-guests - A stay's rooms × guests per room.
 * @csspart breakfast-fixed - The breakfast fact where the stay's location does not let guests choose.
 * @csspart clone-stay - Copies a stay right after it.
 * @csspart remove-stay - Removes a stay (absent while there is only one).
 * @csspart add-stay - Adds an empty stay at the booking's location.
 * @csspart multi-venue-alert - Shown while rooms are booked at another location than the event's.
 * @csspart rooms-notice - Visually hidden polite status: stays added, copied, removed, indicators changed.
 * @csspart error - Translated problem message (`role="alert"`) when the form cannot be shown.
 * @csspart view-loading - Status text while a booking view or its booking loads.
 * @csspart view-error - "This reservation was not found" (a wrong or missing key) or could not be loaded.
 * @csspart new-reservation - Under `view-error`: back to the new-reservation wizard.
 * @csspart offer-view - The offer view; `data-status` = the booking's status (e.g. `offered`, `accepted`).
 * @csspart booking-status - The status in plain words; `data-status` as above.
 * @csspart offer-valid-until - The offer's validity day.
 * @csspart booking-day - One booked day with its spaces, layouts, times, package deals and items.
 * @csspart booking-stay - One booked stay with its rooms.
 * @csspart terms-link - The location's terms and conditions.
 * @csspart prices - The offer view's and booking page's price section, holding the one price component.
 * @csspart prices-list - The price component with every line (step 5, offer view, booking page).
 * @csspart prices-compact - The price component with sums only (the basket).
 * @csspart price-group - One block per currency (`data-currency`), ending with its `price-totals`.
 * @csspart price-venue - One venue's prices in a currency block (`data-location`).
 * @csspart price-venue-name - The hotel's name, when the booking spans several venues or currencies.
 * @csspart price-lines - A venue's lines; each a `price-line` (`data-kind`).
 * @csspart price-line - One line: `price-line-detail` (date, quantity × unit price), `price-line-amount`.
 * @csspart price-line-detail - See `price-line`.
 * @csspart price-line-amount - The line's amount, or "included in" the package that covers it.
 * @csspart price-sums - A venue's `price-event`, `price-hotel`, `price-subtotal`, `price-discount`, `price-tax`.
 * @csspart price-event - The meeting days' subtotal (only when the venue has meeting lines).
 * @csspart price-hotel - The hotel rooms' subtotal (only when the venue has room lines).
 * @csspart price-subtotal - The venue's subtotal before its discount.
 * @csspart price-discount - The venue's one discount row (code, amount off).
 * @csspart price-venue-total - A venue's total when its currency block holds several venues.
 * @csspart price-tax - One tax rate, labelled by the venue's scheme (`data-scheme` `VAT` or `SALES_TAX`).
 * @csspart price-tourist-tax - The tourist-tax note, only for venues that charge it.
 * @csspart price-totals - A currency's totals: `price-total-excl`, `price-total-tax`, `price-total`.
 * @csspart price-total-excl - See `price-totals`.
 * @csspart price-total-tax - See `price-totals`.
 * @csspart price-total - A currency's total including tax (`data-currency`).
 * @csspart cancel-total - The cancel dialog's "this booking of … ends", one total per currency.
 * @csspart item-included - Step 2: an item the chosen package deal includes (it cannot be added again).
 * @csspart offer-actions - The visitor's actions; each button is an `action-button` and one of `accept-button`,
 *   `turn-down-button`, `cancel-button`, `edit-button`; `blocked-actions` lists why the others are not possible.
 * @csspart action-button - See `offer-actions`.
 * @csspart accept-button - See `offer-actions`.
 * @csspart turn-down-button - See `offer-actions`.
 * @csspart cancel-button - See `offer-actions`.
 * @csspart edit-button - See `offer-actions`.
 * @csspart blocked-actions - See `offer-actions`.
 * @csspart accept-dialog - The confirm dialogs (`role="dialog"`); also `turn-down-dialog` and `cancel-dialog`.
 * @csspart turn-down-dialog - See `accept-dialog`; holds the `irreversible-warning`.
 * @csspart cancel-dialog - See `accept-dialog`; holds the `cancellation-terms`.
 * @csspart irreversible-warning - "This cannot be undone" in the turn-down dialog.
 * @csspart cancellation-terms - Free cancellation until a day, or the charge after it.
 * @csspart reason-input - The reason text area of turn down and cancel.
 * @csspart confirm-checkbox - A box the visitor must tick (terms, acknowledgement, cancellation charge).
 * @csspart dialog-submit - The dialog's action button; shows the action's loading text while it runs.
 * @csspart dialog-back - Closes the dialog without doing anything.
 * @csspart dialog-close - The dialogs' close button.
 * @csspart action-error - Why the server refused an action (`role="alert"`).
 * @csspart outcome-dialog - Accepted, turned down, cancelled or edited; `outcome-text` has `data-outcome`.
 * @csspart outcome-text - See `outcome-dialog`.
 * @csspart edit-view - The edit route: `apply-changes-button` (disabled until something changed), `back-to-offer`.
 * @csspart apply-changes-button - See `edit-view`.
 * @csspart back-to-offer - See `edit-view`.
 * @csspart booking-page - The printable booking page with `payment-summary` (`amount-paid`, `amount-due`) and a
 *   `print-button`; print styles leave out the header, photos and buttons.
 * @csspart payment-summary - See `booking-page`; `amount-total` holds every currency's total.
 * @csspart amount-total - See `payment-summary`.
 * @csspart amount-paid - See `booking-page`.
 * @csspart amount-due - See `booking-page`.
 * @csspart print-button - See `booking-page`.
 *
 * @cssproperty --bf-color-primary - Partner main colour.
 * @cssproperty --bf-color-primary-10 - … `--bf-color-primary-100`: main colour mixed with white, 10% steps.
 * @cssproperty --bf-color-on-primary - Text on the main colour (black or white by contrast).
 * @cssproperty --bf-color-primary-dark - Main colour 20% darker.
 * @cssproperty --bf-color-on-primary-dark - Text on the dark variant.
 * @cssproperty --bf-color-secondary - Partner secondary colour.
 * @cssproperty --bf-color-on-secondary - Text on the secondary colour.
 * @cssproperty --bf-color-focus - Focus ring colour.
 * @cssproperty --bf-color-link - Link colour on white.
 * @cssproperty --bf-color-text - Body text colour.
 * @cssproperty --bf-color-muted - Secondary text colour.
 * @cssproperty --bf-color-surface - Card background.
 * @cssproperty --bf-color-border - Hairlines and outlines.
 * @cssproperty --bf-radius - Corner radius: 4px, or 0 when the partner turns rounded boxes off.
 * @cssproperty --bf-font-family - The partner's font, else Inter.
 *
 * @event - None yet.
 */
import r2wc from '@r2wc/react-to-web-component';
import { BookingForm } from './BookingForm.tsx';
import { disposeInstance } from './instance.ts';

/** The tag name, fixed: partners' pages and our tests depend on it. */
const TAG_NAME = 'booking-form';

/** r2wc's element: it mounts React when connected and unmounts it when disconnected. */
type R2wcElement = HTMLElement & {
  container: ShadowRoot;
  connectedCallback(): void;
  disconnectedCallback(): void;
};

const R2wcBookingForm = r2wc(BookingForm, {
  shadow: 'open',
  props: { partner: 'string', location: 'string', lang: 'string', api: 'string', nonce: 'string' },
}) as unknown as new () => R2wcElement;

/**
 * Moving the element is a removal and an insertion in one task, so a removal is only acted on once the
 * current task's script is done: an element that is back by then keeps its React tree and instance
 * (what was typed, the open step, focus); one that is still out is unmounted and its instance disposed.
 */
class BookingFormElement extends R2wcBookingForm {
  override disconnectedCallback() {
    queueMicrotask(() => {
      if (this.isConnected) return;
      super.disconnectedCallback();
      disposeInstance(this.container);
    });
  }
}

// Loading the script twice (or two versions) must not throw: the first definition wins.
if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, BookingFormElement);
