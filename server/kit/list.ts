import type { Static, TObject } from '@sinclair/typebox';
import { Type } from '@sinclair/typebox';
import type { Queryable } from '../db/client';
import { page, paging } from '../http/reply';
import type { SchemeRow } from '../permission/access';
import { dataScopeCondition, escapeLike, type ScopeColumns, type ScopeUser } from '../permission/dataScopeSql';
import { rows } from './query';
import { sortClause } from './sortClause';

/**
 * A WHERE clause and its bound parameters, built together so a `$n` always matches its value.
 * Column names come from code; values from the request only ever go into `params`.
 */
export class Where {
  readonly params: unknown[] = [];
  private readonly parts: string[] = [];

  /** Binds `value` and answers its placeholder. */
  param(value: unknown): string {
    return `$${this.params.push(value)}`;
  }

  /** Adds a condition; null/undefined/'' add nothing (an optional filter not given). */
  and(condition: string | null | undefined): this {
    if (condition) this.parts.push(condition);
    return this;
  }

  /** Keyword search: ILIKE over the named columns (escaped, so `%` and `_` are literal). */
  keyword(keyword: string | undefined, columns: string[]): this {
    const k = keyword?.trim();
    if (!k) return this;
    const p = this.param(`%${escapeLike(k)}%`);
    return this.and(`(${columns.map((c) => `${c} ILIKE ${p}`).join(' OR ')})`);
  }

  /** The caller's data scope on the menu (`dataScopeSql`); `schemes` null means no narrowing. */
  scope(schemes: SchemeRow[] | null, user: ScopeUser, columns: ScopeColumns): this {
    return this.and(dataScopeCondition(schemes, user, columns, this.params));
  }

  get sql(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

export interface ListSpec<S extends TObject> {
  /** The row schema: what each list entry is, named in full (the response schema drops the rest). */
  row: S;
  /** The SELECT list (snake_case names become the row's camelCase names). */
  columns: string;
  /** `FROM table t JOIN …` */
  from: string;
  where: Where;
  /** Request sort name → SQL expression; only its own keys are accepted (`sortClause`). */
  sorts: Record<string, string>;
  /** ORDER BY when the request names no sort. */
  order: string;
  /** Appended to a requested sort so paging stays stable. */
  tieBreak: string;
}

const Total = Type.Object({ total: Type.Integer() });

/** One page of a list and its total: the list answer (`data.list`, `data.pagination`). */
export async function listPage<S extends TObject>(
  db: Queryable,
  q: { currentPage?: number; pageSize?: number; sidx?: string; sort?: string },
  spec: ListSpec<S>,
) {
  const order = sortClause(q, spec.sorts, spec.order, spec.tieBreak);
  const { currentPage, pageSize, offset } = paging(q);
  const { sql, params } = { sql: spec.where.sql, params: spec.where.params };
  // The page's size and place are parameters, so every page of a list is one statement text: on
  // PGlite it is then parsed once and kept (db/pgliteStatements.mjs), not parsed again per page.
  const pageParams = [...params];
  const [list, count] = await Promise.all([
    rows(db, spec.row, `SELECT ${spec.columns} ${spec.from} ${sql} ORDER BY ${order} LIMIT $${pageParams.push(pageSize)} OFFSET $${pageParams.push(offset)}`, pageParams),
    rows(db, Total, `SELECT count(*)::int AS total ${spec.from} ${sql}`, params),
  ]);
  return page<Static<S>>(list, currentPage, pageSize, count[0].total);
}
