import { randomUUID } from 'node:crypto';
import type { CvAnalysis, CvResult, CvRevisionView, DownloadEntitlement } from '@karier/api-types';
import { cvStreamId } from '@karier/events';
import { newOpaqueId } from '@karier/store';
import {
  renderRevisionView,
  revisionOutcome,
  type Locale,
  type TemplateName,
} from '@karier/cv-engine';
import { downloadEntitlement, type Entitlements } from '@karier/commerce';
import type { QuotaGate } from '../entitlements/quota.ts';
import type { CvCommand } from './cv-decider.ts';
import { analysedEvent, revisionEvent, type ContextAt, type CvWork } from './revisions.ts';
import { titleFromFileName } from './upload.ts';
import { cvs } from '../aggregates.ts';

type DownloadRuleReads = Pick<Entitlements, 'paidCvIds' | 'premiumActiveUntil'>;

/** The JSON a processed CV is answered with (also what GET /api/cvs/{id} returns). */
export function cvResponse(input: {
  cvId: string;
  title: string;
  status: 'draft' | 'completed';
  revisionId: string | null;
  template: TemplateName;
  /** The download rule's answer for the caller (@karier/commerce downloadEntitlement). */
  entitlement: DownloadEntitlement | null;
  extractedText: string;
  analysis: CvAnalysis;
  /** Before → after of the revised CV (renderRevisionView); null when not measured. */
  revision?: CvRevisionView | null;
}): CvResult {
  return {
    success: true,
    cv: { id: input.cvId, title: input.title, status: input.status },
    file_path: input.revisionId,
    payment_status: 'pending',
    payment_id: null,
    template: input.template,
    downloadable: input.entitlement !== null,
    entitlement: input.entitlement,
    extracted_text: input.extractedText,
    analysis: input.analysis,
    revision: input.revision ?? null,
  };
}

/**
 * Upload → analysis → revised CV: everything that can fail on the file happens before
 * anything is stored; then the original and the revision are stored and the upload recorded
 * with the month's next analysis slot. Nothing half-stored: the files of an upload whose
 * events were not appended go away.
 */
export async function processCv(
  deps: CvWork & { quota: QuotaGate; entitlements: DownloadRuleReads },
  input: {
    userId: string;
    role: 'user' | 'admin';
    file: { buffer: Buffer; originalname: string };
    template: TemplateName;
    jobDescription: string;
    locale: Locale;
    context: ContextAt;
    /**
     * Issue 28: 'profile' for a CV built from the career profile ("Buat CV dari profil"): the
     * file is the DOCX built from it, read, analysed and revised like an upload.
     */
    origin?: 'profile';
  },
) {
  const { store, files, engine, quota, entitlements } = deps;
  const { userId, file, template, jobDescription, locale } = input;
  const processed = await engine.process({
    buffer: file.buffer,
    template,
    ...(jobDescription ? { jobDescription } : {}),
  });

  const at = deps.now();
  const iso = at.toISOString();
  const cvId = randomUUID();
  const title = titleFromFileName(file.originalname);
  const revisionId = newOpaqueId();
  const t0 = performance.now();
  const original = await files.putOriginal(userId, file.buffer);
  let revisionWritten = false;
  try {
    await files.putRevision(userId, revisionId, processed.revision.docx);
    revisionWritten = true;
    const t1 = performance.now();
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
          ...(input.origin ? { origin: input.origin } : {}),
          uploadedAt: iso,
        },
        analysis: analysedEvent(cvId, userId, processed, jobDescription, iso),
        revision: revisionEvent(
          cvId,
          userId,
          revisionId,
          template,
          processed.revision,
          iso,
          input.origin === 'profile' ? 'profile' : 'cv',
        ),
      },
    };
    // Stored with the month's next analysis slot, in the same statement: the quota's
    // decision, atomic across processes.
    const result = await quota.claim(userId, at, (reserve) =>
      cvs.run(store, cvStreamId(cvId), command, input.context(at), {
        reservations: () => ({ reserve }),
      }),
    );
    const t2 = performance.now();
    const analysis = engine.render(processed.parsed, processed.result, locale);
    // A new CV has no order yet, but Premium (or an admin) downloads it at once.
    const entitlement = await downloadEntitlement(
      entitlements,
      { id: userId, role: input.role },
      { cvId, ownerId: userId },
      at,
    );
    const body = cvResponse({
      cvId,
      title,
      status: 'draft',
      revisionId,
      template,
      entitlement,
      extractedText: processed.document.text,
      analysis,
      revision: renderRevisionView(analysis, revisionOutcome(processed.revision), locale),
    });
    const timings = {
      ...processed.timings,
      filesMs: t1 - t0,
      appendMs: t2 - t1,
      answerMs: performance.now() - t2,
    };
    return { body, position: result.position, timings };
  } catch (err) {
    if (revisionWritten) await files.removeRevision(userId, revisionId).catch(() => {});
    if (original.created) await files.removeOriginal(userId, original.hash).catch(() => {});
    throw err;
  }
}
