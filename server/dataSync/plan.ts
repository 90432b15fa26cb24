import type { Dialect } from '../dataSource/namedParams';

/**
 * The statements of one sync, from table and column names already checked against both catalogues
 * (never from a request's text): read a batch after a key, and write a batch that inserts new rows
 * and overwrites rows whose key exists (an incremental run that repeats a batch after a crash
 * writes the same rows again, not twice).
 */
export const NAME = /^[A-Za-z_][A-Za-z0-9_$]{0,63}$/;

const q = (d: Dialect, n: string) => (d === 'mysql' ? `\`${n}\`` : `"${n}"`);
const ph = (d: Dialect, i: number) => (d === 'mysql' ? '?' : `$${i}`);

/** Rows after `afterKey` (all when null), in key order; every value read as text so any type crosses dialects. */
export function readBatchSql(d: Dialect, table: string, columns: string[], key: string, hasAfter: boolean, limit: number): string {
  // Qualified with the table's alias: the text-cast output columns carry the same names, and an
  // unqualified ORDER BY would sort by their text ('10' before '9').
  const cols = columns.map((c) => (d === 'mysql' ? `CAST(src.${q(d, c)} AS CHAR) AS ${q(d, c)}` : `src.${q(d, c)}::text AS ${q(d, c)}`)).join(', ');
  const where = hasAfter ? ` WHERE src.${q(d, key)} > ${ph(d, 1)}` : '';
  return `SELECT ${cols}, src.${q(d, key)} AS __key FROM ${q(d, table)} AS src${where} ORDER BY src.${q(d, key)} LIMIT ${Math.floor(limit)}`;
}

export function countSql(d: Dialect, table: string, key: string, hasAfter: boolean): string {
  return `SELECT count(*) AS n FROM ${q(d, table)}${hasAfter ? ` WHERE ${q(d, key)} > ${ph(d, 1)}` : ''}`;
}

export function upsertSql(d: Dialect, table: string, columns: string[], key: string, rows: number): string {
  const cols = columns.map((c) => q(d, c)).join(', ');
  let n = 0;
  const values = Array.from({ length: rows }, () => `(${columns.map(() => ph(d, ++n)).join(', ')})`).join(', ');
  const others = columns.filter((c) => c !== key);
  if (d === 'mysql') {
    const set = others.length ? others.map((c) => `${q(d, c)} = VALUES(${q(d, c)})`).join(', ') : `${q(d, key)} = ${q(d, key)}`;
    return `INSERT INTO ${q(d, table)} (${cols}) VALUES ${values} ON DUPLICATE KEY UPDATE ${set}`;
  }
  const set = others.length ? `DO UPDATE SET ${others.map((c) => `${q(d, c)} = EXCLUDED.${q(d, c)}`).join(', ')}` : 'DO NOTHING';
  return `INSERT INTO ${q(d, table)} (${cols}) VALUES ${values} ON CONFLICT (${q(d, key)}) ${set}`;
}

export function deleteAllSql(d: Dialect, table: string): string {
  return `DELETE FROM ${q(d, table)}`;
}

/** Rows per write: PostgreSQL takes at most 65535 parameters in a statement. */
export function writeBatch(batchSize: number, columns: number): number {
  return Math.max(1, Math.min(batchSize, Math.floor(60000 / Math.max(1, columns))));
}

/** The columns both tables have (the source's order), or why the two cannot be synced. */
export function commonColumns(from: string[], to: string[], key: string): { ok: true; columns: string[] } | { ok: false; problem: 'noKey' | 'noColumns' } {
  const target = new Set(to);
  const columns = from.filter((c) => target.has(c));
  if (!from.includes(key) || !target.has(key)) return { ok: false, problem: 'noKey' };
  if (!columns.length) return { ok: false, problem: 'noColumns' };
  return { ok: true, columns };
}
