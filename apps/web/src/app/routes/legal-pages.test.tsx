import { render, screen, within } from '@testing-library/react';
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
    expect(within(screen.getByTestId('legal-contact')).getByRole('link', { name: 'privacy@example.org' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('the terms of use state the age rule and the rules of uploads, with where to report a copyright problem', () => {
    show(TermsOfUseRoute);
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      'Who may use it',
      'Your account',
      'What you post',
      'Uploads',
      'Reporting a copyright problem',
      'Statistics',
      'Ending',
      'Contact',
    ]);
    expect(screen.getByText('You must be 13 or older to create an account.')).toBeInTheDocument();
    expect(screen.getByText(/under 18 .* a parent or guardian must agree/)).toBeInTheDocument();
    expect(screen.getByText(/you keep the copyright/)).toBeInTheDocument();
    expect(screen.getByText(/non-exclusive, royalty-free licence/)).toBeInTheDocument();
    expect(screen.getByText('Do not upload:')).toBeInTheDocument();
    const report = screen.getByRole('heading', { level: 2, name: 'Reporting a copyright problem' })
      .nextElementSibling as HTMLElement;
    expect(within(report).getByRole('link', { name: 'privacy@example.org' })).toHaveAttribute(
      'href',
      'mailto:privacy@example.org',
    );
  });
});
