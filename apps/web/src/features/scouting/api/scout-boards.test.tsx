import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, clearIdToken } from '../../../lib/api-client';
import { server } from '../../../testing/mocks/server';
import { createTestQueryClient } from '../../../testing/render-app';
import { publicBoardKeys } from '../../public-boards';
import { downloadBoardCsv } from './export-board-csv';
import { scoutingKeys } from './query-keys';
import { useSetBoardItems } from './set-board-items';

afterEach(() => {
  vi.restoreAllMocks();
  clearIdToken();
});

function tokens(...values: string[]) {
  let i = 0;
  server.use(http.get('/api/auth/token', () => HttpResponse.json({ token: values[Math.min(i++, values.length - 1)] })));
}

describe('board CSV export (through the API client)', () => {
  it('sends the bearer token, tries once more with a fresh one after a 401, and saves the file', async () => {
    tokens('old', 'new');
    const seen: (string | null)[] = [];
    server.use(
      http.get('/api/scouting/boards/3/export.csv', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        if (seen.length === 1) return HttpResponse.json({ errors: [{ msg: 'expired', param: 'token' }] }, { status: 401 });
        return new HttpResponse('player,pts\njane,20\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:board');
    // jsdom has no object URLs: stand-ins for the two calls, put back afterwards.
    const saved = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      await downloadBoardCsv({ id: 3, name: 'Top Guards!' });
    } finally {
      URL.createObjectURL = saved.create;
      URL.revokeObjectURL = saved.revoke;
    }
    expect(seen).toEqual(['Bearer old', 'Bearer new']);
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe('player,pts\njane,20\n');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('top-guards-.csv');
  });

  it("fails with the server's errors as an ApiError", async () => {
    tokens('t');
    server.use(
      http.get('/api/scouting/boards/3/export.csv', () =>
        HttpResponse.json({ errors: [{ msg: 'Scouting tools need the scout role', param: 'role' }] }, { status: 403 }),
      ),
    );
    const error = await downloadBoardCsv({ id: 3, name: 'b' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors[0]?.param).toBe('role');
  });
});

describe('board edits reach every query they change', () => {
  it("sets the board, marks the list and the board's shared pages stale", async () => {
    tokens('t');
    const board = { id: 3, name: 'b', items: [], share_token: 'tok' };
    server.use(http.put('/api/scouting/boards/3/items', () => HttpResponse.json({ data: board, rowCount: 1 })));
    const queryClient = createTestQueryClient({ staleTime: Infinity });
    queryClient.setQueryData(scoutingKeys.boards(), []);
    queryClient.setQueryData(publicBoardKeys.detail('tok'), { name: 'b', items: [] });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useSetBoardItems(3), { wrapper });
    act(() => result.current.mutate(['jane-doe']));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(queryClient.getQueryData(scoutingKeys.board(3))).toEqual(board);
    expect(queryClient.getQueryState(scoutingKeys.boards())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(publicBoardKeys.detail('tok'))?.isInvalidated).toBe(true);
  });
});
