import type { Dialect } from '../dataSource/namedParams';

/**
 * 数据建模's DDL, written from a column list (never from SQL typed by someone): names must be plain
 * identifiers, types come from a fixed list, defaults are literals or the current time. The same
 * description makes PostgreSQL and MySQL text; the preview shows exactly what Apply runs.
 */
export const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export type ColumnType = 'varchar' | 'text' | 'integer' | 'bigint' | 'decimal' | 'boolean' | 'date' | 'datetime' | 'json';
export const COLUMN_TYPES: ColumnType[] = ['varchar', 'text', 'integer', 'bigint', 'decimal', 'boolean', 'date', 'datetime', 'json'];

export interface ColumnSpec {
  name: string;
  /** The column's name before this change (a rename); absent for a new column. */
  originalName?: string;
  type: ColumnType;
  /** varchar length, decimal precision. */
  length?: number;
  /** decimal scale. */
  scale?: number;
  nullable: boolean;
  /** A literal, or `now` for the current time. */
  defaultValue?: string | null;
  primaryKey?: boolean;
}

export interface IndexSpec {
  name: string;
  columns: string[];
  unique?: boolean;
}

export interface TableSpec {
  table: string;
  columns: ColumnSpec[];
  indexes?: IndexSpec[];
}

export class DdlError extends Error {}

const q = (d: Dialect, name: string) => (d === 'mysql' ? `\`${name}\`` : `"${name}"`);

export function typeSql(d: Dialect, c: Pick<ColumnSpec, 'type' | 'length' | 'scale'>): string {
  switch (c.type) {
    case 'varchar': {
      const n = c.length ?? 255;
      if (!Number.isInteger(n) || n < 1 || n > 10485760) throw new DdlError('varchar length');
      return `varchar(${n})`;
    }
    case 'decimal': {
      const p = c.length ?? 18;
      const s = c.scale ?? 2;
      if (!Number.isInteger(p) || !Number.isInteger(s) || p < 1 || p > 65 || s < 0 || s > p) throw new DdlError('decimal precision');
      return `decimal(${p},${s})`;
    }
    case 'datetime':
      return d === 'mysql' ? 'datetime' : 'timestamp';
    case 'json':
      return d === 'mysql' ? 'json' : 'jsonb';
    case 'boolean':
      return 'boolean';
    default:
      return c.type;
  }
}

function defaultSql(c: ColumnSpec): string | null {
  const v = c.defaultValue;
  if (v === undefined || v === null || v === '') return null;
  if (v === 'now') {
    if (c.type !== 'datetime' && c.type !== 'date') throw new DdlError(`default of ${c.name}`);
    return 'CURRENT_TIMESTAMP';
  }
  if (['integer', 'bigint', 'decimal'].includes(c.type)) {
    if (!/^-?\d+(\.\d+)?$/.test(v)) throw new DdlError(`default of ${c.name}`);
    return v;
  }
  if (c.type === 'boolean') {
    if (v !== 'true' && v !== 'false') throw new DdlError(`default of ${c.name}`);
    return v;
  }
  return `'${v.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

function columnSql(d: Dialect, c: ColumnSpec): string {
  const def = defaultSql(c);
  return `${q(d, c.name)} ${typeSql(d, c)}${c.nullable && !c.primaryKey ? '' : ' NOT NULL'}${def ? ` DEFAULT ${def}` : ''}`;
}

export function checkSpec(spec: TableSpec) {
  if (!NAME.test(spec.table)) throw new DdlError('table name');
  if (!spec.columns.length) throw new DdlError('no columns');
  const seen = new Set<string>();
  for (const c of spec.columns) {
    if (!NAME.test(c.name) || (c.originalName !== undefined && !NAME.test(c.originalName))) throw new DdlError(`column name ${c.name}`);
    if (!COLUMN_TYPES.includes(c.type)) throw new DdlError(`column type ${c.type}`);
    if (seen.has(c.name)) throw new DdlError(`column ${c.name} twice`);
    seen.add(c.name);
  }
  for (const i of spec.indexes ?? []) {
    if (!NAME.test(i.name) || !i.columns.length || !i.columns.every((c) => seen.has(c))) throw new DdlError(`index ${i.name}`);
  }
}

export function createTable(d: Dialect, spec: TableSpec): string[] {
  checkSpec(spec);
  const cols = spec.columns.map((c) => `  ${columnSql(d, c)}`);
  const pk = spec.columns.filter((c) => c.primaryKey).map((c) => q(d, c.name));
  if (pk.length) cols.push(`  PRIMARY KEY (${pk.join(', ')})`);
  const out = [`CREATE TABLE ${q(d, spec.table)} (\n${cols.join(',\n')}\n)`];
  for (const i of spec.indexes ?? []) out.push(indexSql(d, spec.table, i));
  return out;
}

function indexSql(d: Dialect, table: string, i: IndexSpec) {
  return `CREATE ${i.unique ? 'UNIQUE ' : ''}INDEX ${q(d, i.name)} ON ${q(d, table)} (${i.columns.map((c) => q(d, c)).join(', ')})`;
}

export interface CurrentColumn {
  name: string;
  type: string;
  nullable: boolean;
  primaryKey: boolean;
}

/**
 * The statements that turn the table as it is into `spec`: columns renamed (originalName), added,
 * retyped, made (not) nullable, given or stripped of a default, dropped; indexes added and dropped.
 * Key changes are left out (a new primary key on a table with rows needs a person).
 */
export function alterTable(d: Dialect, current: { columns: CurrentColumn[]; indexes: string[] }, spec: TableSpec): string[] {
  checkSpec(spec);
  const t = q(d, spec.table);
  const out: string[] = [];
  const have = new Map(current.columns.map((c) => [c.name, c]));
  const kept = new Set<string>();
  for (const c of spec.columns) {
    const from = c.originalName ?? c.name;
    const old = have.get(from);
    if (!old) {
      out.push(`ALTER TABLE ${t} ADD COLUMN ${columnSql(d, c)}`);
      continue;
    }
    kept.add(from);
    if (from !== c.name) out.push(`ALTER TABLE ${t} RENAME COLUMN ${q(d, from)} TO ${q(d, c.name)}`);
    const type = typeSql(d, c);
    const def = defaultSql(c);
    if (d === 'mysql') {
      if (normalType(old.type) !== normalType(type) || old.nullable !== c.nullable || def !== null) out.push(`ALTER TABLE ${t} MODIFY COLUMN ${columnSql(d, c)}`);
      continue;
    }
    if (normalType(old.type) !== normalType(type)) out.push(`ALTER TABLE ${t} ALTER COLUMN ${q(d, c.name)} TYPE ${type} USING ${q(d, c.name)}::${type}`);
    if (old.nullable !== c.nullable && !old.primaryKey) out.push(`ALTER TABLE ${t} ALTER COLUMN ${q(d, c.name)} ${c.nullable ? 'DROP' : 'SET'} NOT NULL`);
    if (def !== null) out.push(`ALTER TABLE ${t} ALTER COLUMN ${q(d, c.name)} SET DEFAULT ${def}`);
  }
  for (const c of current.columns) if (!kept.has(c.name)) out.push(`ALTER TABLE ${t} DROP COLUMN ${q(d, c.name)}`);
  const wanted = new Map((spec.indexes ?? []).map((i) => [i.name, i]));
  for (const name of current.indexes) if (!wanted.has(name)) out.push(d === 'mysql' ? `DROP INDEX ${q(d, name)} ON ${t}` : `DROP INDEX ${q(d, name)}`);
  for (const [name, i] of wanted) if (!current.indexes.includes(name)) out.push(indexSql(d, spec.table, i));
  return out;
}

/** Types as the catalogue spells them and as we write them, compared alike. */
export function normalType(t: string): string {
  return t
    .toLowerCase()
    .replace(/character varying/, 'varchar')
    .replace(/timestamp without time zone/, 'timestamp')
    .replace(/numeric/, 'decimal')
    .replace(/^int$|^int4$/, 'integer')
    .replace(/^int8$/, 'bigint')
    .replace(/^tinyint\(1\)$/, 'boolean')
    .replace(/^int\(\d+\)$/, 'integer')
    .replace(/^bigint\(\d+\)$/, 'bigint')
    .replace(/\s+/g, '');
}
