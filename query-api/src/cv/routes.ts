import Router from '@koa/router';
import {
  badRequest,
  cvStreamId,
  notFound,
  type EventStore,
  type TokenService,
} from '@karier/events';
import {
  buildPreviewHtml,
  renderAnalysis,
  renderRevisionView,
  type AnalysisResult,
  type RevisionOutcome,
  type ParsedCv,
  type RevisedCvInput,
  type TemplateName,
} from '@karier/cv-engine';
import type { CvRow } from '@karier/projector';
import type { Context } from 'koa';
import { requestLocale } from '@karier/infra/http';
import { authenticate, type CurrentUser } from '../auth/authenticate.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const CV_NOT_FOUND = 'CV tidak ditemukan.';

type CvListRow = Pick<
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
  | 'created_at'
  | 'updated_at'
>;

const CV_COLUMNS = `cv_id, user_id, title, template, format, status, score, language, industry,
  revision_id, revised_score, payment_status, payment_id, created_at, updated_at`;
const CV_LIST_SQL = `select ${CV_COLUMNS} from cvs where user_id = $1
  order by created_at desc, cv_id limit 200`;
const CV_ONE_SQL = `select ${CV_COLUMNS} from cvs where cv_id = $1`;

const iso = (d: Date | string) => new Date(d).toISOString();

function listItem(r: CvListRow) {
  return {
    id: r.cv_id,
    title: r.title,
    template: r.template,
    format: r.format,
    status: r.status,
    score: r.score,
    language: r.language,
    industry: r.industry,
    file_path: r.revision_id,
    revised_score: r.revised_score,
    payment_status: r.payment_status,
    payment_id: r.payment_id,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/** The stored result of one CV, folded from its stream (personal data decrypted on read). */
interface StoredCv {
  extractedText: string;
  parsed: ParsedCv | null;
  result: AnalysisResult | null;
  revision: {
    content: RevisedCvInput | null;
    template: TemplateName;
    outcome: RevisionOutcome | null;
  } | null;
}

async function loadStoredCv(store: EventStore, cvId: string): Promise<StoredCv> {
  const events = await store.readStream(cvStreamId(cvId));
  const out: StoredCv = { extractedText: '', parsed: null, result: null, revision: null };
  for (const e of events) {
    const d = e.data as Record<string, unknown>;
    switch (e.type) {
      case 'CvUploaded':
        out.extractedText = typeof d.extractedText === 'string' ? d.extractedText : '';
        break;
      case 'CvAnalysed':
        out.parsed = (d.parsed as ParsedCv | null) ?? null;
        out.result = {
          score: d.score as number,
          subScores: d.subScores as AnalysisResult['subScores'],
          strengths: (d.strengths as AnalysisResult['strengths']) ?? [],
          recommendations: (d.recommendations as AnalysisResult['recommendations']) ?? [],
          summary: typeof d.summary === 'string' ? d.summary : '',
          ...(d.jobMatch
            ? { jobMatch: d.jobMatch as NonNullable<AnalysisResult['jobMatch']> }
            : {}),
        };
        break;
      case 'SummaryRegenerated':
        if (out.result && typeof d.summary === 'string') out.result.summary = d.summary;
        break;
      case 'CvRevisionGenerated':
        out.revision = {
          content: (d.content as RevisedCvInput | null) ?? null,
          template: d.template as TemplateName,
          outcome: (d.outcome as RevisionOutcome | null | undefined) ?? null,
        };
        break;
      default:
        break;
    }
  }
  return out;
}

/** CV reads (issue 5): the caller's list, one stored result, the watermarked preview. */
export function cvRoutes(store: EventStore, tokens: TokenService): Router {
  const router = new Router();
  const { db, vault } = store;
  const auth = authenticate(store, tokens);

  /** The row of a CV the caller may see (owner or admin); 404 for everyone else. */
  async function visibleCv(ctx: Context): Promise<CvListRow> {
    const user = ctx.state.user as CurrentUser;
    const id = ctx.params.id ?? '';
    if (!UUID.test(id)) throw badRequest('ID CV tidak valid.');
    const [row] = await db.query<CvListRow>('karier_cv_one', CV_ONE_SQL, [id]);
    if (!row || (row.user_id !== user.id && user.role !== 'admin')) throw notFound(CV_NOT_FOUND);
    return (await vault.openRows(db.knex, [row], ['title']))[0]!;
  }

  router.get('/cvs', auth, async (ctx) => {
    const user = ctx.state.user as CurrentUser;
    const rows = await vault.openRows(
      db.knex,
      await db.query<CvListRow>('karier_cv_list', CV_LIST_SQL, [user.id]),
      ['title'],
    );
    ctx.body = { success: true, data: rows.map(listItem) };
  });

  router.get('/cvs/:id', auth, async (ctx) => {
    const row = await visibleCv(ctx);
    const stored = await loadStoredCv(store, row.cv_id);
    const locale = requestLocale(ctx);
    const analysis =
      stored.parsed && stored.result ? renderAnalysis(stored.parsed, stored.result, locale) : null;
    ctx.body = {
      success: true,
      cv: { id: row.cv_id, title: row.title, status: row.status },
      file_path: row.revision_id,
      payment_status: row.payment_status,
      payment_id: row.payment_id,
      extracted_text: stored.extractedText,
      analysis,
      revision: analysis ? renderRevisionView(analysis, stored.revision?.outcome, locale) : null,
      data: listItem(row),
    };
  });

  router.get('/cvs/:id/preview', auth, async (ctx) => {
    const row = await visibleCv(ctx);
    const stored = await loadStoredCv(store, row.cv_id);
    if (!stored.revision?.content) throw notFound('Pratinjau CV belum tersedia.');
    const locale = requestLocale(ctx);
    const html = buildPreviewHtml(stored.revision.content, stored.revision.template, {
      watermark: locale === 'en' ? 'PREVIEW · KARIER' : 'PRATINJAU · KARIER',
    });
    ctx.body = { success: true, data: { template: stored.revision.template, html } };
  });

  return router;
}
