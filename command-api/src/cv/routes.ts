import { randomUUID } from 'node:crypto';
import Router from '@koa/router';
import {
  AppError,
  badRequest,
  createEntitlements,
  cvStreamId,
  newOpaqueId,
  sha256Hex as sha256,
  type EventDataOf,
  type FileStore,
} from '@karier/events';
import type { CvEngine, ParsedCv, Processed, TemplateName } from '@karier/cv-engine';
import { renderRevisionView, revisionOutcome, TEMPLATES } from '@karier/cv-engine';
import { bodyOf, commandContext, POSITION_HEADER, requestLocale } from '@karier/infra/http';
import type { CommandDeps } from '../app.ts';
import { limiterStoreOf } from '../auth/limiter-store.ts';
import { consumeOrRefuse } from '../auth/rate-limit.ts';
import { createRequireUser } from '../auth/require-user.ts';
import { QuotaGate } from '../entitlements/quota.ts';
import { commandHandler } from '../handle.ts';
import { assertOwner, cvDecider, type CvCommand } from './cv-decider.ts';
import { deleteCv } from './delete-cv.ts';
import {
  MAX_JOB_DESCRIPTION_CHARS,
  parseCvUpload,
  titleFromFileName,
  UploadLimiter,
} from './upload.ts';

export interface CvDeps {
  engine: CvEngine;
  files: FileStore;
  uploadsPerMinute: number;
}

const cvs = commandHandler(cvDecider);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function templateOf(value: unknown): TemplateName {
  if (value === undefined || value === '') return 'modern';
  if (typeof value === 'string' && (TEMPLATES as readonly string[]).includes(value)) {
    return value as TemplateName;
  }
  throw badRequest('Templat tidak dikenal. Pilih modern, classic, atau creative.', {
    field: 'template',
  });
}

function jobDescriptionOf(value: unknown): string {
  if (value === undefined) return '';
  if (typeof value !== 'string') throw badRequest('Deskripsi pekerjaan harus berupa teks.');
  const text = value.trim();
  if (text.length > MAX_JOB_DESCRIPTION_CHARS) {
    throw new AppError(
      'PAYLOAD_TOO_LARGE',
      'Deskripsi pekerjaan terlalu panjang (maksimal 20.000 karakter).',
    );
  }
  return text;
}

/** The JSON a processed CV is answered with (also what GET /api/cvs/{id} returns). */
export function cvResponse(input: {
  cvId: string;
  title: string;
  status: 'draft' | 'completed';
  revisionId: string | null;
  extractedText: string;
  analysis: unknown;
  /** Before → after of the revised CV (renderRevisionView); null when not measured. */
  revision?: unknown;
}) {
  return {
    success: true,
    cv: { id: input.cvId, title: input.title, status: input.status },
    file_path: input.revisionId,
    payment_status: 'pending' as const,
    payment_id: null,
    extracted_text: input.extractedText,
    analysis: input.analysis,
    revision: input.revision ?? null,
  };
}

function analysedEvent(
  cvId: string,
  userId: string,
  p: Processed,
  jobDescription: string,
  at: string,
): EventDataOf<'CvAnalysed'> {
  const { parsed, result } = p;
  return {
    cvId,
    userId,
    engine: p.engine,
    language: parsed.language,
    industry: parsed.industry,
    score: result.score,
    subScores: Object.fromEntries(
      Object.entries(result.subScores).map(([k, s]) => [k, { score: s.score, max: s.max }]),
    ),
    sections: parsed.sections,
    skills: parsed.skills,
    jobMatch: result.jobMatch ?? null,
    parsed: parsed as unknown as Record<string, unknown>,
    strengths: result.strengths,
    recommendations: result.recommendations,
    summary: result.summary,
    jobDescription,
    analysedAt: at,
  };
}

/** Upload → analysis → revised CV; a new summary wording (issue 5). */
export function cvRoutes(deps: CommandDeps & { cv: CvDeps }): Router {
  const { store } = deps;
  const { engine, files } = deps.cv;
  const now = deps.now ?? (() => new Date());
  const requireUser = createRequireUser(deps);
  const limits = limiterStoreOf(store);
  const limiter = new UploadLimiter({ perMinute: deps.cv.uploadsPerMinute }, limits);
  const quota = new QuotaGate(createEntitlements(store.db), deps.config.cv.quota);
  // Each new wording builds and stores a DOCX: a few per user per hour.
  const regenerations = limits.create({
    keyPrefix: 'summary',
    points: deps.config.cv.summaryRegenerationsPerHour,
    duration: 3600,
  });
  const router = new Router();

  router.post(
    '/process-cv',
    async (ctx, next) => {
      const { claims } = await requireUser(ctx);
      await limiter.consume(claims.sub);
      // The month's analyses, before the file is read; the slot is held until it is stored.
      const release = await quota.reserve(claims.sub, now());
      ctx.state.claims = claims;
      try {
        await next();
      } finally {
        release();
      }
    },
    parseCvUpload,
    async (ctx) => {
      const claims = ctx.state.claims as { sub: string; role: 'user' | 'admin' };
      const body = (ctx.request as { body?: Record<string, unknown> }).body ?? {};
      const file = (ctx as unknown as { file?: { buffer: Buffer; originalname: string } }).file;
      const template = templateOf(body.template);
      const jobDescription = jobDescriptionOf(body.jobDescription);
      if (!file) {
        throw badRequest('Pilih berkas CV (PDF atau DOCX) untuk diunggah.', { field: 'file' });
      }
      const locale = requestLocale(ctx);

      // Everything that can fail on the file happens before anything is stored.
      const processed = await engine.process({
        buffer: file.buffer,
        template,
        ...(jobDescription ? { jobDescription } : {}),
      });

      const at = now();
      const iso = at.toISOString();
      const cvId = randomUUID();
      const userId = claims.sub;
      const title = titleFromFileName(file.originalname);
      const revisionId = newOpaqueId();
      const original = await files.putOriginal(userId, file.buffer);
      let revisionWritten = false;
      try {
        await files.putRevision(userId, revisionId, processed.revision.docx);
        revisionWritten = true;
        const command: CvCommand = {
          type: 'RecordUpload',
          data: {
            upload: {
              cvId,
              userId,
              title,
              fileName: (file.originalname || '').slice(0, 255),
              fileHash: original.hash,
              format: processed.document.format,
              sizeBytes: file.buffer.length,
              pages: processed.document.pages,
              ocr: processed.document.ocr,
              template,
              extractedText: processed.document.text,
              uploadedAt: iso,
            },
            analysis: analysedEvent(cvId, userId, processed, jobDescription, iso),
            revision: {
              cvId,
              userId,
              revisionId,
              template,
              provider: processed.revision.provider,
              fileHash: sha256(processed.revision.docx),
              content: processed.revision.content as unknown as Record<string, unknown>,
              outcome: revisionOutcome(processed.revision),
              generatedAt: iso,
            },
          },
        };
        // Stored with the month's next analysis slot, in the same statement: the quota's
        // decision, atomic across processes.
        const result = await quota.claim(userId, at, (reserve) =>
          cvs.run(
            store,
            cvStreamId(cvId),
            command,
            commandContext(ctx, { id: userId, role: claims.role }, at),
            { reservations: () => ({ reserve }) },
          ),
        );
        const analysis = engine.render(processed.parsed, processed.result, locale);
        ctx.status = 201;
        if (result.position !== null) ctx.set(POSITION_HEADER, String(result.position));
        ctx.body = {
          ...cvResponse({
            cvId,
            title,
            status: 'draft',
            revisionId,
            extractedText: processed.document.text,
            analysis,
            revision: renderRevisionView(analysis, revisionOutcome(processed.revision), locale),
          }),
          position: result.position,
        };
      } catch (err) {
        // Nothing half-stored: files of an upload whose events were not appended go away.
        if (revisionWritten) await files.removeRevision(userId, revisionId).catch(() => {});
        if (original.created) await files.removeOriginal(userId, original.hash).catch(() => {});
        throw err;
      }
    },
  );

  router.post('/cvs/:id/summary', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const cvId = ctx.params.id ?? '';
    if (!UUID.test(cvId)) throw badRequest('ID CV tidak valid.');
    const streamId = cvStreamId(cvId);
    const { state, version } = await cvs.load(store, streamId);
    assertOwner(state, claims.sub);
    if (!state.parsed) throw new AppError('CONFLICT', 'CV ini belum selesai dianalisis.');
    await consumeOrRefuse(
      regenerations,
      claims.sub,
      (seconds) =>
        `Ringkasan terlalu sering dibuat ulang. Coba lagi dalam ${Math.ceil(seconds / 60)} menit.`,
    );
    const parsed = state.parsed as unknown as ParsedCv;
    const variant = state.variant + 1;
    const template = (state.template ?? 'modern') as TemplateName;
    const { summary, revision } = await engine.regenerateSummary(parsed, variant, template);
    const at = now();
    const revisionId = newOpaqueId();
    await files.putRevision(claims.sub, revisionId, revision.docx);
    const command: CvCommand = {
      type: 'RegenerateSummary',
      data: {
        userId: claims.sub,
        summary: { cvId, userId: claims.sub, variant, summary, regeneratedAt: at.toISOString() },
        revision: {
          cvId,
          userId: claims.sub,
          revisionId,
          template,
          provider: revision.provider,
          fileHash: sha256(revision.docx),
          content: revision.content as unknown as Record<string, unknown>,
          outcome: revisionOutcome(revision),
          generatedAt: at.toISOString(),
        },
      },
    };
    try {
      const result = await cvs.run(
        store,
        streamId,
        (_s, v) => {
          if (v !== version) {
            throw new AppError(
              'CONCURRENCY_CONFLICT',
              'Ringkasan baru saja dibuat ulang di tempat lain. Coba lagi.',
            );
          }
          return command;
        },
        commandContext(ctx, { id: claims.sub, role: claims.role }, at),
      );
      if (result.position !== null) ctx.set(POSITION_HEADER, String(result.position));
      ctx.body = {
        success: true,
        data: { summary, variant, file_path: revisionId },
        position: result.position,
      };
    } catch (err) {
      await files.removeRevision(claims.sub, revisionId).catch(() => {});
      throw err;
    }
    // The revision this one replaces: no page links it any more, so its file goes (its
    // download then answers 404 like any missing file).
    if (state.revisionId && state.revisionId !== revisionId) {
      await files.removeRevision(claims.sub, state.revisionId).catch(() => {});
    }
  });

  /**
   * The revised CV rebuilt from the stored original in another template and/or for a job
   * description (issue 17): a new analysis (its job match) and a new revision, no quota used
   * (the upload counted); the revision it replaces is deleted. Limited like new summaries.
   */
  router.post('/cvs/:id/revision', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const cvId = (ctx.params.id ?? '').toLowerCase();
    if (!UUID.test(cvId)) throw badRequest('ID CV tidak valid.');
    const body = bodyOf(ctx);
    const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
    const template = templateOf(fields.template);
    const jobDescription = jobDescriptionOf(fields.jobDescription);
    const streamId = cvStreamId(cvId);
    const { state, version } = await cvs.load(store, streamId);
    assertOwner(state, claims.sub);
    if (!state.analysed) throw new AppError('CONFLICT', 'CV ini belum selesai dianalisis.');
    const original = state.fileHash ? await files.readOriginal(claims.sub, state.fileHash) : null;
    if (!original) throw new AppError('CONFLICT', 'Berkas asli CV ini tidak tersedia lagi.');
    await consumeOrRefuse(
      regenerations,
      claims.sub,
      (seconds) =>
        `CV revisi terlalu sering dibuat ulang. Coba lagi dalam ${Math.ceil(seconds / 60)} menit.`,
    );
    const processed = await engine.process({
      buffer: original,
      template,
      ...(jobDescription ? { jobDescription } : {}),
    });
    const at = now();
    const iso = at.toISOString();
    const revisionId = newOpaqueId();
    await files.putRevision(claims.sub, revisionId, processed.revision.docx);
    const command: CvCommand = {
      type: 'ReviseCv',
      data: {
        userId: claims.sub,
        analysis: analysedEvent(cvId, claims.sub, processed, jobDescription, iso),
        revision: {
          cvId,
          userId: claims.sub,
          revisionId,
          template,
          provider: processed.revision.provider,
          fileHash: sha256(processed.revision.docx),
          content: processed.revision.content as unknown as Record<string, unknown>,
          outcome: revisionOutcome(processed.revision),
          generatedAt: iso,
        },
      },
    };
    try {
      const result = await cvs.run(
        store,
        streamId,
        (_s, v) => {
          if (v !== version) {
            throw new AppError(
              'CONCURRENCY_CONFLICT',
              'CV ini baru saja diubah di tempat lain. Muat ulang lalu coba lagi.',
            );
          }
          return command;
        },
        commandContext(ctx, { id: claims.sub, role: claims.role }, at),
      );
      if (result.position !== null) ctx.set(POSITION_HEADER, String(result.position));
      ctx.body = {
        success: true,
        message: 'CV revisi dibuat ulang',
        data: { file_path: revisionId, template },
        position: result.position,
      };
    } catch (err) {
      await files.removeRevision(claims.sub, revisionId).catch(() => {});
      throw err;
    }
    if (state.revisionId && state.revisionId !== revisionId) {
      await files.removeRevision(claims.sub, state.revisionId).catch(() => {});
    }
  });

  /** The owner renames their CV (`CvRenamed`); others get 404, a bad title 400. */
  router.patch('/cvs/:id', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const cvId = ctx.params.id ?? '';
    if (!UUID.test(cvId)) throw badRequest('ID CV tidak valid.');
    const body = bodyOf(ctx);
    const title =
      body && typeof body === 'object' ? (body as { title?: unknown }).title : undefined;
    const at = now();
    const command: CvCommand = {
      type: 'RenameCv',
      data: { cvId: cvId.toLowerCase(), userId: claims.sub, title },
      metadata: { now: at },
    };
    const result = await cvs.run(
      store,
      cvStreamId(cvId.toLowerCase()),
      command,
      commandContext(ctx, { id: claims.sub, role: claims.role }, at),
    );
    if (result.position !== null) ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = {
      success: true,
      message: 'Judul CV disimpan',
      data: { id: cvId.toLowerCase(), title: result.state.title },
      position: result.position,
    };
  });

  /** The owner deletes their CV: CvDeleted, then its files are removed. Others get 404. */
  router.delete('/cvs/:id', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const cvId = ctx.params.id ?? '';
    if (!UUID.test(cvId)) throw badRequest('ID CV tidak valid.');
    const result = await deleteCv(
      { store, files },
      cvId,
      { id: claims.sub, admin: false },
      commandContext(ctx, { id: claims.sub, role: claims.role }, now()),
    );
    if (result.position !== null) ctx.set(POSITION_HEADER, String(result.position));
    ctx.body = { success: true, message: 'CV berhasil dihapus', position: result.position };
  });

  return router;
}
