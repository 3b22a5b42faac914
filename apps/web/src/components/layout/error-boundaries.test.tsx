import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadChunk } from '../../lib/lazy-chunk';
import { AppErrorBoundary } from './app-error-boundary';
import { RouteError } from './route-error';

afterEach(() => vi.restoreAllMocks());

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error('render failed');
  return <h1>Recovered</h1>;
}

describe('error boundaries', () => {
  it("shows 'Loading chunk failed' with a reload button when a page chunk fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: '/',
        errorElement: <RouteError />,
        hydrateFallbackElement: <p>loading</p>,
        lazy: async () => {
          await loadChunk(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
          return {};
        },
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Loading chunk failed' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
  });

  it('shows a friendly page for a render error and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = true;
    const router = createMemoryRouter([{ path: '/', element: <Flaky />, errorElement: <RouteError /> }]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
  });

  it('the top-level boundary catches what escapes and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function Bomb() {
      const [armed] = useState(shouldThrow);
      if (armed) throw new Error('boom');
      return <p>fine</p>;
    }
    shouldThrow = true;
    render(
      <AppErrorBoundary>
        <Bomb />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    shouldThrow = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('fine')).toBeInTheDocument();
  });
});
