import type { FieldError } from '@hoopdex/contract';
import { env } from '../../../config/env';
import { ApiError } from '../../../lib/api-client';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
type CallInit = { method?: Method; body?: unknown; query?: Record<string, string> };

async function call(path: string, init: CallInit): Promise<unknown> {
  const query = init.query ? `?${new URLSearchParams(init.query).toString()}` : '';
  const url = `${env.apiBaseUrl}${path}${query}`;
  const hasBody = init.body !== undefined;
  const response = await fetch(url, {
    method: init.method ?? (hasBody ? 'POST' : 'GET'),
    headers: {
      Accept: 'application/json',
      ...(hasBody ? { 'Content-Type': 'application/json' } : {}),
    },
    body: hasBody ? JSON.stringify(init.body) : undefined,
    // The session cookie authenticates these calls: no ID token is needed to manage the account.
    credentials: 'same-origin',
  });
  const text = await response.text();
  let payload: unknown;
  try {
    payload = text ? JSON.parse(text) : undefined;
  } catch {
    payload = undefined;
  }
  if (!response.ok) {
    const errors = (payload as { errors?: FieldError[] } | undefined)?.errors ?? [];
    throw new ApiError({ status: response.status, statusText: response.statusText, url, errors });
  }
  return payload;
}

/** The auth library's endpoints (/api/auth/*) answer plain JSON, not the {data, rowCount} envelope. */
export const authCall = <T>(path: string, init: CallInit = {}) =>
  call(`/auth${path}`, init) as Promise<T>;

/** Our account calls (/api/me, sign-up calls, portal): the envelope's data. */
export async function accountCall<T>(path: string, init: CallInit = {}): Promise<T> {
  const payload = (await call(path, init)) as { data?: T } | undefined;
  return payload?.data as T;
}
