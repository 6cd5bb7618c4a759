import type { ParkedEvents } from '@karier/api-types';
import type { Knex } from 'knex';

/**
 * The projector's parked events (`projection_parked_events`, see projector/src/parked.ts): thin
 * SQL like any read model. The projector creates the table; before it has run there is none.
 */
const TABLE = 'projection_parked_events';

async function hasTable(knex: Knex): Promise<boolean> {
  return knex.schema.hasTable(TABLE);
}

/** The newest `limit` parked events and how many there are. */
export async function parkedEvents(knex: Knex, limit: number): Promise<ParkedEvents> {
  if (!(await hasTable(knex))) return { total: 0, events: [] };
  const [rows, counted] = await Promise.all([
    knex(TABLE)
      .select('projection', 'position', 'stream_id', 'type', 'error', 'attempts', 'parked_at')
      .orderBy([
        { column: 'parked_at', order: 'desc' },
        { column: 'position', order: 'desc' },
      ])
      .limit(limit),
    knex(TABLE).count<{ n: string | number }[]>('* as n'),
  ]);
  return {
    total: Number(counted[0]?.n ?? 0),
    events: rows.map((r) => ({
      projection: r.projection,
      position: Number(r.position),
      streamId: r.stream_id,
      type: r.type,
      error: r.error,
      attempts: Number(r.attempts),
      parkedAt: new Date(r.parked_at).toISOString(),
    })),
  };
}

/** How many events each projection parked (those with any). */
export async function parkedCountsByProjection(knex: Knex): Promise<Map<string, number>> {
  if (!(await hasTable(knex))) return new Map();
  const rows: { projection: string; n: string | number }[] = await knex(TABLE)
    .select('projection')
    .count('* as n')
    .groupBy('projection');
  return new Map(rows.map((r) => [r.projection, Number(r.n)]));
}
