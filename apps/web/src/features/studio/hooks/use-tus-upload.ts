import { useCallback, useEffect, useRef, useState } from 'react';
import type { DetailedError, Upload } from 'tus-js-client';
import { env } from '../../../config/env';
import { getIdToken } from '../../../lib/api-client';
import { loadChunk } from '../../../lib/lazy-chunk';

export type UploadPhase = 'idle' | 'uploading' | 'paused' | 'error' | 'done';
export type UploadState = {
  phase: UploadPhase;
  sent: number;
  total: number;
  error: string | null;
  /** The tus upload's id (the last segment of its URL), once the server made it. */
  uploadId: string | null;
  /** True when this upload carried on from an earlier, interrupted one (a reload or a crash). */
  resumed: boolean;
};

const initial: UploadState = { phase: 'idle', sent: 0, total: 0, error: null, uploadId: null, resumed: false };

/** Waits after a dropped connection before trying again: seconds, not minutes, then gives up. */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000, 20000];
const CHUNK_BYTES = 8 * 1024 * 1024;

export const uploadIdFromUrl = (url: string | null) => (url ? (url.split('?')[0]!.split('/').filter(Boolean).pop() ?? null) : null);

/** The server's own words for a refused upload ({ errors: [{ msg }] }), else a plain sentence. */
export function uploadErrorMessage(error: Error | DetailedError): string {
  const response = 'originalResponse' in error ? error.originalResponse : null;
  if (response) {
    try {
      const body = JSON.parse(response.getBody() || '{}') as { errors?: { msg?: string }[] };
      const msg = body.errors?.map((e) => e.msg).filter(Boolean).join(' ');
      if (msg) return msg;
    } catch {
      // not JSON
    }
    const status = response.getStatus();
    if (status === 413) return 'The file is larger than the upload limit.';
    if (status === 401 || status === 403) return 'You are not allowed to upload videos. Sign in again, or check your publishing access.';
  }
  return 'The upload stopped: the connection to Hoopdex was lost. Press Resume to carry on.';
}

/**
 * A resumable upload (tus 1.0, tus-js-client) to POST /api/uploads with the app's bearer token.
 * It retries a dropped connection on its own, pauses and resumes on request, and after a reload
 * carries on from where the same file stopped (tus keeps the upload's URL by file fingerprint).
 */
export function useTusUpload() {
  const [state, setState] = useState<UploadState>(initial);
  const upload = useRef<Upload | null>(null);
  useEffect(() => () => void upload.current?.abort(), []);

  const start = useCallback(async (file: File) => {
    upload.current?.abort().catch(() => undefined);
    setState({ ...initial, phase: 'uploading', total: file.size });
    const tus = await loadChunk(() => import('tus-js-client'));
    const current = new tus.Upload(file, {
      endpoint: `${env.apiBaseUrl}/uploads`,
      chunkSize: CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      metadata: { filename: file.name, filetype: file.type || 'application/octet-stream' },
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      // Each request gets a fresh short-lived token (an upload may outlast one).
      onBeforeRequest: async (req) => {
        req.setHeader('Authorization', `Bearer ${await getIdToken()}`);
      },
      // A refusal (bad file, over quota, not allowed) will not change on a retry; a lost or busy
      // connection (no response, 409 offset race, 423 locked, 5xx) may.
      onShouldRetry: (error) => {
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status === 409 || status === 423 || status >= 500;
      },
      onUploadUrlAvailable: () => setState((s) => ({ ...s, uploadId: uploadIdFromUrl(current.url) })),
      onProgress: (sent, total) => setState((s) => (s.phase === 'uploading' ? { ...s, sent, total } : s)),
      onSuccess: () => setState((s) => ({ ...s, phase: 'done', sent: s.total, uploadId: uploadIdFromUrl(current.url) })),
      onError: (error) => setState((s) => ({ ...s, phase: 'error', error: uploadErrorMessage(error) })),
    });
    upload.current = current;
    const previous = await current.findPreviousUploads().catch(() => []);
    const match = previous.find((p) => p.size === file.size);
    if (match) {
      current.resumeFromPreviousUpload(match);
      setState((s) => ({ ...s, resumed: true }));
    }
    current.start();
  }, []);

  const pause = useCallback(() => {
    void upload.current?.abort();
    setState((s) => (s.phase === 'uploading' ? { ...s, phase: 'paused' } : s));
  }, []);

  const resume = useCallback(() => {
    if (!upload.current) return;
    setState((s) => ({ ...s, phase: 'uploading', error: null }));
    upload.current.start();
  }, []);

  const reset = useCallback(() => {
    void upload.current?.abort(true).catch(() => undefined);
    upload.current = null;
    setState(initial);
  }, []);

  return { state, start, pause, resume, reset };
}

/** Uploads a reload interrupted, as tus remembered them (this device only). */
export async function interruptedUploads(): Promise<{ name: string; size: number | null; key: string }[]> {
  const tus = await loadChunk(() => import('tus-js-client'));
  const all = await tus.defaultOptions.urlStorage.findAllUploads().catch(() => []);
  return all.map((u) => ({ name: u.metadata.filename ?? 'a video', size: u.size, key: u.urlStorageKey }));
}
