import type { Knex } from 'knex';
import { defineProjection } from '../projection.ts';

/** cvs: one row per uploaded CV — what the CV list, the dashboard and the admin read. */
export interface CvRow {
  cv_id: string;
  user_id: string;
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
  engine: string | null;
  summary_variant: number;
  /** 'paid' once a PaymentSettled for this CV arrives (then status is 'completed'). */
  payment_status: 'pending' | 'paid';
  /** The order that paid for this CV. */
  payment_id: string | null;
  version: number;
  created_at: Date;
  updated_at: Date;
}

type Patch = Partial<CvRow> & { cv_id: string; version: number };

/** Applies patches in stream order; a row already at or past an event's version is left as is. */
async function applyPatches(
  trx: Knex.Transaction,
  inserts: CvRow[],
  patches: Patch[],
  paid: { cv_id: string; payment_id: string }[],
) {
  if (inserts.length > 0) {
    await trx('cvs')
      .insert(
        inserts.map((r) => ({
          ...r,
          sections: JSON.stringify(r.sections),
          skills: JSON.stringify(r.skills),
        })),
      )
      .onConflict('cv_id')
      .ignore();
  }
  for (const p of patches) {
    const { cv_id, version, ...rest } = p;
    const row: Record<string, unknown> = { ...rest, version };
    if (rest.sections) row.sections = JSON.stringify(rest.sections);
    if (rest.skills) row.skills = JSON.stringify(rest.skills);
    await trx('cvs').where({ cv_id }).andWhere('version', '<', version).update(row);
  }
  // Payments live on their own streams: the first settled order of a CV marks it paid, once.
  for (const p of paid) {
    await trx('cvs')
      .where({ cv_id: p.cv_id })
      .andWhere('payment_status', '<>', 'paid')
      .update({ payment_status: 'paid', payment_id: p.payment_id, status: 'completed' });
  }
}

export const cvsProjection = defineProjection({
  name: 'cvs',
  version: 2,
  description:
    'Daftar CV per pengguna: judul, templat, skor, bahasa, industri, status, revisi, pembayaran.',
  handles: [
    'CvUploaded',
    'CvAnalysed',
    'CvRevisionGenerated',
    'SummaryRegenerated',
    'PaymentSettled',
  ],
  tables: ['cvs'],
  async setup(db) {
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
      t.text('engine');
      t.integer('summary_variant').notNullable();
      t.text('payment_status').notNullable().defaultTo('pending');
      t.text('payment_id');
      t.integer('version').notNullable();
      t.timestamp('created_at', { useTz: true }).notNullable();
      t.timestamp('updated_at', { useTz: true }).notNullable();
    });
  },
  async applyBatch(events, trx) {
    const inserts: CvRow[] = [];
    const patches: Patch[] = [];
    const paid: { cv_id: string; payment_id: string }[] = [];
    for (const event of events) {
      const version = event.streamVersion;
      switch (event.type) {
        case 'CvUploaded': {
          const d = event.data;
          const at = new Date(d.uploadedAt);
          inserts.push({
            cv_id: d.cvId,
            user_id: d.userId,
            title: d.title,
            template: d.template,
            format: d.format,
            status: 'draft',
            score: null,
            language: null,
            industry: null,
            sections: [],
            skills: [],
            revision_id: null,
            engine: null,
            summary_variant: 0,
            payment_status: 'pending',
            payment_id: null,
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
            template: d.template,
            updated_at: new Date(d.generatedAt),
          });
          break;
        }
        case 'SummaryRegenerated': {
          const d = event.data;
          patches.push({
            cv_id: d.cvId,
            version,
            summary_variant: d.variant,
            updated_at: new Date(d.regeneratedAt),
          });
          break;
        }
        case 'PaymentSettled': {
          const d = event.data;
          if (d.cvId) paid.push({ cv_id: d.cvId, payment_id: d.paymentId });
          break;
        }
        default:
          break;
      }
    }
    await applyPatches(trx, inserts, patches, paid);
  },
});
