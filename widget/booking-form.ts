/**
 * `<booking-form>`: the partner-branded booking wizard, embedded with one script tag, rendered in an
 * open shadow root.
 *
 * Its public contract (attributes, `booking-*` events with their detail types, `::part`s and `--bf-*`
 * custom properties) is the constant `PUBLIC_SURFACE` in `src/element/public-surface.ts`; the README
 * tables, `custom-elements.json` and the shipped `booking-form.d.ts` are generated from it, and a
 * browser test fails when the element emits a part it does not list. Changing it is a Public API change.
 *
 * @tag booking-form
 */
import r2wc from '@r2wc/react-to-web-component';
import { BookingForm } from './BookingForm.tsx';

/** The tag name, fixed: partners' pages and our tests depend on it. */
const TAG_NAME = 'booking-form';

// Loading the script twice (or two versions) must not throw: the first definition wins.
if (!customElements.get(TAG_NAME)) {
  customElements.define(
    TAG_NAME,
    r2wc(BookingForm, {
      shadow: 'open',
      props: { partner: 'string', location: 'string', lang: 'string', api: 'string', nonce: 'string' },
    }),
  );
}
