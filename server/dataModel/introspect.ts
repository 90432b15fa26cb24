import type { Conn } from '../dataSource/connector';
import type { CurrentColumn } from './ddl';

export interface TableInfo {
  columns: (CurrentColumn & { defaultValue: string | null })[];
  indexes: { name: string; columns: string; unique: boolean; primary: boolean }[];
}

/** The tables of a source (PostgreSQL: schema public; MySQL: the connection's database). */
export async function listTables(conn: Conn): Promise<string[]> {
  const sql =
    conn.dialect === 'mysql'
      ? `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() AND table_type = 'BASE TABLE' ORDER BY 1`
      : `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`;
  return (await conn.query<{ name: string }>(sql)).map((r) => r.name);
}

export async function describeTable(conn: Conn, table: string): Promise<TableInfo | null> {
  if (!(await listTables(conn)).includes(table)) return null;
  if (conn.dialect === 'mysql') {
    const columns = await conn.query<{ name: string; type: string; nullable: number; default_value: string | null; primary_key: number }>(
      `SELECT column_name AS name, column_type AS type, is_nullable = 'YES' AS nullable, column_default AS default_value, column_key = 'PRI' AS primary_key
         FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = ? ORDER BY ordinal_position`,
      [table],
    );
    const indexes = await conn.query<{ name: string; cols: string; uniq: number }>(
      `SELECT index_name AS name, GROUP_CONCAT(column_name ORDER BY seq_in_index) AS cols, MIN(non_unique) = 0 AS uniq
         FROM information_schema.statistics WHERE table_schema = DATABASE() AND table_name = ? GROUP BY index_name ORDER BY index_name`,
      [table],
    );
    return {
      columns: columns.map((c) => ({ name: c.name, type: c.type, nullable: !!Number(c.nullable), defaultValue: c.default_value, primaryKey: !!Number(c.primary_key) })),
      indexes: indexes.map((i) => ({ name: i.name, columns: i.cols, unique: !!Number(i.uniq), primary: i.name === 'PRIMARY' })),
    };
  }
  const columns = await conn.query<{ name: string; type: string; nullable: boolean; default_value: string | null; primary_key: boolean }>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, NOT a.attnotnull AS nullable, pg_get_expr(d.adbin, d.adrelid) AS default_value,
            EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = a.attrelid AND i.indisprimary AND a.attnum = ANY(i.indkey)) AS primary_key
       FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
      WHERE a.attrelid = ('public.' || quote_ident($1))::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
    [table],
  );
  const indexes = await conn.query<{ name: string; cols: string; uniq: boolean; prim: boolean }>(
    `SELECT c.relname AS name, pg_get_indexdef(i.indexrelid) AS cols, i.indisunique AS uniq, i.indisprimary AS prim
       FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid = ('public.' || quote_ident($1))::regclass ORDER BY 1`,
    [table],
  );
  return {
    columns: columns.map((c) => ({ name: c.name, type: c.type, nullable: c.nullable, defaultValue: c.default_value, primaryKey: c.primary_key })),
    indexes: indexes.map((i) => ({ name: i.name, columns: (/\((.*)\)\s*$/.exec(i.cols)?.[1] ?? i.cols), unique: i.uniq, primary: i.prim })),
  };
}
