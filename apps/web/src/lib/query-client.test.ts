import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { CACHE_FRESH_MS, createQueryClient } from './query-client';

describe('query client freshness (spec §4: fresh for 30 minutes)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('does not refetch a list seen under 30 minutes ago, and does after', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn().mockResolvedValue(['a']);
    const options = { queryKey: ['players', 'list'], queryFn };
    await client.fetchQuery(options);
    vi.advanceTimersByTime(CACHE_FRESH_MS - 1000);
    await client.fetchQuery(options);
    expect(queryFn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2000);
    await client.fetchQuery(options);
    expect(queryFn).toHaveBeenCalledTimes(2);
  });

  it('keeps an unobserved entry for 30 minutes, then lets it go', async () => {
    const client = createQueryClient();
    await client.fetchQuery({ queryKey: ['shows'], queryFn: () => Promise.resolve([1]) });
    vi.advanceTimersByTime(CACHE_FRESH_MS - 1000);
    expect(client.getQueryData(['shows'])).toEqual([1]);
    vi.advanceTimersByTime(2000);
    expect(client.getQueryData(['shows'])).toBeUndefined();
  });

  it('sets both staleTime and gcTime to 30 minutes', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(CACHE_FRESH_MS).toBe(30 * 60 * 1000);
    expect(defaults?.staleTime).toBe(CACHE_FRESH_MS);
    expect(defaults?.gcTime).toBe(CACHE_FRESH_MS);
  });

  it('does not retry client errors but retries server errors twice', () => {
    const retry = createQueryClient().getDefaultOptions().queries?.retry as (n: number, e: unknown) => boolean;
    const notFound = new ApiError({ status: 404, statusText: 'Not Found', url: '/api/x', errors: [] });
    const broken = new ApiError({ status: 503, statusText: 'Unavailable', url: '/api/x', errors: [] });
    expect(retry(0, notFound)).toBe(false);
    expect(retry(1, broken)).toBe(true);
    expect(retry(2, broken)).toBe(false);
  });
});
