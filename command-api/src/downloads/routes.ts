import Router from '@koa/router';
import { cvStreamId, forbidden, notFound, type FileStore } from '@karier/events';
import { createEntitlements } from '@karier/commerce';
import { commandContext, POSITION_HEADER } from '@karier/http';
import type { CommandDeps } from '../deps.ts';
import { createRequireUser } from '../auth/require-user.ts';

/** A revision id (the opaque `file_path`): nothing else ever reaches the file store. */
const REVISION_ID = /^[A-Za-z0-9_-]{16,64}$/;
export const FILE_NOT_FOUND = 'Berkas tidak ditemukan.';
export const PAYMENT_REQUIRED = 'Pembayaran diperlukan untuk mengunduh CV yang telah direvisi.';
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
  const entitlements = createEntitlements(store.db);
  const router = new Router();

  router.get('/download/:filePath', async (ctx) => {
    const { claims } = await requireUser(ctx);
    const revisionId = ctx.params.filePath ?? '';
    if (!REVISION_ID.test(revisionId)) throw notFound(FILE_NOT_FOUND);
    const owner = await entitlements.revisionOwner(revisionId);
    // Someone else's CV is answered exactly like one that does not exist.
    if (!owner || (owner.userId !== claims.sub && claims.role !== 'admin')) {
      throw notFound(FILE_NOT_FOUND);
    }
    const at = now();
    // Admins download any CV (support, moderation); owners once it is paid.
    const paid =
      claims.role === 'admin' ||
      (await entitlements.isCvPaid(owner.cvId)) ||
      (await entitlements.premiumActiveUntil(owner.userId, at)) !== null;
    if (!paid) throw forbidden(PAYMENT_REQUIRED);
    const docx = await files.readRevision(owner.userId, revisionId);
    if (!docx) throw notFound(FILE_NOT_FOUND);

    // A HEAD (the router answers it with this route) transfers nothing: no download recorded.
    if (ctx.method === 'GET') {
      const result = await store.append(
        cvStreamId(owner.cvId),
        [
          {
            type: 'CvDownloaded',
            data: {
              cvId: owner.cvId,
              userId: owner.userId,
              revisionId,
              downloadedBy: claims.sub,
              downloadedAt: at.toISOString(),
            },
          },
        ],
        {
          expectedVersion: 'any',
          context: commandContext(ctx, { id: claims.sub, role: claims.role }, at),
        },
      );
      ctx.set(POSITION_HEADER, String(result.position));
    }
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
