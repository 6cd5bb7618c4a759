import type { Knex } from 'knex';

export interface Column {
  name: string;
  /** PostgreSQL type for the VALUES list cast (uuid, text, timestamptz, …). */
  type: string;
}

const CHUNK = 1000;

/**
 * One `UPDATE … FROM (VALUES …)` per chunk instead of one statement per row: the set-based half
 * of a projection's batch apply. `set` gives the SQL of each assignment in terms of `t` (the
 * table) and `v` (the values), e.g. `coalesce(v.name, t.name)`.
 */
export async function bulkUpdate(
  trx: Knex.Transaction,
  table: string,
  key: Column,
  columns: Column[],
  rows: readonly object[],
  set: Record<string, string>,
  extraWhere = '',
): Promise<void> {
  const all = [key, ...columns];
  for (let i = 0; i < rows.length; i += CHUNK) {
    const chunk = rows.slice(i, i + CHUNK);
    const bindings: Knex.RawBinding[] = [];
    const tuples = chunk.map((r) => {
      const row = r as Record<string, unknown>;
      for (const c of all) bindings.push((row[c.name] ?? null) as Knex.RawBinding);
      return `(${all.map((c) => `?::${c.type}`).join(', ')})`;
    });
    const assignments = Object.entries(set)
      .map(([col, expr]) => `"${col}" = ${expr}`)
      .join(', ');
    await trx.raw(
      `update "${table}" as t set ${assignments}
         from (values ${tuples.join(', ')}) as v(${all.map((c) => `"${c.name}"`).join(', ')})
        where t."${key.name}" = v."${key.name}" ${extraWhere}`,
      bindings,
    );
  }
}

/** Multi-row insert that ignores rows whose key exists (re-delivery is a no-op). */
export async function bulkInsertIgnore(
  trx: Knex.Transaction,
  table: string,
  key: string,
  rows: Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await trx(table)
      .insert(rows.slice(i, i + CHUNK))
      .onConflict(key)
      .ignore();
  }
}
