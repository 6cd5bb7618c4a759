import Router from '@koa/router';
import type {
  CvListItem,
  DownloadEntitlement,
  CvListResponse,
  CvPreviewResponse,
  CvQuestionsResponse,
  CvStructureResponse,
  CvResult,
  TemplateName,
} from '@karier/api-types';
import { AppError, badRequest, notFound } from '@karier/events';
import { type ReadStore, type TokenService } from '@karier/store';
import {
  buildPreviewHtml,
  parsedFromStructure,
  questionsFor,
  renderAnalysis,
  renderRevisionView,
  structureOf,
  type ParsedCv,
} from '@karier/cv-engine';
import type { Context } from 'koa';
import { isUuid, requestLocale } from '@karier/http';
import { downloadEntitlements } from '@karier/commerce';
import { readModelEntitlements } from '../entitlements/read-model.ts';
import { authenticate, type CurrentUser } from '../auth/authenticate.ts';
import { completionOf, createCvQueries, type CvListRow } from './queries.ts';

const CV_NOT_FOUND = 'CV tidak ditemukan.';

const iso = (d: Date | string) => new Date(d).toISOString();

/** The row as the list shows it; the projector stores the engine's template and language. */
function listItem(r: CvListRow, entitlement: DownloadEntitlement | null): CvListItem {
  return {
    id: r.cv_id,
    title: r.title,
    template: r.template as TemplateName,
    format: r.format,
    status: r.status,
    score: r.score,
    language: r.language as CvListItem['language'],
    industry: r.industry,
    file_path: r.revision_id,
    revised_score: r.revised_score,
    payment_status: r.payment_status,
    payment_id: r.payment_id,
    completion: completionOf(r),
    downloadable: entitlement !== null,
    entitlement,
    createdAt: iso(r.created_at),
    updatedAt: iso(r.updated_at),
  };
}

/**
 * CV reads (issue 5): the caller's list, one stored result, the watermarked preview — all from
 * the `cvs` read model.
 */
export function cvRoutes(store: ReadStore, tokens: TokenService, now = () => new Date()): Router {
  const router = new Router();
  const cvs = createCvQueries(store);
  const auth = authenticate(store, tokens);
  const entitlements = readModelEntitlements(store.knex);

  /** The download rule's answer for each row, for the caller (the download route's rule). */
  const entitlementsOf = (user: CurrentUser, rows: readonly CvListRow[]) =>
    downloadEntitlements(
      entitlements,
      { id: user.id, role: user.role },
      rows.map((r) => ({ cvId: r.cv_id, ownerId: r.user_id })),
      now(),
    );

  /** The id of the request, checked; its row when the caller may see it (owner or admin). */
  async function visibleCv<R extends CvListRow>(
    ctx: Context,
    read: (cvId: string) => Promise<R | undefined>,
  ): Promise<R> {
    const user = ctx.state.user as CurrentUser;
    const id = ctx.params.id ?? '';
    if (!isUuid(id)) throw badRequest('ID CV tidak valid.');
    const row = await read(id);
    if (!row || (row.user_id !== user.id && user.role !== 'admin')) throw notFound(CV_NOT_FOUND);
    return row;
  }

  router.get('/cvs', auth, async (ctx) => {
    const user = ctx.state.user as CurrentUser;
    const rows = await cvs.list(user.id);
    const entitled = await entitlementsOf(user, rows);
    ctx.body = {
      success: true,
      data: rows.map((r, i) => listItem(r, entitled[i] ?? null)),
    } satisfies CvListResponse;
  });

  router.get('/cvs/:id', auth, async (ctx) => {
    const { row, stored } = await cvs.open(await visibleCv(ctx, cvs.detail));
    const [entitlement = null] = await entitlementsOf(ctx.state.user as CurrentUser, [row]);
    const locale = requestLocale(ctx);
    const analysis =
      stored.parsed && stored.result ? renderAnalysis(stored.parsed, stored.result, locale) : null;
    if (analysis?.reading) analysis.reading.confirmed = stored.readingConfirmed;
    ctx.body = {
      success: true,
      cv: { id: row.cv_id, title: row.title, status: row.status },
      file_path: row.revision_id,
      payment_status: row.payment_status,
      payment_id: row.payment_id,
      template: row.template as TemplateName,
      downloadable: entitlement !== null,
      entitlement,
      extracted_text: stored.extractedText,
      analysis,
      revision: analysis ? renderRevisionView(analysis, stored.revision?.outcome, locale) : null,
      summary_offer: analysis ? stored.offer : null,
      data: listItem(row, entitlement),
    } satisfies CvResult;
  });

  /**
   * Issue 28: the reading of the caller's own CV (as its owner corrected it): any other CV,
   * an admin's too, is a 404; a CV not analysed yet a 409.
   */
  async function ownReading(ctx: Context): Promise<ParsedCv> {
    const user = ctx.state.user as CurrentUser;
    const id = (ctx.params.id ?? '').toLowerCase();
    if (!isUuid(id)) throw badRequest('ID CV tidak valid.');
    const found = await cvs.completion(id);
    if (!found || found.userId !== user.id) throw notFound(CV_NOT_FOUND);
    if (!found.parsed) throw new AppError('CONFLICT', 'CV ini belum selesai dianalisis.');
    return found.structure ? parsedFromStructure(found.parsed, found.structure) : found.parsed;
  }

  /** Issue 28: the questions where the CV is thin (at most 8), in the interface locale. */
  router.get('/cvs/:id/questions', auth, async (ctx) => {
    const parsed = await ownReading(ctx);
    ctx.body = {
      success: true,
      data: questionsFor(parsed, requestLocale(ctx)),
    } satisfies CvQuestionsResponse;
  });

  /** Issue 28: the structure the engine read (or its owner corrected), for the editor. */
  router.get('/cvs/:id/structure', auth, async (ctx) => {
    const parsed = await ownReading(ctx);
    ctx.body = { success: true, data: structureOf(parsed) } satisfies CvStructureResponse;
  });

  router.get('/cvs/:id/preview', auth, async (ctx) => {
    const { stored } = await cvs.open(await visibleCv(ctx, cvs.preview));
    if (!stored.revision?.content) throw notFound('Pratinjau CV belum tersedia.');
    const locale = requestLocale(ctx);
    const html = buildPreviewHtml(stored.revision.content, stored.revision.template, {
      watermark: locale === 'en' ? 'PREVIEW · KARIER' : 'PRATINJAU · KARIER',
    });
    ctx.body = {
      success: true,
      data: { template: stored.revision.template, html },
    } satisfies CvPreviewResponse;
  });

  return router;
}
