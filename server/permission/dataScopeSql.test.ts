import { describe, expect, it } from 'vitest';
import { dataScopeCondition } from './dataScopeSql';
import type { SchemeRow } from './access';

const scheme = (scope: SchemeRow['scope']): SchemeRow => ({ id: scope, moduleId: 'm', enCode: scope, fullName: scope, scope, conditionJson: '[]' });
const user = { id: 'u1', organizeId: 'o1', departmentId: 'd1', organizeTreePath: '/root/o1/' };
const cols = { organize: 't.organize_id', department: 't.department_id', own: ['t.id', 't.creator_user_id'] };

describe('dataScopeCondition', () => {
  it('does not narrow when unrestricted or when any scheme grants all', () => {
    expect(dataScopeCondition(null, user, cols, [])).toBeNull();
    expect(dataScopeCondition([scheme('self'), scheme('all')], user, cols, [])).toBeNull();
  });

  it('sees nothing when the menu uses data permission and no scheme is granted', () => {
    expect(dataScopeCondition([], user, cols, [])).toBe('FALSE');
  });

  it('ORs granted schemes with bound parameters', () => {
    const params: unknown[] = ['x'];
    const cond = dataScopeCondition([scheme('organize'), scheme('self')], user, cols, params);
    expect(cond).toBe('(t.organize_id = $2 OR (t.id = $3 OR t.creator_user_id = $3))');
    expect(params).toEqual(['x', 'o1', 'u1']);
  });

  it('matches the organisation subtree by path prefix, escaping LIKE wildcards', () => {
    const params: unknown[] = [];
    const cond = dataScopeCondition([scheme('organizeAndBelow')], { ...user, organizeTreePath: '/a_b/' }, cols, params);
    expect(cond).toContain('tree_path LIKE $1');
    expect(params).toEqual(['/a\\_b/%']);
  });
});
