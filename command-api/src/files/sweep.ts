import type { EventStore, FileStore, StoredFile } from '@karier/store';

/** A file younger than this may belong to a request still in flight: never swept. */
export const SWEEP_MIN_AGE_MS = 10 * 60_000;

/**
 * Removes what a crash left in the file store: `.tmp` files of an interrupted write (disk),
 * and originals and revisions no event refers to (the process died between writing the file
 * and appending its CvUploaded / CvRevisionGenerated). Only files older than `minAgeMs`: an
 * upload in flight — on this process or another command replica sharing the store — writes its
 * files first and appends right after. Runs at each command process's start-up. Returns what
 * it removed.
 */
export async function sweepOrphanFiles(opts: {
  store: EventStore;
  files: FileStore;
  now?: Date;
  minAgeMs?: number;
  log?: (msg: string) => void;
}): Promise<{ tmp: number; originals: number; revisions: number }> {
  const cutoff = (opts.now ?? new Date()).getTime() - (opts.minAgeMs ?? SWEEP_MIN_AGE_MS);
  const removed = { tmp: 0, originals: 0, revisions: 0 };
  const candidates: StoredFile[] = [];
  for await (const entry of opts.files.entries()) {
    if (entry.mtimeMs > cutoff) continue;
    if (entry.kind === 'tmp') {
      await opts.files.removeEntry(entry);
      removed.tmp++;
    } else {
      candidates.push(entry);
    }
  }
  const knex = opts.store.db.knex;
  for (let i = 0; i < candidates.length; i += 500) {
    const chunk = candidates.slice(i, i + 500);
    const hashes = chunk.filter((c) => c.kind === 'original').map((c) => c.id);
    const revisions = chunk.filter((c) => c.kind === 'revision').map((c) => c.id);
    const referenced = new Set<string>();
    if (hashes.length > 0) {
      const rows = (await knex('events')
        .where('type', 'CvUploaded')
        .whereRaw(`data->>'fileHash' = any(?)`, [hashes])
        .select(knex.raw(`data->>'userId' as user_id, data->>'fileHash' as id`))) as {
        user_id: string;
        id: string;
      }[];
      for (const r of rows) referenced.add(`original:${r.user_id.toLowerCase()}:${r.id}`);
    }
    if (revisions.length > 0) {
      const rows = (await knex('events')
        .where('type', 'CvRevisionGenerated')
        .whereRaw(`data->>'revisionId' = any(?)`, [revisions])
        .select(knex.raw(`data->>'userId' as user_id, data->>'revisionId' as id`))) as {
        user_id: string;
        id: string;
      }[];
      for (const r of rows) referenced.add(`revision:${r.user_id.toLowerCase()}:${r.id}`);
    }
    for (const c of chunk) {
      if (referenced.has(`${c.kind}:${c.userId.toLowerCase()}:${c.id}`)) continue;
      await opts.files.removeEntry(c);
      if (c.kind === 'original') removed.originals++;
      else removed.revisions++;
    }
  }
  const total = removed.tmp + removed.originals + removed.revisions;
  if (total > 0) {
    opts.log?.(
      `[files] swept ${removed.tmp} temp file(s), ${removed.originals} original(s) and ${removed.revisions} revision(s) no event refers to`,
    );
  }
  return removed;
}
