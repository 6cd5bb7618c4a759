import { sealedField, type RecordedEvent } from '@karier/events';
import type { CvRow } from './row.ts';
import type { Patch } from './write.ts';

/** The row a CV's upload inserts: a draft, sealed as in the event, nothing analysed yet. */
export function uploadedRow(event: RecordedEvent & { type: 'CvUploaded' }): CvRow {
  const version = event.streamVersion;
  const d = event.data;
  const at = new Date(d.uploadedAt);
  return {
    cv_id: d.cvId,
    user_id: d.userId,
    title: sealedField(event, 'title') as string,
    template: d.template,
    format: d.format,
    status: 'draft',
    score: null,
    language: null,
    industry: null,
    sections: [],
    skills: [],
    revision_id: null,
    revised_score: null,
    engine: null,
    summary_variant: 0,
    payment_status: 'pending',
    payment_id: null,
    extracted_text: sealedField(event, 'extractedText') as string,
    analysis: null,
    summary: null,
    offered_summary: null,
    revision: null,
    reading_confirmed: false,
    origin: d.origin ?? 'upload',
    revision_basis: null,
    answered_questions: 0,
    reverted_changes: 0,
    structure: null,
    version,
    created_at: at,
    updated_at: at,
  };
}

/**
 * What a later event of the CV's own stream changes in its row, at the event's stream version
 * (applyPatches leaves a row already at or past it as is); null for other events.
 */
export function patchOf(event: RecordedEvent): Patch | null {
  const version = event.streamVersion;
  switch (event.type) {
    case 'CvAnalysed': {
      const d = event.data;
      return {
        cv_id: d.cvId,
        version,
        score: d.score,
        language: d.language,
        industry: d.industry,
        sections: d.sections,
        skills: d.skills,
        engine: d.engine,
        analysis: {
          score: d.score,
          subScores: d.subScores,
          parsed: sealedField(event, 'parsed'),
          strengths: sealedField(event, 'strengths'),
          recommendations: sealedField(event, 'recommendations'),
          jobMatch: sealedField(event, 'jobMatch'),
        },
        summary: sealedField(event, 'summary') as string,
        offered_summary: null,
        updated_at: new Date(d.analysedAt),
      };
    }
    case 'CvRevisionGenerated': {
      const d = event.data;
      return {
        cv_id: d.cvId,
        version,
        revision_id: d.revisionId,
        // v1 revisions, unscored ones and an erased owner's (sealed data gone) have none.
        revised_score:
          d.outcome && typeof d.outcome === 'object' && typeof d.outcome.score === 'number'
            ? d.outcome.score
            : null,
        template: d.template,
        revision: {
          template: d.template,
          content: sealedField(event, 'content'),
          // v1 revisions were never measured (upcast to null).
          outcome: sealedField(event, 'outcome') ?? null,
          // Issue 28: the changes with their sources (sealed), none before.
          changes: sealedField(event, 'changes') ?? null,
        },
        revision_basis: d.basis ?? null,
        updated_at: new Date(d.generatedAt),
      };
    }
    case 'SummaryRegenerated': {
      const d = event.data;
      const sealed = sealedField(event, 'summary') as string;
      // v1 (applied): the wording went into the revision at once; v2: only offered.
      return {
        cv_id: d.cvId,
        version,
        summary_variant: d.variant,
        ...(d.applied ? { summary: sealed, offered_summary: null } : { offered_summary: sealed }),
        updated_at: new Date(d.regeneratedAt),
      };
    }
    case 'SummaryPicked': {
      const d = event.data;
      return {
        cv_id: d.cvId,
        version,
        summary: sealedField(event, 'summary') as string,
        offered_summary: null,
        updated_at: new Date(d.pickedAt),
      };
    }
    case 'CvRenamed': {
      const d = event.data;
      return {
        cv_id: d.cvId,
        version,
        title: sealedField(event, 'title') as string,
        updated_at: new Date(d.renamedAt),
      };
    }
    case 'CvReadingConfirmed': {
      const d = event.data;
      return {
        cv_id: d.cvId,
        version,
        reading_confirmed: true,
        updated_at: new Date(d.confirmedAt),
      };
    }
    case 'CvQuestionsAnswered': {
      const d = event.data;
      return {
        cv_id: d.cvId,
        version,
        // An erased owner's answers are gone (sealed): the count stays what it was.
        ...(Array.isArray(d.answers) ? { answered_questions: d.answers.length } : {}),
        updated_at: new Date(d.answeredAt),
      };
    }
    case 'CvChangeReverted': {
      const d = event.data;
      return {
        cv_id: d.cvId,
        version,
        revert: true,
        updated_at: new Date(d.revertedAt),
      };
    }
    case 'CvStructureCorrected': {
      const d = event.data;
      return {
        cv_id: d.cvId,
        version,
        structure: sealedField(event, 'structure') as string,
        updated_at: new Date(d.correctedAt),
      };
    }
    default:
      return null;
  }
}
