import { cvStreamId, type CommandContext } from '@karier/events';
import { type EventStore, type FileStore } from '@karier/store';
import type { Handled } from '../handle.ts';
import type { CvState } from './cv-decider.ts';
import { cvs } from '../aggregates.ts';

export interface CvDeletionDeps {
  store: EventStore;
  files: FileStore;
}

/**
 * Deletes a CV (its owner, or an admin): `CvDeleted` is appended, then its files are removed.
 * The events stay (the upload still counts towards its month's quota).
 */
export async function deleteCv(
  deps: CvDeletionDeps,
  cvId: string,
  actor: { id: string; admin: boolean },
  context: CommandContext,
): Promise<Handled<CvState>> {
  const result = await cvs.run(
    deps.store,
    cvStreamId(cvId),
    {
      type: 'DeleteCv',
      data: { cvId, deletedBy: actor.id, byAdmin: actor.admin },
      metadata: { now: context.now },
    },
    context,
  );
  await removeCvFiles(deps, cvId);
  return result;
}

/**
 * Removes a deleted CV's revisions, and its original unless another CV of the same user that
 * is not deleted was uploaded from the same bytes (originals are stored by content). Safe to
 * repeat.
 */
export async function removeCvFiles(deps: CvDeletionDeps, cvId: string): Promise<void> {
  const { store, files } = deps;
  let userId: string | null = null;
  let fileHash: string | null = null;
  const revisions: string[] = [];
  for (const e of await store.readStream(cvStreamId(cvId))) {
    if (e.type === 'CvUploaded') {
      userId = e.data.userId;
      fileHash = e.data.fileHash;
    } else if (e.type === 'CvRevisionGenerated') revisions.push(e.data.revisionId);
  }
  if (!userId) return;
  for (const id of revisions) await files.removeRevision(userId, id);
  if (fileHash) {
    const shared: { n: number | string }[] = (
      await store.knex.raw(
        `select count(*) as n from events u
          where u.type = 'CvUploaded' and u.data->>'userId' = ? and u.data->>'fileHash' = ?
            and u.stream_id <> ?
            and not exists (select 1 from events d
                             where d.stream_id = u.stream_id and d.type = 'CvDeleted')`,
        [userId, fileHash, cvStreamId(cvId)],
      )
    ).rows;
    if (Number(shared[0]?.n ?? 0) === 0) await files.removeOriginal(userId, fileHash);
  }
}

/** At start-up: repeats the file removal of every deleted CV (a crash may have cut it short). */
export async function completePendingCvDeletions(deps: CvDeletionDeps): Promise<void> {
  const rows: { stream_id: string }[] = await deps.store
    .knex('events')
    .where({ type: 'CvDeleted' })
    .select('stream_id');
  for (const r of rows) await removeCvFiles(deps, r.stream_id.slice('cv-'.length));
}
