/**
 * Computed signals that keep their previous value while a recomputation yields an equal one.
 * `computed` compares by identity, so a fresh array or object on every run tells every reader "changed":
 * each keystroke in the form then re-rendered the wizard frame and every step around the field. With
 * these, readers hear of a change only when there is one.
 */
import { computed, type ReadonlySignal } from '@preact/signals-react';

/** A computed whose value stays the same object while `same(previous, next)` holds. */
export function computedStable<T>(compute: () => T, same: (a: T, b: T) => boolean): ReadonlySignal<T> {
  let last: { value: T } | null = null;
  return computed(() => {
    const next = compute();
    if (last && same(last.value, next)) return last.value;
    last = { value: next };
    return next;
  });
}

/** Same length, and the same items in the same order (by identity). */
export function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/** Same own keys with identical values: a flat record such as `{ mice, hotel }`. */
export function sameFields<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(a) as (keyof T)[];
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
