import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { envelope, makeItems, sideHandlers } from '../../testing/mocks/discover-handlers';
import { testUser } from '../../testing/mocks/handlers';
import { server } from '../../testing/mocks/server';
import { renderApp } from '../../testing/render-app';

const body = '## Breakdown\n\n**Strong** start. <script>window.hacked = true</script>\n\n<img src="/x.png" onerror="window.hacked = true">';
const article = makeItems(1, 5, { content_type: 'article' }).map((item) => ({
  ...item,
  content: { ...item.content, body, image: '/media/thumbs/5.svg' },
}))[0]!;

describe('article page', () => {
  it('renders the title, hero image, creator, and a sanitized markdown body', async () => {
    server.use(...sideHandlers);
    server.use(
      http.get('/api/articles/:id', () => envelope(article)),
      http.get('/api/content', () => envelope(makeItems(2, 20, { content_type: 'article' }), 2)),
    );
    const { container } = renderApp(paths.article(5), { user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Item 5' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Breakdown' })).toBeInTheDocument();
    expect(screen.getByText('Strong').tagName).toBe('STRONG');
    const markdown = container.querySelector('.markdown-body')!;
    expect(markdown.querySelector('script')).toBeNull();
    expect(markdown.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
    const hero = container.querySelector('.article-view__hero');
    expect(hero).toHaveAttribute('width', '1200');
    expect(hero).toHaveAttribute('height', '675');
    const related = await screen.findByRole('region', { name: 'Related articles' });
    // The region shows at once (placeholders while its list loads); the cards once it has.
    expect(await within(related).findByRole('link', { name: /Item 20/ })).toHaveAttribute('href', paths.article(20));
    await waitFor(() => expect(document.head.querySelector('meta[property="og:type"]')).toHaveAttribute('content', 'article'));
  });

  it('holds the place of the related articles with placeholders while they load', async () => {
    server.use(...sideHandlers);
    let release: (() => void) | undefined;
    server.use(
      http.get('/api/articles/:id', () => envelope(article)),
      http.get('/api/content', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return envelope(makeItems(2, 20, { content_type: 'article' }), 2);
      }),
    );
    renderApp(paths.article(5), { user: testUser });
    const related = await screen.findByRole('region', { name: 'Related articles' });
    expect(within(related).getAllByTestId('card-skeleton')).toHaveLength(3);
    expect(related.querySelector('.video-grid')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(release).toBeDefined());
    release?.();
    expect(await within(related).findByRole('link', { name: /Item 20/ })).toBeInTheDocument();
    expect(within(related).queryAllByTestId('card-skeleton')).toHaveLength(0);
    expect(related.querySelector('.video-grid')).toHaveAttribute('aria-busy', 'false');
  });

  it('shows a not-found state for a missing article', async () => {
    server.use(...sideHandlers);
    server.use(http.get('/api/articles/:id', () => new Response(JSON.stringify({ errors: [{ msg: 'No', param: 'id' }] }), { status: 404 })));
    renderApp(paths.article(404), { user: testUser });
    expect(await screen.findByRole('heading', { level: 1, name: 'Article not found' })).toBeInTheDocument();
  });
});
