import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { testUser } from '../../../testing/mocks/handlers';
import { server } from '../../../testing/mocks/server';
import { renderWithProviders } from '../../../testing/render-app';
import { VideoForm } from './video-form';

// The tus protocol itself is tus-js-client's (tested there); this stands in for it so the form's
// states can be driven: progress, a pause, a dropped connection, the end.
type Options = {
  endpoint: string;
  metadata: Record<string, string>;
  retryDelays: number[];
  onBeforeRequest: (req: { setHeader: (k: string, v: string) => void }) => Promise<void>;
  onProgress: (sent: number, total: number) => void;
  onSuccess: () => void;
  onError: (error: Error & { originalResponse?: unknown }) => void;
  onUploadUrlAvailable: () => void;
};
const tusState = vi.hoisted(() => ({ last: null as null | { options: Options; started: number; aborted: number; url: string | null } }));
vi.mock('tus-js-client', () => ({
  Upload: class {
    options: Options;
    started = 0;
    aborted = 0;
    url: string | null = null;
    constructor(_file: File, options: Options) {
      this.options = options;
      tusState.last = this;
    }
    findPreviousUploads() {
      return Promise.resolve([]);
    }
    resumeFromPreviousUpload() {}
    start() {
      this.started += 1;
    }
    abort() {
      this.aborted += 1;
      return Promise.resolve();
    }
  },
  defaultOptions: { urlStorage: { findAllUploads: () => Promise.resolve([]) } },
}));

const creator = { ...testUser, role: 'creator' as const };
const limits = { max_bytes: 2 * 1024 ** 3, quota_bytes: 10 * 1024 ** 3, used_bytes: 0 };
const videoFile = (size = 3 * 1024 * 1024) => new File([new Uint8Array(size)], 'summer_league-film.mp4', { type: 'video/mp4' });

describe('video form: the upload', () => {
  beforeEach(() => {
    tusState.last = null;
    server.use(http.get('/api/me/uploads/limits', () => HttpResponse.json({ data: limits, rowCount: 1 })));
  });

  it('shows size and progress, pauses and resumes, then makes a draft video and follows its processing', async () => {
    const created: unknown[] = [];
    let progress = 10;
    server.use(
      http.post('/api/me/content', async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ data: { id: 77, status: 'processing' }, rowCount: 1 });
      }),
      http.get('/api/me/content/77', () =>
        HttpResponse.json({
          data: { id: 77, content_id: null, path: null, content_type: 'video', status: progress < 100 ? 'processing' : 'ready', title: 'summer league film', body: null, image: null, players: [], hashtags: [], publish_at: null, publishedat: null, created_at: '2026-11-25T10:00:00Z', updated_at: '2026-11-25T10:00:00Z', progress: progress < 100 ? progress : null, status_message: null, video: { type: 'hosted', videoid: null, stream_url: progress < 100 ? null : '/media/hosted/77/master.m3u8', duration: 3, thumbnails: null }, view_count: 0, like_count: 0, comment_count: 0 },
          rowCount: 1,
        }),
      ),
    );
    const user = userEvent.setup();
    renderWithProviders(<VideoForm item={null} onPublished={() => {}} />, { user: creator });
    expect(await screen.findByText(/Up to 2.0 GB per file/)).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Video file'), videoFile());
    await waitFor(() => expect(tusState.last?.started).toBe(1));
    const tus = tusState.last!;
    expect(tus.options.endpoint).toBe('/api/uploads');
    expect(tus.options.metadata).toEqual({ filename: 'summer_league-film.mp4', filetype: 'video/mp4' });
    expect(tus.options.retryDelays.length).toBeGreaterThan(2);
    const headers: Record<string, string> = {};
    await tus.options.onBeforeRequest({ setHeader: (k, v) => (headers[k] = v) });
    expect(headers.Authorization).toBe('Bearer test-token');
    expect(screen.getByLabelText('Title')).toHaveValue('summer league film');

    act(() => tus.options.onProgress(1.5 * 1024 * 1024, 3 * 1024 * 1024));
    expect(screen.getByRole('progressbar', { name: /Uploading/ })).toHaveAttribute('value', '50');
    expect(screen.getByText('Uploading: 50% (1.5 MB of 3.0 MB)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Pause upload' }));
    expect(tus.aborted).toBe(1);
    expect(screen.getByText(/Paused at 50%/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resume upload' }));
    expect(tus.started).toBe(2);

    tus.url = '/api/uploads/abcDEF123456';
    act(() => tus.options.onUploadUrlAvailable());
    act(() => tus.options.onSuccess());
    await waitFor(() => expect(created).toEqual([{ content_type: 'video', title: 'summer league film', upload_id: 'abcDEF123456', players: [], status: 'draft' }]));
    expect(await screen.findByText('Processing: 10%')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish when ready' })).toBeEnabled();
    progress = 100;
    expect(await screen.findByText(/Ready: your video can be watched/, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('says why the server refused the file, and refuses a non-video before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<VideoForm item={null} onPublished={() => {}} />, { user: creator });
    await screen.findByText(/Up to/);
    await user.upload(screen.getByLabelText('Video file'), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('“notes.txt” is not a video file');
    expect(tusState.last).toBeNull();

    await user.upload(screen.getByLabelText('Video file'), videoFile());
    await waitFor(() => expect(tusState.last?.started).toBe(1));
    const refusal = Object.assign(new Error('tus: unexpected response'), {
      originalResponse: { getStatus: () => 400, getBody: () => JSON.stringify({ errors: [{ msg: 'This file is not a video (ffprobe found no video stream)', param: 'file' }] }) },
    });
    act(() => tusState.last!.options.onError(refusal));
    expect(await screen.findByText('This file is not a video (ffprobe found no video stream)')).toBeInTheDocument();
  });
});
