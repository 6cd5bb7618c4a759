import {
  AppError,
  badRequest,
  CV_TITLE_MAX,
  notFound,
  type EventDataOf,
  type EventOf,
} from '@karier/events';

// ---- State ----

export type CvEvent = EventOf<
  | 'CvUploaded'
  | 'CvAnalysed'
  | 'CvRevisionGenerated'
  | 'SummaryRegenerated'
  | 'SummaryPicked'
  | 'CvDeleted'
  | 'CvRenamed'
  | 'CvReadingConfirmed'
  | 'CvQuestionsAnswered'
  | 'CvChangeReverted'
  | 'CvStructureCorrected'
>;

/** Issue 28: a change of the current revision, with its source (as stored in CvRevisionGenerated). */
export type RevisionChange = NonNullable<EventDataOf<'CvRevisionGenerated'>['changes']>[number];

export interface CvState {
  userId: string | null;
  /** The current title (a rename to the same title is no event). */
  title: string;
  /** The original's SHA-256: what a revision in another template is rebuilt from. */
  fileHash: string | null;
  template: string | null;
  analysed: boolean;
  /** The parsed facts (ParsedCv) of the last analysis: what a new summary is built from. */
  parsed: Record<string, unknown> | null;
  summary: string;
  /** The last summary variant; a regenerate asks for the next one. */
  variant: number;
  /**
   * Issue 26: a regenerated summary offered beside the revised CV's own, not in the DOCX until
   * the user picks it; null when none is on offer.
   */
  offered: { variant: number; summary: string } | null;
  /** The summary the user picked: every later revision of this CV is built with it. */
  pickedSummary: string | null;
  revisionId: string | null;
  revisionContent: Record<string, unknown> | null;
  /** Deleted CVs are gone for everyone: every command on them is a 404. */
  deleted: boolean;
  /** Issue 27: the owner checked a reading the engine doubted (CvReadingConfirmed). */
  readingConfirmed: boolean;
  /** Issue 28: 'profile' for a CV built from the career profile ("Buat CV dari profil"). */
  origin: 'upload' | 'profile';
  /** Issue 28: the owner's latest answers (CvQuestionsAnswered): every later revision uses them. */
  answers: { questionId: string; answer: string }[];
  /** Issue 28: the change ids the owner undid, in order; every later revision leaves them out. */
  reverted: string[];
  /** Issue 28: the structure the owner corrected (CvStructure), or null: the reading stands. */
  structure: Record<string, unknown> | null;
  /** Issue 28: the current revision's changes and score (null when it was not measured). */
  revisionChanges: RevisionChange[];
  revisionScore: number | null;
}

export const initialState = (): CvState => ({
  userId: null,
  title: '',
  fileHash: null,
  template: null,
  analysed: false,
  parsed: null,
  summary: '',
  variant: 0,
  offered: null,
  pickedSummary: null,
  revisionId: null,
  revisionContent: null,
  deleted: false,
  readingConfirmed: false,
  origin: 'upload',
  answers: [],
  reverted: [],
  structure: null,
  revisionChanges: [],
  revisionScore: null,
});

export function evolve(state: CvState, event: CvEvent): CvState {
  switch (event.type) {
    case 'CvUploaded':
      return {
        ...state,
        userId: event.data.userId,
        title: event.data.title,
        fileHash: event.data.fileHash,
        template: event.data.template,
        origin: event.data.origin ?? 'upload',
      };
    case 'CvRenamed':
      return { ...state, title: event.data.title };
    case 'CvAnalysed':
      return {
        ...state,
        analysed: true,
        parsed: event.data.parsed,
        summary: event.data.summary,
        variant: 0,
        // A new analysis may read other facts: an older offer is withdrawn.
        offered: null,
      };
    case 'CvRevisionGenerated':
      return {
        ...state,
        revisionId: event.data.revisionId,
        template: event.data.template,
        revisionContent: event.data.content,
        revisionChanges: event.data.changes ?? [],
        revisionScore: event.data.outcome?.score ?? null,
      };
    case 'SummaryRegenerated': {
      const { summary, variant, applied } = event.data;
      // v1: the new wording went into the revised CV at once (a CvRevisionGenerated follows).
      if (applied) return { ...state, summary, variant, pickedSummary: summary, offered: null };
      return { ...state, variant, offered: { variant, summary } };
    }
    case 'SummaryPicked':
      return {
        ...state,
        summary: event.data.summary,
        pickedSummary: event.data.summary,
        offered: null,
      };
    case 'CvDeleted':
      return { ...state, deleted: true };
    case 'CvReadingConfirmed':
      return { ...state, readingConfirmed: true };
    case 'CvQuestionsAnswered':
      return { ...state, answers: event.data.answers };
    case 'CvChangeReverted':
      return state.reverted.includes(event.data.changeId)
        ? state
        : { ...state, reverted: [...state.reverted, event.data.changeId] };
    case 'CvStructureCorrected':
      return { ...state, structure: event.data.structure };
    default:
      return state;
  }
}

// ---- Commands ----

export type CvCommand =
  | {
      type: 'RecordUpload';
      data: {
        upload: EventDataOf<'CvUploaded'>;
        analysis: EventDataOf<'CvAnalysed'>;
        revision: EventDataOf<'CvRevisionGenerated'>;
      };
    }
  | {
      /** Issue 26: a new wording, offered beside the current summary (the DOCX is unchanged). */
      type: 'RegenerateSummary';
      data: {
        userId: string;
        /** The variant the summary was built for: must be the next one (no lost update). */
        summary: EventDataOf<'SummaryRegenerated'>;
      };
    }
  | {
      /** Issue 26: the offered summary picked; the revised CV rebuilt with it. */
      type: 'PickSummary';
      data: {
        userId: string;
        pick: EventDataOf<'SummaryPicked'>;
        revision: EventDataOf<'CvRevisionGenerated'>;
      };
    }
  | {
      /** Issue 17: the revised CV rebuilt in another template and/or for a job description. */
      type: 'ReviseCv';
      data: {
        userId: string;
        analysis: EventDataOf<'CvAnalysed'>;
        revision: EventDataOf<'CvRevisionGenerated'>;
      };
    }
  | {
      /** Issue 28: the owner's answers; the revised CV rebuilt from them (basis 'answers'). */
      type: 'AnswerQuestions';
      data: {
        userId: string;
        answered: EventDataOf<'CvQuestionsAnswered'>;
        revision: EventDataOf<'CvRevisionGenerated'>;
      };
    }
  | {
      /** Issue 28: one change undone; the revised CV rebuilt without it (basis 'revert'). */
      type: 'RevertChange';
      data: {
        userId: string;
        reverted: EventDataOf<'CvChangeReverted'>;
        revision: EventDataOf<'CvRevisionGenerated'>;
      };
    }
  | {
      /** Issue 28: the structure corrected; the revised CV rebuilt from it (basis 'structure'). */
      type: 'CorrectStructure';
      data: {
        userId: string;
        corrected: EventDataOf<'CvStructureCorrected'>;
        revision: EventDataOf<'CvRevisionGenerated'>;
      };
    }
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
function assertRebuilt(
  what: string,
  cvId: string,
  revision: EventDataOf<'CvRevisionGenerated'>,
  basis: NonNullable<EventDataOf<'CvRevisionGenerated'>['basis']>,
): void {
  if (revision.cvId !== cvId) throw new Error(`${what}: events of different CVs`);
  if (revision.basis !== basis)
    throw new Error(`${what}: the revision must be built from ${basis}`);
}

export function decide(command: CvCommand, state: CvState): CvEvent[] {
  switch (command.type) {
    case 'RecordUpload': {
      if (state.userId !== null) throw new AppError('CONFLICT', 'CV ini sudah tercatat.');
      const { upload, analysis, revision } = command.data;
      if (analysis.cvId !== upload.cvId || revision.cvId !== upload.cvId) {
        throw new Error('RecordUpload: events of different CVs');
      }
      return [
        { type: 'CvUploaded', data: upload },
        { type: 'CvAnalysed', data: analysis },
        { type: 'CvRevisionGenerated', data: revision },
      ];
    }
    case 'RegenerateSummary': {
      assertOwner(state, command.data.userId);
      if (!state.analysed) throw new AppError('CONFLICT', 'CV ini belum selesai dianalisis.');
      if (command.data.summary.variant !== state.variant + 1) {
        throw new AppError(
          'CONCURRENCY_CONFLICT',
          'Ringkasan baru saja dibuat ulang di tempat lain. Coba lagi.',
        );
      }
      if (command.data.summary.applied) throw new Error('RegenerateSummary: offers only');
      return [{ type: 'SummaryRegenerated', data: command.data.summary }];
    }
    case 'PickSummary': {
      const { userId, pick, revision } = command.data;
      assertOwner(state, userId);
      if (!state.offered || state.offered.variant !== pick.variant) {
        throw new AppError(
          'CONCURRENCY_CONFLICT',
          'Ringkasan yang dipilih sudah tidak ditawarkan. Muat ulang halaman lalu coba lagi.',
        );
      }
      if (pick.summary !== state.offered.summary || revision.content.summary !== pick.summary) {
        throw new Error('PickSummary: the revision must be built from the offered summary');
      }
      return [
        { type: 'SummaryPicked', data: pick },
        { type: 'CvRevisionGenerated', data: revision },
      ];
    }
    case 'ReviseCv': {
      const { userId, analysis, revision } = command.data;
      assertOwner(state, userId);
      if (!state.analysed) throw new AppError('CONFLICT', 'CV ini belum selesai dianalisis.');
      return [
        { type: 'CvAnalysed', data: analysis },
        { type: 'CvRevisionGenerated', data: revision },
      ];
    }
    case 'AnswerQuestions': {
      const { userId, answered, revision } = command.data;
      assertOwner(state, userId);
      if (!state.analysed) throw new AppError('CONFLICT', 'CV ini belum selesai dianalisis.');
      assertRebuilt('AnswerQuestions', answered.cvId, revision, 'answers');
      const ids = answered.answers.map((a) => a.questionId);
      const twice = ids.find((id, i) => ids.indexOf(id) !== i);
      if (twice) {
        throw badRequest(`Pertanyaan "${twice}" dijawab lebih dari sekali.`, {
          field: 'answers',
        });
      }
      return [
        { type: 'CvQuestionsAnswered', data: answered },
        { type: 'CvRevisionGenerated', data: revision },
      ];
    }
    case 'RevertChange': {
      const { userId, reverted, revision } = command.data;
      assertOwner(state, userId);
      if (!state.analysed) throw new AppError('CONFLICT', 'CV ini belum selesai dianalisis.');
      assertRebuilt('RevertChange', reverted.cvId, revision, 'revert');
      if (revertOf(state, reverted.changeId) === 'done') return [];
      return [
        { type: 'CvChangeReverted', data: reverted },
        { type: 'CvRevisionGenerated', data: revision },
      ];
    }
    case 'CorrectStructure': {
      const { userId, corrected, revision } = command.data;
      assertOwner(state, userId);
      if (!state.analysed) throw new AppError('CONFLICT', 'CV ini belum selesai dianalisis.');
      assertRebuilt('CorrectStructure', corrected.cvId, revision, 'structure');
      return [
        { type: 'CvStructureCorrected', data: corrected },
        { type: 'CvRevisionGenerated', data: revision },
      ];
    }
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

export const cvDecider = { decide, evolve, initialState };
