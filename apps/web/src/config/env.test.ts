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

describe('parseEnv values', () => {
  it('trims text and treats blank as unset', () => {
    const e = parseEnv({
      VITE_PRODUCT_NAME: '  Hoops ',
      VITE_API_BASE_URL: ' ',
      VITE_HERO_YOUTUBE_ID: ' abc ',
    });
    expect(e.productName).toBe('Hoops');
    expect(e.apiBaseUrl).toBe('/api');
    expect(e.heroYoutubeId).toBe('abc');
  });

  it('accepts a well-formed contact e-mail and Sentry DSN', () => {
    const e = parseEnv({
      VITE_CONTACT_EMAIL: 'hi@hoopdex.test',
      VITE_SENTRY_DSN: 'https://k@o1.ingest.example/2',
    });
    expect(e.contactEmail).toBe('hi@hoopdex.test');
    expect(e.sentryDsn).toBe('https://k@o1.ingest.example/2');
    expect(() => parseEnv({ VITE_CONTACT_EMAIL: 'a b@c.d' })).toThrow(/VITE_CONTACT_EMAIL/);
  });
});
