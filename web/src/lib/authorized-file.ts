import { API_BASE, ApiError, POSITION_HEADER, lastPosition } from './api-client.ts';
import { useAuthStore } from '../stores/auth-store.ts';

/**
 * GET a file from the API with the bearer token (a plain link cannot send it) and answer it
 * as a Blob. Errors become ApiError with the server's message.
 */
export async function fetchAuthorizedBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const token = useAuthStore.getState().token;
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  const position = lastPosition();
  if (position > 0) headers[POSITION_HEADER] = String(position);
  const response = await fetch(`${API_BASE}${path}`, { headers, signal });
  if (!response.ok) {
    let body: { message?: string; error?: string } | null = null;
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      body = (await response.json().catch(() => null)) as typeof body;
    }
    throw new ApiError(response.status, body as never);
  }
  return response.blob();
}

/** Save a Blob under `fileName` through a temporary `<a download>`. */
export function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes away.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

export const REVISED_CV_FILE_NAME = 'revised_cv.docx';

/**
 * GET /api/download/{file_path} — the revised CV as DOCX, saved as revised_cv.docx. An unpaid
 * CV answers 403 (ApiError) with the server's message.
 */
export async function downloadRevisedCv(filePath: string): Promise<void> {
  const blob = await fetchAuthorizedBlob(`/download/${encodeURIComponent(filePath)}`);
  saveBlob(blob, REVISED_CV_FILE_NAME);
}
