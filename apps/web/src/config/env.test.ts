import { describe, expect, it } from 'vitest';
import { documentTitle, parseEnv } from './env';

describe('parseEnv', () => {
  it('applies defaults: Hoopdex, search on, ungating off, /api', () => {
    expect(parseEnv({})).toEqual({
      productName: 'Hoopdex',
      searchEnabled: true,
      ungateAllRoutes: false,
      contactEmail: undefined,
      sentryDsn: undefined,
      jwplayerLibraryUrl: undefined,
      apiBaseUrl: '/api',
      heroVideoUrl: undefined,
      heroYoutubeId: undefined,
    });
  });

  it("turns a flag on only for the exact text 'true'", () => {
    expect(parseEnv({ VITE_SEARCH_ENABLED: 'true' }).searchEnabled).toBe(true);
    expect(parseEnv({ VITE_SEARCH_ENABLED: 'TRUE' }).searchEnabled).toBe(false);
    expect(parseEnv({ VITE_SEARCH_ENABLED: 'false' }).searchEnabled).toBe(false);
    expect(parseEnv({ VITE_UNGATE_ALL_ROUTES: '1' }).ungateAllRoutes).toBe(false);
  });

  it('names the bad fields', () => {
    expect(() => parseEnv({ VITE_CONTACT_EMAIL: 'nope', VITE_SENTRY_DSN: 'x' })).toThrow(
      /VITE_CONTACT_EMAIL.*VITE_SENTRY_DSN/,
    );
  });
});

describe('documentTitle', () => {
  it("reads '{page} | {product} - basketball player discovery network'", () => {
    expect(documentTitle('Shows')).toBe('Shows | Hoopdex - basketball player discovery network');
    expect(documentTitle()).toBe('Hoopdex - basketball player discovery network');
  });
});
