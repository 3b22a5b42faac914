// zod/mini keeps the start-up bundle small; the full zod only loads with pages that need it.
import * as z from 'zod/mini';

// Flags are strings in the environment; only the exact text 'true' turns one on (spec §2, §9).
const flag = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value === 'true'),
);

/** A flag that is on unless set: only an explicit value other than 'true' turns it off. */
const flagOnByDefault = z.pipe(
  z.optional(z.string()),
  z.transform((value) => value === undefined || value === '' || value === 'true'),
);

const optionalText = z.pipe(
  z.optional(z.string()),
  z.transform((value) => (value && value.trim() !== '' ? value.trim() : undefined)),
);
const withDefault = (fallback: string) =>
  z.pipe(
    optionalText,
    z.transform((value) => value ?? fallback),
  );

const envSchema = z.object({
  VITE_PRODUCT_NAME: withDefault('Hoopdex'),
  VITE_SEARCH_ENABLED: flagOnByDefault,
  VITE_UNGATE_ALL_ROUTES: flag,
  VITE_CONTACT_EMAIL: z.pipe(optionalText, z.optional(z.email())),
  VITE_SENTRY_DSN: z.pipe(optionalText, z.optional(z.url())),
  VITE_JWPLAYER_LIBRARY_URL: optionalText,
  VITE_API_BASE_URL: withDefault('/api'),
  VITE_HERO_VIDEO_URL: optionalText,
  VITE_HERO_YOUTUBE_ID: optionalText,
});

export type AppEnv = {
  productName: string;
  searchEnabled: boolean;
  ungateAllRoutes: boolean;
  contactEmail: string | undefined;
  sentryDsn: string | undefined;
  jwplayerLibraryUrl: string | undefined;
  apiBaseUrl: string;
  /** Home hero background: a self-hosted video file, else a youtube video id, else the poster. */
  heroVideoUrl: string | undefined;
  heroYoutubeId: string | undefined;
};

/** Validates the build-time environment; a bad value fails loudly at start-up with the field names. */
export function parseEnv(raw: Record<string, unknown>): AppEnv {
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const fields = result.error.issues.map((issue) => issue.path.join('.')).join(', ');
    throw new Error(`Invalid environment: ${fields}`);
  }
  const e = result.data;
  return {
    productName: e.VITE_PRODUCT_NAME,
    searchEnabled: e.VITE_SEARCH_ENABLED,
    ungateAllRoutes: e.VITE_UNGATE_ALL_ROUTES,
    contactEmail: e.VITE_CONTACT_EMAIL,
    sentryDsn: e.VITE_SENTRY_DSN,
    jwplayerLibraryUrl: e.VITE_JWPLAYER_LIBRARY_URL,
    apiBaseUrl: e.VITE_API_BASE_URL,
    heroVideoUrl: e.VITE_HERO_VIDEO_URL,
    heroYoutubeId: e.VITE_HERO_YOUTUBE_ID,
  };
}

export const env: AppEnv = parseEnv(import.meta.env as Record<string, unknown>);

export const TITLE_SUFFIX = `${env.productName} - basketball player discovery network`;

/** '{page} | {product} - basketball player discovery network' (spec: page title suffix). */
export function documentTitle(page?: string): string {
  return page ? `${page} | ${TITLE_SUFFIX}` : TITLE_SUFFIX;
}
