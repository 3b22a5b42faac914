import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/mocks/server';
import { currentLocation, renderWithProviders } from '../../../testing/render-app';
import { SignUpPage } from './sign-up-page';

const fill = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(screen.getByLabelText('Name'), 'New Fan');
  await user.type(screen.getByLabelText('E-mail'), 'new@example.com');
  await user.type(screen.getByLabelText('Password'), 'court-vision-2026');
};

describe('sign-up page', () => {
  it('has labelled fields with autocomplete hints and a password visibility toggle', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    expect(screen.getByLabelText('Name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('autocomplete', 'email');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('autocomplete', 'new-password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('shows each server error as "{msg} - {param}" and disables the button while sending', async () => {
    // The answer waits until the test has seen the sending state: a fixed delay raced the
    // click on a loaded machine (the answer came first and the state was gone).
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.post('/api/auth/sign-up/email', async () => {
        await held;
        return HttpResponse.json(
          {
            errors: [
              {
                msg: 'This password is too common, choose a less guessable one',
                param: 'password',
              },
              { msg: 'Oops', param: '' },
            ],
          },
          { status: 400 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('button', { name: 'Signing up…' })).toBeDisabled();
    answer();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This password is too common, choose a less guessable one - password',
    );
    expect(alert).toHaveTextContent('Oops');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('falls back to the status text when the answer has no error list', async () => {
    server.use(
      http.post(
        '/api/auth/sign-up/email',
        () => new HttpResponse('busy', { status: 503, statusText: 'Service Unavailable' }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Service Unavailable');
  });

  it('signed in: goes back to the page asked for', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/sign-up/email', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ signedIn: true, user: { id: 'u1' } });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />, { route: '/sign-up?redirect=%2Fplayer%2Fjane-doe' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(currentLocation()).toBe('/player/jane-doe'));
    expect(body).toEqual({
      name: 'New Fan',
      email: 'new@example.com',
      password: 'court-vision-2026',
    });
  });

  it('never redirects to another site', async () => {
    server.use(http.post('/api/auth/sign-up/email', () => HttpResponse.json({ signedIn: true })));
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />, { route: '/sign-up?redirect=%2F%2Fevil.example' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(currentLocation()).toBe('/'));
  });

  it('a known address: asks to check the e-mail', async () => {
    server.use(
      http.post('/api/auth/sign-up/email', () =>
        HttpResponse.json({ signedIn: false, status: 'check-email', user: null }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByRole('heading', { name: 'Check your e-mail' })).toBeInTheDocument();
    expect(currentLocation()).toBe('/sign-up');
  });

  it('creators apply with a handle and are told to check their e-mail', async () => {
    let body: unknown;
    server.use(
      http.post('/api/youtube-signup', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: { status: 'check-email' }, rowCount: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<SignUpPage />, { route: '/sign-up' });
    await user.click(screen.getByRole('button', { name: 'Are you a creator?' }));
    const form = screen.getByRole('form', { name: 'Creator application' });
    await user.type(form.querySelector('input[type=email]')!, 'maker@example.com');
    await user.selectOptions(screen.getByLabelText('Network'), 'youtube');
    await user.type(screen.getByLabelText('YouTube handle'), '@FilmRoom');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Check maker@example.com');
    expect(body).toEqual({ email: 'maker@example.com', youtube: '@FilmRoom' });
  });
});
