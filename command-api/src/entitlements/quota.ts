import { AppError, jakartaMonth, quotaExceededMessage, type Entitlements } from '@karier/events';

/**
 * The monthly analysis quota of POST /api/process-cv (issue 6), checked before the file is
 * read. Per user, the check and the reservation of a slot run one at a time (a small in-process
 * lock); a reserved slot counts as used until its upload is stored (or has failed), so uploads
 * running at the same time in this process can never exceed the limit. Another process sharing
 * the database keeps its own slots: across processes two last uploads may still both pass.
 */
export class QuotaGate {
  private readonly locks = new Map<string, Promise<void>>();
  private readonly pending = new Map<string, number>();

  constructor(
    private readonly entitlements: Entitlements,
    private readonly enabled = true,
  ) {}

  /** Reserves one analysis for the user, or throws 402; call `release` when done. */
  async reserve(userId: string, now: Date): Promise<() => void> {
    if (!this.enabled) return () => undefined;
    return this.serialised(userId, async () => {
      const month = jakartaMonth(now);
      const [stored, limit] = await Promise.all([
        this.entitlements.analysesUsed(userId, month),
        this.entitlements.analysesLimit(userId, month),
      ]);
      const used = stored + (this.pending.get(userId) ?? 0);
      if (used >= limit) {
        throw new AppError('QUOTA_EXCEEDED', quotaExceededMessage(Math.min(used, limit), limit), {
          used: Math.min(used, limit),
          limit,
          upgrade: '/pricing',
        });
      }
      this.pending.set(userId, (this.pending.get(userId) ?? 0) + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (this.pending.get(userId) ?? 1) - 1;
        if (left > 0) this.pending.set(userId, left);
        else this.pending.delete(userId);
      };
    });
  }

  private async serialised<T>(userId: string, fn: () => Promise<T>): Promise<T> {
    const before = this.locks.get(userId) ?? Promise.resolve();
    let unlock!: () => void;
    const mine = new Promise<void>((resolve) => (unlock = resolve));
    const tail = before.then(() => mine);
    this.locks.set(userId, tail);
    await before;
    try {
      return await fn();
    } finally {
      unlock();
      if (this.locks.get(userId) === tail) this.locks.delete(userId);
    }
  }
}
