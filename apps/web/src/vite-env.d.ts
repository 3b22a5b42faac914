/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_PRODUCT_NAME?: string;
  readonly VITE_SEARCH_ENABLED?: string;
  readonly VITE_UNGATE_ALL_ROUTES?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_SENTRY_DSN?: string;
  readonly VITE_JWPLAYER_LIBRARY_URL?: string;
  readonly VITE_API_BASE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
