import { isFlagOn } from '@hoopdex/contract/spa-paths';

// Plain checks, not zod: this module is in the start-up bundle, where a schema library costs a
// phone more to load and build than these nine build-time values are worth.

/** Trimmed text, or undefined when unset or blank. */
function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** Flags are strings in the environment; only the exact text 'true' turns one on (spec §2, §9).
 * The contract's rule, which the server's reading of the ungate flag shares. */
const flag = isFlagOn;

/** A flag that is on unless set: only an explicit value other than 'true' turns it off. */
function flagOnByDefault(value: unknown): boolean {
  return value === undefined || value === '' || value === 'true';
}

// One @, no spaces, a dot in the domain: enough to catch a mistyped build variable.
const emailShape = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

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
  const contactEmail = optionalText(raw.VITE_CONTACT_EMAIL);
  const sentryDsn = optionalText(raw.VITE_SENTRY_DSN);
  const bad = [
    contactEmail !== undefined && !emailShape.test(contactEmail) && 'VITE_CONTACT_EMAIL',
    sentryDsn !== undefined && !URL.canParse(sentryDsn) && 'VITE_SENTRY_DSN',
  ].filter(Boolean);
  if (bad.length > 0) throw new Error(`Invalid environment: ${bad.join(', ')}`);
  return {
    productName: optionalText(raw.VITE_PRODUCT_NAME) ?? 'Hoopdex',
    searchEnabled: flagOnByDefault(raw.VITE_SEARCH_ENABLED),
    ungateAllRoutes: flag(raw.VITE_UNGATE_ALL_ROUTES),
    contactEmail,
    sentryDsn,
    jwplayerLibraryUrl: optionalText(raw.VITE_JWPLAYER_LIBRARY_URL),
    apiBaseUrl: optionalText(raw.VITE_API_BASE_URL) ?? '/api',
    heroVideoUrl: optionalText(raw.VITE_HERO_VIDEO_URL),
    heroYoutubeId: optionalText(raw.VITE_HERO_YOUTUBE_ID),
  };
}

export const env: AppEnv = parseEnv(import.meta.env as Record<string, unknown>);

export const TITLE_SUFFIX = `${env.productName} - basketball player discovery network`;

/** '{page} | {product} - basketball player discovery network' (spec: page title suffix). */
export function documentTitle(page?: string): string {
  return page ? `${page} | ${TITLE_SUFFIX}` : TITLE_SUFFIX;
}
