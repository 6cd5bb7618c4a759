import type { Knex } from 'knex';
import type { Projection } from './projection.ts';

/**
 * md5 over every row of a table in primary-key order: equal checksums mean equal read models
 * (used to prove that a replay rebuilds a projection byte for byte).
 */
export async function tableChecksum(
  db: Knex,
  table: string,
): Promise<{ rows: number; md5: string }> {
  const pk = await db.raw(
    `select a.attname from pg_index i
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = ?::regclass and i.indisprimary order by a.attnum`,
    [table],
  );
  const cols = (pk.rows as { attname: string }[]).map(
    (r) => `t.${db.client.wrapIdentifier(r.attname)}`,
  );
  const order = cols.length ? cols.join(', ') : 't::text';
  const res = await db.raw(
    `select count(*)::int as rows, coalesce(md5(string_agg(t::text, '|' order by ${order})), '') as md5
       from ${db.client.wrapIdentifier(table)} t`,
  );
  const row = res.rows[0] as { rows: number; md5: string };
  return { rows: Number(row.rows), md5: row.md5 };
}

export async function projectionChecksums(db: Knex, list: readonly Projection[]) {
  const out: Record<string, { rows: number; md5: string }> = {};
  for (const p of list) for (const t of p.tables) out[t] = await tableChecksum(db, t);
  return out;
}
