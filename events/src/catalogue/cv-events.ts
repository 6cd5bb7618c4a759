import { z } from 'zod';
import { defineEvent } from './define.ts';

const cvId = z.uuid();
const userId = z.uuid();
const isoDate = z.iso.datetime({ offset: true });
const sha256 = z.string().regex(/^[a-f0-9]{64}$/);
/** The longest title a user may give a CV. */
export const CV_TITLE_MAX = 120;
export const cvTemplate = z.enum(['modern', 'classic', 'creative']);

const subScore = z.object({ score: z.number(), max: z.number() });
/** A strength or recommendation as data; rendered to Indonesian or English on read. */
const finding = z.object({
  code: z.string().min(1),
  impact: z.number(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

export const CvUploaded = defineEvent({
  type: 'CvUploaded',
  version: 1,
  label: { id: 'Mengunggah CV', en: 'Uploaded a CV' },
  description:
    'A user uploaded a CV (PDF or DOCX). The original is kept under the data dir by its SHA-256; the extracted text is sealed with the user key.',
  schema: z.object({
    cvId,
    userId,
    title: z.string().min(1).max(200),
    fileName: z.string().max(255),
    fileHash: sha256,
    format: z.enum(['pdf', 'docx']),
    sizeBytes: z.number().int().positive(),
    pages: z.number().int().min(0),
    ocr: z.boolean(),
    template: cvTemplate,
    extractedText: z.string(),
    /**
     * Issue 28: 'profile' for a CV built from the career profile alone ("Buat CV dari profil"):
     * no file was uploaded; the original kept by fileHash is the DOCX built from the profile, and
     * extractedText is the profile's text. Absent on uploads (and on every event stored before).
     */
    origin: z.enum(['upload', 'profile']).optional(),
    uploadedAt: isoDate,
  }),
  pii: ['title', 'fileName', 'extractedText'],
  subject: (d) => d.userId,
});

export const CvAnalysed = defineEvent({
  type: 'CvAnalysed',
  version: 2,
  label: { id: 'CV dianalisis', en: 'CV analysed' },
  description:
    'The engine analysed a CV: score, sub-scores, detected language/industry/sections/skills (lexicon names), and the parsed personal facts, findings, summary and job match (sealed). v2: the job match (words of the CV and the job description) is sealed too.',
  schema: z.object({
    cvId,
    userId,
    engine: z.string().min(1),
    language: z.enum(['id', 'en']),
    industry: z.string().min(1),
    score: z.number().int().min(0).max(100),
    subScores: z.record(z.string(), subScore),
    sections: z.array(z.string()),
    skills: z.array(z.string()),
    jobMatch: z
      .object({
        score: z.number(),
        matched: z.array(z.string()),
        missing: z.array(z.string()),
      })
      .nullable(),
    /** Contact, experience, education, languages, certifications … (ParsedCv). */
    parsed: z.record(z.string(), z.unknown()),
    strengths: z.array(finding),
    recommendations: z.array(finding),
    summary: z.string(),
    jobDescription: z.string(),
    analysedAt: isoDate,
  }),
  pii: ['parsed', 'strengths', 'recommendations', 'summary', 'jobDescription', 'jobMatch'],
  subject: (d) => d.userId,
  // v1 stored the job match in clear; the data is the same.
  upcasters: { 1: (d) => d },
});

/**
 * The revised CV measured (issue 16): its DOCX analysed as a user would upload it, and the report
 * of what the revision changed and what only the user can add (codes; worded on read).
 */
const revisionOutcome = z.object({
  score: z.number().int().min(0).max(100),
  subScores: z.record(z.string(), subScore),
  changes: z.array(z.object({ code: z.string().min(1), count: z.number().int().optional() })),
  toAdd: z.array(
    z.object({
      code: z.string().min(1),
      count: z.number().int().optional(),
      /** A job title of the CV (personal data: the field is sealed). */
      role: z.string().optional(),
    }),
  ),
});

/** Issue 28: what a revision was built from. */
export const revisionBasis = z.enum(['cv', 'answers', 'revert', 'structure', 'profile']);
/** Issue 28: the most changes a revision lists. */
export const MAX_REVISION_CHANGES = 200;
/** A change id of the engine, e.g. "answer:metric:experience:0" or "cv:date-format:experience:1". */
export const changeIdSchema = z.string().regex(/^[a-z0-9:_-]{1,96}$/);
/** A question id of the engine, e.g. "metric:experience:0". */
export const questionIdSchema = z.string().regex(/^[a-z0-9:_-]{1,64}$/);
/** Issue 28: the longest answer, and the most answers to one CV's questions. */
export const ANSWER_MAX = 500;
export const ANSWERS_MAX = 8;
const revisionChange = z.object({
  id: changeIdSchema,
  source: z.enum(['cv', 'answer']),
  section: z.string().min(1).max(40),
  before: z.string().max(4000).nullable(),
  after: z.string().max(4000),
  reason: z.string().max(400),
});

export const CvRevisionGenerated = defineEvent({
  type: 'CvRevisionGenerated',
  version: 2,
  label: { id: 'Membuat CV revisi', en: 'Generated a revised CV' },
  description:
    'A revised CV (DOCX) was generated in a template from the parsed and improved content; revisionId is the opaque file id used for downloads. v2: outcome — the revised DOCX re-analysed (score, sub-scores) and the report of what changed and what the user should add; null or absent when it was not scored.',
  schema: z.object({
    cvId,
    userId,
    revisionId: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
    template: cvTemplate,
    provider: z.enum(['builtin', 'openai']),
    fileHash: sha256,
    /** The revised content the DOCX was built from (summary, improved bullets …). */
    content: z.record(z.string(), z.unknown()),
    outcome: revisionOutcome.nullable().optional(),
    /**
     * Issue 28: what the revision was built from — the CV as read ('cv'), the owner's answers
     * ('answers'), an undone change ('revert'), the owner's corrected structure ('structure'),
     * or the career profile ('profile'). Absent on revisions stored before.
     */
    basis: revisionBasis.optional(),
    /** Issue 28: every change of the revision with its source (sealed: the CV's and the answers' words). */
    changes: z.array(revisionChange).max(MAX_REVISION_CHANGES).optional(),
    generatedAt: isoDate,
  }),
  pii: ['content', 'outcome', 'changes'],
  subject: (d) => d.userId,
  // v1 revisions were never measured.
  upcasters: { 1: (d) => ({ ...d, outcome: null }) },
});

export const SummaryRegenerated = defineEvent({
  type: 'SummaryRegenerated',
  version: 2,
  label: { id: 'Membuat ulang ringkasan profesional', en: 'Regenerated the professional summary' },
  description:
    "The user asked for a new wording of the professional summary (same facts, another variant; the person's own sentences kept). v2 (issue 26): the wording is offered beside the current summary (applied: false) and changes nothing until the user picks it (SummaryPicked); v1 events put it into the revised CV at once and upcast to applied: true.",
  schema: z.object({
    cvId,
    userId,
    variant: z.number().int().min(0),
    summary: z.string().min(1),
    /** True for a v1 event, whose wording replaced the revised CV's summary at once. */
    applied: z.boolean(),
    regeneratedAt: isoDate,
  }),
  pii: ['summary'],
  subject: (d) => d.userId,
  upcasters: { 1: (d) => ({ ...d, applied: true }) },
});

/** Issue 26: the user chose the offered summary; the revised CV is rebuilt with it. */
export const SummaryPicked = defineEvent({
  type: 'SummaryPicked',
  version: 1,
  label: { id: 'Memilih ringkasan profesional', en: 'Picked the professional summary' },
  description:
    "The user picked the regenerated summary offered beside the current one: it is the revised CV's summary from now on (the CvRevisionGenerated stored with it is built from it, and so is every later revision of this CV).",
  schema: z.object({
    cvId,
    userId,
    variant: z.number().int().min(0),
    summary: z.string().min(1),
    pickedAt: isoDate,
  }),
  pii: ['summary'],
  subject: (d) => d.userId,
});

/** CV engine events (issue 5). */
export const CvDeleted = defineEvent({
  type: 'CvDeleted',
  version: 1,
  label: { id: 'Menghapus CV', en: 'Deleted a CV' },
  description:
    'A CV was deleted (by an admin or its owner): it leaves the lists, and its original and revisions are removed from the data dir right after. Its events stay; the upload still counts towards the month it was made in.',
  schema: z.object({
    cvId,
    userId,
    deletedBy: z.uuid(),
    deletedAt: isoDate,
  }),
});

/** Issue 17: the owner gave the CV another title (a duplicate upload need not keep its file name). */
export const CvRenamed = defineEvent({
  type: 'CvRenamed',
  version: 1,
  label: { id: 'Mengganti judul CV', en: 'Renamed a CV' },
  description:
    'The owner renamed a CV: the new title (sealed like the title of the upload) replaces the old one in every list.',
  schema: z.object({
    cvId,
    userId,
    title: z.string().min(1).max(CV_TITLE_MAX),
    renamedAt: isoDate,
  }),
  pii: ['title'],
  subject: (d) => d.userId,
});

/**
 * Issue 27: the engine doubted its reading of the CV (ParsedCv.reading.understood false) and the
 * owner checked the parts it named. A revised CV of such a CV is sold only after this.
 */
export const CvReadingConfirmed = defineEvent({
  type: 'CvReadingConfirmed',
  version: 1,
  label: { id: 'Memeriksa hasil baca CV', en: 'Checked how the CV was read' },
  description:
    'The owner checked the parts of a CV the engine was not sure it read right (the doubts of the analysis) and confirmed the reading; until then its revised CV is not sold.',
  schema: z.object({
    cvId,
    userId,
    /** The doubted parts the owner was shown (ReadingPart values). */
    parts: z.array(z.string().min(1).max(40)).max(20),
    confirmedAt: isoDate,
  }),
  subject: (d) => d.userId,
});

/**
 * Issue 28 ("Lengkapi CV"): the owner answered questions the engine asked where the CV is thin.
 * The answers are the owner's free text: sealed with their key and gone with the account.
 * They are the whole set the revision stored with this event (a CvRevisionGenerated with basis
 * 'answers') is built from: they replace the answers given before.
 */
export const CvQuestionsAnswered = defineEvent({
  type: 'CvQuestionsAnswered',
  version: 1,
  label: { id: 'Menjawab pertanyaan Lengkapi CV', en: 'Answered the "Complete your CV" questions' },
  description:
    "The owner answered the engine's questions about facts the CV leaves out (numbers per role, tools, scope, a missing section); the answers (sealed) are all the revised CV's new bullets are written from.",
  schema: z.object({
    cvId,
    userId,
    answers: z
      .array(z.object({ questionId: questionIdSchema, answer: z.string().min(1).max(ANSWER_MAX) }))
      .max(ANSWERS_MAX),
    answeredAt: isoDate,
  }),
  pii: ['answers'],
  subject: (d) => d.userId,
});

/** Issue 28: the owner undid one change of the revised CV; the revision is rebuilt without it. */
export const CvChangeReverted = defineEvent({
  type: 'CvChangeReverted',
  version: 1,
  label: { id: 'Membatalkan satu perubahan CV revisi', en: 'Undid a change of the revised CV' },
  description:
    'The owner undid one change the revision made (by its change id); the revised CV stored with this event is built without it, and so is every later revision of this CV.',
  schema: z.object({
    cvId,
    userId,
    changeId: changeIdSchema,
    revertedAt: isoDate,
  }),
  subject: (d) => d.userId,
});

/**
 * Issue 28: the owner corrected the structure the engine read (contact, summary, sections and
 * entries); the revision is rebuilt from it. The structure is the CV's personal data: sealed.
 */
export const CvStructureCorrected = defineEvent({
  type: 'CvStructureCorrected',
  version: 1,
  label: { id: 'Memperbaiki hasil baca CV', en: 'Corrected how the CV was read' },
  description:
    'The owner corrected the structure the engine read (contact, summary, sections, entries, skills) in the editor; the structure (sealed) replaces the reading for every later revision of this CV.',
  schema: z.object({
    cvId,
    userId,
    /** The corrected CvStructure of the engine (checked by its own schema before it is stored). */
    structure: z.record(z.string(), z.unknown()),
    correctedAt: isoDate,
  }),
  pii: ['structure'],
  subject: (d) => d.userId,
});

export const cvEvents = [
  CvUploaded,
  CvAnalysed,
  CvRevisionGenerated,
  SummaryRegenerated,
  SummaryPicked,
  CvDeleted,
  CvRenamed,
  CvReadingConfirmed,
  CvQuestionsAnswered,
  CvChangeReverted,
  CvStructureCorrected,
] as const;
