import type { PageResult } from '../../contract/api';
import { Msg } from '../../contract/errors';

// The envelope every route answers with (spec §3 "API envelope").
export function ok<T>(data: T, msg: string = Msg.ok) {
  return { code: 200, msg, data };
}

export function page<T>(list: T[], currentPage: number, pageSize: number, total: number): { code: 200; msg: string; data: PageResult<T> } {
  return { code: 200, msg: Msg.ok, data: { list, pagination: { currentPage, pageSize, total } } };
}

/** Paging parameters, clamped: a hostile pageSize cannot make the server read the whole table. */
export function paging(q: { currentPage?: unknown; pageSize?: unknown }, maxPageSize = 500) {
  const currentPage = Math.max(1, Math.floor(Number(q.currentPage) || 1));
  const pageSize = Math.min(maxPageSize, Math.max(1, Math.floor(Number(q.pageSize) || 20)));
  return { currentPage, pageSize, offset: (currentPage - 1) * pageSize };
}

/** JSON-schema fragment for the common list query (spec §7). */
export const listQuerySchema = {
  type: 'object',
  properties: {
    currentPage: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
    keyword: { type: 'string', maxLength: 100 },
    sidx: { type: 'string', maxLength: 64 },
    sort: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC', ''] },
    n: {},
  },
} as const;

export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;
