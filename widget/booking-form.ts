/**
 * `<booking-form>`: the partner-branded booking wizard, embedded with one script tag, rendered in an
 * open shadow root.
 *
 * Its public contract (attributes, `booking-*` events with their detail types, `::part`s and `--bf-*`
 * custom properties) is the constant `PUBLIC_SURFACE` in `src/element/public-surface.ts`; the README
 * tables, `custom-elements.json` and the shipped `booking-form.d.ts` are generated from it, and a
 * browser test fails when the element emits a part it does not list. Changing it is a Public API change.
 *
 * Moving the element in the DOM keeps everything (what was typed, the open step). Removing it ends the
 * instance once the current script is done: its listeners, timers, requests and styles go with it. Put
 * back later, it starts afresh from its attributes, and the tab's unsent draft is restored as on a reload.
 *
 * @tag booking-form
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
  // The loader may have given the element a shadow root with the skeleton before it was defined: the
  // widget renders into that one (React replaces the skeleton) instead of failing to attach another.
  override attachShadow(init: ShadowRootInit): ShadowRoot {
    return this.shadowRoot ?? super.attachShadow(init);
  }

  override disconnectedCallback() {
    queueMicrotask(() => {
      if (this.isConnected) return;
      super.disconnectedCallback();
      disposeInstance(this.container);
    });
  }
}

// Defined a task after this chunk is evaluated: evaluating it and upgrading the page's elements (React's
// root, its listeners, the first render) were one long task of the host page, ~110 ms at 4× CPU
// slowdown. Loading the script twice (or two versions) must not throw: the first definition wins.
setTimeout(() => {
  if (!customElements.get(TAG_NAME)) customElements.define(TAG_NAME, BookingFormElement);
}, 0);
