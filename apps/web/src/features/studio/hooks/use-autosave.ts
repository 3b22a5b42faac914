import { useEffect, useRef, useState } from 'react';

export const AUTOSAVE_DELAY_MS = 1500;
const PREFIX = 'hoopdex:studio-draft:';

/** What is kept in localStorage: the form, the server id once there is one, and when. */
export type LocalDraft<T> = { value: T; id: number | null; at: number };

export function readLocalDraft<T>(key: string): LocalDraft<T> | null {
  try {
    const raw = localStorage.getItem(PREFIX + key);
    return raw ? (JSON.parse(raw) as LocalDraft<T>) : null;
  } catch {
    return null; // private mode or a corrupt entry: start from the server's copy
  }
}

export function clearLocalDraft(key: string) {
  try {
    localStorage.removeItem(PREFIX + key);
  } catch {
    // nothing to clear
  }
}

function writeLocalDraft<T>(key: string, draft: LocalDraft<T>) {
  try {
    localStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // storage full or blocked: the server copy still saves
  }
}

export type AutosaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'error';

type AutosaveOptions<T> = {
  /** localStorage key for this item ('new-article', or the item id). */
  storageKey: string;
  value: T;
  /** The server id, known for an existing item or after the first save made one. */
  id: number | null;
  /** Saves to the server; returns the item's id (new on the first save). */
  save: (value: T, id: number | null) => Promise<number>;
  /** False when the value may not go to the server yet (e.g. no title) or must not (published). */
  serverEnabled: boolean;
  delayMs?: number;
};

/**
 * Keeps a form safe: every change is written to localStorage at once (a reload loses nothing) and,
 * after a pause in typing, saved to the server as a draft. Saves never overlap; a change made
 * while one is in flight is saved after it.
 */
export function useAutosave<T>({ storageKey, value, id, save, serverEnabled, delayMs = AUTOSAVE_DELAY_MS }: AutosaveOptions<T>) {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const [error, setError] = useState<unknown>(null);
  const [savedId, setSavedId] = useState(id);
  const latest = useRef({ value, save, savedId });
  latest.current = { value, save, savedId };
  const inFlight = useRef<Promise<void> | null>(null);
  // The value the form opened with is not a change (and StrictMode's second run must not save it).
  const opened = useRef(JSON.stringify(value));

  useEffect(() => {
    if (JSON.stringify(value) === opened.current) return;
    writeLocalDraft(storageKey, { value, id: latest.current.savedId, at: Date.now() });
    if (!serverEnabled) return;
    setStatus('pending');
    const timer = setTimeout(() => {
      const run = async () => {
        await inFlight.current;
        setStatus('saving');
        try {
          const newId = await latest.current.save(latest.current.value, latest.current.savedId);
          latest.current.savedId = newId;
          setSavedId(newId);
          writeLocalDraft(storageKey, { value: latest.current.value, id: newId, at: Date.now() });
          setError(null);
          setStatus('saved');
        } catch (e) {
          setError(e);
          setStatus('error');
        }
      };
      inFlight.current = run();
    }, delayMs);
    return () => clearTimeout(timer);
  }, [storageKey, value, serverEnabled, delayMs]);

  return { status, error, savedId, setSavedId };
}
