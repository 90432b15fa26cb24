// A field name becomes a JSON key, a JSON Logic `var`, a `{name}` in formulas and a column of the
// generated code: a plain identifier, unique on the page, and none of the record's own columns.

export const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

/** Names the record store and the generated code keep for themselves. */
export const RESERVED_NAMES = new Set([
  'id', 'flowId', 'creatorUserId', 'creatorTime', 'lastModifyUserId', 'lastModifyTime', 'deleteMark', 'tenantId',
  'organizeId', 'keyword', 'currentPage', 'pageSize', 'sidx', 'sort', '__proto__', 'constructor', 'prototype',
]);

export type NameProblem = 'empty' | 'unsafe' | 'reserved' | 'taken';

export function nameProblem(name: string, others: ReadonlySet<string>): NameProblem | null {
  if (!name) return 'empty';
  if (!FIELD_NAME.test(name)) return 'unsafe';
  if (RESERVED_NAMES.has(name)) return 'reserved';
  if (others.has(name)) return 'taken';
  return null;
}
