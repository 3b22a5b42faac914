import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeContentItem, makeCreator } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render-app';
import { ArticleCard } from './article-card';
import { PostCard } from './post-card';
import { VideoCard } from './video-card';

describe('video card', () => {
  it('links to /video/{videoid} with the playlist as p, with title, creator and time', () => {
    renderWithProviders(<VideoCard item={makeContentItem()} p={12} />);
    const link = screen.getByRole('link', { name: /Crossover of the week/ });
    expect(link).toHaveAttribute('href', '/video/abc123?p=12');
    expect(link).toHaveTextContent('Court Vision');
    expect(link).toHaveTextContent('3 hours ago');
    expect(link).toHaveTextContent('#hoops #crossover');
  });

  it('uses the youtube hqdefault thumbnail, or mqdefault on home cards', () => {
    const { container, unmount } = renderWithProviders(<VideoCard item={makeContentItem()} />);
    expect(container.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/abc123/hqdefault.jpg');
    unmount();
    const home = renderWithProviders(<VideoCard item={makeContentItem()} mediumThumbnail />);
    expect(home.container.querySelector('img')).toHaveAttribute('src', 'https://i.ytimg.com/vi/abc123/mqdefault.jpg');
  });

  it('prefers the item image, uses /thumbs/{id}.jpg for jwplayer, and falls back on error', () => {
    const own = renderWithProviders(<VideoCard item={makeContentItem({}, { image: '/media/v/1.jpg' })} />);
    expect(own.container.querySelector('img')).toHaveAttribute('src', '/media/v/1.jpg');
    own.unmount();
    const { container } = renderWithProviders(<VideoCard item={makeContentItem({}, { type: 'jwplayer', videoid: 'Xy9' })} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', 'https://cdn.jwplayer.com/thumbs/Xy9.jpg');
    fireEvent.error(img);
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('has the play overlay that the narrow layout hides with CSS', () => {
    const { container } = renderWithProviders(<VideoCard item={makeContentItem()} />);
    expect(container.querySelector('.video-card__play')).toBeInTheDocument();
  });
});

describe('article card', () => {
  it('links to /article/{id} with a relative time and the creator', () => {
    renderWithProviders(<ArticleCard item={makeContentItem({ id: 77, content_type: 'article' }, { title: 'Scouting report' })} />);
    expect(screen.getByRole('link', { name: /Scouting report/ })).toHaveAttribute('href', '/article/77');
    expect(screen.getByText('3 hours ago')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Court Vision' })).toHaveAttribute('href', '/creator/court-vision');
  });
});

describe('post card', () => {
  it("reads 'shared a status update' with the body", () => {
    renderWithProviders(
      <PostCard item={makeContentItem({ content_type: 'user_post' }, { body: 'Big win tonight!', title: null })} />,
    );
    expect(screen.getByText(/shared a status update/)).toBeInTheDocument();
    expect(screen.getByText('Big win tonight!')).toBeInTheDocument();
  });

  it('shows an admin creator as the product, linking home', () => {
    renderWithProviders(
      <PostCard item={makeContentItem({ creator: makeCreator({ type: 'admin', displayname: 'root' }) }, { body: 'Hi' })} />,
    );
    expect(screen.getByRole('link', { name: 'Hoopdex' })).toHaveAttribute('href', '/');
  });
});
