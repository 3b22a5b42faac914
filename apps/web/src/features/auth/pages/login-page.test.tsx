import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/mocks/server';
import { currentLocation, renderWithProviders } from '../../../testing/render-app';
import { LoginPage } from './login-page';

const logIn = async (password = 'court-vision-2026') => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('E-mail'), 'fan@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log In' }));
};

describe('login page', () => {
  it('uses sign-in autocomplete hints', () => {
    renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Password')).toHaveAttribute('autocomplete', 'current-password');
  });

  it('shows the generic message of a wrong password', async () => {
    server.use(
      http.post('/api/auth/sign-in/email', () =>
        HttpResponse.json(
          {
            message: 'Invalid email or password',
            errors: [{ msg: 'Invalid email or password', param: '' }],
          },
          { status: 401 },
        ),
      ),
    );
    renderWithProviders(<LoginPage />, { route: '/login' });
    await logIn('wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Invalid email or password$/);
    expect(currentLocation()).toBe('/login');
  });

  it('shows the rate-limit message', async () => {
    server.use(
      http.post('/api/auth/sign-in/email', () =>
        HttpResponse.json(
          {
            errors: [
              { msg: 'Too many attempts. Please wait 15 minutes and try again.', param: '' },
            ],
          },
          { status: 429 },
        ),
      ),
    );
    renderWithProviders(<LoginPage />, { route: '/login' });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });

  it('signs in and returns to the page asked for', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/sign-in/email', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ signedIn: true });
      }),
    );
    renderWithProviders(<LoginPage />, { route: '/login?redirect=%2Fanalyze%3Fx%3D1' });
    await logIn();
    await waitFor(() => expect(currentLocation()).toBe('/analyze?x=1'));
    expect(body).toEqual({
      email: 'fan@example.com',
      password: 'court-vision-2026',
      rememberMe: true,
    });
  });

  it('keeps the redirect on the sign-up link', () => {
    renderWithProviders(<LoginPage />, { route: '/login?redirect=%2Fshows' });
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/sign-up?redirect=%2Fshows',
    );
  });
});
