import { describe, expect, it } from 'vitest';
import type { Grants } from '../permission/menuTree';
import type { SchemeRow } from '../permission/access';
import { keepUnwritable, manageRefusal, placementInScope, type WriteRights } from './accountRules';
import type { UserInput } from './userInput';

const grants = (over: Partial<Grants> = {}): Grants => ({
  all: false,
  modules: new Set(['users']),
  buttons: new Set(['edit']),
  columns: new Set(),
  forms: new Set(),
  resources: new Set(['orgBelow']),
  ...over,
});
const schemes = [
  { id: 'orgBelow', moduleId: 'users', scope: 'organizeAndBelow' },
  { id: 'org', moduleId: 'users', scope: 'organize' },
  { id: 'all', moduleId: 'users', scope: 'all' },
];
const caller = { id: 'me', isAdministrator: false, grants: grants() };

describe('manageRefusal', () => {
  it('refuses one\'s own account, even to the super administrator', () => {
    expect(manageRefusal(caller, { id: 'me', isAdministrator: false, items: [] }, schemes)).toBe('self');
    expect(manageRefusal({ id: 'a', isAdministrator: true, grants: grants({ all: true }) }, { id: 'a', isAdministrator: true, items: [] }, schemes)).toBe('self');
  });
  it('leaves the super administrator to the super administrator alone', () => {
    expect(manageRefusal(caller, { id: 'admin', isAdministrator: true, items: [] }, schemes)).toBe('superAdmin');
    expect(manageRefusal({ id: 'a2', isAdministrator: true, grants: grants({ all: true }) }, { id: 'admin', isAdministrator: true, items: [] }, schemes)).toBeNull();
  });
  it('refuses a target holding anything the caller lacks, a broader data scheme included', () => {
    expect(manageRefusal(caller, { id: 't', isAdministrator: false, items: [{ itemType: 'button', itemId: 'state' }] }, schemes)).toBe('morePrivileged');
    expect(manageRefusal(caller, { id: 't', isAdministrator: false, items: [{ itemType: 'resource', itemId: 'all' }] }, schemes)).toBe('morePrivileged');
  });
  it('allows a target holding a subset or an equal set (narrower schemes count as held)', () => {
    const items = [{ itemType: 'module' as const, itemId: 'users' }, { itemType: 'resource' as const, itemId: 'org' }];
    expect(manageRefusal(caller, { id: 't', isAdministrator: false, items }, schemes)).toBeNull();
    expect(manageRefusal(caller, { id: 't', isAdministrator: false, items: [] }, schemes)).toBeNull();
  });
});

describe('placementInScope', () => {
  const user = { id: 'me', organizeId: 'school', departmentId: null, organizeTreePath: '/bureau/school/' };
  const scheme = (scope: SchemeRow['scope']): SchemeRow => ({ id: scope, moduleId: 'users', enCode: scope, fullName: scope, scope, conditionJson: '[]' });
  const bureau = { organizeId: 'bureau', organizeTreePath: '/bureau/', departmentId: null };
  const school = { organizeId: 'school', organizeTreePath: '/bureau/school/', departmentId: null };
  it('a 本人数据 scheme never authorises placing an account, wherever', () => {
    expect(placementInScope([scheme('self')], user, bureau)).toBe(false);
    expect(placementInScope([scheme('self')], user, school)).toBe(false);
    expect(placementInScope([scheme('organizeAndBelow'), scheme('self')], user, bureau)).toBe(false);
  });
  it('organisation schemes place inside their organisations only', () => {
    expect(placementInScope([scheme('organizeAndBelow')], user, school)).toBe(true);
    expect(placementInScope([scheme('organize')], user, bureau)).toBe(false);
    expect(placementInScope(null, user, bureau)).toBe(true);
  });
});

describe('keepUnwritable', () => {
  const stored = { gender: 2, mobile: '13900000001', email: 'a@b.cn', roleIds: ['r1'], positionIds: ['p1'], enabledMark: 1 };
  const input: UserInput = {
    account: 'x', realName: 'X', organizeId: 'o', gender: 1, mobile: '13900000099', email: 'evil@x.cn', roleIds: [], positionIds: [], enabledMark: 0,
  };
  const rights = (over: Partial<WriteRights> = {}): WriteRights => ({ deniedColumns: new Set(), canState: true, canAssign: true, ...over });
  it('keeps every field whose column is denied and those needing a missing button (teacher)', () => {
    const out = keepUnwritable(input, stored, rights({ deniedColumns: new Set(['mobile', 'email']), canState: false, canAssign: false }));
    expect(out).toEqual({ ...input, mobile: stored.mobile, email: stored.email, enabledMark: 1, roleIds: ['r1'], positionIds: ['p1'] });
  });
  it('changes nothing for a caller holding every column and right', () => {
    expect(keepUnwritable(input, stored, rights())).toEqual(input);
  });
  it('on create the defaults stand in for what the caller may not write', () => {
    const out = keepUnwritable(input, null, rights({ deniedColumns: new Set(['mobile', 'gender']), canState: false, canAssign: false }));
    expect(out).toMatchObject({ mobile: null, gender: 1, enabledMark: 1, roleIds: [], positionIds: [], email: 'evil@x.cn', account: 'x' });
  });
});
