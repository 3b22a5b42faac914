import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { clearIdToken } from '../lib/api-client';
import { server } from './mocks/server';

// CI machines are shared and busy; give async assertions room before calling a failure.
configure({ asyncUtilTimeout: 4000 });

// Any request a test did not plan for is a bug in the test or the code.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  clearIdToken();
  vi.useRealTimers();
});
afterAll(() => server.close());

// jsdom has no matchMedia; components ask it about prefers-reduced-motion.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}
window.scrollTo = () => {};
