import { DiskFileStore, type FileStore } from '@karier/store';

/**
 * A deployment that moved from the disk to a shared file store (`FILE_STORE=postgres` or
 * `s3`): at start-up, the files still in `<DATA_DIR>/files` are copied into the shared store
 * and removed from the disk once stored there, so downloads and re-analyses of older CVs keep
 * working on every replica. A file of an erased user is not copied, only removed; `.tmp` files
 * are left to nobody and removed too. Safe to repeat (originals are stored by content,
 * revisions by id). Returns how many files were moved.
 */
export async function moveDiskFiles(opts: {
  dataDir: string;
  to: FileStore;
  log?: (msg: string) => void;
}): Promise<number> {
  if (opts.to.kind === 'disk') return 0;
  const disk = new DiskFileStore(opts.dataDir);
  let moved = 0;
  for await (const entry of disk.entries()) {
    if (entry.kind !== 'tmp') {
      const buf =
        entry.kind === 'original'
          ? await disk.readOriginal(entry.userId, entry.id)
          : await disk.readRevision(entry.userId, entry.id);
      if (buf) {
        try {
          if (entry.kind === 'original') await opts.to.putOriginal(entry.userId, buf);
          else await opts.to.putRevision(entry.userId, entry.id, buf);
          moved++;
        } catch (err) {
          // An erased owner: nothing of theirs is kept. Anything else: left on disk for later.
          if (!(err instanceof Error && err.name === 'SubjectErasedError')) throw err;
        }
      }
    }
    await disk.removeEntry(entry);
  }
  if (moved > 0)
    opts.log?.(`[files] moved ${moved} file(s) from the data dir into the ${opts.to.kind} store`);
  return moved;
}
