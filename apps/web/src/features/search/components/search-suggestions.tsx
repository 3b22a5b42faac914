import type { SuggestionOption } from '../utils/to-suggestion-options';

type SearchSuggestionsListProps = {
  id: string;
  options: SuggestionOption[];
  activeIndex: number;
  onPick: (option: SuggestionOption) => void;
};

export const optionDomId = (listId: string, option: SuggestionOption) => `${listId}-${option.id}`;

/** The listbox half of the search combobox; the input owns focus and the active option. */
export function SearchSuggestionsList({ id, options, activeIndex, onPick }: SearchSuggestionsListProps) {
  return (
    <ul id={id} role="listbox" aria-label="Suggestions" className="search-box__list">
      {options.map((option, index) => {
        const firstOfGroup = index === 0 || options[index - 1]?.group !== option.group;
        return (
          <li
            key={option.id}
            id={optionDomId(id, option)}
            role="option"
            aria-selected={index === activeIndex}
            className="search-box__option"
            data-group-start={firstOfGroup ? option.group : undefined}
            // Keep focus in the input; the click itself picks the option.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(option)}
          >
            <span className="search-box__option-group visually-hidden">{option.group}: </span>
            <span className="search-box__option-label">{option.label}</span>
            {option.detail ? <span className="search-box__option-detail">{option.detail}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}
