import { describe, expect, it } from 'vitest';
import { permissionItemsOf } from './publishItems';
import { studentSchema } from './seedModels/student';
import { leaveSchema } from './seedModels/leave';

describe('permissionItemsOf', () => {
  it('asks for a button per guarded action and a column per guarded column', () => {
    const items = permissionItemsOf(studentSchema);
    expect(items.buttons.map(([c]) => c)).toEqual(['btn_add', 'btn_export', 'btn_import', 'btn_edit', 'btn_detail', 'btn_remove']);
    expect(items.buttons.find(([c]) => c === 'btn_add')?.[1]).toBe('新建');
    // 学校 is shown to everyone (authorize: false); the rest can be granted one by one.
    expect(items.columns.map(([c]) => c)).toEqual(['studentNo', 'name', 'gender', 'className', 'ethnicity', 'headTeacher', 'idCard', 'phone', 'enrolDate']);
  });

  it('asks for no columns when the page turns the column guard off', () => {
    expect(permissionItemsOf(leaveSchema).columns).toEqual([]);
    expect(permissionItemsOf({ ...leaveSchema, authorize: false }).buttons).toEqual([]);
  });
});
