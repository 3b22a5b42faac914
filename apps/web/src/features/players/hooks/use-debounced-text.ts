import { useEffect, useState } from 'react';

// Features do not import each other (DESIGN §1), so the picker keeps its own small debounce.
export function useDebouncedValueLocal<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
