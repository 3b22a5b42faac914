import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useId, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ComboboxList } from './combobox-list';
import { useCombobox } from './use-combobox';

const fruits = ['Apple', 'Banana', 'Cherry', 'Damson'];

/** The smallest user of the combobox: filters a fixed list as one types. */
function Picker({ onPick }: { onPick: (fruit: string) => void }) {
  const listId = useId();
  const [text, setText] = useState('');
  const [dismissed, setDismissed] = useState(false);
  const options = text ? fruits.filter((f) => f.toLowerCase().includes(text.toLowerCase())) : [];
  const pick = (fruit: string) => {
    onPick(fruit);
    setText('');
  };
  const combobox = useCombobox({
    listId,
    options,
    optionKey: (f) => f,
    expanded: !dismissed && options.length > 0,
    onPick: pick,
    onDismiss: () => setDismissed(true),
  });
  return (
    <>
      <label htmlFor="fruit">Fruit</label>
      <input
        id="fruit"
        {...combobox.inputProps}
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setDismissed(false);
        }}
        onKeyDown={combobox.onKeyDown}
      />
      {combobox.inputProps['aria-expanded'] ? (
        <ComboboxList
          combobox={combobox}
          id={listId}
          label="Fruits"
          options={options}
          optionKey={(f) => f}
          onPick={pick}
          renderOption={(f) => f}
        />
      ) : null}
    </>
  );
}

function setup() {
  const onPick = vi.fn();
  const user = userEvent.setup();
  render(<Picker onPick={onPick} />);
  const input = screen.getByRole('combobox', { name: 'Fruit' });
  return { user, input, onPick };
}

const active = (input: HTMLElement) => {
  const id = input.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id)?.textContent : undefined;
};

describe('combobox (W3C APG, listbox popup)', () => {
  it('is a collapsed combobox until there is something to suggest, then names its listbox', async () => {
    const { user, input } = setup();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    await user.type(input, 'an');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Fruits' });
    expect(input).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Banana']);
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });

  it('moves with ArrowDown and ArrowUp (wrapping), focus staying in the input', async () => {
    const { user, input } = setup();
    await user.type(input, 'a'); // Apple, Banana, Damson
    await user.keyboard('{ArrowDown}');
    expect(active(input)).toBe('Apple');
    expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active(input)).toBe('Damson');
    await user.keyboard('{ArrowDown}');
    expect(active(input)).toBe('Apple');
    await user.keyboard('{ArrowUp}');
    expect(active(input)).toBe('Damson');
    expect(input).toHaveFocus();
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
  });

  it('starts from the last option with ArrowUp', async () => {
    const { user, input } = setup();
    await user.type(input, 'a');
    await user.keyboard('{ArrowUp}');
    expect(active(input)).toBe('Damson');
  });

  it('jumps with Home and End once an option is highlighted', async () => {
    const { user, input } = setup();
    await user.type(input, 'a');
    await user.keyboard('{ArrowDown}{End}');
    expect(active(input)).toBe('Damson');
    await user.keyboard('{Home}');
    expect(active(input)).toBe('Apple');
  });

  it('picks the highlighted option with Enter', async () => {
    const { user, input, onPick } = setup();
    await user.type(input, 'a');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onPick).toHaveBeenCalledExactlyOnceWith('Banana');
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('does not pick on Enter with nothing highlighted', async () => {
    const { user, input, onPick } = setup();
    await user.type(input, 'a{Enter}');
    expect(onPick).not.toHaveBeenCalled();
  });

  it('closes with Escape, keeping the text; typing opens it again', async () => {
    const { user, input } = setup();
    await user.type(input, 'ch');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveValue('ch');
    await user.keyboard('{ArrowDown}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.type(input, 'e');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
  });

  it('picks a clicked option', async () => {
    const { user, input, onPick } = setup();
    await user.type(input, 'da');
    await user.click(screen.getByRole('option', { name: 'Damson' }));
    expect(onPick).toHaveBeenCalledWith('Damson');
  });

  it('keeps the highlight on the same option when the list narrows, drops it when gone', async () => {
    const { user, input } = setup();
    await user.type(input, 'a');
    await user.keyboard('{ArrowDown}{ArrowDown}'); // Banana
    await user.type(input, 'n'); // Banana only
    expect(active(input)).toBe('Banana');
    await user.clear(input);
    await user.type(input, 'ch');
    expect(input).not.toHaveAttribute('aria-activedescendant');
  });
});
