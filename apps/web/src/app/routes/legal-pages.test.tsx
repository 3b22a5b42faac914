import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type * as EnvModule from '../../config/env';

vi.mock('../../config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof EnvModule>();
  return { ...actual, env: { ...actual.env, contactEmail: 'privacy@example.org' } };
});

const { PrivacyPolicyRoute } = await import('./privacy-policy');
const { TermsOfUseRoute } = await import('./terms-of-use');

const show = (Page: () => ReactNode) =>
  render(<RouterProvider router={createMemoryRouter([{ path: '/', Component: Page }])} />);

describe('legal pages', () => {
  it('the privacy policy names what is stored, the cookies, deletion and the contact address from the env', () => {
    show(PrivacyPolicyRoute);
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument();
    for (const section of ['Your account', 'What you do here', 'E-mail', 'Cookies and browser storage', 'What creators upload', 'Deleting your data', 'Contact']) {
      expect(screen.getByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    }
    expect(screen.getByText('hoopdex.session_token')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy@example.org' })).toHaveAttribute('href', 'mailto:privacy@example.org');
    expect(screen.queryByText(/on its way/)).not.toBeInTheDocument();
  });

  it('the terms of use end with the same contact address', () => {
    show(TermsOfUseRoute);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'privacy@example.org' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });
});
