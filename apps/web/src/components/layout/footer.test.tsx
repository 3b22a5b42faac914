import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render-app';
import { Footer } from './footer';

describe('footer', () => {
  it('links the legal pages and the Creator Portal', () => {
    renderWithProviders(<Footer year={2031} />);
    const nav = within(screen.getByRole('navigation', { name: 'Footer' }));
    expect(nav.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
    expect(nav.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/terms-of-use');
    expect(nav.getByRole('link', { name: 'Creator Portal' })).toHaveAttribute('href', '/login');
  });

  it('shows social links, the stats credit and the copyright line', () => {
    renderWithProviders(<Footer year={2031} />);
    const social = within(screen.getByRole('list', { name: 'Follow us' }));
    expect(social.getAllByRole('link').length).toBeGreaterThanOrEqual(5);
    expect(social.getByRole('link', { name: /YouTube/ })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/box scores/)).toBeInTheDocument();
    expect(screen.getByText('Content Copyright Hoopdex LLC 2031')).toBeInTheDocument();
  });

  it('defaults to the current year', () => {
    renderWithProviders(<Footer />);
    expect(screen.getByText(`Content Copyright Hoopdex LLC ${new Date().getFullYear()}`)).toBeInTheDocument();
  });
});
