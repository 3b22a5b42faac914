import { useCallback, useRef, useState } from 'react';
import { ApiError, formatErrorList } from '../../lib/api-client';

/** Spec §8: each server error as '{msg} - {param}' or 'Error', else the status text. */
export function errorLines(error: unknown): string[] {
  if (error instanceof ApiError) return formatErrorList(error.errors, error.message || 'Error');
  return ['Error'];
}

/**
 * One form submission at a time: `sending` disables the button, `errors` holds the lines to show
 * inline, and a second click while sending is ignored.
 */
export function useSubmit<A extends unknown[], R>(action: (...args: A) => Promise<R>) {
  const [sending, setSending] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const busy = useRef(false);
  const submit = useCallback(
    async (...args: A): Promise<R | undefined> => {
      if (busy.current) return undefined;
      busy.current = true;
      setSending(true);
      setErrors([]);
      try {
        return await action(...args);
      } catch (error) {
        setErrors(errorLines(error));
        return undefined;
      } finally {
        busy.current = false;
        setSending(false);
      }
    },
    [action],
  );
  return { submit, sending, errors, setErrors };
}
