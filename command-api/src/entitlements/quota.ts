import { AppError, ReservationTakenError } from '@karier/events';
import { type Reservation } from '@karier/store';
import { jakartaMonth, quotaExceededMessage, type Entitlements } from '@karier/commerce';

/** Reservation scope of the month's analysis slots: `<userId>:<month>:<n>`, one per upload. */
export const ANALYSIS_SLOT_SCOPE = 'analysis-slot';

const MAX_SLOT_ATTEMPTS = 50;

/**
 * The monthly analysis quota of POST /api/process-cv (issue 6).
 *
 * The decision is atomic in the database: an upload's events are appended together with a
 * reservation of the month's next analysis slot (`n` = the analyses stored so far), in the same
 * statement. Two uploads that both saw `n` free — in this process or in another sharing the
 * database — cannot both take it: the second append fails on the reservation, counts again and
 * is refused once the month is used up (`claim`).
 *
 * Before the file is read, `reserve` refuses early: per user, the check and a pending slot run one
 * at a time in this process, so uploads running here never pass the limit between them; it saves
 * the analysis work, the slot at the append is what decides.
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
      if (used >= limit) throw exceeded(used, limit);
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

  /**
   * Runs `append` with the reservation of the month's next analysis slot (none when the quota is
   * off): 402 when the month is used up; a slot taken meanwhile (another upload, here or in
   * another process) is counted again and retried.
   */
  async claim<T>(
    userId: string,
    now: Date,
    append: (reserve: Reservation[]) => Promise<T>,
  ): Promise<T> {
    if (!this.enabled) return append([]);
    const month = jakartaMonth(now);
    // Each lost slot means another upload was stored: bounded by the month's limit in practice.
    for (let attempt = 0; attempt < MAX_SLOT_ATTEMPTS; attempt++) {
      const [used, limit] = await Promise.all([
        this.entitlements.analysesUsed(userId, month),
        this.entitlements.analysesLimit(userId, month),
      ]);
      if (used >= limit) throw exceeded(used, limit);
      try {
        return await append([{ scope: ANALYSIS_SLOT_SCOPE, value: `${userId}:${month}:${used}` }]);
      } catch (err) {
        if (!(err instanceof ReservationTakenError && err.scope === ANALYSIS_SLOT_SCOPE)) throw err;
        // Taken by an upload that is now stored: `used` has grown, count again.
      }
    }
    throw new AppError(
      'CONFLICT',
      'Terlalu banyak unggahan CV bersamaan. Coba lagi sebentar lagi.',
    );
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

function exceeded(used: number, limit: number): AppError {
  return new AppError('QUOTA_EXCEEDED', quotaExceededMessage(Math.min(used, limit), limit), {
    used: Math.min(used, limit),
    limit,
    upgrade: '/pricing',
  });
}
