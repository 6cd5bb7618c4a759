import { cvStreamId, forbidden, notFound } from '@karier/events';
import { type EventStore, type FileStore, type TokenClaims } from '@karier/store';
import { downloadEntitlement } from '@karier/commerce';
import type { CommandEntitlements } from '../entitlements/event-ledger.ts';
import { commandContext } from '@karier/http';
import { cvs } from '../aggregates.ts';
import { assertSellable } from '../cv/cv-decider.ts';
import type { Context } from 'koa';

export const FILE_NOT_FOUND = 'Berkas tidak ditemukan.';
export const PAYMENT_REQUIRED = 'Pembayaran diperlukan untuk mengunduh CV yang telah direvisi.';

/**
 * The revised CV `revisionId` (its DOCX) for `claims`: its owner once the CV is paid (a
 * settled payment for it, or the owner's premium period), or an admin. Anyone else is answered
 * exactly like a revision that does not exist. With `record`, the download is a CvDownloaded
 * event on the CV's stream. Returns the file and the event's position (null when not recorded).
 */
export async function downloadRevision(
  deps: { store: EventStore; files: FileStore; entitlements: CommandEntitlements; now: () => Date },
  ctx: Context,
  claims: TokenClaims,
  input: { revisionId: string; record: boolean },
) {
  const { store, files, entitlements } = deps;
  const { revisionId } = input;
  const owner = await entitlements.revisionOwner(revisionId);
  if (!owner || (owner.userId !== claims.sub && claims.role !== 'admin')) {
    throw notFound(FILE_NOT_FOUND);
  }
  const at = deps.now();
  // Admins download any CV (support, moderation); owners once it is paid: the one rule every
  // read of a CV shows as its `entitlement`.
  const viewer = { id: claims.sub, role: claims.role };
  const entitled = await downloadEntitlement(
    entitlements,
    viewer,
    { cvId: owner.cvId, ownerId: owner.userId },
    at,
  );
  if (!entitled) throw forbidden(PAYMENT_REQUIRED);
  // Issue 27: Premium does not buy a revision the engine doubts before its owner checked it
  // (a paid order already passed the same check; admins download for support).
  if (entitled === 'premium') {
    const { state } = await cvs.load(store, cvStreamId(owner.cvId));
    assertSellable(state);
  }
  const docx = await files.readRevision(owner.userId, revisionId);
  if (!docx) throw notFound(FILE_NOT_FOUND);
  if (!input.record) return { docx, position: null };
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
  return { docx, position: result.position };
}
