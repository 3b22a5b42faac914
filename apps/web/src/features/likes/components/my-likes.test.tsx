import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { contentKeys } from '../../content';
import { makeContentItem } from '../../../testing/fixtures';
import { testUser } from '../../../testing/mocks/handlers';
import { server } from '../../../testing/mocks/server';
import { createTestQueryClient, renderWithProviders } from '../../../testing/render-app';
import { LikeButton } from './like-button';
import { MyLikes } from './my-likes';

describe('a like reaches every query it changes (issue 21)', () => {
  it("shows the new like in 'Liked' and puts the server's count on the video page's item", async () => {
    const video = makeContentItem({ id: 5, like_count: 3 }, { title: 'Film study' });
    let liked = false;
    server.use(
      http.get('/api/me/likes', () => HttpResponse.json({ data: liked ? [video] : [], rowCount: liked ? 1 : 0 })),
      http.get('/api/me/likesById', () => HttpResponse.json({ data: { liked, like_count: 3 }, rowCount: 1 })),
      http.post('/api/me/likes', () => {
        liked = true;
        return HttpResponse.json({ data: { liked: true, like_count: 9 }, rowCount: 1 });
      }),
    );
    const queryClient = createTestQueryClient({ staleTime: Infinity });
    queryClient.setQueryData(contentKeys.video('5'), video);
    queryClient.setQueryData(contentKeys.video('6'), { ...video, id: 6 });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LikeButton contentId={5} initialCount={3} />
        <MyLikes />
      </>,
      { user: testUser, queryClient },
    );
    expect(await screen.findByText('Nothing liked yet.')).toBeInTheDocument();
    const like = await screen.findByRole('button', { name: /Like/ });
    await waitFor(() => expect(like).toBeEnabled());
    await user.click(like);

    expect(await screen.findByRole('link', { name: 'Film study' })).toBeInTheDocument();
    expect(queryClient.getQueryData<{ like_count: number }>(contentKeys.video('5'))?.like_count).toBe(9);
    expect(queryClient.getQueryData<{ like_count: number }>(contentKeys.video('6'))?.like_count).toBe(3);
  });
});
