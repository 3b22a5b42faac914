import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../../testing/mocks/handlers';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { PlayerPortalSignUpPage } from './player-portal-sign-up-page';
import { PlayerPortalSetPasswordPage } from './player-portal-set-password-page';

const searchReturns = () =>
  server.use(
    http.get('/api/searchByKeyword', () =>
      HttpResponse.json({
        data: {
          players: [
            { slug: 'jalen-brooks', firstname: 'Jalen', lastname: 'Brooks', team_name: 'Gonzaga' },
          ],
          videos: [],
        },
        rowCount: 1,
      }),
    ),
  );

describe('player portal sign-up', () => {
  it('signed out: search your name, give an e-mail, then check the e-mail', async () => {
    searchReturns();
    let body: unknown;
    server.use(
      http.post('/api/player-portal/claim', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { status: 'check-email' }, rowCount: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<PlayerPortalSignUpPage />, {
      route: '/player-portal/sign-up',
      user: null,
    });
    await user.type(screen.getByLabelText('Search your name'), 'Jalen');
    await user.click(await screen.findByRole('radio', { name: /Jalen Brooks/ }));
    await user.type(screen.getByLabelText('E-mail'), 'jalen-brooks@example.com');
    await user.click(screen.getByRole('button', { name: 'Claim Profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check your e-mail');
    expect(body).toEqual({ playerSlug: 'jalen-brooks', email: 'jalen-brooks@example.com' });
  });

  it('asks to pick a profile before sending', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PlayerPortalSignUpPage />, {
      route: '/player-portal/sign-up',
      user: null,
    });
    await user.type(screen.getByLabelText('E-mail'), 'a@example.com');
    await user.click(screen.getByRole('button', { name: 'Claim Profile' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Pick your profile from the search results - playerSlug',
    );
  });

  it('signed in: the claim waits for approval', async () => {
    searchReturns();
    server.use(
      http.post('/api/player-portal/claim', () =>
        HttpResponse.json({
          data: {
            status: 'pending',
            player: { slug: 'jalen-brooks', firstname: 'Jalen', lastname: 'Brooks' },
          },
          rowCount: 1,
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<PlayerPortalSignUpPage />, {
      route: '/player-portal/sign-up',
      user: testUser,
    });
    expect(await screen.findByText(`Claiming as ${testUser.email}.`)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search your name'), 'Jalen');
    await user.click(await screen.findByRole('radio', { name: /Jalen Brooks/ }));
    await user.click(screen.getByRole('button', { name: 'Claim Profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your claim of Jalen Brooks is waiting for approval',
    );
  });

  it('a claimed profile: shows the conflict', async () => {
    searchReturns();
    server.use(
      http.post('/api/player-portal/claim', () =>
        HttpResponse.json(
          { errors: [{ msg: 'This player profile is already claimed', param: 'playerSlug' }] },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<PlayerPortalSignUpPage />, {
      route: '/player-portal/sign-up',
      user: testUser,
    });
    await screen.findByText(`Claiming as ${testUser.email}.`);
    await user.type(screen.getByLabelText('Search your name'), 'Jalen');
    await user.click(await screen.findByRole('radio', { name: /Jalen Brooks/ }));
    await user.click(screen.getByRole('button', { name: 'Claim Profile' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This player profile is already claimed - playerSlug',
    );
  });
});

describe('player portal set-password', () => {
  it('without a code it points back to the claim form', () => {
    renderWithProviders(<PlayerPortalSetPasswordPage />, { route: '/player-portal/set-password' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Open this page from the link in your e-mail.',
    );
  });
});
