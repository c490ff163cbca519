import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './combobox.css';

export interface ComboboxOption {
  key: string;
  label: string;
}

export interface ComboboxProps {
  label: string;
  placeholder?: string;
  icon?: ReactNode;
  value: string;
  onChange: (value: string) => void;
  options: readonly ComboboxOption[];
  /** A line under the options: 'No results', 'Type at least 3 characters…', … */
  hint?: string | null;
  onSelect: (option: ComboboxOption) => void;
  /** Enter with no highlighted option. */
  onEnter?: (text: string) => void;
  disabled?: boolean;
}

/** The next active option; wraps at both ends, and from none Down starts at the first and Up at the last. */
function nextActive(current: number, step: 1 | -1, count: number): number {
  if (current < 0) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}

/**
 * A text input with a suggestion list, following the WAI-ARIA APG editable combobox with list
 * autocomplete: arrows move through the options (wrapping), Alt+Down opens and Alt+Up closes, Enter picks,
 * Escape closes and then clears, and the caret keys, typing and deleting give visual focus back to the text.
 *
 * Kept by hand rather than built on Downshift, React Aria or Ariakit: each of those added 11 to 56 KB gzip to
 * the home route's first load, whose budget (158 KB) had under 2 KB to spare.
 */
export function Combobox({
  label,
  placeholder,
  icon,
  value,
  onChange,
  options,
  hint,
  onSelect,
  onEnter,
  disabled,
}: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${listId}-${index}`;
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

  const pick = (option: ComboboxOption) => {
    onSelect(option);
    close();
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
        event.preventDefault();
        if (activeOption) pick(activeOption);
        else {
          onEnter?.(value);
          close();
        }
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

  return (
    <div className="combobox">
      <label htmlFor={id} className="combobox__label">
        {label}
      </label>
      <div className="combobox__control">
        {icon ? (
          <span className="combobox__icon" aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <input
          id={id}
          className="combobox__input"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(active) : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          disabled={disabled}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActiveKey(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className={expanded ? 'combobox__popup combobox__popup--open' : 'combobox__popup'}>
        <ul ref={list} id={listId} role="listbox" aria-label={label} className="combobox__list" hidden={!expanded}>
          {options.map((option, index) => (
            <li
              key={option.key}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="combobox__option"
              // mousedown, not click: the input's blur would close the list first.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(option);
              }}
            >
              {option.label}
            </li>
          ))}
        </ul>
        {/* Always on the page, even while empty: screen readers announce changes only to a live region they already know. */}
        <p role="status" className="combobox__hint">
          {expanded ? hint : null}
        </p>
      </div>
    </div>
  );
}
