import { useAuthStore } from '../stores/auth-store.ts';
import type { ApiErrorBody } from '@karier/api-types';
import {
  API_BASE,
  ApiError,
  lastPosition,
  POSITION_HEADER,
  recordPosition,
  sessionRejected,
} from './api-client.ts';

export interface UploadOptions {
  /** Extra request headers, e.g. Accept-Language. */
  headers?: Record<string, string>;
  /** Bytes sent so far, as a fraction of the whole body (0–100, rounded down). */
  onProgress?: (percent: number) => void;
  /** The whole body has been sent; the server is now working on it. */
  onUploaded?: () => void;
  signal?: AbortSignal;
}

function parseXhrJson(xhr: XMLHttpRequest): unknown {
  const type = xhr.getResponseHeader('content-type') ?? '';
  if (!type.includes('application/json')) return null;
  try {
    return JSON.parse(xhr.responseText) as unknown;
  } catch {
    return null;
  }
}

/**
 * POST a multipart form through XMLHttpRequest, so the upload progress can be shown (fetch
 * cannot report it). Same token, position and error handling as `apiRequest`; a network failure
 * or an abort rejects with a plain Error / AbortError.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const { headers = {}, onProgress, onUploaded, signal } = options;
  const token = useAuthStore.getState().token;
  return new Promise<T>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (lastPosition() > 0) xhr.setRequestHeader(POSITION_HEADER, String(lastPosition()));
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);

    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.floor((event.loaded / event.total) * 100)));
      }
    };
    xhr.upload.onload = () => {
      onProgress?.(100);
      onUploaded?.();
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);

    xhr.onload = () => {
      done();
      const data = parseXhrJson(xhr);
      recordPosition(xhr.getResponseHeader(POSITION_HEADER));
      if (xhr.status < 200 || xhr.status >= 300) {
        if (xhr.status === 401 && token) sessionRejected(token, data);
        reject(new ApiError(xhr.status, data as Partial<ApiErrorBody> | null));
        return;
      }
      if (data && typeof data === 'object' && 'position' in data) {
        recordPosition((data as { position: unknown }).position);
      }
      resolve(data as T);
    };
    xhr.onerror = () => {
      done();
      reject(new Error('Network error during upload'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    };
    xhr.send(form);
  });
}
