import { describe, expect, it } from 'vitest';
import { namedUserRow, type ListNames, type UserPageRow } from './listNames';

const names: ListNames = {
  organize: new Map([
    ['school', '实验小学'],
    ['dept', '教务处'],
  ]),
  role: new Map([
    ['r-b', { name: '教师', sort: 2 }],
    ['r-a', { name: '班主任', sort: 1 }],
    ['r-c', { name: '年级组长', sort: 2 }],
  ]),
  position: new Map([['p-1', { name: '语文教研组长', sort: 0 }]]),
};

const row = (over: Partial<UserPageRow> = {}): UserPageRow => ({
  id: 'u1',
  account: 't0001',
  realName: '王老师',
  gender: 1,
  mobile: '',
  email: '',
  organizeId: 'school',
  departmentId: 'dept',
  enabledMark: 1,
  isAdministrator: false,
  creatorTime: 0,
  relations: [],
  ...over,
});

describe('namedUserRow', () => {
  it('names the school, department, roles and positions, roles in their sort order', () => {
    const named = namedUserRow(row({ relations: ['Role:r-b', 'Position:p-1', 'Role:r-a', 'Role:r-c'] }), names);
    expect(named).toMatchObject({ organizeName: '实验小学', departmentName: '教务处', roleName: '班主任,教师,年级组长', positionName: '语文教研组长' });
    // Equal sort codes keep the ids' order (r-b before r-c), as the database's join gave them.
    expect(named).not.toHaveProperty('relations');
  });

  it('answers empty names for no department, no relations and ids it does not know', () => {
    expect(namedUserRow(row({ departmentId: null, relations: ['Role:gone'] }), names)).toMatchObject({ departmentName: '', roleName: '', positionName: '' });
    expect(namedUserRow(row({ organizeId: 'gone' }), names).organizeName).toBe('');
  });
});
