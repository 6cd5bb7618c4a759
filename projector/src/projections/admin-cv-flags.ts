import { defineProjection } from '../projection.ts';

/** admin_cv_flags: per CV, whether a model provider (OpenAI) took part in it. */
export interface AdminCvFlagRow {
  cv_id: string;
  ai_generated: boolean;
}

/** The provider names that count as AI-generated (engine of the analysis or of a revision). */
const AI_PROVIDERS = new Set(['openai']);

export const adminCvFlagsProjection = defineProjection({
  name: 'admin-cv-flags',
  version: 1,
  description:
    'Penanda CV untuk admin: apakah analisis atau revisinya dibuat dengan model AI (OpenAI).',
  handles: ['CvAnalysed', 'CvRevisionGenerated'],
  tables: ['admin_cv_flags'],
  async setup(db) {
    await db.schema.createTable('admin_cv_flags', (t) => {
      t.uuid('cv_id').primary();
      t.boolean('ai_generated').notNullable();
      t.index(['ai_generated']);
    });
  },
  // Once AI-generated, always: `or` keeps the flag whatever order events are re-delivered in.
  async applyBatch(events, trx) {
    const flags = new Map<string, boolean>();
    for (const event of events) {
      let cvId: string;
      let ai: boolean;
      if (event.type === 'CvAnalysed') {
        cvId = event.data.cvId;
        ai = AI_PROVIDERS.has(event.data.engine);
      } else if (event.type === 'CvRevisionGenerated') {
        cvId = event.data.cvId;
        ai = AI_PROVIDERS.has(event.data.provider);
      } else continue;
      flags.set(cvId, (flags.get(cvId) ?? false) || ai);
    }
    if (flags.size === 0) return;
    const rows = [...flags].map(([cv_id, ai_generated]) => ({ cv_id, ai_generated }));
    for (let i = 0; i < rows.length; i += 500) {
      await trx.raw(
        `insert into admin_cv_flags (cv_id, ai_generated)
         select x.cv_id::uuid, x.ai_generated::boolean
           from json_to_recordset(?::json) as x(cv_id text, ai_generated boolean)
         on conflict (cv_id) do update
           set ai_generated = admin_cv_flags.ai_generated or excluded.ai_generated`,
        [JSON.stringify(rows.slice(i, i + 500))],
      );
    }
  },
});
