import type { EventDataOf, EventOf } from '@karier/events';

/** The CV aggregate's state: what its stream's events say, folded by `evolve`. */
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
  /** The job description of the last analysis ('' for none): a re-reading keeps it. */
  jobDescription: string;
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
  jobDescription: '',
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
        jobDescription: event.data.jobDescription,
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
