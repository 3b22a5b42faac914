import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/mocks/server';
import { currentLocation, renderWithProviders } from '../../../testing/render-app';
import { makeMe } from '../testing/me-fixture';
import { AcctActionPage } from './acct-action-page';
import { ForgotPasswordPage } from './forgot-password-page';

const choose = async (password: string, confirm = password) => {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  return user;
};

describe('forgot password', () => {
  it('sends the address and says a link is on its way without telling whether it exists', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/request-password-reset', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: true });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('E-mail'), 'fan@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account uses fan@example.com',
    );
    expect(body).toEqual({ email: 'fan@example.com' });
  });
});

describe('/acct/action', () => {
  it('resets the password with the mailed code', async () => {
    let body: unknown;
    server.use(
      http.post('/api/auth/reset-password', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ status: true });
      }),
    );
    renderWithProviders(<AcctActionPage />, {
      route: '/acct/action?mode=resetPassword&oobCode=abc123',
    });
    const user = await choose('fresh-jump-shot-77');
    expect(screen.getByLabelText('New password')).toHaveAttribute('autocomplete', 'new-password');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your password is changed');
    expect(body).toEqual({ token: 'abc123', newPassword: 'fresh-jump-shot-77' });
  });

  it('refuses two different passwords before calling the server', async () => {
    renderWithProviders(<AcctActionPage />, {
      route: '/acct/action?mode=resetPassword&oobCode=abc123',
    });
    const user = await choose('fresh-jump-shot-77', 'fresh-jump-shot-78');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The two passwords differ - confirmPassword',
    );
  });

  it('shows an expired code error from the server', async () => {
    server.use(
      http.post('/api/auth/reset-password', () =>
        HttpResponse.json({ errors: [{ msg: 'Invalid token', param: 'code' }] }, { status: 400 }),
      ),
    );
    renderWithProviders(<AcctActionPage />, {
      route: '/acct/action?mode=resetPassword&oobCode=old',
    });
    const user = await choose('fresh-jump-shot-77');
    await user.click(screen.getByRole('button', { name: 'Save Password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid token - code');
  });

  it('confirms the e-mail address', async () => {
    let token: string | null = null;
    server.use(
      http.get('/api/auth/verify-email', ({ request }) => {
        token = new URL(request.url).searchParams.get('token');
        return HttpResponse.json({ status: true });
      }),
    );
    renderWithProviders(<AcctActionPage />, {
      route: '/acct/action?mode=verifyEmail&oobCode=jwt.abc.def',
    });
    expect(await screen.findByText(/your e-mail address is confirmed/)).toBeInTheDocument();
    expect(token).toBe('jwt.abc.def');
  });

  it('a link without a code or with an unknown mode says so', () => {
    renderWithProviders(<AcctActionPage />, { route: '/acct/action?mode=resetPassword' });
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete');
  });

  it('finishes a creator sign-up and lands on the profile signed in', async () => {
    let body: unknown;
    server.use(
      http.post('/api/completeSignup', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ data: makeMe({ role: 'creator' }), rowCount: 1 });
      }),
    );
    renderWithProviders(<AcctActionPage />, {
      route: '/acct/action?mode=completeSignup&oobCode=code-123',
    });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Name (optional)'), 'Film Room');
    await choose('fresh-jump-shot-77');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() => expect(currentLocation()).toBe('/profile'));
    expect(body).toEqual({ code: 'code-123', password: 'fresh-jump-shot-77', name: 'Film Room' });
  });
});
