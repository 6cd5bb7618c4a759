import { defineProjection } from '../projection.ts';
import { patchOf, uploadedRow } from './cvs/from-events.ts';
import type { CvRow } from './cvs/row.ts';
import { applyPatches, type Patch } from './cvs/write.ts';

export type { CvAnalysisColumn, CvRevisionColumn, CvRow } from './cvs/row.ts';

/**
 * cvs: one row per CV that was not deleted — what the CV list, the dashboard and the admin read,
 * and the stored result of one CV (`GET /cvs/:id`): its text, latest analysis and revision.
 * The title (personal data: it comes from the file name) and every personal part of the result
 * are kept sealed as in the events. Facts
 * of other streams (a payment, the owner's erasure, the CV's deletion) are also kept in side
 * tables, so the rows come out the same whatever order the streams' events arrive in.
 *
 * In three parts: `cvs/row.ts` (the row), `cvs/from-events.ts` (the insert or
 * patch of each event of a CV's stream), `cvs/write.ts` (the side tables and the writes, in
 * stream order).
 */
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
      switch (event.type) {
        case 'CvUploaded':
          inserts.push(uploadedRow(event));
          break;
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
        default: {
          const patch = patchOf(event);
          if (patch) patches.push(patch);
          break;
        }
      }
    }
    await applyPatches(trx, inserts, patches, paid, removed, refunded);
  },
});
