import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useMatch, useNavigate } from 'react-router';
import { paths, routePatterns } from '../../../config/paths';
import { SUGGESTION_MIN_LENGTH, useSearchSuggestions } from '../api/get-search-suggestions';
import { useClickOutside } from '../hooks/use-click-outside';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { toSuggestionOptions, type SuggestionOption } from '../utils/to-suggestion-options';
import { useCombobox } from '../../../components/combobox/use-combobox';
import { SearchSuggestionsList } from './search-suggestions';
import './search-box.css';

export const SUGGESTION_DEBOUNCE_MS = 300;

/** Header search (spec §2): Enter with text goes to /search/{text}; filled on search pages. */
export function SearchBox() {
  const navigate = useNavigate();
  const searchMatch = useMatch(routePatterns.search);
  const pathKeyword = searchMatch?.params.keyword;
  const [open, setOpen] = useState(pathKeyword !== undefined);
  const [text, setText] = useState(pathKeyword ?? '');
  const [showSuggestions, setShowSuggestions] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const refocusToggle = useRef(false);
  const listId = useId();

  // Arriving on (or moving between) search pages fills the box from the path.
  useEffect(() => {
    if (pathKeyword === undefined) return;
    setText(pathKeyword);
    setOpen(true);
  }, [pathKeyword]);

  // After Escape closes the box, focus goes back to the (newly rendered) toggle button.
  useEffect(() => {
    if (open || !refocusToggle.current) return;
    refocusToggle.current = false;
    toggleRef.current?.focus();
  }, [open]);

  const keyword = useDebouncedValue(text.trim(), SUGGESTION_DEBOUNCE_MS);
  const suggestions = useSearchSuggestions(showSuggestions ? keyword : '');
  const options = keyword.length >= SUGGESTION_MIN_LENGTH ? toSuggestionOptions(suggestions.data) : [];
  const listVisible = open && showSuggestions && options.length > 0;

  const close = useCallback(() => {
    setOpen(false);
    setShowSuggestions(false);
  }, []);
  useClickOutside(containerRef, close, open);

  const go = (href: string) => {
    setShowSuggestions(false);
    void navigate(href);
  };
  const pick = (option: SuggestionOption) => {
    go(option.href);
    close();
  };
  const combobox = useCombobox({
    listId,
    options,
    optionKey: (option) => option.id,
    expanded: listVisible,
    onPick: pick,
    onDismiss: () => setShowSuggestions(false),
  });

  // The combobox takes the arrows, and Enter and Escape while the list is shown; otherwise Enter
  // searches the typed text and Escape closes the box (focus back on the toggle).
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (combobox.onKeyDown(event)) return;
    if (event.key === 'Escape') {
      refocusToggle.current = true;
      close();
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const query = text.trim();
      if (query) go(paths.search(query));
    }
  };

  return (
    <div className={`search-box${open ? ' search-box--open' : ''}`} ref={containerRef}>
      {open ? (
        <form role="search" className="search-box__form" onSubmit={(event) => event.preventDefault()}>
          <label className="visually-hidden" htmlFor={`${listId}-input`}>
            Search players and creators
          </label>
          <input
            ref={inputRef}
            id={`${listId}-input`}
            className="search-box__input"
            type="search"
            {...combobox.inputProps}
            autoComplete="off"
            placeholder="Search players, creators, videos"
            value={text}
            autoFocus={pathKeyword === undefined}
            onChange={(event) => {
              setText(event.target.value);
              setShowSuggestions(true);
              combobox.setActiveIndex(-1);
            }}
            onKeyDown={onKeyDown}
          />
          {listVisible ? (
            <SearchSuggestionsList id={listId} combobox={combobox} options={options} onPick={pick} />
          ) : null}
        </form>
      ) : (
        <button
          ref={toggleRef}
          type="button"
          className="search-box__toggle"
          aria-label="Search"
          aria-expanded={false}
          onClick={() => setOpen(true)}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10z"
            />
          </svg>
        </button>
      )}
    </div>
  );
}
