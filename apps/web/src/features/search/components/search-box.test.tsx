import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { makeCreator, makePlayer } from '../../../testing/fixtures';
import { server } from '../../../testing/mocks/server';
import { currentLocation, renderWithProviders } from '../../../testing/render-app';
import { SearchBox } from './search-box';

const openBox = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Search' }));
  return screen.getByRole('combobox', { name: 'Search players and creators' });
};

describe('search box', () => {
  it('goes to /search/{text} on Enter with trimmed, encoded text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />);
    const input = await openBox(user);
    expect(input).toHaveFocus();
    await user.type(input, '  jane doe/2 {Enter}');
    expect(currentLocation()).toBe('/search/jane%20doe%2F2');
  });

  it('does nothing on Enter with empty or blank text', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />, { route: '/shows' });
    const input = await openBox(user);
    await user.type(input, '   {Enter}');
    expect(currentLocation()).toBe('/shows');
  });

  it('is open and filled from the path on a search page', () => {
    renderWithProviders(<SearchBox />, { route: '/search/jane%20doe' });
    expect(screen.getByRole('combobox')).toHaveValue('jane doe');
  });

  it('closes when clicking outside', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <p>outside</p>
        <SearchBox />
      </>,
    );
    await openBox(user);
    await user.click(screen.getByText('outside'));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />);
    await openBox(user);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus());
  });

  it('suggests players and creators after a pause, navigable by keyboard', async () => {
    const requests: URL[] = [];
    server.use(
      http.get('/api/searchByKeyword', ({ request }) => {
        requests.push(new URL(request.url));
        return HttpResponse.json({
          data: {
            players: [makePlayer()],
            videos: [],
            creators: [makeCreator({ type: 'show', displayname: 'Jam Session', profile_key: 'jam' })],
          },
          rowCount: 2,
        });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />);
    const input = await openBox(user);
    await user.type(input, 'ja');
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Players: Jane DoeLakers', 'Creators: Jam Session']);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.searchParams.get('keyword')).toBe('ja');
    expect(requests[0]?.searchParams.getAll('only[]')).toEqual(['players', 'creators']);
    expect(input).toHaveAttribute('aria-expanded', 'true');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(currentLocation()).toBe('/show/jam');
  });

  it('picks a suggestion with the mouse', async () => {
    server.use(
      http.get('/api/searchByKeyword', () =>
        HttpResponse.json({ data: { players: [makePlayer()], videos: [] }, rowCount: 1 }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />);
    await user.type(await openBox(user), 'jane');
    await user.click(await screen.findByRole('option', { name: /Jane Doe/ }));
    expect(currentLocation()).toBe('/player/jane-doe');
  });

  it('does not ask for suggestions for one letter', async () => {
    const spy = vi.fn();
    server.use(http.get('/api/searchByKeyword', () => (spy(), HttpResponse.json({ data: { players: [], videos: [] } }))));
    const user = userEvent.setup();
    renderWithProviders(<SearchBox />);
    await user.type(await openBox(user), 'j');
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(spy).not.toHaveBeenCalled();
  });
});
