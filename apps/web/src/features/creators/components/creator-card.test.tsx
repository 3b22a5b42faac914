import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { followTypeFor } from '../../../lib/creator';
import { makeCreator } from '../../../testing/fixtures';
import { testUser } from '../../../testing/mocks/handlers';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { FollowButton } from '../../follows/components/follow-button';
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

  it('updates its fan count when its follow button reports a change', async () => {
    server.use(
      http.get('/api/me/userFollowsBySlug', () => HttpResponse.json({ data: { following: false, fan_count: 999 } })),
      http.post('/api/me/userFollows', () => HttpResponse.json({ data: { following: true, fan_count: 1000 } })),
    );
    const creator = makeCreator({ fan_count: 999 });
    const user = userEvent.setup();
    renderWithProviders(
      <CreatorCard
        creator={creator}
        renderFollow={(onCountChange) => (
          <FollowButton slug={creator.profile_key} followType={followTypeFor(creator)!} onCountChange={onCountChange} />
        )}
      />,
      { user: testUser },
    );
    expect(screen.getByText('999 Fans')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(screen.getByText('1.0K')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Unfollow' })).toBeEnabled());
  });
});
