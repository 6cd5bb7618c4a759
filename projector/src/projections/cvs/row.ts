/** The `cvs` read model's row and its JSON columns (projection `cvs`, ../cvs.ts). */
export interface CvRow {
  cv_id: string;
  user_id: string;
  /** Sealed (`pii:v1:…`), or '[dihapus]' once its owner was erased. */
  title: string;
  template: string;
  format: string;
  status: 'draft' | 'completed';
  score: number | null;
  language: string | null;
  industry: string | null;
  sections: string[];
  skills: string[];
  revision_id: string | null;
  /** The latest revised DOCX's own score (re-analysed as an upload); null when not measured. */
  revised_score: number | null;
  engine: string | null;
  summary_variant: number;
  /** 'paid' once a PaymentSettled for this CV arrives (then status is 'completed'). */
  payment_status: 'pending' | 'paid';
  /** The order that paid for this CV. */
  payment_id: string | null;
  /** The text extracted from the upload, sealed; '[dihapus]' once its owner was erased. */
  extracted_text: string;
  /** The latest analysis; null before the first one (and once its owner was erased). */
  analysis: CvAnalysisColumn | null;
  /** The latest summary, sealed: the analysis's, or a picked (v1: regenerated) one after it. */
  summary: string | null;
  /**
   * A regenerated summary offered beside the revised CV's own (issue 26), sealed; null when
   * none is on offer (picked, or a new analysis withdrew it).
   */
  offered_summary: string | null;
  /** The latest revision; null before the first one (and once its owner was erased). */
  revision: CvRevisionColumn | null;
  /** Issue 27: the owner checked a reading the engine doubted (CvReadingConfirmed). */
  reading_confirmed: boolean;
  /** Issue 28 (v11): 'profile' for a CV built from the career profile, else 'upload'. */
  origin: 'upload' | 'profile';
  /**
   * Issue 28 (v11): what the current revision was built from (cv, answers, revert, structure,
   * profile); null for revisions stored before.
   */
  revision_basis: string | null;
  /** Issue 28 (v11): the questions answered in the owner's latest answers (CvQuestionsAnswered). */
  answered_questions: number;
  /** Issue 28 (v11): the changes the owner undid (CvChangeReverted). */
  reverted_changes: number;
  /**
   * Issue 28 (v11): the structure the owner corrected (CvStructureCorrected), sealed; null while
   * the engine's reading stands (and once its owner was erased).
   */
  structure: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

/**
 * The latest `CvAnalysed`: its scores in clear, its personal parts sealed as in the event
 * (`pii:v1…`; a v1 event's job match was stored in clear, and stays so).
 */
export interface CvAnalysisColumn {
  score: number;
  subScores: Record<string, { score: number; max: number }>;
  parsed: unknown;
  strengths: unknown;
  recommendations: unknown;
  jobMatch: unknown;
}

/** The latest `CvRevisionGenerated`: its template; its content, outcome and changes sealed (or null). */
export interface CvRevisionColumn {
  template: string;
  content: unknown;
  outcome: unknown;
  /** Issue 28: the changes with their sources; null for revisions stored before. */
  changes?: unknown;
}
