import type { Queryable } from '../db/client';
import type { BackupSequence, BackupTable } from './format';

/**
 * What a backup covers, read from the catalogue so tables added by any area's migration are in it
 * without anyone listing them. Left out: the migration journal (compared instead: a backup restores
 * only into the same schema) and the backup catalogue itself (a restore must not forget the
 * backups made since, nor the one taken just before it).
 */
export const NOT_BACKED_UP = ['_migrations', 'data_backup'];

export const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export interface TableShape extends BackupTable {
  /** A GENERATED ALWAYS AS IDENTITY column: inserts need OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
}

export async function readShape(q: Queryable): Promise<{ migrations: string[]; tables: TableShape[] }> {
  const migrations = (await q.query<{ name: string }>('SELECT name FROM _migrations ORDER BY name')).map((r) => r.name);
  // Generated columns are computed again on insert; they are neither written nor read back.
  const cols = await q.query<{ table_name: string; name: string; type: string; identity: string }>(
    `SELECT c.relname AS table_name, a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, a.attidentity::text AS identity
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE n.nspname = 'public' AND c.relkind = 'r' AND NOT c.relispartition
        AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        AND c.relname <> ALL($1::text[])
      ORDER BY c.relname, a.attnum`,
    [NOT_BACKED_UP],
  );
  const tables = new Map<string, TableShape>();
  for (const c of cols) {
    let t = tables.get(c.table_name);
    if (!t) tables.set(c.table_name, (t = { name: c.table_name, columns: [], identityAlways: false }));
    t.columns.push({ name: c.name, type: c.type });
    if (c.identity === 'a') t.identityAlways = true;
  }
  return { migrations, tables: [...tables.values()] };
}

export async function readSequences(q: Queryable): Promise<BackupSequence[]> {
  const names = await q.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind = 'S' ORDER BY c.relname`,
  );
  const out: BackupSequence[] = [];
  for (const { name } of names) {
    const [s] = await q.query<{ value: string; is_called: boolean }>(`SELECT last_value::text AS value, is_called FROM ${quoteIdent(name)}`);
    out.push({ name, value: s.value, isCalled: s.is_called });
  }
  return out;
}

/**
 * Text forms that read back the same in any session: ISO dates with the offset, full float
 * precision, the default interval and bytea styles (a server's own defaults may differ).
 */
export async function portableSession(q: Queryable) {
  await q.query(`SET LOCAL DateStyle = 'ISO, YMD'`);
  await q.query(`SET LOCAL TimeZone = 'UTC'`);
  await q.query(`SET LOCAL IntervalStyle = 'postgres'`);
  await q.query(`SET LOCAL extra_float_digits = 3`);
  await q.query(`SET LOCAL bytea_output = 'hex'`);
}
