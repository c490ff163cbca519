import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Combobox, type ComboboxOption } from './combobox.tsx';

const CITIES: readonly ComboboxOption[] = [
  { key: 'pune', label: 'Pune' },
  { key: 'patna', label: 'Patna' },
  { key: 'panaji', label: 'Panaji' },
];

interface HarnessProps {
  onSelect?: (option: ComboboxOption) => void;
  onEnter?: (text: string) => void;
  onOuterKeyDown?: (key: string) => void;
  onSubmit?: () => void;
}

/** Filters the cities by prefix and puts a picked city's name in the field, as a caller would. */
function Harness({ onSelect, onEnter, onOuterKeyDown, onSubmit }: HarnessProps) {
  const [value, setValue] = useState('');
  const matches = value ? CITIES.filter((city) => city.label.toLowerCase().startsWith(value.toLowerCase())) : [];
  return (
    // What a dialog around the field hears of a key press (its Escape closes it).
    <dialog open aria-label="Search" onKeyDown={(event) => onOuterKeyDown?.(event.key)}>
      {/* A form around the field, as in the search banner: an Enter that picks must not submit. */}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit?.();
        }}
      >
        <Combobox
          label="City"
          value={value}
          onChange={setValue}
          options={matches}
          hint={value && matches.length === 0 ? 'No results' : null}
          onSelect={(option) => {
            onSelect?.(option);
            setValue(option.label);
          }}
          onEnter={onEnter}
        />
        <button type="submit">Search</button>
      </form>
    </dialog>
  );
}

function renderCombobox(props: HarnessProps = {}) {
  const user = userEvent.setup();
  render(<Harness {...props} />);
  return { user, input: screen.getByRole('combobox', { name: 'City' }) };
}

const activeOption = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('Combobox (WAI-ARIA combobox with list autocomplete)', () => {
  it('is a combobox with list autocomplete that controls its listbox and tells whether it is expanded', async () => {
    const { user, input } = renderCombobox();
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    const listbox = screen.getByRole('listbox', { hidden: true });
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(input, 'p');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'City' })).toBe(listbox);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Pune', 'Patna', 'Panaji']);
    expect(screen.queryByRole('option', { selected: true })).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves the active option down with ArrowDown, wrapping from the last to the first', async () => {
    const { user, input } = renderCombobox();
    await user.type(input, 'p');
    const labels: (string | null)[] = [];
    for (let i = 0; i < 4; i += 1) {
      await user.keyboard('{ArrowDown}');
      labels.push(activeOption(input)?.textContent ?? null);
      expect(screen.getByRole('option', { selected: true })).toBe(activeOption(input));
    }
    expect(labels).toEqual(['Pune', 'Patna', 'Panaji', 'Pune']);
    expect(screen.getAllByRole('option', { selected: false })).toHaveLength(2);
    expect(input).toHaveFocus();
  });

  it('starts ArrowUp at the last option and wraps from the first to the last', async () => {
    const { user, input } = renderCombobox();
    await user.type(input, 'p');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)).toHaveTextContent('Panaji');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption(input)).toHaveTextContent('Pune');
    await user.keyboard('{ArrowUp}');
    expect(activeOption(input)).toHaveTextContent('Panaji');
    expect(screen.getByRole('option', { name: 'Panaji', selected: true })).toBeInTheDocument();
  });

  it('picks the active option on Enter and closes the list', async () => {
    const onSelect = vi.fn();
    const onEnter = vi.fn();
    const { user, input } = renderCombobox({ onSelect, onEnter });
    await user.type(input, 'pa');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ key: 'panaji', label: 'Panaji' });
    expect(onEnter).not.toHaveBeenCalled();
    expect(input).toHaveValue('Panaji');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('hands the typed text to onEnter when no option is active', async () => {
    const onSelect = vi.fn();
    const onEnter = vi.fn();
    const { user, input } = renderCombobox({ onSelect, onEnter });
    await user.type(input, 'pat{Enter}');
    expect(onEnter).toHaveBeenCalledExactlyOnceWith('pat');
    expect(onSelect).not.toHaveBeenCalled();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('picks an option that is clicked', async () => {
    const onSelect = vi.fn();
    const { user, input } = renderCombobox({ onSelect });
    await user.type(input, 'p');
    await user.click(screen.getByRole('option', { name: 'Patna' }));
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ key: 'patna', label: 'Patna' });
    expect(input).toHaveValue('Patna');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('closes the list on Escape, then clears the text on a second Escape', async () => {
    const { user, input } = renderCombobox();
    await user.type(input, 'p');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveValue('p');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('keeps an Escape it used from reaching what it sits in (a dialog, say)', async () => {
    const onOuterKeyDown = vi.fn();
    const { user, input } = renderCombobox({ onOuterKeyDown });
    await user.type(input, 'p');
    onOuterKeyDown.mockClear();
    const escapes: KeyboardEvent[] = [];
    const seen = (event: KeyboardEvent) => event.key === 'Escape' && escapes.push(event);
    window.addEventListener('keydown', seen, true);
    try {
      await user.keyboard('{Escape}{Escape}');
      expect(onOuterKeyDown).not.toHaveBeenCalledWith('Escape');
      await user.keyboard('{Escape}');
      expect(onOuterKeyDown).toHaveBeenCalledExactlyOnceWith('Escape');
    } finally {
      window.removeEventListener('keydown', seen, true);
    }
    // A native modal dialog around it closes on an Escape whose default action was not prevented.
    expect(escapes.map((event) => event.defaultPrevented)).toEqual([true, true, false]);
  });

  it('opens with Alt+ArrowDown without choosing an option, and with ArrowDown on the first option', async () => {
    const { user, input } = renderCombobox();
    await user.type(input, 'p{Escape}');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption(input)).toHaveTextContent('Pune');
  });

  it('gives visual focus back to the text on Left, Right, Home, End and typing', async () => {
    const { user, input } = renderCombobox();
    await user.type(input, 'p');
    for (const key of ['{ArrowLeft}', '{ArrowRight}', '{Home}', '{End}', 'a']) {
      await user.keyboard('{ArrowDown}');
      expect(activeOption(input)).not.toBeNull();
      await user.keyboard(key);
      expect(input).not.toHaveAttribute('aria-activedescendant');
      expect(screen.queryByRole('option', { selected: true })).not.toBeInTheDocument();
    }
  });

  it('announces its hint in a status line while the list is open', async () => {
    const { user, input } = renderCombobox();
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await user.type(input, 'x');
    expect(status).toHaveTextContent('No results');
    expect(screen.getByText('No results')).toBeVisible();
    expect(input).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(status).toBeEmptyDOMElement();
  });

  it('tells its state through ARIA while collapsed, open, with an option focused and after a pick', async () => {
    const { user, input } = renderCombobox();
    const listbox = screen.getByRole('listbox', { hidden: true });
    const collapsed = () => {
      expect(input).toHaveAttribute('aria-expanded', 'false');
      expect(input).toHaveAttribute('aria-controls', listbox.id);
      expect(input).not.toHaveAttribute('aria-activedescendant');
      expect(listbox).not.toBeVisible();
    };
    collapsed();
    // Focused with nothing to suggest yet: still collapsed, no empty list shown.
    await user.click(input);
    expect(input).toHaveFocus();
    collapsed();

    await user.type(input, 'pa');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(listbox).toBeVisible();
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['false', 'false']);
    expect(new Set(options.map((option) => option.id)).size).toBe(2);

    await user.keyboard('{ArrowDown}');
    const patna = screen.getByRole('option', { name: 'Patna' });
    expect(input).toHaveAttribute('aria-activedescendant', patna.id);
    expect(listbox).toContainElement(patna);
    expect(patna).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: 'Panaji' })).toHaveAttribute('aria-selected', 'false');
    expect(input).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(input).toHaveValue('Patna');
    collapsed();
  });

  it('opens a closed list with ArrowUp on the last option', async () => {
    const { user, input } = renderCombobox();
    await user.type(input, 'p{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowUp}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption(input)).toHaveTextContent('Panaji');
  });

  it('closes with Alt+ArrowUp from a focused option, keeping the text and the focus in the field', async () => {
    const onSelect = vi.fn();
    const { user, input } = renderCombobox({ onSelect });
    await user.type(input, 'pa{ArrowDown}');
    expect(activeOption(input)).toHaveTextContent('Patna');
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('pa');
    expect(input).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('keeps the Enter that picks an option from submitting the form around it', async () => {
    const onSubmit = vi.fn();
    const onSelect = vi.fn();
    const { user, input } = renderCombobox({ onSubmit, onSelect });
    await user.type(input, 'pa{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ key: 'patna', label: 'Patna' });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('lets Enter with no option focused submit the form around it when it takes no Enter of its own', async () => {
    const onSubmit = vi.fn();
    const { user, input } = renderCombobox({ onSubmit });
    await user.type(input, 'pa{Enter}');
    expect(onSubmit).toHaveBeenCalledOnce();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves the caret with Left, Right, Home and End while the list stays open', async () => {
    const { user, input } = renderCombobox();
    await user.type(input, 'pa');
    const caret = () => (input as HTMLInputElement).selectionStart;
    for (const [key, at] of [
      ['{ArrowLeft}', 1],
      ['{Home}', 0],
      ['{ArrowRight}', 1],
      ['{End}', 2],
    ] as const) {
      await user.keyboard('{ArrowDown}');
      expect(activeOption(input)).not.toBeNull();
      await user.keyboard(key);
      expect(caret()).toBe(at);
      expect(input).toHaveAttribute('aria-expanded', 'true');
      expect(input).not.toHaveAttribute('aria-activedescendant');
    }
    expect(input).toHaveValue('pa');
  });

  it('types a printable character into the text and filters the options by it', async () => {
    const { user, input } = renderCombobox();
    await user.type(input, 'pa{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(2);
    await user.keyboard('t');
    expect(input).toHaveValue('pat');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Patna']);
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('gives visual focus back to the text on Backspace and Delete, even where they delete nothing', async () => {
    const { user, input } = renderCombobox();
    await user.type(input, 'pa{ArrowDown}{Backspace}');
    expect(input).toHaveValue('p');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveAttribute('aria-expanded', 'true');

    // Backspace at the start and Delete at the end change nothing in the text.
    await user.keyboard('{Home}{ArrowDown}');
    expect(activeOption(input)).not.toBeNull();
    await user.keyboard('{Backspace}');
    expect(input).toHaveValue('p');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{End}{ArrowDown}');
    expect(activeOption(input)).not.toBeNull();
    await user.keyboard('{Delete}');
    expect(input).toHaveValue('p');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveAttribute('aria-expanded', 'true');
  });

  it('lets Tab move on to the next control without picking, keeping the text', async () => {
    const onSelect = vi.fn();
    const { user, input } = renderCombobox({ onSelect });
    await user.type(input, 'pa{ArrowDown}');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    expect(onSelect).not.toHaveBeenCalled();
    expect(input).toHaveValue('pa');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('picks an option that is tapped', async () => {
    const onSelect = vi.fn();
    const { user, input } = renderCombobox({ onSelect });
    await user.type(input, 'p');
    await user.pointer({ keys: '[TouchA]', target: screen.getByRole('option', { name: 'Panaji' }) });
    expect(onSelect).toHaveBeenCalledExactlyOnceWith({ key: 'panaji', label: 'Panaji' });
    expect(input).toHaveValue('Panaji');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps visual focus on the same option when the options change under it, and drops it when that option goes', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    const onEnter = vi.fn();
    const field = (options: readonly ComboboxOption[]) => (
      <Combobox label="City" value="pa" onChange={() => {}} options={options} onSelect={onSelect} onEnter={onEnter} />
    );
    const [, patna, panaji] = CITIES as [ComboboxOption, ComboboxOption, ComboboxOption];
    const { rerender } = render(field([patna, panaji]));
    const input = screen.getByRole('combobox', { name: 'City' });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(activeOption(input)).toHaveTextContent('Patna');

    // The same options in another order: still Patna.
    rerender(field([panaji, patna]));
    expect(activeOption(input)).toHaveTextContent('Patna');
    expect(screen.getByRole('option', { selected: true })).toHaveTextContent('Patna');
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(patna);

    // Patna gone: nothing is focused (not Panaji, now at its place), and Enter hands over the text.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(input)).toHaveTextContent('Patna');
    rerender(field([panaji]));
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('option', { selected: true })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledOnce();
    expect(onEnter).toHaveBeenCalledExactlyOnceWith('pa');
  });

  it('closes the list when focus leaves', async () => {
    const { user, input } = renderCombobox();
    await user.type(input, 'p{ArrowDown}');
    await user.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.click(input);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });
});
