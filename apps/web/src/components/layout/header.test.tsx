import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { testUser } from '../../testing/mocks/handlers';
import { renderWithProviders } from '../../testing/render-app';
import { Header } from './header';
import { activeSection, headerTabs } from './nav-items';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const accountNav = () => screen.getByRole('navigation', { name: 'Account' });

describe('header tabs', () => {
  it('shows four tabs, SCOUTING only with scout access', () => {
    renderWithProviders(<Header user={testUser} />);
    const names = within(mainNav()).getAllByRole('link').map((link) => link.textContent);
    expect(names).toEqual(['DISCOVER', 'LEADERBOARDS', 'WATCH', 'DATABASE']);
    expect(headerTabs(true).map((t) => t.to)).toEqual(['/', '/analyze', '/shows', '/explorer', '/explorer-for-scouts']);
  });

  it('adds SCOUTING for a scout', () => {
    renderWithProviders(<Header user={{ ...testUser, scoutAccess: true }} />);
    expect(within(mainNav()).getByRole('link', { name: 'SCOUTING' })).toHaveAttribute('href', '/explorer-for-scouts');
  });

  it('marks the active tab from the path', () => {
    renderWithProviders(<Header user={null} />, { route: '/explorer/jane-doe' });
    expect(within(mainNav()).getByRole('link', { name: 'DATABASE' })).toHaveAttribute('aria-current', 'page');
    expect(within(mainNav()).getByRole('link', { name: 'DISCOVER' })).not.toHaveAttribute('aria-current');
  });

  it.each([
    ['/', 'discover'],
    ['/analyze', 'leaderboards'],
    ['/shows', 'watch'],
    ['/explorer', 'database'],
    ['/explorer/jane', 'database'],
    ['/explorer-for-scouts/jane', 'scouting'],
    ['/profile/settings', 'profile'],
    ['/player/jane', null],
  ])('%s is %s', (path, section) => {
    expect(activeSection(path)).toBe(section);
  });
});

describe('header account links', () => {
  it('offers Log In (to /sign-up) when signed out', () => {
    renderWithProviders(<Header user={null} />);
    expect(within(accountNav()).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/sign-up');
    expect(within(accountNav()).queryByRole('link', { name: 'Log Out' })).not.toBeInTheDocument();
  });

  it('offers Log Out, Manage Account and a creator Profile when signed in', () => {
    renderWithProviders(<Header user={testUser} />);
    const nav = within(accountNav());
    expect(nav.getByRole('link', { name: 'Log Out' })).toHaveAttribute('href', '/logout');
    expect(nav.getByRole('link', { name: 'Manage Account' })).toHaveAttribute('href', '/profile');
    expect(nav.getByRole('link', { name: 'Studio' })).toHaveAttribute('href', '/studio');
    expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/creator/fan-one');
  });

  it('links Profile to the linked player, and hides it without a slug', () => {
    const { unmount } = renderWithProviders(<Header user={{ ...testUser, player: { slug: 'jane-doe', firstname: 'Jane', lastname: 'Doe' } }} />);
    expect(within(accountNav()).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/player/jane-doe');
    unmount();
    renderWithProviders(<Header user={{ ...testUser, slug: null }} />);
    expect(within(accountNav()).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  });

  it('shows neither state while the session loads', () => {
    renderWithProviders(<Header user={undefined} />);
    expect(within(accountNav()).queryAllByRole('link')).toHaveLength(0);
  });
});

describe('drawer', () => {
  it('opens with the tabs, legal and account links, and traps focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header user={testUser} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = within(dialog).getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual([
      'DISCOVER',
      'LEADERBOARDS',
      'WATCH',
      'DATABASE',
      'Terms And Conditions',
      'Privacy Policy',
      'Manage Account',
      'Studio',
      'Profile',
      'Log Out',
    ]);
    const close = within(dialog).getByRole('button', { name: 'Close menu' });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('link', { name: 'Log Out' })).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
  });

  it('shows Log In in the drawer when signed out', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header user={null} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/sign-up');
    expect(within(dialog).queryByRole('link', { name: 'Manage Account' })).not.toBeInTheDocument();
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header user={null} />);
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    await user.click(toggle);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(toggle).toHaveFocus());
  });

  it('closes after following a link', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header user={null} />);
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('link', { name: 'WATCH' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('search slot', () => {
  it('renders no search box when search is off', () => {
    renderWithProviders(<Header user={null} search={null} />);
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });
});
