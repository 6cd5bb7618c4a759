import Router from '@koa/router';
import {
  answerQuestionsSchema,
  cvFromProfileSchema,
  type CompletedRevisionResponse,
  type ConfirmReadingResponse,
  type CvResult,
  type DeleteCvResponse,
  type RebuildRevisionResponse,
  type RebuildRevisionRequest,
  type RegenerateSummaryResponse,
  type PickSummaryRequest,
  type PickSummaryResponse,
  type RenameCvRequest,
  type RenameCvResponse,
  type UncheckedBody,
} from '@karier/api-types';
import { badRequest, cvStreamId } from '@karier/events';
import { type TokenClaims } from '@karier/store';
import { createCommandEntitlements } from '../entitlements/event-ledger.ts';
import { parseStructure } from '@karier/cv-engine';
import {
  answerCommand,
  bodyOf,
  commandContext,
  parseInput,
  POSITION_HEADER,
  requestLocale,
  uuidParam,
} from '@karier/http';
import type { Context, Next } from 'koa';
import type { CommandDeps, CvDeps } from '../deps.ts';
import { limiterStoreOf } from '../kit/limiter-store.ts';
import { createRequireUser } from '../kit/require-user.ts';
import { QuotaGate } from '../entitlements/quota.ts';
import type { CvCommand } from './cv-decider.ts';
import { answerQuestions, correctStructure, revertChange } from './complete-cv.ts';
import { profileCvFile } from './profile-cv.ts';
import { deleteCv } from './delete-cv.ts';
import { processCv } from './process-cv.ts';
import { pickSummary, regenerateSummary, reviseCv, type CvWork } from './revisions.ts';
import {
  cvUploadOf,
  serverTiming,
  jobDescriptionOf,
  parseCvUpload,
  templateOf,
  UploadLimiter,
} from './upload.ts';
import { cvs } from '../aggregates.ts';

export { cvResponse } from './process-cv.ts';

const INVALID_CV_ID = 'ID CV tidak valid.';

/** A rebuilt (or, replayed, the current) revision: its score and changes, its DOCX. */
function answerRevision(
  ctx: Context,
  r: {
    revision: CompletedRevisionResponse['data']['revision'];
    file_path: string | null;
    position: number | null;
  },
) {
  answerCommand<CompletedRevisionResponse & { success: true }>(
    ctx,
    200,
    { data: { revision: r.revision, file_path: r.file_path } },
    r.position,
  );
}

/** Upload → analysis → revised CV; a new summary wording (issue 5). */
export function cvRoutes(deps: CommandDeps & { cv: CvDeps }): Router {
  const { store } = deps;
  const { engine, files } = deps.cv;
  const now = deps.now ?? (() => new Date());
  const requireUser = createRequireUser(deps);
  const limits = limiterStoreOf(store);
  const limiter = new UploadLimiter({ perMinute: deps.cv.uploadsPerMinute }, limits);
  const entitlements = createCommandEntitlements(store.db);
  const quota = new QuotaGate(entitlements, deps.config.cv.quota);
  // Each new wording builds and stores a DOCX: a few per user per hour.
  const regenerations = limits.create({
    keyPrefix: 'summary',
    points: deps.config.cv.summaryRegenerationsPerHour,
    duration: 3600,
  });
  const work: CvWork = { store, files, engine, now, regenerations };
  const router = new Router();

  /** A command of the signed-in owner on their CV's stream (`cvId` lower-cased), decided now. */
  const runOnCv = (
    ctx: Context,
    claims: TokenClaims,
    cvId: string,
    command: Omit<Extract<CvCommand, { type: 'RenameCv' | 'ConfirmReading' }>, 'metadata'>,
  ) => {
    const at = now();
    return cvs.run(
      store,
      cvStreamId(cvId),
      { ...command, metadata: { now: at } } as CvCommand,
      commandContext(ctx, { id: claims.sub, role: claims.role }, at),
    );
  };

  /** The signed-in user, within their uploads per minute and the month's analyses. */
  const reserveAnalysis = async (ctx: Context, next: Next) => {
    const t0 = performance.now();
    const { claims, user } = await requireUser(ctx);
    await limiter.consume(claims.sub);
    // The month's analyses, before the file is read; the slot is held until it is stored.
    const release = await quota.reserve(claims.sub, now());
    ctx.state.claims = claims;
    ctx.state.user = user;
    ctx.state.limitMs = performance.now() - t0;
    ctx.state.parsedAt = performance.now();
    try {
      await next();
    } finally {
      release();
    }
  };

  router.post('/process-cv', reserveAnalysis, parseCvUpload, async (ctx) => {
    const claims = ctx.state.claims as { sub: string; role: 'user' | 'admin' };
    const parseMs = performance.now() - (ctx.state.parsedAt as number);
    const result = await processCv(
      { ...work, quota, entitlements },
      {
        userId: claims.sub,
        role: claims.role,
        ...cvUploadOf(ctx),
        locale: requestLocale(ctx),
        context: (at) => commandContext(ctx, { id: claims.sub, role: claims.role }, at),
      },
    );
    ctx.set(
      'Server-Timing',
      serverTiming({ limitMs: ctx.state.limitMs as number, parseMs, ...result.timings }),
    );
    answerCommand<CvResult & { position: number | null }>(ctx, 201, result.body, result.position);
  });

  /**
   * Issue 28: a CV from the career profile alone ("Buat CV dari profil"): built into a DOCX,
   * then read, analysed and revised like an upload — the same answer, the same quota.
   */
  router.post('/cvs/from-profile', reserveAnalysis, async (ctx) => {
    const claims = ctx.state.claims as { sub: string; role: 'user' | 'admin' };
    const user = ctx.state.user as { name: string; email: string };
    const { template = 'modern' } = parseInput(cvFromProfileSchema, bodyOf(ctx) ?? {});
    const locale = requestLocale(ctx);
    const file = await profileCvFile(work, {
      userId: claims.sub,
      name: user.name,
      email: user.email,
      template,
      locale,
    });
    const result = await processCv(
      { ...work, quota, entitlements },
      {
        userId: claims.sub,
        role: claims.role,
        file,
        template,
        jobDescription: '',
        locale,
        origin: 'profile',
        context: (at) => commandContext(ctx, { id: claims.sub, role: claims.role }, at),
      },
    );
    ctx.status = 201;
    if (result.position !== null) ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = { ...result.body, position: result.position } satisfies CvResult;
  });

  /** The signed-in owner and the CV id of the path (400 when it is not one), lower-cased. */
  const ownerAndCv = async (ctx: Context & { params: Record<string, string | undefined> }) => {
    const { claims } = await requireUser(ctx);
    const cvId = uuidParam(ctx, 'id', badRequest(INVALID_CV_ID)).toLowerCase();
    const context = (at: Date) => commandContext(ctx, { id: claims.sub, role: claims.role }, at);
    return { userId: claims.sub, cvId, context, locale: requestLocale(ctx) };
  };

  /** Issue 28: the answers recorded (sealed) with the revision rebuilt from them. */
  router.post('/cvs/:id/answers', async (ctx) => {
    const { userId, cvId, locale, context } = await ownerAndCv(ctx);
    const { answers } = parseInput(answerQuestionsSchema, bodyOf(ctx));
    const r = await answerQuestions(work, { cvId, userId, answers, locale, context });
    answerRevision(ctx, r);
  });

  /** Issue 28: one change undone; the revision rebuilt without it. */
  router.post('/cvs/:id/changes/:changeId/revert', async (ctx) => {
    const { userId, cvId, locale, context } = await ownerAndCv(ctx);
    const changeId = ctx.params.changeId ?? '';
    const r = await revertChange(work, { cvId, userId, changeId, locale, context });
    answerRevision(ctx, r);
  });

  /** Issue 28: the corrected structure (400 naming a malformed field); the revision rebuilt. */
  router.put('/cvs/:id/structure', async (ctx) => {
    const { userId, cvId, locale, context } = await ownerAndCv(ctx);
    const parsed = parseStructure(bodyOf(ctx));
    if (!parsed.ok) throw badRequest(parsed.message, { field: parsed.field || 'structure' });
    const structure = parsed.value;
    const r = await correctStructure(work, { cvId, userId, structure, locale, context });
    answerRevision(ctx, r);
  });

  router.post('/cvs/:id/summary', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const cvId = uuidParam(ctx, 'id', badRequest(INVALID_CV_ID));
    const { summary, variant, current, position } = await regenerateSummary(work, {
      cvId,
      userId: claims.sub,
      context: (at) => commandContext(ctx, { id: claims.sub, role: claims.role }, at),
    });
    // An offer beside the current summary: the revised CV is unchanged until it is picked.
    answerCommand<RegenerateSummaryResponse>(
      ctx,
      200,
      { data: { summary, variant, current } },
      position,
    );
  });

  /** Issue 26: the offered summary picked; the revised CV is rebuilt with it. */
  router.post('/cvs/:id/summary/pick', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const cvId = uuidParam(ctx, 'id', badRequest(INVALID_CV_ID));
    const body = bodyOf(ctx);
    const raw =
      body && typeof body === 'object'
        ? (body as UncheckedBody<PickSummaryRequest>).variant
        : undefined;
    if (typeof raw !== 'number' || !Number.isInteger(raw) || raw < 1) {
      throw badRequest('Pilih ringkasan yang ditawarkan (variant harus bilangan bulat positif).', {
        field: 'variant',
      });
    }
    const { summary, variant, revisionId, position } = await pickSummary(work, {
      cvId,
      userId: claims.sub,
      variant: raw,
      context: (at) => commandContext(ctx, { id: claims.sub, role: claims.role }, at),
    });
    answerCommand<PickSummaryResponse>(
      ctx,
      200,
      {
        message: 'Ringkasan dipakai di CV revisi',
        data: { summary, variant, file_path: revisionId },
      },
      position,
    );
  });

  /** The revised CV rebuilt in another template and/or for a job description (issue 17). */
  router.post('/cvs/:id/revision', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const cvId = uuidParam(ctx, 'id', badRequest(INVALID_CV_ID)).toLowerCase();
    const body = bodyOf(ctx);
    const fields = (
      body && typeof body === 'object' ? body : {}
    ) as UncheckedBody<RebuildRevisionRequest>;
    const template = templateOf(fields.template);
    const { revisionId, position } = await reviseCv(work, {
      cvId,
      userId: claims.sub,
      template,
      jobDescription: jobDescriptionOf(fields.jobDescription),
      context: (at) => commandContext(ctx, { id: claims.sub, role: claims.role }, at),
    });
    const data = { file_path: revisionId, template };
    answerCommand<RebuildRevisionResponse>(
      ctx,
      200,
      { message: 'CV revisi dibuat ulang', data },
      position,
    );
  });

  /** The owner renames their CV (`CvRenamed`); others get 404, a bad title 400. */
  router.patch('/cvs/:id', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const cvId = uuidParam(ctx, 'id', badRequest(INVALID_CV_ID));
    const body = bodyOf(ctx);
    const title =
      body && typeof body === 'object' ? (body as UncheckedBody<RenameCvRequest>).title : undefined;
    const result = await runOnCv(ctx, claims, cvId.toLowerCase(), {
      type: 'RenameCv',
      data: { cvId: cvId.toLowerCase(), userId: claims.sub, title },
    });
    const data = { id: cvId.toLowerCase(), title: result.state.title };
    answerCommand<RenameCvResponse>(
      ctx,
      200,
      { message: 'Judul CV disimpan', data },
      result.position,
    );
  });

  /**
   * Issue 27: the owner checked the parts of the CV the engine was not sure it read right
   * (`CvReadingConfirmed`); its revised CV may be bought from then on. Others get 404.
   */
  router.post('/cvs/:id/reading/confirm', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const cvId = uuidParam(ctx, 'id', badRequest(INVALID_CV_ID));
    const result = await runOnCv(ctx, claims, cvId.toLowerCase(), {
      type: 'ConfirmReading',
      data: { cvId: cvId.toLowerCase(), userId: claims.sub },
    });
    const data = { id: cvId.toLowerCase(), confirmed: result.state.readingConfirmed };
    answerCommand<ConfirmReadingResponse>(
      ctx,
      200,
      { message: 'Terima kasih, hasil baca CV sudah Anda periksa', data },
      result.position,
    );
  });

  /** The owner deletes their CV: CvDeleted, then its files are removed. Others get 404. */
  router.delete('/cvs/:id', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const cvId = uuidParam(ctx, 'id', badRequest(INVALID_CV_ID));
    const result = await deleteCv(
      { store, files },
      cvId,
      { id: claims.sub, admin: false },
      commandContext(ctx, { id: claims.sub, role: claims.role }, now()),
    );
    answerCommand<DeleteCvResponse>(ctx, 200, { message: 'CV berhasil dihapus' }, result.position);
  });

  return router;
}
