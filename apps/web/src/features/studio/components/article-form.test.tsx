import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../testing/mocks/handlers';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { ArticleForm } from './article-form';

const creator = { ...testUser, role: 'creator' as const };

describe('article form: autosave', () => {
  afterEach(() => localStorage.clear());

  it('keeps every change on the device, saves a draft once titled, then updates that same draft', async () => {
    const created: unknown[] = [];
    const patched: unknown[] = [];
    server.use(
      http.post('/api/me/content', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ data: { id: 31, status: 'draft' }, rowCount: 1 });
      }),
      http.patch('/api/me/content/:id', async ({ params, request }) => {
        patched.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ data: { id: 31, status: 'draft' }, rowCount: 1 });
      }),
    );
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(
      <ArticleForm
        item={null}
        renderPreview={(html) => <div data-testid="preview">{html}</div>}
        onPublished={() => {}}
      />,
      { user: creator },
    );

    expect(screen.getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    await user.type(screen.getByLabelText('Hashtags (separate with spaces)'), '#draft');
    // No title yet: kept here only, with a note that says so.
    expect(screen.getByText(/Add a title to save drafts/)).toHaveAttribute('role', 'status');
    expect(
      JSON.parse(localStorage.getItem('hoopdex:studio-draft:new-article')!).value.hashtags,
    ).toBe('#draft');

    await user.type(screen.getByLabelText('Title'), 'Summer league notes');
    await waitFor(() => expect(created).toHaveLength(1), { timeout: 5000 });
    expect(created[0]).toMatchObject({
      content_type: 'article',
      title: 'Summer league notes',
      status: 'draft',
      hashtags: ['draft'],
    });
    expect(await screen.findByText('Draft saved')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Title'), '!');
    await waitFor(() => expect(patched).toHaveLength(1), { timeout: 5000 });
    expect(patched[0]).toMatchObject({ id: '31', body: { title: 'Summer league notes!' } });
    expect(created).toHaveLength(1);

    // A reload: the form comes back from this device with the server's id.
    unmount();
    renderWithProviders(
      <ArticleForm item={null} renderPreview={() => null} onPublished={() => {}} />,
      { user: creator },
    );
    expect(screen.getByLabelText('Title')).toHaveValue('Summer league notes!');
    expect(screen.getByText(/Restored your unsaved changes/)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Title'), '?');
    await waitFor(() => expect(patched).toHaveLength(2), { timeout: 5000 });
    expect(created).toHaveLength(1);
  });

  it('refuses a publish time in the past before asking the server', async () => {
    let asked = false;
    server.use(
      http.post('/api/me/content', () => {
        asked = true;
        return HttpResponse.json({ data: { id: 1, status: 'draft' }, rowCount: 1 });
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <ArticleForm item={null} renderPreview={() => null} onPublished={() => {}} />,
      { user: creator },
    );
    await user.type(screen.getByLabelText(/Publish at/), '2020-01-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.getByText(/Give the article a title/)).toBeInTheDocument();
    expect(screen.getByText(/The publish time is in the past/)).toBeInTheDocument();
    expect(asked).toBe(false);
  });

  it('shows a refused publish’s errors where they can be fixed: beside the field the server names, the rest under the form', async () => {
    let published: unknown = null;
    server.use(
      http.post('/api/me/content', async ({ request }) => {
        const body = (await request.json()) as { status: string };
        if (body.status === 'draft')
          return HttpResponse.json({ data: { id: 41, status: 'draft' }, rowCount: 1 });
        return HttpResponse.json(
          { errors: [{ msg: 'Body is required', param: 'body' }] },
          { status: 400 },
        );
      }),
      http.patch('/api/me/content/:id', async ({ request }) => {
        const body = (await request.json()) as { status?: string };
        if (body.status !== 'published')
          return HttpResponse.json({ data: { id: 41, status: 'draft' }, rowCount: 1 });
        published = body;
        return HttpResponse.json(
          {
            errors: [
              { msg: 'is too long', param: 'title' },
              { msg: 'Not allowed', param: '' },
            ],
          },
          { status: 400 },
        );
      }),
    );
    const onPublished = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ArticleForm item={null} renderPreview={() => null} onPublished={onPublished} />,
      { user: creator },
    );
    await user.type(screen.getByLabelText('Title'), 'Notes');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    // Not saved yet, so a create: the server names the body.
    expect(await screen.findByText('Article text: Body is required')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Check the marked fields.');
    expect(screen.getByRole('button', { name: 'Publish' })).toBeEnabled();

    await waitFor(() => expect(screen.getByText('Draft saved')).toBeInTheDocument(), {
      timeout: 5000,
    });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(published).toMatchObject({ title: 'Notes', status: 'published' }));
    expect(await screen.findByText('is too long')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('is too long');
    expect(screen.getByRole('alert')).toHaveTextContent('Not allowed');
    expect(screen.queryByText(/Body is required/)).not.toBeInTheDocument();
    expect(onPublished).not.toHaveBeenCalled();
  });
});
