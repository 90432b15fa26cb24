import { describe, expect, it } from 'vitest';
import { aggregateScope } from './scope';
import type { SchemeRow } from '../permission/access';

const user = { id: 'u1', organizeId: 'o1', departmentId: 'd1', organizeTreePath: '/b/o1/' };
const cols = { organize: 'r.organize_id', department: 'r.department_id', own: ['r.creator_user_id'] };
const scheme = (scope: SchemeRow['scope']) => ({ scope }) as SchemeRow;

describe('aggregateScope', () => {
  it('narrows nothing for district scope on a menu without data permission', () => {
    const params: unknown[] = [];
    expect(aggregateScope(null, user, true, cols, params)).toBe('TRUE');
    expect(params).toEqual([]);
  });
  it('keeps a school inside its own subtree even where the menu has no data permission', () => {
    const params: unknown[] = [];
    expect(aggregateScope(null, user, false, cols, params)).toBe('r.organize_id IN (SELECT id FROM organize WHERE tree_path LIKE $1)');
    expect(params).toEqual(['/b/o1/%']);
  });
  it('applies the held scheme (a teacher’s own leave) and the ceiling together', () => {
    const params: unknown[] = [];
    expect(aggregateScope([scheme('self')], user, false, cols, params)).toBe('((r.creator_user_id = $1)) AND r.organize_id IN (SELECT id FROM organize WHERE tree_path LIKE $2)');
    expect(params).toEqual(['u1', '/b/o1/%']);
  });
  it('counts nothing when the menu has data permission and the caller holds no scheme', () => {
    expect(aggregateScope([], user, true, cols, [])).toBe('FALSE');
  });
});
