import type { Knex } from 'knex';

/** Something that can tell when projections have caught up with a position. */
export interface ProjectionProgress {
  waitFor(position: number, names: readonly string[], timeoutMs: number): Promise<boolean>;
}

interface Waiter {
  position: number;
  names: readonly string[];
  resolve(ok: boolean): void;
  timer: NodeJS.Timeout;
}

/**
 * Waits for positions with one shared poll per process (not one query per waiting request):
 * while anyone waits, every `intervalMs` it reads each projection's watermark (`watermarks`)
 * and releases every waiter whose projections all passed its position. A waiter sees its
 * write and everything before it (a consistent prefix).
 */
export class BusProgress implements ProjectionProgress {
  private readonly waiters = new Set<Waiter>();
  private polling = false;

  constructor(
    private readonly knex: Knex,
    private readonly topic: string,
    private readonly intervalMs = 5,
  ) {}

  /** Each projection's watermark (see `watermarks`). */
  watermarks(): Promise<Map<string, number>> {
    return watermarks(this.knex, this.topic);
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
 * Each projection's watermark, the position up to which it has certainly applied everything:
 * in store mode its checkpoint; on the bus the relay checkpoint, lowered to the checkpoint of
 * any partition still behind what was written to it. One query.
 */
export async function watermarks(knex: Knex, topic: string): Promise<Map<string, number>> {
  const { rows } = (await knex.raw(
    `select c.name,
       case when c.mode <> 'bus' then c.position else
       greatest(c.position, least(
         coalesce((select r.position from relay_checkpoints r where r.topic = :topic), 0),
         coalesce((select min(greatest(coalesce(pp.position, 0), c.position))
                     from relay_partitions rp
                     left join projection_partitions pp
                       on pp.name = c.name and pp.partition = rp.partition
                    where rp.topic = :topic
                      and greatest(coalesce(pp.position, 0), c.position) < rp.position),
                  9223372036854775807))) end as position
     from projection_checkpoints c`,
    { topic },
  )) as { rows: { name: string; position: number | string }[] };
  return new Map(rows.map((r) => [r.name, Number(r.position)]));
}
