import type { Queryable } from '../db/client';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { ApiError, Code } from '../../contract/errors';
import { joinTexts, t } from '../../contract/texts';
import { readPageModel, type PageModel } from './pageModel';
import { searchTextSql } from './recordQuery';
import type { SchemaProblem } from './pageSchemaCheck';

/*
 * A designed page's records live in the shared store (`model_record`, fields in `data`) unless the page
 * names a table of the built-in database made in 数据建模 (`recordTable`): then each field is a column
 * of that table. Every read goes through `relationOf`, a relation with model_record's shape over the
 * table, so lists, filters, keyword, data permission, seeking, totals, trees and exports run the same
 * SQL over either; writes have their own statements here.
 */

/** Columns a record table must have besides the form's fields: the key, data permission, order and audit. */
export const RECORD_COLUMNS = ['id', 'organize_id', 'department_id', 'creator_user_id', 'created_at', 'last_modify_user_id', 'updated_at'] as const;

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;
const ident = (name: string) => {
  // Names reach SQL only after this check (and the save-time one against the catalogue).
  if (!NAME.test(name)) throw new ApiError(Code.BadRequest, t('notFound'));
  return `"${name}"`;
};
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

export interface RecordStore {
  id: string;
  schema: Pick<PageSchema, 'recordTable'>;
  model: Pick<PageModel, 'fields' | 'keywordFields'>;
}

/** Field columns written from a record: the form's top-level fields. */
function fieldColumns(store: RecordStore): string[] {
  return store.model.fields.map((f) => f.vModel).filter((n) => NAME.test(n) && !(RECORD_COLUMNS as readonly string[]).includes(n));
}

/** The relation a model's records are read from, with model_record's columns (`FROM ${relationOf(m)} r`). */
export function relationOf(store: RecordStore): string {
  const table = store.schema.recordTable;
  if (!table) return 'model_record';
  const keywords = store.model.keywordFields.filter((n) => NAME.test(n));
  const row = `to_jsonb(t) - ${literal(`{${RECORD_COLUMNS.join(',')}}`)}::text[]`;
  return `(SELECT t.id, ${literal(store.id)}::text AS model_id, jsonb_strip_nulls(${row}) AS data,
      ${searchTextSql('to_jsonb(t)', `${literal(`{${keywords.join(',')}}`)}::text`)} AS search_text,
      t.organize_id, t.department_id, t.creator_user_id, t.created_at, t.last_modify_user_id, t.updated_at
    FROM ${ident(table)} t)`;
}

export interface Placement {
  organizeId: string | null;
  departmentId: string | null;
}

/** Adds a record; `id` is chosen by the caller (the shared store makes its own). */
export async function insertIntoTable(db: Queryable, store: RecordStore, id: string, data: Record<string, unknown>, at: Placement, userId: string): Promise<void> {
  const cols = fieldColumns(store);
  const quoted = cols.map(ident);
  await db.query(
    `INSERT INTO ${ident(store.schema.recordTable!)} (id, ${[...quoted, 'organize_id', 'department_id', 'creator_user_id', 'created_at'].join(', ')})
     SELECT $1, ${[...quoted.map((c) => `p.${c}`), '$3', '$4', '$5', 'now()'].join(', ')} FROM jsonb_populate_record(NULL::${ident(store.schema.recordTable!)}, $2::jsonb) p`,
    [id, JSON.stringify(data), at.organizeId, at.departmentId, userId],
  );
}

/** Writes a record's fields (every field column: an emptied field becomes NULL) and its placement. */
export async function updateInTable(db: Queryable, store: RecordStore, id: string, data: Record<string, unknown>, at: Placement, userId: string): Promise<void> {
  const table = ident(store.schema.recordTable!);
  const sets = fieldColumns(store).map((c) => `${ident(c)} = p.${ident(c)}`);
  await db.query(
    `UPDATE ${table} t SET ${[...sets, 'organize_id = $3', 'department_id = $4', 'last_modify_user_id = $5', 'updated_at = now()'].join(', ')}
       FROM jsonb_populate_record(NULL::${table}, $2::jsonb) p WHERE t.id = $1`,
    [id, JSON.stringify(data), at.organizeId, at.departmentId, userId],
  );
}

export async function deleteFromTable(db: Queryable, store: RecordStore, id: string): Promise<void> {
  await db.query(`DELETE FROM ${ident(store.schema.recordTable!)} WHERE id = $1`, [id]);
}

/**
 * Save-time check of a page's `recordTable`: a table made in 数据建模 on the built-in database (the
 * application's own tables are never a page's store), with the record columns and a column for every
 * field of the form. Problems are answered at their JSON pointer, nothing saved.
 */
export async function checkRecordTable(db: Queryable, schema: PageSchema): Promise<void> {
  const table = schema.recordTable;
  if (!table) return;
  const problems: SchemaProblem[] = [];
  const managed = NAME.test(table) && (await db.query('SELECT 1 FROM data_model_table WHERE source_id = $1 AND table_name = $2', ['0', table])).length > 0;
  if (!managed) {
    problems.push({ path: '/recordTable', message: `'${table}' is not a table made in 数据建模 on the built-in database` });
  } else {
    const cols = await db.query<{ column_name: string; data_type: string }>(
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = $1`,
      [table],
    );
    const types = new Map(cols.map((c) => [c.column_name, c.data_type]));
    const missing = RECORD_COLUMNS.filter((c) => !types.has(c));
    if (missing.length) problems.push({ path: '/recordTable', message: `the table needs the record columns ${missing.join(', ')}` });
    else if (!['text', 'character varying'].includes(types.get('id')!)) problems.push({ path: '/recordTable', message: 'the id column must be text' });
    for (const f of readPageModel(schema).fields) {
      if (!types.has(f.vModel)) problems.push({ path: `/form/schema/properties/${f.vModel}`, message: `no column '${f.vModel}' in table '${table}'` });
    }
  }
  if (problems.length) {
    throw new ApiError(Code.BadRequest, t('pageSchemaProblems', { problems: joinTexts(problems.slice(0, 3).map((p) => `${p.path} ${p.message}`)) }), problems);
  }
}
