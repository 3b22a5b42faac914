import type { ReactNode } from 'react';
import type { Combobox } from './use-combobox';
import './combobox.css';

type ComboboxListProps<T> = {
  combobox: Combobox<T>;
  id: string;
  label: string;
  options: readonly T[];
  optionKey: (option: T) => string;
  onPick: (option: T) => void;
  renderOption: (option: T, index: number) => ReactNode;
  className?: string;
  optionClassName?: string;
  /** Extra attributes per option (the header search marks where a group starts). */
  optionAttributes?: (option: T, index: number) => Record<string, string | undefined>;
};

/**
 * The listbox half of the combobox (use-combobox.ts). Options are not focusable: the input keeps
 * focus; a pointer press would blur it, so mousedown is cancelled and the click picks.
 */
export function ComboboxList<T>({
  combobox,
  id,
  label,
  options,
  optionKey,
  onPick,
  renderOption,
  className,
  optionClassName,
  optionAttributes,
}: ComboboxListProps<T>) {
  return (
    <ul id={id} role="listbox" aria-label={label} className={`combobox-list ${className ?? ''}`.trim()}>
      {options.map((option, index) => (
        <li
          key={optionKey(option)}
          id={combobox.optionId(option)}
          role="option"
          aria-selected={index === combobox.activeIndex}
          className={`combobox-list__option ${optionClassName ?? ''}`.trim()}
          {...optionAttributes?.(option, index)}
          onMouseDown={(event) => event.preventDefault()}
          onMouseMove={() => {
            if (index !== combobox.activeIndex) combobox.setActiveIndex(index);
          }}
          onClick={() => onPick(option)}
        >
          {renderOption(option, index)}
        </li>
      ))}
    </ul>
  );
}
