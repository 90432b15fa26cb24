import type { SchemeRow } from './access';
import type { ScopeUser } from './dataScopeSql';

export interface ScopedRecord {
  organizeId: string;
  /** tree_path of the record's organisation ('/root/.../id/'). */
  organizeTreePath: string;
  departmentId: string | null;
  ownerIds: string[];
}

/** Pure twin of dataScopeCondition for one record in memory (checks on create and on moves). */
export function recordInScope(schemes: SchemeRow[] | null, user: ScopeUser, rec: ScopedRecord): boolean {
  if (schemes === null) return true;
  return schemes.some((s) => {
    switch (s.scope) {
      case 'all':
        return true;
      case 'organize':
        return rec.organizeId === user.organizeId;
      case 'organizeAndBelow':
        return rec.organizeTreePath.startsWith(user.organizeTreePath);
      case 'department':
        return !!user.departmentId && rec.departmentId === user.departmentId;
      case 'self':
        return rec.ownerIds.includes(user.id);
      default:
        return false;
    }
  });
}
