import { useEffect, useRef, useState, type KeyboardEvent } from 'react';

interface Option {
  key: string;
}

export interface ComboboxBehaviour<O extends Option> {
  value: string;
  onChange: (value: string) => void;
  options: readonly O[];
  /** A line under the options: 'No results', 'Type at least 3 characters…', … */
  hint?: string | null;
  onSelect: (option: O) => void;
  /** Enter with no highlighted option; without it, Enter submits the field's form (the browser's own). */
  onEnter?: (text: string) => void;
}

/** The next active option; wraps at both ends, and from none Down starts at the first and Up at the last. */
function nextActive(current: number, step: 1 | -1, count: number): number {
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/**
 * The editable combobox's state and keys (WAI-ARIA APG, list autocomplete): whether the list is open, which option
 * has visual focus, and what each key does to them. DOM focus stays on the input throughout.
 */
export function useCombobox<O extends Option>({
  value,
  onChange,
  options,
  hint,
  onSelect,
  onEnter,
}: ComboboxBehaviour<O>) {
  const list = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  // The visually focused option, by key: when the options change under it (suggestions arriving late), it stays on
  // the same option or, if that one is gone, goes back to the text, never to whatever now sits at its place.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const expanded = open && (options.length > 0 || Boolean(hint));
  const active = expanded ? options.findIndex((option) => option.key === activeKey) : -1;
  const activeOption = active >= 0 ? options[active] : undefined;

  useEffect(() => {
    // The browser scrolls only to DOM focus, which stays on the input; jsdom has no scrollIntoView.
    if (activeOption) list.current?.children[active]?.scrollIntoView?.({ block: 'nearest' });
  }, [activeOption, active]);

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };

  const pick = (option: O) => {
    onSelect(option);
    close();
  };

  /** Typing: the text changes, the list opens and visual focus goes back to the text. */
  const type = (text: string) => {
    onChange(text);
    setOpen(true);
    setActiveKey(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        if (event.altKey) {
          // Alt+Down opens without choosing an option; Alt+Up closes.
          if (step === 1) setOpen(true);
          else close();
          return;
        }
        setOpen(true);
        const next = options[nextActive(active, step, options.length)];
        if (next) setActiveKey(next.key);
        return;
      }
      case 'Enter':
        if (activeOption) {
          event.preventDefault();
          pick(activeOption);
        } else if (onEnter) {
          event.preventDefault();
          onEnter(value);
          close();
        } else close();
        return;
      case 'Escape':
        if (expanded) close();
        else if (value !== '') onChange('');
        else return;
        // Consumed: an enclosing dialog must not close as well (a native modal dialog closes on an Escape whose
        // default was not prevented, wherever it propagated).
        event.preventDefault();
        event.stopPropagation();
        return;
      case 'ArrowLeft':
      case 'ArrowRight':
      case 'Home':
      case 'End':
      case 'Backspace':
      case 'Delete':
        // Visual focus goes back to the text, the list stays open; the caret moves (or the text is edited) as usual,
        // even where nothing changes (Backspace at the start).
        setActiveKey(null);
    }
  };

  return { list, expanded, active, activeOption, open: () => setOpen(true), close, pick, type, onKeyDown };
}
