import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { orNotFound, warmOpen } from './warm-cache';

const apiError = (status: number) =>
  new ApiError({ status, statusText: 'x', url: '/api/x', errors: [] });

// Decision 0037: a loader's warming is left to run in the browser, and awaited in the server
// render, where only the page's own 404 comes out (as the route's 404 answer).
describe('loader warming in the browser and on the server', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('in the browser returns null at once, whatever the warming does', async () => {
    vi.stubEnv('SSR', false);
    const read = Promise.reject(apiError(404));
    expect(warmOpen(() => orNotFound(read))).toBeNull();
    await expect(read).rejects.toThrow();
  });

  it("on the server throws the page's 404 as a 404 answer, and drops any other failure", async () => {
    vi.stubEnv('SSR', true);
    const notFound = warmOpen(() => orNotFound(Promise.reject(apiError(404))));
    await expect(notFound).rejects.toBeInstanceOf(Response);
    await notFound?.catch((e: Response) => expect(e.status).toBe(404));
    await expect(warmOpen(() => orNotFound(Promise.reject(apiError(500))))).resolves.toBeNull();
    await expect(warmOpen(() => Promise.reject(new Error('timeout')))).resolves.toBeNull();
    await expect(warmOpen(() => orNotFound(Promise.resolve(1)))).resolves.toBeNull();
  });
});
