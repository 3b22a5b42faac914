import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCreator } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import { CreatorCard } from './creator-card';

describe('creator card', () => {
  it.each([
    ['show', '/show/k'],
    ['player', '/player/k'],
    ['creator', '/creator/k'],
  ] as const)('links a %s to %s', (type, href) => {
    renderWithProviders(<CreatorCard creator={makeCreator({ type, profile_key: 'k', displayname: 'Name' })} />);
    expect(screen.getByRole('link', { name: 'Name' })).toHaveAttribute('href', href);
  });

  it('shows an admin as the product name, linking home, without a follow button', () => {
    renderWithProviders(
      <CreatorCard
        creator={makeCreator({ type: 'admin', displayname: 'root' })}
        renderFollow={() => <button type="button">Follow</button>}
      />,
    );
    expect(screen.getByRole('link', { name: 'Hoopdex' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  // The page passes the real FollowButton (features do not import each other); its +1/-1
  // reports are the card's contract, so a button that reports them stands in for it here.
  it('updates its fan count when its follow button reports a change', async () => {
    const creator = makeCreator({ fan_count: 999 });
    const user = userEvent.setup();
    renderWithProviders(
      <CreatorCard
        creator={creator}
        renderFollow={(onCountChange) => (
          <button type="button" onClick={() => onCountChange(1)}>
            Follow
          </button>
        )}
      />,
    );
    expect(screen.getByText('999 Fans')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.getByText('1.0K')).toBeInTheDocument();
  });
});
