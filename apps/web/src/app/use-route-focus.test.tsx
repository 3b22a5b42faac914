import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageKey, useRouteFocus } from './use-route-focus';

function Layout() {
  useRouteFocus('main');
  return (
    <>
      <nav>
        <Link to="/shows">WATCH</Link>
        <Link to="/analyze">LEADERBOARDS</Link>
        <Link to="/analyze?page=2">Page 2</Link>
        <Link to="/player/ann-a/gear">Gear tab</Link>
        <Link to="/player/bea-b/gear">Another player</Link>
        <Link to="/late">Late page</Link>
        <Link to="/login">Log in</Link>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </>
  );
}

function Page({ title }: { title: string }) {
  const [params] = useSearchParams();
  return <h1>{`${title}${params.get('page') ? ` page ${params.get('page')}` : ''}`}</h1>;
}

/** A page whose heading arrives after its data (a skeleton first). */
function LatePage() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setShown(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return shown ? <h1>Late</h1> : <p>Loading</p>;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { path: '/shows', element: <Page title="Watch" /> },
          { path: '/analyze', element: <Page title="Leaderboards" /> },
          { path: '/player/:slug/:activeTab?', element: <Page title="Player" /> },
          { path: '/late', element: <LatePage /> },
          {
            path: '/login',
            element: (
              <>
                <h1>Log In</h1>
                <label>
                  E-mail <input autoFocus />
                </label>
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('focus on navigation (issue 34)', () => {
  it('does not move focus on the first load', async () => {
    renderAt('/shows');
    await screen.findByRole('heading', { name: 'Watch' });
    expect(document.body).toHaveFocus();
  });

  it('moves focus to the new page h1 after following a link, focusable but not in the tab order', async () => {
    const user = userEvent.setup();
    renderAt('/shows');
    await user.click(screen.getByRole('link', { name: 'LEADERBOARDS' }));
    const heading = await screen.findByRole('heading', { name: 'Leaderboards' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('leaves focus on the control when only the query string or a tab changes', async () => {
    const user = userEvent.setup();
    renderAt('/analyze');
    const pageLink = screen.getByRole('link', { name: 'Page 2' });
    await user.click(pageLink);
    await screen.findByRole('heading', { name: 'Leaderboards page 2' });
    expect(pageLink).toHaveFocus();

  });

  it('keeps focus on a tab of the same player, moves it for another player', async () => {
    const user = userEvent.setup();
    const router = renderAt('/player/ann-a/statistics');
    const tab = screen.getByRole('link', { name: 'Gear tab' });
    await user.click(tab);
    await waitFor(() => expect(router.state.location.pathname).toBe('/player/ann-a/gear'));
    expect(tab).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Another player' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/player/bea-b/gear'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Player' })).toHaveFocus());
  });

  it('waits for a heading that comes after a skeleton', async () => {
    const user = userEvent.setup();
    renderAt('/shows');
    await user.click(screen.getByRole('link', { name: 'Late page' }));
    const heading = await screen.findByRole('heading', { name: 'Late' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves focus where the new page put it (an autofocused field)', async () => {
    const user = userEvent.setup();
    renderAt('/shows');
    await user.click(screen.getByRole('link', { name: 'Log in' }));
    const field = await screen.findByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(field).toHaveFocus());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(field).toHaveFocus();
  });

  it('keys pages by route and subject, not by tab, league or query', () => {
    expect(pageKey('/player/ann-a/statistics')).toBe(pageKey('/player/ann-a/gear'));
    expect(pageKey('/player/ann-a')).toBe(pageKey('/player/Ann-A/gear'));
    expect(pageKey('/player/ann-a')).not.toBe(pageKey('/player/bea-b'));
    expect(pageKey('/players/nba')).toBe(pageKey('/players'));
    expect(pageKey('/player/ann-a/compare')).not.toBe(pageKey('/player/ann-a'));
    expect(pageKey('/shows')).not.toBe(pageKey('/analyze'));
    expect(pageKey('/no/such')).not.toBe(pageKey('/no/other'));
  });
});
