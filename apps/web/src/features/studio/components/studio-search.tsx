import { useState, type FormEvent } from 'react';

/** Searches titles and text; submitting puts ?q= in the URL (and goes back to page 1). */
export function StudioSearch({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const [value, setValue] = useState(initial);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(value.trim());
  };
  return (
    <form role="search" className="studio-search" onSubmit={submit}>
      <label htmlFor="studio-q" className="visually-hidden">
        Search your items
      </label>
      <input
        id="studio-q"
        type="search"
        value={value}
        placeholder="Search your items"
        onChange={(e) => setValue(e.target.value)}
      />
      <button type="submit" className="button">
        Search
      </button>
    </form>
  );
}
