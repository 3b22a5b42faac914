type SortHeaderProps = {
  label: string;
  /** This column's direction when it is the sort column, else undefined. */
  direction: 'asc' | 'desc' | undefined;
  onSort: () => void;
  className?: string;
};

/** A column header that sorts: aria-sort on the th, a button inside, an arrow that is not colour. */
export function SortHeader({ label, direction, onSort, className }: SortHeaderProps) {
  return (
    <th
      scope="col"
      className={className}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
    >
      <button type="button" className="sort-button" onClick={onSort}>
        {label}
        <span aria-hidden="true">{direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}</span>
      </button>
    </th>
  );
}
