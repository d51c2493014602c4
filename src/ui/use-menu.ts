/**
 * Menu-button behaviour (WAI-ARIA APG "menu button"), split from markup in the react-aria manner:
 * returns prop bags for the trigger, the menu and each item.
 */
import { type KeyboardEvent, useCallback, useEffect, useId, useRef, useState } from 'react';

/** State and prop bags of one menu button. */
export type MenuState = ReturnType<typeof useMenu>;

/** Menu-button behaviour for `count` items; `onSelect` gets the chosen index. */
export function useMenu(count: number, onSelect: (index: number) => void) {
  const [open, setOpen] = useState(false);
  const [pendingFocus, setPendingFocus] = useState<number | null>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  const menuId = useId();

  const focusItem = (index: number) => items.current[(index + count) % count]?.focus();

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) triggerRef.current?.focus();
  }, []);

  const openAt = (index: number) => {
    setOpen(true);
    setPendingFocus(index);
  };

  useEffect(() => {
    if (open && pendingFocus !== null) {
      items.current[(pendingFocus + count) % count]?.focus();
      setPendingFocus(null);
    }
  }, [open, pendingFocus, count]);

  // A press anywhere else in the page or the shadow root closes the menu without stealing focus.
  useEffect(() => {
    if (!open) return;
    const root = menuRef.current?.getRootNode() as Document | ShadowRoot | undefined;
    const ownerDocument = menuRef.current?.ownerDocument;
    const onPointerDown = (event: Event) => {
      const path = event.composedPath();
      if (
        !path.includes(menuRef.current as EventTarget) &&
        !path.includes(triggerRef.current as EventTarget)
      ) {
        close(false);
      }
    };
    ownerDocument?.addEventListener('pointerdown', onPointerDown);
    root?.addEventListener('pointerdown', onPointerDown);
    return () => {
      ownerDocument?.removeEventListener('pointerdown', onPointerDown);
      root?.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close]);

  const onTriggerKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(count - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const current = items.current.indexOf(event.target as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: count - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusItem(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return {
    open,
    close,
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => (open ? close(false) : setOpen(true)),
      onKeyDown: onTriggerKeyDown,
    },
    menuProps: { ref: menuRef, id: menuId, role: 'menu' as const, onKeyDown: onMenuKeyDown },
    itemProps: (index: number) => ({
      ref: (element: HTMLButtonElement | null) => {
        items.current[index] = element;
      },
      type: 'button' as const,
      role: 'menuitem' as const,
      tabIndex: -1,
      onClick: () => {
        onSelect(index);
        close(true);
      },
    }),
  };
}
