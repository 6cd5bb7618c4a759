import { AppError, badRequest, CV_TITLE_MAX, notFound, type EventDataOf } from '@karier/events';
import type { CvState } from './state.ts';

/** The rules every CV command checks: ownership, the title, the reading's review, revisions. */
export const CV_NOT_FOUND = 'CV tidak ditemukan.';

/**
 * A CV is only ever visible to its owner: anyone else gets the same 404 as for no CV at all,
 * and so does everyone for a deleted CV.
 */
export function assertOwner(state: CvState, userId: string): void {
  if (state.userId === null || state.userId !== userId || state.deleted) {
    throw notFound(CV_NOT_FOUND);
  }
}

/** A CV title as typed: trimmed, inner runs of white space made one space, 1–120 characters. */
export function cvTitleOf(value: unknown): string {
  if (typeof value !== 'string') {
    throw badRequest('Judul CV harus berupa teks.', { field: 'title' });
  }
  const title = value.replace(/\s+/g, ' ').trim();
  if (!title) throw badRequest('Judul CV tidak boleh kosong.', { field: 'title' });
  if (title.length > CV_TITLE_MAX) {
    throw badRequest(`Judul CV terlalu panjang (maksimal ${CV_TITLE_MAX} karakter).`, {
      field: 'title',
    });
  }
  return title;
}

/** The doubts of the last analysis (ParsedCv.reading); none for analyses stored before it. */
export function readingDoubtsOf(state: CvState): { part: string; code: string }[] {
  const reading = state.parsed?.['reading'] as
    { understood?: unknown; doubts?: unknown } | undefined;
  if (!reading || reading.understood !== false || !Array.isArray(reading.doubts)) return [];
  return (reading.doubts as unknown[]).filter(
    (d): d is { part: string; code: string } =>
      typeof d === 'object' &&
      d !== null &&
      typeof (d as { part?: unknown }).part === 'string' &&
      typeof (d as { code?: unknown }).code === 'string',
  );
}

/** The CV's reading waits for its owner's check (a doubted reading, not confirmed yet). */
export function needsReview(state: CvState): boolean {
  return !state.readingConfirmed && readingDoubtsOf(state).length > 0;
}

export const CV_REVIEW_REQUIRED =
  'Kami belum yakin membaca CV ini dengan benar. Periksa bagian yang kami tandai pada halaman hasil analisis, lalu konfirmasi (atau unggah berkas yang lebih jelas) sebelum membeli CV revisi.';

/**
 * Issue 27: a revised CV of a CV whose structure the engine did not understand is never sold
 * (or downloaded on Premium) as is: its owner checks the reading first. 409 with our own code.
 */
export function assertSellable(state: CvState): void {
  if (needsReview(state)) {
    throw new AppError('CV_REVIEW_REQUIRED', CV_REVIEW_REQUIRED, {
      parts: [...new Set(readingDoubtsOf(state).map((d) => d.part))],
    });
  }
}

export const CHANGE_NOT_FOUND = 'Perubahan tidak ditemukan pada CV revisi ini.';

/**
 * Issue 28: whether `changeId` may be undone — 'undo' for a change of the current revision,
 * 'done' for one undone before (a replayed request: nothing to do); any other id is a 404.
 */
export function revertOf(state: CvState, changeId: string): 'undo' | 'done' {
  if (state.reverted.includes(changeId)) return 'done';
  if (state.revisionChanges.some((c) => c.id === changeId)) return 'undo';
  throw notFound(CHANGE_NOT_FOUND);
}

/** A rebuilt revision must belong to the CV of the command and say what it was built from. */
export function assertRebuilt(
  what: string,
  cvId: string,
  revision: EventDataOf<'CvRevisionGenerated'>,
  basis: NonNullable<EventDataOf<'CvRevisionGenerated'>['basis']>,
): void {
  if (revision.cvId !== cvId) throw new Error(`${what}: events of different CVs`);
  if (revision.basis !== basis)
    throw new Error(`${what}: the revision must be built from ${basis}`);
}
