import { defineProjection } from '../projection.ts';

/**
 * order-usage: the facts an admin weighs a refund request against (issue 25) — every revised-CV
 * download and every analysis (upload), with who and when. Which order a fact counts for is
 * decided when it is read (query-api `refund-usage.ts`: a download by the owner while an order
 * entitled it, an analysis in the order's quota month), so a fact that arrives before its order
 * (on the bus, streams are consumed independently) lands the same: rows are only inserted, keyed
 * by the event, never updated. Only ids and times are kept: nothing personal.
 */
export interface UsageDownloadRow {
  /** The CV stream and version of the `CvDownloaded`: one row per download. */
  stream_id: string;
  stream_version: number;
  cv_id: string;
  /** The CV's owner. */
  user_id: string;
  /** The owner, or an admin (support downloads count for no order). */
  downloaded_by: string;
  revision_id: string;
  downloaded_at: Date;
}

export interface UsageAnalysisRow {
  /** One upload is one analysis of the month's quota (as the entitlements count). */
  cv_id: string;
  user_id: string;
  uploaded_at: Date;
}

export const orderUsageProjection = defineProjection({
  name: 'order-usage',
  version: 1,
  description:
    'Pemakaian untuk keputusan refund: setiap unduhan CV revisi (siapa, kapan) dan setiap analisis (unggahan) per pengguna, termasuk CV yang sudah dihapus.',
  handles: ['CvDownloaded', 'CvUploaded'],
  tables: ['usage_downloads', 'usage_analyses'],
  async setup(db) {
    await db.schema.createTable('usage_downloads', (t) => {
      t.text('stream_id').notNullable();
      t.integer('stream_version').notNullable();
      t.uuid('cv_id').notNullable();
      t.uuid('user_id').notNullable();
      t.uuid('downloaded_by').notNullable();
      t.text('revision_id').notNullable();
      t.timestamp('downloaded_at', { useTz: true }).notNullable();
      t.primary(['stream_id', 'stream_version']);
      t.index(['user_id', 'downloaded_at']);
    });
    await db.schema.createTable('usage_analyses', (t) => {
      t.uuid('cv_id').primary();
      t.uuid('user_id').notNullable();
      t.timestamp('uploaded_at', { useTz: true }).notNullable();
      t.index(['user_id', 'uploaded_at']);
    });
  },
  async applyBatch(events, trx) {
    const downloads: UsageDownloadRow[] = [];
    const analyses: UsageAnalysisRow[] = [];
    for (const event of events) {
      if (event.type === 'CvDownloaded') {
        const d = event.data;
        downloads.push({
          stream_id: event.streamId,
          stream_version: event.streamVersion,
          cv_id: d.cvId,
          user_id: d.userId,
          downloaded_by: d.downloadedBy,
          revision_id: d.revisionId,
          downloaded_at: new Date(d.downloadedAt),
        });
      } else if (event.type === 'CvUploaded') {
        const d = event.data;
        analyses.push({ cv_id: d.cvId, user_id: d.userId, uploaded_at: new Date(d.uploadedAt) });
      }
    }
    // Insert-only, first write wins: re-delivery in any order leaves the same rows.
    for (let i = 0; i < downloads.length; i += 500) {
      await trx('usage_downloads')
        .insert(downloads.slice(i, i + 500))
        .onConflict(['stream_id', 'stream_version'])
        .ignore();
    }
    for (let i = 0; i < analyses.length; i += 500) {
      await trx('usage_analyses')
        .insert(analyses.slice(i, i + 500))
        .onConflict('cv_id')
        .ignore();
    }
  },
});
