import { ComboboxList } from '../../../components/combobox/combobox-list';
import type { Combobox } from '../../../components/combobox/use-combobox';
import type { SuggestionOption } from '../utils/to-suggestion-options';

type SearchSuggestionsListProps = {
  id: string;
  combobox: Combobox<SuggestionOption>;
  options: SuggestionOption[];
  onPick: (option: SuggestionOption) => void;
};

/** The listbox half of the search combobox: players, then creators, each group named. */
export function SearchSuggestionsList({ id, combobox, options, onPick }: SearchSuggestionsListProps) {
  return (
    <ComboboxList
      combobox={combobox}
      id={id}
      label="Suggestions"
      className="search-box__list"
      optionClassName="search-box__option"
      options={options}
      optionKey={(option) => option.id}
      onPick={onPick}
      optionAttributes={(option, index) => ({
        'data-group-start': index === 0 || options[index - 1]?.group !== option.group ? option.group : undefined,
      })}
      renderOption={(option) => (
        <>
          <span className="search-box__option-group visually-hidden">{option.group}: </span>
          <span className="search-box__option-label">{option.label}</span>
          {option.detail ? <span className="search-box__option-detail">{option.detail}</span> : null}
        </>
      )}
    />
  );
}
