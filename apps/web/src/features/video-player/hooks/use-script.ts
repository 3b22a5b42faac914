import { useEffect, useState } from 'react';

export type ScriptStatus = 'idle' | 'loading' | 'ready' | 'error';

const scripts = new Map<string, Promise<void>>();

/** Loads a script once per page life, however many players ask for it. */
export function loadScript(src: string): Promise<void> {
  let promise = scripts.get(src);
  if (!promise) {
    promise = new Promise<void>((resolve, reject) => {
      const element = document.createElement('script');
      element.src = src;
      element.async = true;
      element.onload = () => resolve();
      element.onerror = () => {
        scripts.delete(src);
        element.remove();
        reject(new Error(`Could not load ${src}`));
      };
      document.head.appendChild(element);
    });
    scripts.set(src, promise);
  }
  return promise;
}

export function useScript(src: string | undefined): ScriptStatus {
  const [status, setStatus] = useState<ScriptStatus>(src ? 'loading' : 'idle');
  useEffect(() => {
    if (!src) return;
    let active = true;
    loadScript(src).then(
      () => active && setStatus('ready'),
      () => active && setStatus('error'),
    );
    return () => {
      active = false;
    };
  }, [src]);
  return src ? status : 'idle';
}
