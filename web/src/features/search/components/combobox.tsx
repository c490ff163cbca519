import { useId, type ReactNode } from 'react';
import { useCombobox, type ComboboxBehaviour } from '../hooks/use-combobox.ts';
import './combobox.css';

export interface ComboboxOption {
  key: string;
  label: string;
  /** The English name beside a name in another language ('कैब ड्राइवर · Cab Driver'). */
  detail?: string;
  /** What a pick stands for, when not its label (the English name). */
  value?: string;
}

export interface ComboboxProps extends ComboboxBehaviour<ComboboxOption> {
  label: string;
  placeholder?: string;
  icon?: ReactNode;
  disabled?: boolean;
}

/**
 * A text input with a suggestion list, following the WAI-ARIA APG editable combobox with list
 * autocomplete: arrows move through the options (wrapping), Alt+Down opens and Alt+Up closes, Enter picks,
 * Escape closes and then clears, and the caret keys, typing and deleting give visual focus back to the text.
 *
 * Kept by hand rather than built on Downshift, React Aria or Ariakit: each of those added 11 to 56 KB gzip to
 * the home route's first load, whose budget (158 KB) had under 2 KB to spare.
 */
export function Combobox({ label, placeholder, icon, disabled, ...behaviour }: ComboboxProps) {
  const id = useId();
  const listId = `${id}-list`;
  const optionId = (index: number) => `${listId}-${index}`;
  const { list, expanded, active, activeOption, open, close, pick, type, onKeyDown } = useCombobox(behaviour);
  const { value, options, hint } = behaviour;

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
          onChange={(e) => type(e.target.value)}
          onFocus={open}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
      </div>
      <div
        className={
          expanded
            ? `combobox__popup combobox__popup--open${options.length === 0 ? ' combobox__popup--hint' : ''}`
            : 'combobox__popup'
        }
      >
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
              {option.detail ? (
                <>
                  {' · '}
                  <span className="combobox__option-detail" lang="en">
                    {option.detail}
                  </span>
                </>
              ) : null}
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
