import type { Knex } from 'knex';
import type { ProjectionProgress } from './runner.ts';

interface Waiter {
  position: number;
  names: readonly string[];
  resolve(ok: boolean): void;
  timer: NodeJS.Timeout;
}

/**
 * Waits for positions with one shared poll per process (not one query per waiting request):
 * while anyone waits, every `intervalMs` it reads each projection's watermark — the position
 * up to which it has certainly applied everything (`busPositions`, or the checkpoint in store
 * mode) — and releases every waiter whose projections all passed its position. A waiter sees
 * its write and everything before it (a consistent prefix).
 */
export class BusProgress implements ProjectionProgress {
  private readonly waiters = new Set<Waiter>();
  private polling = false;

  constructor(
    private readonly knex: Knex,
    private readonly topic: string,
    private readonly intervalMs = 5,
  ) {}

  /** Each projection's watermark: store mode its checkpoint, bus mode `busPositions`. */
  async watermarks(): Promise<Map<string, number>> {
    const [rows, onBus] = await Promise.all([
      this.knex('projection_checkpoints').select('name', 'position', 'mode') as Promise<
        { name: string; position: number | string; mode: string }[]
      >,
      busPositions(this.knex, this.topic),
    ]);
    return new Map(
      rows.map((r) => [
        r.name,
        r.mode === 'bus' ? (onBus.get(r.name) ?? Number(r.position)) : Number(r.position),
      ]),
    );
  }

  async applied(position: number, names: readonly string[]): Promise<boolean> {
    const w = await this.watermarks();
    return names.every((n) => (w.get(n) ?? 0) >= position);
  }

  waitFor(position: number, names: readonly string[], timeoutMs: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        position,
        names,
        resolve,
        timer: setTimeout(() => {
          this.waiters.delete(waiter);
          resolve(false);
        }, timeoutMs),
      };
      this.waiters.add(waiter);
      void this.poll();
    });
  }

  private async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      while (this.waiters.size > 0) {
        let w: Map<string, number>;
        try {
          w = await this.watermarks();
        } catch {
          w = new Map();
        }
        for (const waiter of this.waiters) {
          if (waiter.names.every((n) => (w.get(n) ?? 0) >= waiter.position)) {
            clearTimeout(waiter.timer);
            this.waiters.delete(waiter);
            waiter.resolve(true);
          }
        }
        if (this.waiters.size > 0) await new Promise((r) => setTimeout(r, this.intervalMs));
      }
    } finally {
      this.polling = false;
    }
  }
}

/**
 * The position up to which a projection on the bus has certainly applied everything: the relay
 * checkpoint, lowered to the checkpoint of any partition still behind what was written to it.
 */
export async function busPositions(knex: Knex, topic: string): Promise<Map<string, number>> {
  const { rows } = (await knex.raw(
    `select c.name,
       greatest(c.position, least(
         coalesce((select r.position from relay_checkpoints r where r.topic = :topic), 0),
         coalesce((select min(greatest(coalesce(pp.position, 0), c.position))
                     from relay_partitions rp
                     left join projection_partitions pp
                       on pp.name = c.name and pp.partition = rp.partition
                    where rp.topic = :topic
                      and greatest(coalesce(pp.position, 0), c.position) < rp.position),
                  9223372036854775807))) as position
     from projection_checkpoints c where c.mode = 'bus'`,
    { topic },
  )) as { rows: { name: string; position: number | string }[] };
  return new Map(rows.map((r) => [r.name, Number(r.position)]));
}
