import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
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

/** A text input with a suggestion list (ARIA combobox pattern): arrows move, Enter picks, Escape closes. */
export function Combobox({ label, placeholder, icon, value, onChange, options, hint, onSelect, onEnter, disabled }: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const expanded = open && (options.length > 0 || Boolean(hint));

  const pick = (option: ComboboxOption) => {
    onSelect(option);
    setActive(-1);
    setOpen(false);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const option = expanded ? options[active] : undefined;
      if (option) pick(option);
      else {
        onEnter?.(value);
        setOpen(false);
      }
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
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
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          placeholder={placeholder}
          value={value}
          disabled={disabled}
          onChange={(e) => {
            onChange(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </div>
      <div className="combobox__popup" hidden={!expanded}>
        <ul id={listId} role="listbox" aria-label={label} className="combobox__list">
          {options.map((option, index) => (
            <li
              key={option.key}
              id={`${listId}-${index}`}
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
        {hint ? <p className="combobox__hint">{hint}</p> : null}
      </div>
    </div>
  );
}
