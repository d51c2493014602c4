/**
 * The keyboard and pointer behaviour of the item search, WAI-ARIA's combobox with a listbox popup
 * (list autocomplete): typing filters and opens the list, the arrow keys move through the options
 * that can be chosen (the input keeps focus, `aria-activedescendant` names the option), Enter adds
 * the item, Escape closes the list and then clears the text.
 */
import { type KeyboardEvent, useState } from 'react';

/**
 * What the combobox needs: the ids of the options that can be chosen for a typed text, in the order
 * they show, and what choosing one does.
 */
export type ComboboxOptions = {
  choosableFor: (text: string) => string[];
  choose: (optionId: string) => void;
};

/** State and prop bags of the item combobox. */
export function useItemCombobox({ choosableFor, choose }: ComboboxOptions) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState<string | null>(null);
  const choosable = choosableFor(text);
  const current = active && choosable.includes(active) ? active : null;

  const move = (by: 1 | -1) => {
    if (choosable.length === 0) return;
    const at = current ? choosable.indexOf(current) : by === 1 ? -1 : choosable.length;
    setActive(choosable[(at + by + choosable.length) % choosable.length] ?? null);
  };
  const close = () => {
    setOpen(false);
    setActive(null);
  };
  const pick = (optionId: string) => {
    choose(optionId);
    setText('');
    close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        if (event.altKey) return;
      }
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      // Enter never sends the step's form from here: it chooses the highlighted item, if any.
      event.preventDefault();
      if (open && current) pick(current);
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      } else if (text) {
        event.preventDefault();
        setText('');
      }
    }
  };

  return {
    text,
    open,
    active: current,
    close,
    pick,
    toggle: () => (open ? close() : setOpen(true)),
    inputProps: {
      value: text,
      onKeyDown,
      onChange: (event: { currentTarget: { value: string } }) => {
        setText(event.currentTarget.value);
        setOpen(true);
        setActive(null);
      },
      onClick: () => setOpen(true),
      // A click on an option keeps focus in the input (its mousedown is prevented), so leaving the
      // input means leaving the picker.
      onBlur: close,
    },
  };
}
