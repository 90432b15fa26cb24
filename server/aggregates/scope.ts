import type { SchemeRow } from '../permission/access';
import { dataScopeCondition, escapeLike, type ScopeColumns, type ScopeUser } from '../permission/dataScopeSql';

/**
 * Pure: the narrowing of an aggregate's rows. The data scheme the caller holds on the aggregate's
 * menu applies as on its list; on top, a caller without district scope never counts beyond their
 * own organisation and below, even on a menu without data permission (成绩报表 has none, and a
 * school's head must still see only their school's averages).
 */
export function aggregateScope(schemes: SchemeRow[] | null, user: ScopeUser, district: boolean, cols: ScopeColumns, params: unknown[]): string {
  const parts: string[] = [];
  const scheme = dataScopeCondition(schemes, user, cols, params);
  if (scheme) parts.push(scheme);
  if (!district) parts.push(`${cols.organize} IN (SELECT id FROM organize WHERE tree_path LIKE $${params.push(escapeLike(user.organizeTreePath) + '%')})`);
  return parts.length ? parts.join(' AND ') : 'TRUE';
}
