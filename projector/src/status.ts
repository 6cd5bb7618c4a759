import type { EventStore } from '@karier/store';
import type { Knex } from 'knex';
import { ensureCheckpointTable, readCheckpoints } from './checkpoints.ts';
import { watermarks, type ProjectionProgress } from './progress.ts';
import type { Projection } from './projection.ts';

export interface ProjectionStatus {
  name: string;
  version: number;
  position: number;
  head: number;
  lag: number;
  updatedAt: Date | null;
}

/**
 * Each projection's position (every event up to it applied), the head and the lag. On the bus
 * the position is the one `watermarks` can vouch for (`topic`: the relay's topic).
 */
export async function projectionStatus(
  store: EventStore,
  list: readonly Projection[],
  topic?: string,
): Promise<ProjectionStatus[]> {
  await ensureCheckpointTable(store.knex);
  const [head, checkpoints, onBus] = await Promise.all([
    store.head(),
    readCheckpoints(store.knex),
    topic ? watermarks(store.knex, topic) : Promise.resolve(new Map<string, number>()),
  ]);
  return list.map((p) => {
    const cp = checkpoints.get(p.name);
    const position =
      cp && cp.version === p.version
        ? cp.mode === 'bus'
          ? Math.min(head, onBus.get(p.name) ?? cp.position)
          : cp.position
        : 0;
    return {
      name: p.name,
      version: p.version,
      position,
      head,
      lag: Math.max(0, head - position),
      updatedAt: cp?.updated_at ?? null,
    };
  });
}

/** Progress read from the checkpoint table, for a process that does not run the projector. */
export class PolledProgress implements ProjectionProgress {
  constructor(
    private readonly knex: Knex,
    private readonly intervalMs = 15,
  ) {}

  async waitFor(position: number, names: readonly string[], timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const rows: { name: string; position: number }[] = await this.knex('projection_checkpoints')
        .whereIn('name', names as string[])
        .select('name', 'position');
      const ok = rows.length === names.length && rows.every((r) => Number(r.position) >= position);
      if (ok) return true;
      if (Date.now() >= deadline) return false;
      await new Promise((r) => setTimeout(r, this.intervalMs));
    }
  }
}
