import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mergeParams, useUpdateParams, type ParamChanges } from './use-update-params';

describe('mergeParams', () => {
  it('sets, replaces and removes keys and leaves the others', () => {
    const prev = new URLSearchParams('league=2&page=3&stat=pts_average');
    const next = mergeParams(prev, { page: undefined, stat: '', league: '5', view: 'risers' });
    expect(next.toString()).toBe('league=5&view=risers');
    expect(prev.toString()).toBe('league=2&page=3&stat=pts_average');
  });
});

describe('useUpdateParams', () => {
  it('keeps both of two changes made before the first navigation commits', async () => {
    // The route's loader answers only when told: each navigation waits, as a page's loaders do.
    let answer: () => void = () => undefined;
    let update: (changes: ParamChanges) => void = () => undefined;
    function Probe() {
      const [params, set] = useUpdateParams();
      update = set;
      return <p>query: {params.toString()}</p>;
    }
    const router = createMemoryRouter(
      [
        {
          path: '/game',
          loader: () => new Promise<null>((resolve) => (answer = () => resolve(null))),
          element: <Probe />,
        },
      ],
      { initialEntries: ['/game?team=4'], hydrationData: { loaderData: { 0: null } } },
    );
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('query: team=4')).toBeInTheDocument();

    act(() => update({ player: 'jane-doe' }));
    act(() => update({ event: 'shots' })); // before the first navigation's loader answered
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    act(() => answer());
    await waitFor(() => expect(router.state.navigation.state).toBe('idle'));
    expect(router.state.location.search).toBe('?team=4&player=jane-doe&event=shots');
    expect(screen.getByText('query: team=4&player=jane-doe&event=shots')).toBeInTheDocument();

    // Once the URL shows it, the next change starts from the URL again (Back, a link: the same).
    act(() => update({ team: undefined }));
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    act(() => answer());
    await waitFor(() => expect(router.state.location.search).toBe('?player=jane-doe&event=shots'));
  });
});
