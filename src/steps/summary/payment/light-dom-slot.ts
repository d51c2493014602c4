/**
 * A light-DOM home for content that cannot live in a shadow root (Stripe's Payment Element: its iframe
 * and its event handling need the document's own tree). The element gets a child `<div slot=…>` that
 * the `<slot>` in the shadow root shows in place, so it sits and flows where the slot is. The child is
 * the host page's only trace of it, and `remove()` takes it away (the panel unmounts, or the element
 * goes: React unmounts it then).
 */

/** The light-DOM element shown through `slot`, and the way to take it away. */
export type LightDomChild = { element: HTMLElement; remove: () => void };

/**
 * Adds the light-DOM child that `slot` shows. Outside a shadow root (nothing to cross) the child goes
 * right after the slot instead.
 */
export function lightDomChild(slot: HTMLSlotElement): LightDomChild {
  const element = slot.ownerDocument.createElement('div');
  const root = slot.getRootNode();
  if ('host' in root && root.host instanceof HTMLElement) {
    element.slot = slot.name;
    root.host.append(element);
  } else {
    slot.after(element);
  }
  return { element, remove: () => element.remove() };
}
