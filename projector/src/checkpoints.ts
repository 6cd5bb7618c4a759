import type { Knex } from 'knex';

export interface CheckpointRow {
  name: string;
  version: number;
  position: number;
  updated_at: Date;
}

export async function ensureCheckpointTable(db: Knex): Promise<void> {
  if (await db.schema.hasTable('projection_checkpoints')) return;
  await db.schema.createTable('projection_checkpoints', (t) => {
    t.text('name').primary();
    t.integer('version').notNullable();
    t.bigInteger('position').notNullable().defaultTo(0);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
  });
}

export async function readCheckpoints(
  db: Knex | Knex.Transaction,
): Promise<Map<string, CheckpointRow>> {
  const rows: CheckpointRow[] = await db('projection_checkpoints').select('*');
  return new Map(rows.map((r) => [r.name, { ...r, position: Number(r.position) }]));
}
