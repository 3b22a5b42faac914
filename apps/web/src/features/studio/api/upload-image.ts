import { ARTICLE_IMAGE_MAX_BYTES, ARTICLE_IMAGE_TYPES } from '@hoopdex/contract/upload-formats';
import { ApiError, formatErrorList, getIdToken } from '../../../lib/api-client';
import { env } from '../../../config/env';
import type { UploadedImage } from './studio-types';

/**
 * POST /api/me/images with the picture as the body. XMLHttpRequest, not fetch: only it reports
 * upload progress, which the editor shows while a large photo goes up.
 */
export async function uploadImage(file: File, onProgress: (fraction: number) => void, signal?: AbortSignal): Promise<UploadedImage> {
  // The contract's list and limit, the server's too (decision 0027): said before a byte is sent.
  if (file.type && !(ARTICLE_IMAGE_TYPES as readonly string[]).includes(file.type))
    throw new Error('This file is not a picture we can use (JPEG, PNG, WebP, GIF, AVIF or TIFF).');
  if (file.size > ARTICLE_IMAGE_MAX_BYTES) throw new Error(`The picture is over ${ARTICLE_IMAGE_MAX_BYTES / 1024 / 1024} MB.`);
  const token = await getIdToken();
  const url = `${env.apiBaseUrl}/me/images`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let payload: { data?: UploadedImage; errors?: { msg: string; param: string }[] } = {};
      try {
        payload = JSON.parse(xhr.responseText || '{}') as typeof payload;
      } catch {
        // not JSON: the status text speaks for it
      }
      if (xhr.status >= 200 && xhr.status < 300 && payload.data) resolve(payload.data);
      else reject(new ApiError({ status: xhr.status, statusText: xhr.statusText || 'Upload failed', url, errors: payload.errors ?? [] }));
    };
    xhr.onerror = () => reject(new Error(formatErrorList([], 'The connection dropped while uploading the picture.')[0]));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(file);
  });
}
