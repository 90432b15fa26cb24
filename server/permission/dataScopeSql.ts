import type { SchemeRow } from './access';

export interface ScopeColumns {
  /** Column holding the record's organisation (school) id. */
  organize: string;
  /** Column holding the record's department id, if the table has one. */
  department?: string;
  /** Columns that make a record "own" (creator, or the user row itself). */
  own: string[];
}

export interface ScopeUser {
  id: string;
  organizeId: string;
  departmentId: string | null;
  organizeTreePath: string;
}

/**
 * Pure: the SQL condition (OR of every granted scheme) that narrows a query to what the caller may
 * see. Column names come from code, never from the request; values are bound parameters.
 * Returns null for "no narrowing".
 */
export function dataScopeCondition(
  schemes: SchemeRow[] | null,
  user: ScopeUser,
  cols: ScopeColumns,
  params: unknown[],
): string | null {
  if (schemes === null) return null;
  const parts: string[] = [];
  for (const s of schemes) {
    switch (s.scope) {
      case 'all':
        return null;
      case 'organize':
        parts.push(`${cols.organize} = $${params.push(user.organizeId)}`);
        break;
      case 'organizeAndBelow':
        parts.push(
          `${cols.organize} IN (SELECT id FROM organize WHERE tree_path LIKE $${params.push(escapeLike(user.organizeTreePath) + '%')})`,
        );
        break;
      case 'department':
        if (cols.department && user.departmentId) parts.push(`${cols.department} = $${params.push(user.departmentId)}`);
        break;
      case 'self': {
        const p = params.push(user.id);
        parts.push(`(${cols.own.map((c) => `${c} = $${p}`).join(' OR ')})`);
        break;
      }
    }
  }
  return parts.length ? `(${parts.join(' OR ')})` : 'FALSE';
}

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => '\\' + c);
}
