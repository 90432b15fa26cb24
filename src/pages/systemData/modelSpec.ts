/** The column types 数据建模 writes (server/dataModel/ddl.ts COLUMN_TYPES). */
export const COLUMN_TYPES = ['varchar', 'text', 'integer', 'bigint', 'decimal', 'boolean', 'date', 'datetime', 'json'] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export interface EditColumn {
  key: string;
  name: string;
  originalName?: string;
  type: ColumnType;
  length?: number;
  scale?: number;
  nullable: boolean;
  defaultValue?: string | null;
  primaryKey?: boolean;
}

export interface TableDetail {
  name: string;
  managed: boolean;
  columns: { name: string; type: string; nullable: boolean; defaultValue: string | null; primaryKey: boolean }[];
  indexes: { name: string; columns: string; unique: boolean; primary: boolean }[];
}

/** Pure: a catalogue type (PostgreSQL or MySQL spelling) as the editor's type, length and scale. */
export function editType(catalogue: string): Pick<EditColumn, 'type' | 'length' | 'scale'> {
  const t = catalogue.toLowerCase().trim();
  const size = /\((\d+)(?:,\s*(\d+))?\)/.exec(t);
  if (/^(character varying|varchar)/.test(t)) return { type: 'varchar', length: size ? Number(size[1]) : undefined };
  if (/^(numeric|decimal)/.test(t)) return { type: 'decimal', length: size ? Number(size[1]) : undefined, scale: size?.[2] ? Number(size[2]) : undefined };
  if (/^(bigint|int8)/.test(t)) return { type: 'bigint' };
  if (/^(integer|int4|int\b|int\(|smallint|mediumint)/.test(t)) return { type: 'integer' };
  if (/^(boolean|bool|tinyint\(1\))/.test(t)) return { type: 'boolean' };
  if (/^date$/.test(t)) return { type: 'date' };
  if (/^(timestamp|datetime)/.test(t)) return { type: 'datetime' };
  if (/^(jsonb?|json)/.test(t)) return { type: 'json' };
  return { type: 'text' };
}

/** Pure: the table as the editor's columns, each remembering its name so a rename is a rename. */
export function specOfTable(d: TableDetail): EditColumn[] {
  return d.columns.map((c, i) => ({
    key: `c${i}`,
    name: c.name,
    originalName: c.name,
    ...editType(c.type),
    nullable: c.nullable,
    primaryKey: c.primaryKey,
  }));
}
