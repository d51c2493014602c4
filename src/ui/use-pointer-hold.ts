/**
 * Tells when a pointer is pressed inside the widget, so what would move the layout under it (a
 * message cleared by the blur that the press caused) can wait until the click has landed.
 */
import { type RefObject, useEffect } from 'react';

// A pointer released without a click (dragged off) lets go after this; a touch's click, and the blur
// that comes with it, follow the release within it.
const RELEASE_WITHOUT_CLICK_MS = 500;

/** Calls `hold(true)` on a press anywhere in the element's shadow root, `hold(false)` after its click. */
export function usePointerHold(ref: RefObject<HTMLElement | null>, hold: (held: boolean) => void) {
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const root = node.getRootNode();
    const doc = node.ownerDocument;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let held = false;
    const letGo = (delay: number) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        held = false;
        hold(false);
      }, delay);
    };
    const press = (event: Event) => {
      if (!(event as PointerEvent).isPrimary) return;
      clearTimeout(timer);
      held = true;
      hold(true);
    };
    const release = () => held && letGo(RELEASE_WITHOUT_CLICK_MS);
    // The click's own handlers (Next's submit) still see the held layout; it moves right after.
    const click = () => held && letGo(0);
    const cancel = () => held && letGo(0);
    root.addEventListener('pointerdown', press, true);
    doc.addEventListener('pointerup', release, true);
    doc.addEventListener('click', click, true);
    doc.addEventListener('pointercancel', cancel, true);
    return () => {
      root.removeEventListener('pointerdown', press, true);
      doc.removeEventListener('pointerup', release, true);
      doc.removeEventListener('click', click, true);
      doc.removeEventListener('pointercancel', cancel, true);
      clearTimeout(timer);
      if (held) hold(false);
    };
  }, [ref, hold]);
}
