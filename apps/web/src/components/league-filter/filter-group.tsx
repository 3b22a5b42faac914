import { useId } from 'react';
import { groupTitles, LEAGUE_GROUP, type FilterGroupKey, type FilterOption } from './filter-selection';

type FilterGroupProps = {
  groupKey: FilterGroupKey;
  options: FilterOption[];
  selected: FilterOption[];
  onClick: (group: FilterGroupKey, option: FilterOption) => void;
};

/** One titled row of option buttons; selected ones carry a remove mark, except leagues. */
export function FilterGroup({ groupKey, options, selected, onClick }: FilterGroupProps) {
  const titleId = useId();
  return (
    <div role="group" aria-labelledby={titleId} className="filter-panel__group">
      <h3 id={titleId} className="filter-panel__title">
        {groupTitles[groupKey]}
      </h3>
      <div className="filter-panel__options">
        {options.map((option) => {
          const isSelected = selected.some((o) => o.id === option.id);
          return (
            <button
              key={option.id}
              type="button"
              className={`filter-panel__option${isSelected ? ' filter-panel__option--selected' : ''}`}
              aria-pressed={isSelected}
              onClick={() => onClick(groupKey, option)}
            >
              {option.name}
              {isSelected && groupKey !== LEAGUE_GROUP ? (
                <span className="filter-panel__remove" aria-hidden="true" data-testid="remove-mark">
                  ×
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
    </div>
  );
}
