import type { League } from '@hoopdex/contract';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Collapse } from '../ui/collapse';
import {
  applyOptionClick,
  classOptions,
  defaultSelection,
  DEFAULT_MULTI_SELECT,
  leagueOptions,
  positionOptions,
  startsWithNcaa,
  statisticOptions,
  type FilterGroupKey,
  type FilterOption,
  type FilterSelection,
} from './filter-selection';
import { FilterGroup } from './filter-group';
import './filter-panel.css';

type FilterPanelProps = {
  leagues: readonly League[];
  /** Starting selection; defaults to league NBA. */
  defaultValue?: FilterSelection;
  /** Called with the full selection after every change. */
  onChange: (selection: FilterSelection) => void;
  multiSelect?: readonly FilterGroupKey[];
  /** Close the panel after an option is clicked. */
  closeOnClick?: boolean;
  toggleLabel?: string;
  defaultOpen?: boolean;
  /** Groups a list does not use (the Risers view ranks by its own score: no statistic). */
  hideGroups?: readonly FilterGroupKey[];
};

/** Spec §4/§9 filter panel for player rankings. */
export function FilterPanel({
  leagues,
  defaultValue,
  onChange,
  multiSelect = DEFAULT_MULTI_SELECT,
  closeOnClick = false,
  toggleLabel = 'Filter',
  defaultOpen = false,
  hideGroups = [],
}: FilterPanelProps) {
  const panelId = useId();
  const leagueList = useMemo(() => leagueOptions(leagues), [leagues]);
  const [open, setOpen] = useState(defaultOpen);
  const [selection, setSelection] = useState<FilterSelection>(() => defaultValue ?? defaultSelection(leagueList));
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });

  // Leagues often arrive after the panel mounts: apply the NBA default then, and report it.
  const needsDefault = selection.organization_id.length === 0 && leagueList.length > 0 && !defaultValue;
  useEffect(() => {
    if (!needsDefault) return;
    const next = { ...selection, organization_id: defaultSelection(leagueList).organization_id };
    if (next.organization_id.length === 0) return;
    setSelection(next);
    onChangeRef.current(next);
  }, [needsDefault, leagueList, selection]);

  const click = (group: FilterGroupKey, option: FilterOption) => {
    const next = applyOptionClick(selection, group, option, multiSelect.includes(group));
    setSelection(next);
    onChange(next);
    if (closeOnClick) setOpen(false);
  };

  const showClass = startsWithNcaa(selection.organization_id[0]);
  const allGroups: { key: FilterGroupKey; options: FilterOption[] }[] = [
    { key: 'organization_id', options: leagueList },
    ...(showClass ? [{ key: 'school_year' as const, options: classOptions }] : []),
    { key: 'position', options: positionOptions },
    { key: 'statistic', options: statisticOptions },
  ];
  const groups = allGroups.filter((group) => !hideGroups.includes(group.key));

  return (
    <div className="filter-panel">
      <button
        type="button"
        className="button button--ghost filter-panel__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {toggleLabel}
      </button>
      <Collapse open={open} id={panelId}>
        <div className="filter-panel__groups">
          {groups.map((group) => (
            <FilterGroup
              key={group.key}
              groupKey={group.key}
              options={group.options}
              selected={selection[group.key]}
              onClick={click}
            />
          ))}
        </div>
      </Collapse>
    </div>
  );
}
