import type { Knex } from 'knex';
import { SECRET_TABLES } from './secret-tables.ts';

/**
 * `npm run db:snapshot` (issue 25): the embedded database for analysts, as one plain SQL file
 * that psql loads into any PostgreSQL and PGlite loads with `exec`. Nobody runs SQL on the live
 * embedded database but the project's own CLIs, so this is the analysts' way in while the app
 * runs.
 *
 * Everything is read in ONE repeatable-read, read-only transaction (consistent: events, read
 * models and checkpoints from the same instant), through server-side cursors in small batches:
 * on the app's socket each batch is a message of its own, so between two the app's event loop
 * answers its requests (its database work waits for the transaction, which the socket bounds).
 *
 * What it holds: every table of every schema but the system ones (the events, the read models,
 * schemas made by `projector replay --into`), with its columns, defaults, sequences, keys,
 * constraints and indexes. Not: functions, triggers, grants (it is for reading, not a backup).
 * Personal data stays sealed as stored; the secret tables are left out unless asked for.
 */

export interface SnapshotOptions {
  /** Also the tables in `SECRET_TABLES` that were asked for by name. */
  include?: readonly string[];
  /** Rows per fetched batch. */
  batchSize?: number;
  /** Called with each piece of the file, in order. */
  write: (chunk: string) => Promise<void> | void;
  now?: Date;
}

export interface SnapshotResult {
  tables: { schema: string; name: string; rows: number }[];
  /** The events' head position in that transaction (0 when none). */
  head: number;
  skipped: string[];
}

const ident = (s: string) => `"${s.replaceAll('"', '""')}"`;
const qualified = (schema: string, name: string) => `${ident(schema)}.${ident(name)}`;

interface Column {
  name: string;
  type: string;
  notnull: boolean;
  default: string | null;
  identity: string;
  generated: string;
}

type Raw = (sql: string, bindings?: readonly unknown[]) => Promise<Record<string, unknown>[]>;

export async function writeSnapshot(knex: Knex, opts: SnapshotOptions): Promise<SnapshotResult> {
  const include = new Set(opts.include ?? []);
  const batch = opts.batchSize ?? 500;
  const trx = await knex.transaction({ isolationLevel: 'repeatable read', readOnly: true });
  try {
    const raw: Raw = async (sql, bindings = []) =>
      ((await trx.raw(sql, bindings as Knex.RawBinding[])) as { rows: Record<string, unknown>[] })
        .rows;
    const result = await snapshotIn(raw, include, batch, opts);
    await trx.commit();
    return result;
  } catch (err) {
    await trx.rollback().catch(() => undefined);
    throw err;
  }
}

async function snapshotIn(
  raw: Raw,
  include: Set<string>,
  batch: number,
  opts: SnapshotOptions,
): Promise<SnapshotResult> {
  const w = opts.write;
  const systemSchemas = `n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
      and n.nspname not like 'pg\\_temp\\_%' and n.nspname not like 'pg\\_toast\\_temp\\_%'`;
  const all = (await raw(
    `select c.oid::int as oid, n.nspname as schema, c.relname as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and ${systemSchemas}
      order by n.nspname, c.relname`,
  )) as { oid: number; schema: string; name: string }[];
  const skipped = all
    .filter((t) => SECRET_TABLES.includes(t.name) && !include.has(t.name))
    .map((t) => `${t.schema}.${t.name}`);
  const tables = all.filter((t) => !SECRET_TABLES.includes(t.name) || include.has(t.name));
  const oids = new Set(tables.map((t) => t.oid));
  const oidArray = `{${[...oids].join(',')}}`; // integers from the catalogue
  const headRows = await raw(`select coalesce(max(position), 0)::bigint as head from events`).catch(
    () => [{ head: 0 }],
  );
  const head = Number(headRows[0]?.head ?? 0);

  await w(
    `-- Snapshot Karier ${(opts.now ?? new Date()).toISOString()}, head event ${head}.\n` +
      `-- Satu transaksi repeatable read. Data pribadi tetap tersegel (pii:v1…).\n` +
      (skipped.length ? `-- Tidak disertakan: ${skipped.join(', ')}.\n` : '') +
      `-- Muat: psql -v ON_ERROR_STOP=1 -d <database> -f <berkas ini>\n` +
      `set client_min_messages = warning;\nbegin;\n\n`,
  );
  const schemas = [...new Set(tables.map((t) => t.schema))].filter((s) => s !== 'public');
  for (const s of schemas) await w(`create schema if not exists ${ident(s)};\n`);

  // Sequences not made by an identity column (those come with their column).
  const sequences = (await raw(
    `select n.nspname as schema, c.relname as name, format_type(s.seqtypid, null) as type,
            s.seqincrement::text as inc, s.seqmin::text as min, s.seqmax::text as max,
            s.seqstart::text as start, s.seqcycle as cycle
       from pg_sequence s join pg_class c on c.oid = s.seqrelid
       join pg_namespace n on n.oid = c.relnamespace
      where ${systemSchemas}
        and not exists (select 1 from pg_depend d
                         where d.objid = c.oid and d.deptype = 'i')
      order by 1, 2`,
  )) as {
    schema: string;
    name: string;
    type: string;
    inc: string;
    min: string;
    max: string;
    start: string;
    cycle: boolean;
  }[];
  for (const s of sequences) {
    if (s.schema !== 'public' && !schemas.includes(s.schema)) {
      schemas.push(s.schema);
      await w(`create schema if not exists ${ident(s.schema)};\n`);
    }
    const q = qualified(s.schema, s.name);
    const [state] = await raw(`select last_value::text as v, is_called from ${q}`);
    await w(
      `create sequence ${q} as ${s.type} increment ${s.inc} minvalue ${s.min} maxvalue ${s.max} ` +
        `start ${s.start}${s.cycle ? ' cycle' : ''};\n` +
        `select setval('${q.replaceAll("'", "''")}', ${state!.v as string}, ${state!.is_called ? 'true' : 'false'});\n`,
    );
  }

  const out: SnapshotResult['tables'] = [];
  for (const t of tables) {
    const q = qualified(t.schema, t.name);
    const cols = (await raw(
      `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type,
              a.attnotnull as notnull, pg_get_expr(d.adbin, d.adrelid) as default,
              a.attidentity as identity, a.attgenerated as generated
         from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = ? and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
      [t.oid],
    )) as unknown as Column[];
    const defs = cols.map((c) => {
      let def = `  ${ident(c.name)} ${c.type}`;
      if (c.generated === 's') def += ` generated always as (${c.default}) stored`;
      else if (c.identity) {
        def += ` generated ${c.identity === 'a' ? 'always' : 'by default'} as identity`;
      } else if (c.default !== null) def += ` default ${c.default}`;
      if (c.notnull) def += ' not null';
      return def;
    });
    await w(`\ncreate table ${q} (\n${defs.join(',\n')}\n);\n`);

    const data = cols.filter((c) => c.generated !== 's');
    if (data.length === 0) {
      out.push({ schema: t.schema, name: t.name, rows: 0 });
      continue;
    }
    const pk = (await raw(
      `select a.attname as name
         from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ? and i.indisprimary
        order by array_position(i.indkey, a.attnum)`,
      [t.oid],
    )) as { name: string }[];
    const order = pk.length ? ` order by ${pk.map((c) => ident(c.name)).join(', ')}` : '';
    const tuple = `'(' || concat_ws(', ', ${data.map((c) => `quote_nullable(${ident(c.name)})`).join(', ')}) || ')'`;
    const insert =
      `insert into ${q} (${data.map((c) => ident(c.name)).join(', ')})` +
      `${cols.some((c) => c.identity === 'a') ? ' overriding system value' : ''} values\n`;
    await raw(
      `declare karier_snapshot no scroll cursor for select ${tuple} as v from ${q}${order}`,
    );
    let rows = 0;
    for (;;) {
      const got = await raw(`fetch forward ${batch} from karier_snapshot`);
      if (got.length === 0) break;
      rows += got.length;
      await w(`${insert}${got.map((r) => r.v as string).join(',\n')};\n`);
    }
    await raw('close karier_snapshot');
    out.push({ schema: t.schema, name: t.name, rows });
  }

  // Keys, then checks and uniques, then foreign keys among what is in the file; then indexes.
  const constraints = (await raw(
    `select c.conrelid::int as rel, c.confrelid::int as ref, c.contype as type, c.conname as name,
            pg_get_constraintdef(c.oid) as def
       from pg_constraint c
      where c.conrelid = any('${oidArray}'::oid[]) and c.contype in ('p', 'u', 'c', 'x', 'f')
      order by case c.contype when 'p' then 0 when 'f' then 2 else 1 end, c.conname`,
  )) as { rel: number; ref: number; type: string; name: string; def: string }[];
  const nameOf = new Map(tables.map((t) => [t.oid, qualified(t.schema, t.name)]));
  await w('\n');
  for (const c of constraints) {
    if (c.type === 'f' && !oids.has(c.ref)) continue; // refers to a table left out
    await w(`alter table ${nameOf.get(c.rel)!} add constraint ${ident(c.name)} ${c.def};\n`);
  }
  const indexes = (await raw(
    `select pg_get_indexdef(i.indexrelid) as def
       from pg_index i
      where i.indrelid = any('${oidArray}'::oid[])
        and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid
                        and c.contype in ('p', 'u', 'x'))
      order by i.indexrelid::regclass::text`,
  )) as { def: string }[];
  for (const i of indexes) await w(`${i.def};\n`);
  await w('\ncommit;\n');
  return { tables: out, head, skipped };
}
