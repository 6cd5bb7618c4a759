/** The CV engine's answers as the API sends them (command-api/src/cv, query-api/src/cv). */

import type { CommandBody, CommandDataBody, CommandMessageBody, DataBody } from './common.ts';

/** The revised CV's templates (cv-engine's TEMPLATES). */
export type TemplateName = 'modern' | 'classic' | 'creative';

export interface SubScore {
  score: number;
  max: number;
  /** Already in the UI language. */
  label: string;
}

export interface CvContact {
  name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  linkedin: string | null;
  website: string | null;
}

export interface CvExperience {
  title: string;
  company: string;
  start: string | null;
  end: string | null;
  current: boolean;
  bullets: string[];
}

export interface CvEducation {
  institution: string;
  degree: string | null;
  field: string | null;
  gpa: string | null;
  start: string | null;
  end: string | null;
}

export interface JobMatch {
  score: number;
  matched: string[];
  missing: string[];
}

export interface CvAnalysis {
  score: number;
  subScores: Record<string, SubScore>;
  strengths: string[];
  recommendations: string[];
  summary: string;
  language: 'id' | 'en';
  industry: string;
  contact: CvContact;
  sections: string[];
  experience: CvExperience[];
  education: CvEducation[];
  skills: string[];
  languages: string[];
  certifications: string[];
  jobMatch?: JobMatch | null;
  /** Issue 27: how sure the engine is of its reading; absent for analyses stored before it. */
  reading?: CvReading;
}

/** A part of the CV the engine doubts it read right, with its name in the UI language. */
export interface CvReadingDoubt {
  part: 'name' | 'contact' | 'experience' | 'education' | 'skills' | 'sections';
  code: string;
  count?: number;
  /** The part's name ("Pengalaman Kerja"). */
  label: string;
  /** What to check, in the UI language. */
  message: string;
}

/**
 * Whether the engine understood the CV's structure. When `understood` is false, a revised CV is
 * sold only after the owner checked the doubted parts (`confirmed`; GET only) or uploaded a
 * clearer file.
 */
export interface CvReading {
  understood: boolean;
  doubts: CvReadingDoubt[];
  /** GET only: the owner confirmed the reading (POST /api/cvs/{id}/reading/confirm). */
  confirmed?: boolean;
}

/**
 * The revised CV beside the original (GET /api/cvs/{id}): the revised DOCX analysed as an upload
 * by the same analyser, what the revision changed and what only the user can add (worded).
 */
export interface CvRevisionView {
  before: number;
  after: number;
  subScores: Record<string, { label: string; max: number; before: number; after: number | null }>;
  changes: string[];
  toAdd: string[];
}

/**
 * Why the caller may download a CV's revised DOCX — an admin, a paid order for it, or the
 * owner's running Premium — or null when a payment is needed. The server computes it with the
 * rule its download route enforces; screens show only this.
 */
export type DownloadEntitlement = 'admin' | 'paid' | 'premium';

/** POST /api/process-cv and GET /api/cvs/{id}. `analysis` is null while a CV is unfinished. */
export interface CvResult {
  success: true;
  cv: { id: string; title: string; status: 'completed' | 'draft' | string };
  file_path: string | null;
  payment_status: 'pending' | string;
  payment_id: string | null;
  /** The template of the CV's latest revision. */
  template: TemplateName;
  /** The caller may download the revised CV (`entitlement` is not null). */
  downloadable: boolean;
  entitlement: DownloadEntitlement | null;
  extracted_text: string;
  analysis: CvAnalysis | null;
  /** GET only; null for a revision that was not measured. */
  revision?: CvRevisionView | null;
  /** GET only: the CV's row of the list. */
  data?: CvListItem;
  /**
   * GET only (issue 26): a regenerated summary offered beside `analysis.summary` (which is the
   * summary the revised CV prints), until it is picked; null when none is on offer.
   */
  summary_offer?: { summary: string; variant: number } | null;
  position?: number | null;
}

/**
 * Issue 28 ("Lengkapi CV"): how a CV was made and completed — from an upload or the career
 * profile, what its current revision was built from (cv, answers, revert, structure, profile;
 * null before), how many questions the owner answered and how many changes they undid.
 */
export interface CvCompletion {
  origin: 'upload' | 'profile';
  revisionBasis: string | null;
  answeredQuestions: number;
  revertedChanges: number;
}

/** One row of GET /api/cvs. */
export interface CvListItem {
  id: string;
  title: string;
  template: TemplateName;
  format: string;
  status: string;
  score: number | null;
  language: 'id' | 'en' | null;
  industry: string | null;
  file_path: string | null;
  /** The latest revised CV's own score; null when it was not measured. */
  revised_score?: number | null;
  /** 'paid' once the revised CV is paid for; the status is then 'completed'. */
  payment_status?: 'pending' | 'paid';
  payment_id?: string | null;
  /** Issue 28: the answers and undone changes of "Lengkapi CV". */
  completion?: CvCompletion;
  /** The caller may download the revised CV (`entitlement` is not null). */
  downloadable: boolean;
  entitlement: DownloadEntitlement | null;
  createdAt: string;
  updatedAt: string;
}

export interface CvPreview {
  template: TemplateName;
  html: string;
}

/**
 * POST /api/process-cv, a multipart form: its text fields (the PDF or DOCX goes in `file`).
 * No template is 'modern'; command-api's cvUploadOf checks them.
 */
export interface ProcessCvFields {
  template?: TemplateName;
  jobDescription?: string;
}

/** PATCH /api/cvs/{id}: the title as typed (the cv decider trims it and checks its length). */
export interface RenameCvRequest {
  title: string;
}

/**
 * POST /api/cvs/{id}/revision: the template ('modern' when none) and the vacancy to build the
 * revised CV for ('' or none: no vacancy).
 */
export interface RebuildRevisionRequest {
  template?: TemplateName;
  jobDescription?: string;
}

/** GET /api/cvs */
export type CvListResponse = DataBody<CvListItem[]>;

/** GET /api/cvs/{id}/preview */
export type CvPreviewResponse = DataBody<CvPreview>;

/** PATCH /api/cvs/{id}: the new title. */
export type RenameCvResponse = CommandBody<{ id: string; title: string }>;

/** POST /api/cvs/{id}/reading/confirm (issue 27): the owner checked a doubted reading. */
export type ConfirmReadingResponse = CommandBody<{ id: string; confirmed: boolean }>;

/** DELETE /api/cvs/{id} */
export type DeleteCvResponse = CommandMessageBody;

/** POST /api/cvs/{id}/revision: the revised CV built again in a template, for a vacancy. */
export type RebuildRevisionResponse = CommandBody<{ file_path: string; template: TemplateName }>;

/**
 * POST /api/cvs/{id}/summary: a new wording of the professional summary, offered beside the
 * current one (`current`, the summary the revised CV prints); the revised CV is unchanged until
 * the offer is picked.
 */
export type RegenerateSummaryResponse = CommandDataBody<{
  summary: string;
  variant: number;
  current: string;
}>;

/** POST /api/cvs/{id}/summary/pick: the offered variant the user chose. */
export interface PickSummaryRequest {
  variant: number;
}

/** POST /api/cvs/{id}/summary/pick: the revised CV rebuilt with the picked summary. */
export type PickSummaryResponse = CommandBody<{
  summary: string;
  variant: number;
  file_path: string;
}>;

// ---- Issue 28: "Lengkapi CV" ----

export type CvQuestionKind = 'metric' | 'tool' | 'scope' | 'achievement' | 'section';

/** A question where the CV is thin (GET /api/cvs/{id}/questions), in the interface locale. */
export interface CvQuestion {
  /** Stable for the same reading of the CV, e.g. "metric:experience:0". */
  id: string;
  kind: CvQuestionKind;
  text: string;
  /** An example answer. */
  example: string;
  /** The entry it is about ("Staf Keuangan — CV Karya Mandiri"); null for a missing section. */
  entry: { section: string; index: number; label: string } | null;
  /** For a metric: the unit the number is in, e.g. "pelanggan per hari". */
  unit?: string;
}

/** GET /api/cvs/{id}/questions: at most 8. */
export type CvQuestionsResponse = DataBody<CvQuestion[]>;

/** POST /api/cvs/{id}/answers: the answers (a skipped question is left out). */
export interface AnswerQuestionsRequest {
  answers: { questionId: string; answer: string }[];
}

/** One change of the revised CV, with its source ("dari CV Anda" / "dari jawaban Anda"). */
export interface CvChange {
  id: string;
  source: 'cv' | 'answer';
  section: string;
  /** null for an added bullet. */
  before: string | null;
  after: string;
  reason: string;
}

/** The rebuilt revised CV: its own score (null when not measured) and every change. */
export interface CompletedRevision {
  score: number | null;
  /**
   * The score once the metric questions still open are answered ("+N poin jika Anda menjawab …");
   * absent or null when none is open or it would not rise.
   */
  potential?: number | null;
  changes: CvChange[];
}

/**
 * POST /api/cvs/{id}/answers, POST /api/cvs/{id}/changes/{changeId}/revert and
 * PUT /api/cvs/{id}/structure: the revision rebuilt; `file_path` is its DOCX.
 */
export type CompletedRevisionResponse = CommandDataBody<{
  revision: CompletedRevision;
  file_path: string | null;
}>;

/** An entry of the structure the engine read (the editor's shape). */
export interface CvStructureEntry {
  title: string;
  organisation: string;
  location: string;
  start: string | null;
  end: string | null;
  current: boolean;
  bullets: string[];
}

/** GET/PUT /api/cvs/{id}/structure: contact, summary, sections with entries and items. */
export interface CvStructure {
  contact: {
    name: string | null;
    email: string | null;
    phone: string | null;
    location: string | null;
    linkedin: string | null;
    website: string | null;
  };
  summary: string | null;
  sections: { key: string; title: string; entries: CvStructureEntry[]; items: string[] }[];
}

/** GET /api/cvs/{id}/structure */
export type CvStructureResponse = DataBody<CvStructure>;

/** POST /api/cvs/from-profile: the template ('modern' when none); answered like /api/process-cv. */
export interface CvFromProfileRequest {
  template?: TemplateName;
}
