import { useEffect, useState, type KeyboardEvent } from 'react';

export interface UseComboboxOptions<T> {
  /** The listbox's id (useId): aria-controls and every option's id start with it. */
  listId: string;
  options: readonly T[];
  /** Stable per option (a slug, an id): the option's DOM id, and how a kept highlight is found. */
  optionKey: (option: T) => string;
  /** Whether the listbox is shown: the caller knows (enough text typed, results arrived). */
  expanded: boolean;
  onPick: (option: T) => void;
  /** Escape while the listbox is shown: hide it (the text stays, as the APG pattern has it). */
  onDismiss: () => void;
}

export interface ComboboxInputProps {
  role: 'combobox';
  'aria-autocomplete': 'list';
  'aria-expanded': boolean;
  'aria-controls': string;
  'aria-activedescendant': string | undefined;
}

export interface Combobox<T> {
  /** The highlighted option's index, or -1 (none: the caret is in the text). */
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  inputProps: ComboboxInputProps;
  /**
   * The input's keys: ArrowDown/ArrowUp move the highlight (wrapping), Home/End jump to the first
   * or last option while one is highlighted (else they move the caret), Enter picks the
   * highlighted option, Escape dismisses the listbox. Returns true when it handled the key, so
   * the caller can give Enter and Escape their own meaning otherwise (the header search does).
   */
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => boolean;
  optionId: (option: T) => string;
}

export const comboboxOptionId = (listId: string, key: string) => `${listId}-opt-${key}`;

/**
 * W3C APG combobox with a listbox popup, "list autocomplete with manual selection": focus stays
 * in the text input and the highlighted option is named by aria-activedescendant, so typing
 * goes on working and a screen reader reads the option. The listbox half is `ComboboxList`.
 */
export function useCombobox<T>(opts: UseComboboxOptions<T>): Combobox<T> {
  const { listId, options, optionKey, expanded, onPick, onDismiss } = opts;
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const keys = options.map(optionKey);
  // New results keep the highlighted option if it is still there; otherwise nothing is highlighted.
  const found = activeKey === null ? -1 : keys.indexOf(activeKey);
  const activeIndex = expanded ? found : -1;
  const keysText = keys.join('\n');
  useEffect(() => {
    if (!expanded) setActiveKey(null);
  }, [expanded, keysText]);

  const setActiveIndex = (index: number) => setActiveKey(index < 0 ? null : (keys[index] ?? null));
  const optionId = (option: T) => comboboxOptionId(listId, optionKey(option));

  // Keep the highlighted option visible in a scrolling list (jsdom has no scrollIntoView).
  useEffect(() => {
    if (activeIndex < 0) return;
    const key = keys[activeIndex];
    const el = key === undefined ? null : document.getElementById(comboboxOptionId(listId, key));
    el?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, listId, keysText]); // eslint-disable-line react-hooks/exhaustive-deps

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): boolean => {
    const last = options.length - 1;
    const move = (index: number) => {
      event.preventDefault();
      setActiveIndex(index);
      return true;
    };
    if (!expanded || last < 0) return false;
    switch (event.key) {
      case 'ArrowDown':
        return move(activeIndex >= last ? 0 : activeIndex + 1);
      case 'ArrowUp':
        return move(activeIndex <= 0 ? last : activeIndex - 1);
      case 'Home':
        return activeIndex >= 0 ? move(0) : false;
      case 'End':
        return activeIndex >= 0 ? move(last) : false;
      case 'Enter': {
        const option = options[activeIndex];
        if (!option) return false;
        event.preventDefault();
        setActiveKey(null);
        onPick(option);
        return true;
      }
      case 'Escape':
        event.preventDefault();
        setActiveKey(null);
        onDismiss();
        return true;
      default:
        return false;
    }
  };

  const active = options[activeIndex];
  return {
    activeIndex,
    setActiveIndex,
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listId,
      'aria-activedescendant': active === undefined ? undefined : optionId(active),
    },
    onKeyDown,
    optionId,
  };
}
