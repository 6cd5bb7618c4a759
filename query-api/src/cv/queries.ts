import type { EventStore } from '@karier/events';
import type { CvCompletion } from '@karier/api-types';
import type {
  AnalysisResult,
  CvStructure,
  ParsedCv,
  RevisedCvInput,
  RevisionOutcome,
  TemplateName,
} from '@karier/cv-engine';
import type { CvRow } from '@karier/projector';

export type CvListRow = Pick<
  CvRow,
  | 'cv_id'
  | 'user_id'
  | 'title'
  | 'template'
  | 'format'
  | 'status'
  | 'score'
  | 'language'
  | 'industry'
  | 'revision_id'
  | 'revised_score'
  | 'payment_status'
  | 'payment_id'
  | 'origin'
  | 'revision_basis'
  | 'answered_questions'
  | 'reverted_changes'
  | 'created_at'
  | 'updated_at'
>;

/** A CV's row with its stored result (sealed). */
export type CvDetailRow = CvListRow &
  Pick<
    CvRow,
    'extracted_text' | 'analysis' | 'summary' | 'offered_summary' | 'revision' | 'reading_confirmed'
  > & {
    summary_variant: number;
  };
/** A CV's row with its latest revision (sealed). */
export type CvPreviewRow = CvListRow & Pick<CvRow, 'revision'>;

/** The stored result of one CV, opened. */
export interface StoredCv {
  extractedText: string;
  parsed: ParsedCv | null;
  result: AnalysisResult | null;
  revision: {
    content: RevisedCvInput | null;
    template: TemplateName;
    outcome: RevisionOutcome | null;
  } | null;
  /** A regenerated summary offered beside the revision's own (issue 26); null when none. */
  offer: { summary: string; variant: number } | null;
  /** Issue 27: the owner confirmed a reading the engine doubted. */
  readingConfirmed: boolean;
}

/** Issue 28: how a CV was made and completed, as the lists show it. */
export function completionOf(
  r: Pick<CvRow, 'origin' | 'revision_basis' | 'answered_questions' | 'reverted_changes'>,
): CvCompletion {
  return {
    origin: r.origin === 'profile' ? 'profile' : 'upload',
    revisionBasis: r.revision_basis ?? null,
    answeredQuestions: Number(r.answered_questions ?? 0),
    revertedChanges: Number(r.reverted_changes ?? 0),
  };
}

const CV_COLUMNS = `cv_id, user_id, title, template, format, status, score, language, industry,
  revision_id, revised_score, payment_status, payment_id, origin, revision_basis,
  answered_questions, reverted_changes, created_at, updated_at`;
const CV_LIST_SQL = `select ${CV_COLUMNS} from cvs where user_id = $1
  order by created_at desc, cv_id limit 200`;
const CV_DETAIL_SQL = `select ${CV_COLUMNS}, extracted_text, analysis, summary, offered_summary,
  summary_variant, revision, reading_confirmed from cvs where cv_id = $1`;
const CV_COMPLETION_SQL = `select cv_id, user_id, analysis, structure from cvs where cv_id = $1`;
const CV_PREVIEW_SQL = `select ${CV_COLUMNS}, revision from cvs where cv_id = $1`;

/**
 * CV reads over the `cvs` read model: the owner's list, and one CV with its stored result (its
 * text, latest analysis and revision; personal parts sealed until opened).
 */
export function createCvQueries(store: EventStore) {
  const { db, vault } = store;

  /** The user's CVs, newest first (at most 200), titles opened. */
  async function list(userId: string): Promise<CvListRow[]> {
    const rows = await db.query<CvListRow>('karier_cv_list', CV_LIST_SQL, [userId]);
    return vault.openRows(db.knex, rows, ['title']);
  }

  /** One CV with its text, latest analysis and revision, still sealed; undefined when none. */
  async function detail(cvId: string): Promise<CvDetailRow | undefined> {
    const [row] = await db.query<CvDetailRow>('karier_cv_detail', CV_DETAIL_SQL, [cvId]);
    return row;
  }

  /** One CV with its latest revision, still sealed; undefined when there is none. */
  async function preview(cvId: string): Promise<CvPreviewRow | undefined> {
    const [row] = await db.query<CvPreviewRow>('karier_cv_preview', CV_PREVIEW_SQL, [cvId]);
    return row;
  }

  /**
   * Opens the title and the stored result of a CV row: what the CV's events hold, as they read
   * (an erased owner's data reads '[dihapus]', `[]` or null).
   */
  async function open(
    row: CvListRow &
      Partial<
        Pick<
          CvRow,
          | 'extracted_text'
          | 'analysis'
          | 'summary'
          | 'offered_summary'
          | 'summary_variant'
          | 'revision'
          | 'reading_confirmed'
        >
      >,
  ): Promise<{ row: CvListRow; stored: StoredCv }> {
    const a = row.analysis ?? null;
    const rev = row.revision ?? null;
    const [o] = await vault.openRows(
      db.knex,
      [
        {
          title: row.title,
          extracted_text: row.extracted_text,
          summary: row.summary,
          offered_summary: row.offered_summary ?? null,
          parsed: a?.parsed,
          strengths: a?.strengths,
          recommendations: a?.recommendations,
          jobMatch: a?.jobMatch,
          content: rev?.content,
          outcome: rev?.outcome,
        } as Record<string, unknown>,
      ],
      [
        'title',
        'extracted_text',
        'summary',
        'offered_summary',
        'parsed',
        'strengths',
        'recommendations',
        'jobMatch',
        'content',
        'outcome',
      ],
    );
    const opened = o!;
    const content = rev ? ((opened.content as RevisedCvInput | null | undefined) ?? null) : null;
    // One summary (issue 26): the one the revised CV prints, else the analysis's.
    const summary =
      typeof content?.summary === 'string' && content.summary
        ? content.summary
        : typeof opened.summary === 'string'
          ? opened.summary
          : '';
    const offered = typeof opened.offered_summary === 'string' ? opened.offered_summary : '';
    const stored: StoredCv = {
      readingConfirmed: row.reading_confirmed === true,
      extractedText: typeof opened.extracted_text === 'string' ? opened.extracted_text : '',
      parsed: a ? ((opened.parsed as ParsedCv | null | undefined) ?? null) : null,
      result: a
        ? {
            score: a.score,
            subScores: a.subScores as AnalysisResult['subScores'],
            strengths: (opened.strengths as AnalysisResult['strengths'] | null) ?? [],
            recommendations:
              (opened.recommendations as AnalysisResult['recommendations'] | null) ?? [],
            summary,
            ...(opened.jobMatch
              ? { jobMatch: opened.jobMatch as NonNullable<AnalysisResult['jobMatch']> }
              : {}),
          }
        : null,
      offer:
        offered && offered !== summary
          ? { summary: offered, variant: Number(row.summary_variant ?? 0) }
          : null,
      revision: rev
        ? {
            content,
            template: rev.template as TemplateName,
            outcome: (opened.outcome as RevisionOutcome | null | undefined) ?? null,
          }
        : null,
    };
    return { row: { ...row, title: opened.title as string }, stored };
  }

  /**
   * Issue 28: what the questions and the structure editor are built from — the reading of the
   * CV's latest analysis and the structure its owner corrected, opened; undefined when no CV.
   */
  async function completion(cvId: string): Promise<
    | {
        userId: string;
        parsed: ParsedCv | null;
        structure: CvStructure | null;
      }
    | undefined
  > {
    const [row] = await db.query<Pick<CvRow, 'cv_id' | 'user_id' | 'analysis' | 'structure'>>(
      'karier_cv_completion',
      CV_COMPLETION_SQL,
      [cvId],
    );
    if (!row) return undefined;
    const [o] = await vault.openRows(
      db.knex,
      [
        { parsed: row.analysis?.parsed ?? null, structure: row.structure } as Record<
          string,
          unknown
        >,
      ],
      ['parsed', 'structure'],
    );
    const parsed = o?.parsed;
    const structure = o?.structure;
    return {
      userId: row.user_id,
      parsed: parsed && typeof parsed === 'object' ? (parsed as ParsedCv) : null,
      structure: structure && typeof structure === 'object' ? (structure as CvStructure) : null,
    };
  }

  return { list, detail, preview, open, completion };
}

export type CvQueries = ReturnType<typeof createCvQueries>;
