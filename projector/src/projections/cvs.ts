import { ERASED, sealedField } from '@karier/events';
import type { Knex } from 'knex';
import { defineProjection } from '../projection.ts';

/**
 * cvs: one row per CV that was not deleted — what the CV list, the dashboard and the admin read,
 * and the stored result of one CV (`GET /cvs/:id`): its text, latest analysis and revision.
 * The title (personal data: it comes from the file name) and every personal part of the result
 * are kept sealed as in the events. Facts
 * of other streams (a payment, the owner's erasure, the CV's deletion) are also kept in side
 * tables, so the rows come out the same whatever order the streams' events arrive in.
 */
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

/** The JSON columns as the driver takes them. */
const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/** `revert`: one more undone change (the decider records each change id once). */
type Patch = Partial<CvRow> & { cv_id: string; version: number; revert?: true };

/** An erased owner's CV: its title and text read '[dihapus]', its result is gone. */
const ERASED_RESULT = {
  title: ERASED,
  extracted_text: ERASED,
  analysis: null,
  summary: null,
  offered_summary: null,
  revision: null,
  // Issue 28: counted from the sealed answers, which read as none once erased (a replay agrees).
  answered_questions: 0,
  structure: null,
};

/** Applies patches in stream order; a row already at or past an event's version is left as is. */
async function applyPatches(
  trx: Knex.Transaction,
  inserts: CvRow[],
  patches: Patch[],
  paidIn: { cv_id: string; payment_id: string }[],
  removed: { deleted: string[]; erasedUsers: string[] },
  refunded: string[] = [],
) {
  let paid = paidIn;
  // A deleted CV leaves a tombstone: a late re-delivery of its upload never brings it back.
  if (removed.deleted.length > 0) {
    await trx('cvs_deleted')
      .insert(removed.deleted.map((cv_id) => ({ cv_id })))
      .onConflict('cv_id')
      .ignore();
  }
  const gone = new Set<string>(
    inserts.length > 0
      ? await trx('cvs_deleted')
          .whereIn(
            'cv_id',
            inserts.map((r) => r.cv_id),
          )
          .pluck('cv_id')
      : [],
  );
  // Facts from other streams that may arrive first (on the bus, partitions are independent):
  // a settled payment and an erased owner are remembered and applied to a row inserted later.
  // A refunded order (issue 17) no longer pays for its CV, which may be bought again.
  // Its tombstone keeps a late re-delivery of its settlement from marking the CV paid again.
  if (refunded.length > 0) {
    await trx('cvs_refunded')
      .insert(refunded.map((payment_id) => ({ payment_id })))
      .onConflict('payment_id')
      .ignore();
    await trx('cvs_paid').whereIn('payment_id', refunded).delete();
    await trx('cvs')
      .whereIn('payment_id', refunded)
      .update({ payment_status: 'pending', payment_id: null, status: 'draft' });
  }
  if (paid.length > 0) {
    const gone = new Set<string>(
      await trx('cvs_refunded')
        .whereIn(
          'payment_id',
          paid.map((p) => p.payment_id),
        )
        .pluck('payment_id'),
    );
    paid = paid.filter((p) => !gone.has(p.payment_id));
  }
  if (paid.length > 0) {
    await trx('cvs_paid').insert(paid).onConflict('cv_id').ignore();
  }
  if (removed.erasedUsers.length > 0) {
    await trx('cvs_erased_users')
      .insert(removed.erasedUsers.map((user_id) => ({ user_id })))
      .onConflict('user_id')
      .ignore();
  }
  const fresh = inserts.filter((r) => !gone.has(r.cv_id));
  if (fresh.length > 0) {
    const [paidBefore, erasedBefore] = await Promise.all([
      trx('cvs_paid')
        .whereIn(
          'cv_id',
          fresh.map((r) => r.cv_id),
        )
        .select('cv_id', 'payment_id') as Promise<{ cv_id: string; payment_id: string }[]>,
      trx('cvs_erased_users')
        .whereIn(
          'user_id',
          fresh.map((r) => r.user_id),
        )
        .pluck('user_id') as Promise<string[]>,
    ]);
    const paidOf = new Map(paidBefore.map((r) => [r.cv_id, r.payment_id]));
    const erased = new Set(erasedBefore);
    for (const r of fresh) {
      const paymentId = paidOf.get(r.cv_id);
      if (paymentId)
        Object.assign(r, { payment_status: 'paid', payment_id: paymentId, status: 'completed' });
      if (erased.has(r.user_id)) Object.assign(r, ERASED_RESULT);
    }
    await trx('cvs')
      .insert(
        fresh.map((r) => ({
          ...r,
          sections: JSON.stringify(r.sections),
          skills: JSON.stringify(r.skills),
          analysis: json(r.analysis),
          revision: json(r.revision),
        })),
      )
      .onConflict('cv_id')
      .ignore();
  }
  for (const p of patches) {
    const { cv_id, version, revert, ...rest } = p;
    const row: Record<string, unknown> = { ...rest, version };
    // Guarded by the version like every patch: a re-delivery never counts twice.
    if (revert) row.reverted_changes = trx.raw('reverted_changes + 1');
    if (rest.sections) row.sections = JSON.stringify(rest.sections);
    if (rest.skills) row.skills = JSON.stringify(rest.skills);
    if ('analysis' in rest) row.analysis = json(rest.analysis);
    if ('revision' in rest) row.revision = json(rest.revision);
    await trx('cvs').where({ cv_id }).andWhere('version', '<', version).update(row);
  }
  // Payments live on their own streams: the first settled order of a CV marks it paid, once.
  for (const p of paid) {
    await trx('cvs')
      .where({ cv_id: p.cv_id })
      .andWhere('payment_status', '<>', 'paid')
      .update({ payment_status: 'paid', payment_id: p.payment_id, status: 'completed' });
  }
  // Last: nothing later in a stream brings a deleted CV or an erased title back.
  if (removed.deleted.length > 0) await trx('cvs').whereIn('cv_id', removed.deleted).delete();
  if (removed.erasedUsers.length > 0) {
    await trx('cvs').whereIn('user_id', removed.erasedUsers).update(ERASED_RESULT);
  }
}

export const cvsProjection = defineProjection({
  name: 'cvs',
  version: 11,
  description:
    'Daftar CV per pengguna: judul (tersegel, juga setelah diganti), templat, skor, bahasa, industri, status, revisi (dengan skor CV revisi), pembayaran; hasil satu CV: teks, analisis, ringkasan, ringkasan yang ditawarkan dan revisi terakhir (tersegel).',
  handles: [
    'CvUploaded',
    'CvAnalysed',
    'CvRevisionGenerated',
    'SummaryRegenerated',
    'SummaryPicked',
    'CvRenamed',
    'CvReadingConfirmed',
    'CvQuestionsAnswered',
    'CvChangeReverted',
    'CvStructureCorrected',
    'PaymentSettled',
    'PaymentRefunded',
    'CvDeleted',
    'UserErased',
  ],
  tables: ['cvs', 'cvs_deleted', 'cvs_paid', 'cvs_refunded', 'cvs_erased_users'],
  async setup(db) {
    await db.schema.createTable('cvs_deleted', (t) => {
      t.uuid('cv_id').primary();
    });
    await db.schema.createTable('cvs_paid', (t) => {
      t.uuid('cv_id').primary();
      t.text('payment_id').notNullable();
    });
    await db.schema.createTable('cvs_refunded', (t) => {
      t.text('payment_id').primary();
    });
    await db.schema.createTable('cvs_erased_users', (t) => {
      t.uuid('user_id').primary();
    });
    await db.schema.createTable('cvs', (t) => {
      t.uuid('cv_id').primary();
      t.uuid('user_id').notNullable().index();
      t.text('title').notNullable();
      t.text('template').notNullable();
      t.text('format').notNullable();
      t.text('status').notNullable();
      t.integer('score');
      t.text('language');
      t.text('industry');
      t.jsonb('sections').notNullable();
      t.jsonb('skills').notNullable();
      t.text('revision_id').unique();
      t.integer('revised_score');
      t.text('engine');
      t.integer('summary_variant').notNullable();
      t.text('payment_status').notNullable().defaultTo('pending');
      t.text('payment_id');
      t.text('extracted_text').notNullable();
      t.jsonb('analysis');
      t.text('summary');
      t.text('offered_summary');
      t.jsonb('revision');
      t.boolean('reading_confirmed').notNullable().defaultTo(false);
      t.text('origin').notNullable().defaultTo('upload');
      t.text('revision_basis');
      t.integer('answered_questions').notNullable().defaultTo(0);
      t.integer('reverted_changes').notNullable().defaultTo(0);
      t.text('structure');
      t.integer('version').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    });
  },
  async applyBatch(events, trx) {
    const inserts: CvRow[] = [];
    const patches: Patch[] = [];
    let paid: { cv_id: string; payment_id: string }[] = [];
    const refunded: string[] = [];
    const removed = { deleted: [] as string[], erasedUsers: [] as string[] };
    for (const event of events) {
      const version = event.streamVersion;
      switch (event.type) {
        case 'CvUploaded': {
          const d = event.data;
          const at = new Date(d.uploadedAt);
          inserts.push({
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
          });
          break;
        }
        case 'CvAnalysed': {
          const d = event.data;
          patches.push({
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
          });
          break;
        }
        case 'CvRevisionGenerated': {
          const d = event.data;
          patches.push({
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
          });
          break;
        }
        case 'SummaryRegenerated': {
          const d = event.data;
          const sealed = sealedField(event, 'summary') as string;
          // v1 (applied): the wording went into the revision at once; v2: only offered.
          patches.push({
            cv_id: d.cvId,
            version,
            summary_variant: d.variant,
            ...(d.applied
              ? { summary: sealed, offered_summary: null }
              : { offered_summary: sealed }),
            updated_at: new Date(d.regeneratedAt),
          });
          break;
        }
        case 'SummaryPicked': {
          const d = event.data;
          patches.push({
            cv_id: d.cvId,
            version,
            summary: sealedField(event, 'summary') as string,
            offered_summary: null,
            updated_at: new Date(d.pickedAt),
          });
          break;
        }
        case 'CvRenamed': {
          const d = event.data;
          patches.push({
            cv_id: d.cvId,
            version,
            title: sealedField(event, 'title') as string,
            updated_at: new Date(d.renamedAt),
          });
          break;
        }
        case 'CvReadingConfirmed': {
          const d = event.data;
          patches.push({
            cv_id: d.cvId,
            version,
            reading_confirmed: true,
            updated_at: new Date(d.confirmedAt),
          });
          break;
        }
        case 'CvQuestionsAnswered': {
          const d = event.data;
          patches.push({
            cv_id: d.cvId,
            version,
            // An erased owner's answers are gone (sealed): the count stays what it was.
            ...(Array.isArray(d.answers) ? { answered_questions: d.answers.length } : {}),
            updated_at: new Date(d.answeredAt),
          });
          break;
        }
        case 'CvChangeReverted': {
          const d = event.data;
          patches.push({
            cv_id: d.cvId,
            version,
            revert: true,
            updated_at: new Date(d.revertedAt),
          });
          break;
        }
        case 'CvStructureCorrected': {
          const d = event.data;
          patches.push({
            cv_id: d.cvId,
            version,
            structure: sealedField(event, 'structure') as string,
            updated_at: new Date(d.correctedAt),
          });
          break;
        }
        case 'PaymentSettled': {
          const d = event.data;
          if (d.cvId) paid.push({ cv_id: d.cvId, payment_id: d.paymentId });
          break;
        }
        case 'PaymentRefunded': {
          const d = event.data;
          if (d.cvId) {
            // settled and refunded in this batch: it never counts as paid
            paid = paid.filter((p) => p.payment_id !== d.paymentId);
            refunded.push(d.paymentId);
          }
          break;
        }
        case 'CvDeleted':
          removed.deleted.push(event.data.cvId);
          break;
        case 'UserErased':
          removed.erasedUsers.push(event.data.userId);
          break;
        default:
          break;
      }
    }
    await applyPatches(trx, inserts, patches, paid, removed, refunded);
  },
});
