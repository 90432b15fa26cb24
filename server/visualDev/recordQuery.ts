import { ApiError, Code } from '../../contract/errors';
import { escapeLike } from '../permission/dataScopeSql';
import type { ModelField, PageModel } from './pageModel';
import { t } from '../../contract/texts';
import { keywordCondition } from './keywordLookup';

/** Query parameters every list takes besides the schema's own filters. */
const COMMON = new Set(['currentPage', 'pageSize', 'keyword', 'sidx', 'sort', 'n']);

export interface ListFilter {
  where: string[];
  /**
   * ORDER BY for a query over these params. Separate, because PostgreSQL refuses a bound parameter
   * that a statement does not use: the count query shares the WHERE params but not the sort's.
   */
  orderBy(params: unknown[]): string;
}

/**
 * `search_text` for a record: its keyword fields, lower-cased and joined. Written in SQL so inserts,
 * updates and the bulk rewrite after a schema change share one definition.
 * `data` and `fields` are parameter placeholders ($n) holding the jsonb record and the field names.
 */
export function searchTextSql(data: string, fields: string): string {
  return `lower(coalesce((SELECT string_agg(${data}::jsonb->>k, ' ') FROM unnest(${fields}::text[]) k), ''))`;
}

function typed(field: ModelField, raw: unknown, name: string): unknown {
  const bad = () => new ApiError(Code.BadRequest, t('queryConditionInvalidNamed', { name }), [{ field: name, message: t('queryConditionInvalid') }]);
  if (field.type === 'number' || field.type === 'integer') {
    const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
    if (!Number.isFinite(n)) throw bad();
    return n;
  }
  if (field.type === 'boolean') {
    if (raw === true || raw === 'true' || raw === '1') return true;
    if (raw === false || raw === 'false' || raw === '0') return false;
    throw bad();
  }
  if (typeof raw === 'object') throw bad();
  return String(raw);
}

/** A range arrives as repeated parameters, 'a,b', or '["a","b"]'; either end may be empty. */
function rangeOf(raw: unknown, name: string): [unknown, unknown] {
  let parts: unknown[];
  if (Array.isArray(raw)) parts = raw;
  else {
    const s = String(raw).trim();
    if (s.startsWith('[')) {
      try {
        parts = JSON.parse(s);
      } catch {
        throw new ApiError(Code.BadRequest, t('queryConditionInvalidNamed', { name }), [{ field: name, message: t('queryConditionInvalid') }]);
      }
      if (!Array.isArray(parts)) parts = [];
    } else parts = s.split(',');
  }
  if (parts.length > 2) throw new ApiError(Code.BadRequest, t('queryConditionInvalidNamed', { name }), [{ field: name, message: t('queryConditionInvalid') }]);
  return [parts[0], parts[1]];
}

const empty = (v: unknown) => v === undefined || v === null || v === '';

/**
 * WHERE parts and ORDER BY for a model list. Every filter and sort field must be one the schema
 * declares; anything else is refused (400) before a query runs. Field names travel as bound
 * parameters (`data->$n`), values too: the SQL text only ever holds code-written fragments.
 */
export function listFilter(model: PageModel, query: Record<string, unknown>, denied: Set<string>, params: unknown[]): ListFilter {
  const where: string[] = [];
  const unknown = Object.keys(query).filter((k) => !COMMON.has(k) && !model.filters.has(k) && k !== model.tree?.param && k !== model.tree?.field);
  if (unknown.length) {
    throw new ApiError(Code.BadRequest, t('queryFieldsInvalid', { fields: unknown.join(', ') }), unknown.map((field) => ({ field, message: t('notQueryField') })));
  }
  const keyword = typeof query.keyword === 'string' ? query.keyword.trim() : '';
  if (keyword && model.keywordFields.length) {
    const visible = model.keywordFields.filter((f) => !denied.has(f));
    if (visible.length === model.keywordFields.length) {
      where.push(keywordCondition('r.search_text', keyword, params));
    } else if (visible.length) {
      // A hidden column must not be searchable either, or the keyword would reveal it.
      const p = params.push(`%${escapeLike(keyword)}%`);
      where.push(`(${visible.map((f) => `r.data->>$${params.push(f)}::text ILIKE $${p}`).join(' OR ')})`);
    } else where.push('FALSE');
  }
  for (const [name, filter] of model.filters) {
    const raw = query[name];
    if (empty(raw)) continue;
    if (denied.has(name)) throw new ApiError(Code.Forbidden, t('forbidden'));
    const field = model.byName.get(name)!;
    if (filter.kind === 'range') {
      const [from, to] = rangeOf(raw, name);
      const f = params.push(name);
      if (!empty(from)) where.push(`r.data->$${f}::text >= $${params.push(JSON.stringify(typed(field, from, name)))}::jsonb`);
      if (!empty(to)) where.push(`r.data->$${f}::text <= $${params.push(JSON.stringify(typed(field, to, name)))}::jsonb`);
    } else if (filter.kind === 'contains') {
      where.push(`r.data->>$${params.push(name)}::text ILIKE $${params.push(`%${escapeLike(String(typed(field, raw, name)))}%`)}`);
    } else {
      const value = typed(field, Array.isArray(raw) ? raw[0] : raw, name);
      where.push(`r.data @> $${params.push(JSON.stringify({ [name]: field.type === 'array' ? [value] : value }))}::jsonb`);
    }
  }
  if (model.tree) {
    // A school node sends the organisation; a group node under it also sends the grouped field's value.
    const org = query[model.tree.param];
    if (!empty(org)) where.push(`r.organize_id = $${params.push(String(typed({ type: 'string' } as ModelField, org, model.tree.param)))}`);
    const group = query[model.tree.field];
    if (!empty(group) && !model.filters.has(model.tree.field)) {
      if (denied.has(model.tree.field)) throw new ApiError(Code.Forbidden, t('forbidden'));
      const field = model.byName.get(model.tree.field)!;
      where.push(`r.data @> $${params.push(JSON.stringify({ [model.tree.field]: typed(field, group, model.tree.field) }))}::jsonb`);
    }
  }
  let orderBy = (_: unknown[]) => 'r.created_at DESC, r.id';
  if (typeof query.sidx === 'string' && query.sidx !== '') {
    const field = model.sortable.get(query.sidx);
    if (!field || denied.has(field)) throw new ApiError(Code.BadRequest, t('invalidSort'), [{ field: query.sidx, message: t('invalidSort') }]);
    const dir = String(query.sort).toLowerCase() === 'desc' ? 'DESC' : 'ASC';
    orderBy = (p) => `r.data->$${p.push(field)}::text ${dir} NULLS LAST, r.id`;
  }
  return { where, orderBy };
}
