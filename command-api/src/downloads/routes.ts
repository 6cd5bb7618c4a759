import Router from '@koa/router';
import { notFound } from '@karier/events';
import { type FileStore } from '@karier/store';
import { createCommandEntitlements } from '../entitlements/event-ledger.ts';
import { POSITION_HEADER } from '@karier/http';
import type { CommandDeps } from '../deps.ts';
import { createRequireUser } from '../kit/require-user.ts';
import { downloadRevision, FILE_NOT_FOUND } from './download-revision.ts';

export { FILE_NOT_FOUND, PAYMENT_REQUIRED } from './download-revision.ts';

/** A revision id (the opaque `file_path`): nothing else ever reaches the file store. */
const REVISION_ID = /^[A-Za-z0-9_-]{16,64}$/;
export const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/**
 * GET /api/download/{file_path} (issue 6): the revised CV as DOCX, for its owner or an admin,
 * once the CV is paid (a settled payment for it, or the owner's premium period). Each download
 * is a CvDownloaded event on the CV's stream, which is why this is a command-side route.
 */
export function downloadRoutes(deps: CommandDeps & { files: FileStore }): Router {
  const { store, files } = deps;
  const now = deps.now ?? (() => new Date());
  const requireUser = createRequireUser(deps);
  const work = { store, files, entitlements: createCommandEntitlements(store.db), now };
  const router = new Router();

  router.get('/download/:filePath', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const revisionId = ctx.params.filePath ?? '';
    if (!REVISION_ID.test(revisionId)) throw notFound(FILE_NOT_FOUND);
    // A HEAD (the router answers it with this route) transfers nothing: no download recorded.
    const record = ctx.method === 'GET';
    const { docx, position } = await downloadRevision(work, ctx, claims, { revisionId, record });
    if (position !== null) ctx.set(POSITION_HEADER, String(position));
    ctx.set('Content-Type', DOCX_TYPE);
    ctx.set('Content-Disposition', 'attachment; filename="revised_cv.docx"');
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Length', String(docx.length));
    ctx.body = docx;
  });

  // More than one path segment ('a/b', '../x'): never a file, and the same answer as one.
  router.get('/download/*rest', () => {
    throw notFound(FILE_NOT_FOUND);
  });

  return router;
}
