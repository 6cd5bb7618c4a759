import { AppError, badRequest, type EventDataOf } from '@karier/events';
import { assertOwner, assertRebuilt, revertOf } from './rules.ts';
import type { CvEvent, CvState } from './state.ts';

/**
 * The commands that record an analysis or rebuild the revised CV: the upload, the summary
 * offered and picked, another template or job, the owner's answers, an undone change, a
 * corrected structure.
 */
export type RevisionCommand =
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
        /**
         * Issue 27: the CV read again with the picked summary, when the writer had to mend the
         * rebuilt revision: its reading carries that doubt (withRevisionDoubt), as an upload's does.
         */
        analysis?: EventDataOf<'CvAnalysed'>;
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
    };

export function decideRevision(command: RevisionCommand, state: CvState): CvEvent[] {
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
      const { userId, pick, revision, analysis } = command.data;
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
      if (analysis && analysis.summary !== pick.summary) {
        throw new Error('PickSummary: the new analysis must show the picked summary');
      }
      return [
        // The new analysis first: it withdraws the offer, and the pick then records the summary.
        ...(analysis ? [{ type: 'CvAnalysed' as const, data: analysis }] : []),
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
    default: {
      const exhaustive: never = command;
      throw new Error(`Unknown command ${(exhaustive as { type: string }).type}`);
    }
  }
}
