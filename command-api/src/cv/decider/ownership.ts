import { AppError, notFound } from '@karier/events';
import { assertOwner, CV_NOT_FOUND, cvTitleOf, needsReview, readingDoubtsOf } from './rules.ts';
import type { CvEvent, CvState } from './state.ts';

/** The owner's (or an admin's) commands on a stored CV: rename, confirm its reading, delete. */
export type OwnershipCommand =
  | {
      type: 'RenameCv';
      /** `title` as typed: trimmed and checked here. */
      data: { cvId: string; userId: string; title: unknown };
      metadata: { now: Date };
    }
  | {
      /** Issue 27: the owner checked the parts of a CV the engine doubted. */
      type: 'ConfirmReading';
      data: { cvId: string; userId: string };
      metadata: { now: Date };
    }
  | {
      type: 'DeleteCv';
      data: { cvId: string; deletedBy: string; byAdmin: boolean };
      metadata: { now: Date };
    };

export function decideOwnership(command: OwnershipCommand, state: CvState): CvEvent[] {
  switch (command.type) {
    case 'RenameCv': {
      const { cvId, userId } = command.data;
      assertOwner(state, userId);
      const title = cvTitleOf(command.data.title);
      if (title === state.title) return [];
      return [
        {
          type: 'CvRenamed',
          data: { cvId, userId, title, renamedAt: command.metadata.now.toISOString() },
        },
      ];
    }
    case 'ConfirmReading': {
      const { cvId, userId } = command.data;
      assertOwner(state, userId);
      if (!state.analysed) throw new AppError('CONFLICT', 'CV ini belum selesai dianalisis.');
      // Confirming twice, or a reading with no doubts, changes nothing.
      if (!needsReview(state)) return [];
      return [
        {
          type: 'CvReadingConfirmed',
          data: {
            cvId,
            userId,
            parts: [...new Set(readingDoubtsOf(state).map((d) => d.part))],
            confirmedAt: command.metadata.now.toISOString(),
          },
        },
      ];
    }
    case 'DeleteCv': {
      const { cvId, deletedBy, byAdmin } = command.data;
      if (!byAdmin) assertOwner(state, deletedBy);
      if (state.userId === null || state.deleted) throw notFound(CV_NOT_FOUND);
      return [
        {
          type: 'CvDeleted',
          data: {
            cvId,
            userId: state.userId,
            deletedBy,
            deletedAt: command.metadata.now.toISOString(),
          },
        },
      ];
    }
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
