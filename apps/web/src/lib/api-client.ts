import type { Envelope, FieldError } from '@hoopdex/contract';
import { env } from '../config/env';

export const AUTH_REQUIRED_MESSAGE = 'User not logged in, or waiting for auth to load';

/** Spec §7: the bearer ID token is refreshed before it is 300 s old; we keep 30 s of slack for
 *  clock skew and request time so a token is never sent in the last seconds of its life. */
export const TOKEN_MAX_AGE_MS = 270_000;

type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number)[] | object;
export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  /**
   * Send `body` (a string, or a Blob such as a chosen File, which the browser streams) as it is
   * with this content type instead of as JSON, e.g. 'text/csv'.
   */
  bodyType?: string;
  /** Send `Authorization: Bearer <ID token>`; fails with AUTH_REQUIRED_MESSAGE when signed out. */
  auth?: boolean;
  /** Extra request headers, e.g. the comments guest token (x-guest-token). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The browser cache mode: 'no-cache' asks the server again (with the ETag) rather than taking a
   * public answer the browser keeps for its max-age, e.g. right after a change the caller made.
   */
  cache?: RequestCache;
};

/** One typed error for every failed call; carries the server's `errors: [{ msg, param }]`. */
export class ApiError extends Error {
  override name = 'ApiError';
  readonly status: number;
  readonly errors: FieldError[];
  readonly url: string;
  constructor(args: { status: number; statusText: string; url: string; errors: FieldError[] }) {
    super(formatErrorList(args.errors, args.statusText).join('\n'));
    this.status = args.status;
    this.errors = args.errors;
    this.url = args.url;
  }
}

/** Spec §8: each server error as '{msg} - {param}' or 'Error'; no list falls back to the status text. */
export function formatErrorList(errors: unknown, statusText: string): string[] {
  if (!Array.isArray(errors) || errors.length === 0) return [statusText || 'Error'];
  return errors.map((item: Partial<FieldError> | null) => {
    if (!item?.msg) return 'Error';
    return item.param ? `${item.msg} - ${item.param}` : item.msg;
  });
}

export function buildUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((v) => params.append(key, String(v)));
    // sort and filter travel as JSON strings (DESIGN: "The functions backend").
    else if (typeof value === 'object') params.set(key, JSON.stringify(value));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return `${env.apiBaseUrl}${path}${text ? `?${text}` : ''}`;
}

/**
 * The fetch every call goes through: the browser's, unless the server renderer installed its own
 * (entry-server.tsx: each page render's calls go to the same server, with the visitor's cookie).
 */
let fetchImpl: typeof fetch = (input, init) => fetch(input, init);
let fetchInstalled = false;

/** Server rendering only: route every API call through `impl` (decides per request itself). */
export function installFetch(impl: typeof fetch) {
  fetchImpl = impl;
  fetchInstalled = true;
}

let cachedToken: { token: string; fetchedAt: number } | undefined;
let pendingToken: Promise<string> | undefined;

/** Forget the cached ID token (sign-out, or the server said it was no longer good). */
export function clearIdToken() {
  cachedToken = undefined;
  pendingToken = undefined;
}

/** The cookie session is exchanged for a short-lived ID token, shared by concurrent callers. */
export async function getIdToken(): Promise<string> {
  // On the server one module serves every visitor: a token is never kept between calls there.
  if (fetchInstalled) return readToken();
  if (cachedToken && Date.now() - cachedToken.fetchedAt < TOKEN_MAX_AGE_MS)
    return cachedToken.token;
  pendingToken ??= (async () => {
    try {
      const token = await readToken();
      cachedToken = { token, fetchedAt: Date.now() };
      return token;
    } finally {
      pendingToken = undefined;
    }
  })();
  return pendingToken;
}

async function readToken(): Promise<string> {
  const response = await fetchImpl(`${env.apiBaseUrl}/auth/token`, { credentials: 'same-origin' });
  if (response.status === 401) throw new Error(AUTH_REQUIRED_MESSAGE);
  if (!response.ok) throw new Error(`${env.apiBaseUrl}/auth/token ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function unwrap<T>(payload: unknown): Envelope<T> {
  const body = (payload ?? {}) as { data?: T; rowCount?: number };
  const fallbackCount = Array.isArray(body.data) ? body.data.length : body.data == null ? 0 : 1;
  return {
    // Keys beside data and rowCount (a list's qualification rule) are kept for who reads them.
    ...body,
    data: body.data as T,
    rowCount: typeof body.rowCount === 'number' ? body.rowCount : fallbackCount,
  };
}

async function send(
  path: string,
  options: RequestOptions,
): Promise<{ response: Response; url: string }> {
  const url = buildUrl(path, options.query);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  const raw = typeof options.body === 'string' || options.body instanceof Blob;
  const rawType = raw ? options.bodyType : undefined;
  if (options.body !== undefined) headers['Content-Type'] = rawType ?? 'application/json';
  if (options.auth) headers.Authorization = `Bearer ${await getIdToken()}`;
  const response = await fetchImpl(url, {
    method: options.method ?? 'GET',
    headers,
    body:
      options.body === undefined
        ? undefined
        : rawType
          ? options.body instanceof Blob
            ? options.body
            : String(options.body)
          : JSON.stringify(options.body),
    credentials: 'same-origin',
    signal: options.signal,
    ...(options.cache ? { cache: options.cache } : {}),
  });
  return { response, url };
}

/** One call: a 401 on a bearer call is tried once more with a fresh token; non-2xx is ApiError. */
async function request(
  path: string,
  options: RequestOptions,
  read: (response: Response) => Promise<unknown> = readJson,
): Promise<unknown> {
  let { response, url } = await send(path, options);
  if (response.status === 401 && options.auth) {
    // The token may have been revoked or outlived its clock; try once with a fresh one.
    clearIdToken();
    ({ response, url } = await send(path, options));
  }
  if (!response.ok) {
    const errors =
      ((await readJson(response)) as { errors?: FieldError[] } | undefined)?.errors ?? [];
    throw new ApiError({ status: response.status, statusText: response.statusText, url, errors });
  }
  return read(response);
}

/** The API client: unwraps `{ data, rowCount }`, throws ApiError on any non-2xx answer. */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  return unwrap<T>(await request(path, options));
}

/** A file the API answers (e.g. a CSV export): same token, retry and errors as every call. */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  return (await request(path, options, (response) => response.blob())) as Blob;
}

/**
 * The auth library's endpoints (/api/auth/*) answer plain JSON, not the envelope; the session
 * cookie authenticates them. Same errors (ApiError) as every other call.
 */
export async function authLibraryRequest<T>(
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  return (await request(`/auth${path}`, {
    method: options.body === undefined ? 'GET' : 'POST',
    ...options,
  })) as T;
}

export const api = {
  get: <T>(path: string, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, options),
  post: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options: Omit<RequestOptions, 'method' | 'body'> = {}) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(
    path: string,
    body?: unknown,
    options: Omit<RequestOptions, 'method' | 'body'> = {},
  ) => apiRequest<T>(path, { ...options, method: 'DELETE', body }),
};

/**
 * The spec §8 fetch helper, for callers that prefer "empty" over an exception: on any failure it
 * logs and returns an empty result, unless `throw` is set, where a status of 400 or above raises
 * '{url} {status}'.
 */
export async function fetchJson<T>(
  path: string,
  options: RequestOptions & { throw?: boolean } = {},
): Promise<Partial<Envelope<T>>> {
  try {
    const { response, url } = await send(path, options);
    if (response.status >= 400) throw new Error(`${url} ${response.status}`);
    return unwrap<T>(await readJson(response));
  } catch (error) {
    if (options.throw) throw error;
    console.error(error);
    return {};
  }
}
