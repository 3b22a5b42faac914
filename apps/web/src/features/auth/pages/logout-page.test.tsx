import { waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { server } from '../../../testing/mocks/server';
import { currentLocation, renderWithProviders } from '../../../testing/render-app';
import { LogoutPage } from './logout-page';

it('ends the session on the server and goes home, even when the call fails', async () => {
  let calls = 0;
  server.use(
    http.post('/api/auth/sign-out', () => {
      calls += 1;
      return HttpResponse.json({ errors: [] }, { status: 500 });
    }),
  );
  renderWithProviders(<LogoutPage />, { route: '/logout' });
  await waitFor(() => expect(currentLocation()).toBe('/'));
  expect(calls).toBe(1);
});
