import {
  AppError,
  cvStreamId,
  newOpaqueId,
  sha256Hex as sha256,
  type CommandContext,
  type EventDataOf,
  type EventStore,
  type FileStore,
} from '@karier/events';
import {
  revisionOutcome,
  type CvEngine,
  type ParsedCv,
  type Processed,
  type Revision,
  type TemplateName,
} from '@karier/cv-engine';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { consumeOrRefuse } from '../auth/rate-limit.ts';
import { assertOwner, type CvCommand, type CvState } from './cv-decider.ts';
import { cvs } from '../aggregates.ts';

/** What the CV commands that build files need. */
export interface CvWork {
  store: EventStore;
  files: FileStore;
  engine: CvEngine;
  now: () => Date;
  /** New summaries and re-templated revisions: each builds and stores a DOCX. */
  regenerations: RateLimiterAbstract;
}

/** A command's context at the moment it is stored (`at`), on behalf of the caller. */
export type ContextAt = (at: Date) => CommandContext;

/** The CvAnalysed data of a processed CV. */
export function analysedEvent(
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

/**
 * The CvRevisionGenerated data of a revised CV stored as `revisionId`, built from `basis` (the
 * CV as read unless said otherwise) with its `changes` (issue 28: listed with their sources).
 */
export function revisionEvent(
  cvId: string,
  userId: string,
  revisionId: string,
  template: TemplateName,
  revision: Revision,
  at: string,
  basis: NonNullable<EventDataOf<'CvRevisionGenerated'>['basis']> = 'cv',
  changes?: EventDataOf<'CvRevisionGenerated'>['changes'],
): EventDataOf<'CvRevisionGenerated'> {
  return {
    cvId,
    userId,
    revisionId,
    template,
    provider: revision.provider,
    fileHash: sha256(revision.docx),
    content: revision.content as unknown as Record<string, unknown>,
    outcome: revisionOutcome(revision),
    basis,
    ...(changes ? { changes } : {}),
    generatedAt: at,
  };
}

/**
 * A new revision of a CV read at `loaded.version`: its file is stored, then the command that
 * records it is run on the stream as it was read (it moved on since → 409 `conflict`, and the
 * new file goes). The revision it replaces is no longer linked from any page, so its file goes
 * too (its download then answers 404 like any missing file).
 */
export async function storeRevision(
  deps: { store: EventStore; files: FileStore },
  input: {
    cvId: string;
    userId: string;
    loaded: { state: CvState; version: number };
    docx: Buffer;
    command: (revisionId: string) => CvCommand;
    context: CommandContext;
    conflict: string;
  },
): Promise<{ revisionId: string; position: number | null }> {
  const { files } = deps;
  const { userId, loaded } = input;
  const revisionId = newOpaqueId();
  await files.putRevision(userId, revisionId, input.docx);
  const command = input.command(revisionId);
  let position: number | null;
  try {
    const result = await cvs.run(
      deps.store,
      cvStreamId(input.cvId),
      (_state, version) => {
        if (version !== loaded.version) throw new AppError('CONCURRENCY_CONFLICT', input.conflict);
        return command;
      },
      input.context,
    );
    position = result.position;
  } catch (err) {
    await files.removeRevision(userId, revisionId).catch(() => {});
    throw err;
  }
  if (loaded.state.revisionId && loaded.state.revisionId !== revisionId) {
    await files.removeRevision(userId, loaded.state.revisionId).catch(() => {});
  }
  return { revisionId, position };
}

/** The summary the revised CV prints (its stored content): what the user is paying for. */
export function revisionSummaryOf(state: CvState): string {
  const summary = state.revisionContent?.summary;
  return typeof summary === 'string' ? summary : '';
}

/** Wordings tried past the last variant before giving up on finding one that differs. */
const VARIANT_TRIES = 4;

/**
 * A new wording of the summary (issues 5, 26): offered beside the revised CV's summary, which
 * stays in the DOCX until the user picks the new one. The person's own sentences are in every
 * wording; when no wording differs from the current one (an own summary that needs no lead),
 * the answer says so (409) instead of offering the same text.
 */
export async function regenerateSummary(
  deps: CvWork,
  input: { cvId: string; userId: string; context: ContextAt },
) {
  const { cvId, userId } = input;
  const loaded = await cvs.load(deps.store, cvStreamId(cvId));
  const { state } = loaded;
  assertOwner(state, userId);
  if (!state.parsed) throw new AppError('CONFLICT', 'CV ini belum selesai dianalisis.');
  await consumeOrRefuse(
    deps.regenerations,
    userId,
    (seconds) =>
      `Ringkasan terlalu sering dibuat ulang. Coba lagi dalam ${Math.ceil(seconds / 60)} menit.`,
  );
  const parsed = state.parsed as unknown as ParsedCv;
  const current = revisionSummaryOf(state);
  let variant = state.variant;
  let summary = '';
  for (let k = 0; k < VARIANT_TRIES && (!summary || summary === current); k++) {
    variant += 1;
    summary = deps.engine.regenerateSummary(parsed, variant);
  }
  if (summary === current) {
    throw new AppError(
      'CONFLICT',
      'Ringkasan CV ini sudah memakai kalimat Anda sendiri; tidak ada susunan lain tanpa mengubah isinya.',
    );
  }
  const at = deps.now();
  const result = await cvs.run(
    deps.store,
    cvStreamId(cvId),
    (_state, version) => {
      if (version !== loaded.version) {
        throw new AppError(
          'CONCURRENCY_CONFLICT',
          'Ringkasan baru saja dibuat ulang di tempat lain. Coba lagi.',
        );
      }
      return {
        type: 'RegenerateSummary',
        data: {
          userId,
          summary: {
            cvId,
            userId,
            variant,
            summary,
            applied: false,
            regeneratedAt: at.toISOString(),
          },
        },
      };
    },
    input.context(at),
  );
  return { summary, variant, current, position: result.position };
}

/**
 * The offered summary picked (issue 26): the revised CV is rebuilt with it and replaces the
 * previous one, and every later revision of this CV keeps it. `variant` is the offer the user
 * saw: another offer since, or none, is a 409.
 */
export async function pickSummary(
  deps: CvWork,
  input: { cvId: string; userId: string; variant: number; context: ContextAt },
) {
  const { cvId, userId, variant } = input;
  const loaded = await cvs.load(deps.store, cvStreamId(cvId));
  const { state } = loaded;
  assertOwner(state, userId);
  if (!state.parsed) throw new AppError('CONFLICT', 'CV ini belum selesai dianalisis.');
  const offered = state.offered;
  if (!offered || offered.variant !== variant) {
    throw new AppError(
      'CONCURRENCY_CONFLICT',
      'Ringkasan yang dipilih sudah tidak ditawarkan. Muat ulang halaman lalu coba lagi.',
    );
  }
  await consumeOrRefuse(
    deps.regenerations,
    userId,
    (seconds) =>
      `CV revisi terlalu sering dibuat ulang. Coba lagi dalam ${Math.ceil(seconds / 60)} menit.`,
  );
  const parsed = state.parsed as unknown as ParsedCv;
  const template = (state.template ?? 'modern') as TemplateName;
  const revision = await deps.engine.reviseWithSummary(parsed, offered.summary, template);
  const at = deps.now();
  const iso = at.toISOString();
  const stored = await storeRevision(deps, {
    cvId,
    userId,
    loaded,
    docx: revision.docx,
    command: (revisionId) => ({
      type: 'PickSummary',
      data: {
        userId,
        pick: { cvId, userId, variant, summary: offered.summary, pickedAt: iso },
        revision: revisionEvent(cvId, userId, revisionId, template, revision, iso),
      },
    }),
    context: input.context(at),
    conflict: 'Ringkasan yang dipilih sudah tidak ditawarkan. Muat ulang halaman lalu coba lagi.',
  });
  return { summary: offered.summary, variant, ...stored };
}

/**
 * The revised CV rebuilt from the stored original in another template and/or for a job
 * description (issue 17): a new analysis (its job match) and a new revision, no quota used
 * (the upload counted); the revision it replaces is deleted. Limited like new summaries.
 */
export async function reviseCv(
  deps: CvWork,
  input: {
    cvId: string;
    userId: string;
    template: TemplateName;
    jobDescription: string;
    context: ContextAt;
  },
) {
  const { cvId, userId, template, jobDescription } = input;
  const loaded = await cvs.load(deps.store, cvStreamId(cvId));
  const { state } = loaded;
  assertOwner(state, userId);
  if (!state.analysed) throw new AppError('CONFLICT', 'CV ini belum selesai dianalisis.');
  const original = state.fileHash ? await deps.files.readOriginal(userId, state.fileHash) : null;
  if (!original) throw new AppError('CONFLICT', 'Berkas asli CV ini tidak tersedia lagi.');
  await consumeOrRefuse(
    deps.regenerations,
    userId,
    (seconds) =>
      `CV revisi terlalu sering dibuat ulang. Coba lagi dalam ${Math.ceil(seconds / 60)} menit.`,
  );
  const processed = await deps.engine.process({
    buffer: original,
    template,
    ...(jobDescription ? { jobDescription } : {}),
    // The summary the user picked stays the revision's summary in every template.
    ...(state.pickedSummary ? { summary: state.pickedSummary } : {}),
  });
  const at = deps.now();
  const iso = at.toISOString();
  return storeRevision(deps, {
    cvId,
    userId,
    loaded,
    docx: processed.revision.docx,
    command: (revisionId) => ({
      type: 'ReviseCv',
      data: {
        userId,
        analysis: analysedEvent(cvId, userId, processed, jobDescription, iso),
        revision: revisionEvent(cvId, userId, revisionId, template, processed.revision, iso),
      },
    }),
    context: input.context(at),
    conflict: 'CV ini baru saja diubah di tempat lain. Muat ulang lalu coba lagi.',
  });
}
