import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { paths } from '../config/paths';
import { renderApp } from '../testing/render-app';
import { testUser } from '../testing/mocks/handlers';
import { server } from '../testing/mocks/server';
import { RequireAuth } from './require-auth';
import { renderWithProviders, currentLocation } from '../testing/render-app';
import { Routes, Route } from 'react-router';

const suffix = 'Hoopdex - basketball player discovery network';

describe('route table', () => {
  it('sends a signed-out visitor of a gated route to /sign-up with a redirect back', async () => {
    server.use(
      http.get('/api/players', () => HttpResponse.json({ data: [], rowCount: 0 })),
    );
    const { router } = renderApp(paths.analyze());
    // The landing for signed-out visitors: the product's name as h1, the form under it.
    await screen.findByRole('heading', { level: 1, name: 'Hoopdex' });
    expect(screen.getByRole('heading', { level: 2, name: 'Sign Up' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-up');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/analyze');
    await waitFor(() => expect(document.title).toBe(`Sign Up | ${suffix}`));
  });

  it('shows a gated page with its title to a signed-in user', async () => {
    server.use(
      http.get('/api/shows', () => HttpResponse.json({ data: [], rowCount: 0 })),
      http.get('/api/getAllFeaturedPlaylists', () => HttpResponse.json({ data: [], rowCount: 0 })),
    );
    renderApp(paths.shows(), { user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Watch' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Shows | ${suffix}`));
  });

  it('shows open routes without a session', async () => {
    renderApp(paths.privacyPolicy());
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
  });

  it('shows a not-found page for unknown paths', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`Page Not Found | ${suffix}`));
  });

  it('treats an unknown player tab as not found', async () => {
    renderApp('/player/jane-doe/bogus', { user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('routes /player/{slug}/compare to the compare page', async () => {
    // The compare page (issue 7) loads the player; /player/{slug}/compare must not be the player tab route.
    server.use(
      http.get('/api/players/jane-doe', () =>
        HttpResponse.json({ data: { slug: 'jane-doe', firstname: 'Jane', lastname: 'Doe' }, rowCount: 1 }),
      ),
      http.get('/api/players/jane-doe/stats', () => HttpResponse.json({ errors: [] }, { status: 404 })),
    );
    renderApp(paths.playerCompare('jane-doe'), { user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare Jane Doe' })).toBeInTheDocument();
  });

  it('keeps the header and footer around pages', async () => {
    renderApp(paths.termsOfUse());
    await screen.findByRole('heading', { level: 1, name: 'Terms of Use' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});

describe('RequireAuth', () => {
  const gated = (ungated?: boolean) => (
    <Routes>
      <Route element={<RequireAuth ungated={ungated} />}>
        <Route path="/secret" element={<h1>Secret</h1>} />
      </Route>
      <Route path="*" element={<p>elsewhere</p>} />
    </Routes>
  );

  it('shows a loading screen while the session loads', async () => {
    renderWithProviders(gated(false), { route: '/secret' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your session');
    await waitFor(() => expect(currentLocation()).toBe('/sign-up?redirect=%2Fsecret'));
  });

  it('lets everyone through when routes are ungated', () => {
    renderWithProviders(gated(true), { route: '/secret' });
    expect(screen.getByRole('heading', { name: 'Secret' })).toBeInTheDocument();
  });

  it('offers a retry when the session check fails', async () => {
    const { server } = await import('../testing/mocks/server');
    const { http, HttpResponse } = await import('msw');
    let calls = 0;
    server.use(
      http.get('/api/me', () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({}, { status: 500 }) : HttpResponse.json({ data: testUser });
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(gated(false), { route: '/secret' });
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Secret' })).toBeInTheDocument();
  });
});
