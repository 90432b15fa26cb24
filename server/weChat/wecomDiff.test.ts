import { describe, expect, it } from 'vitest';
import { basisOf, planSync, type DiffInput } from './wecomDiff';

// Our side: 城东第一中学 (root) with 语文组 and 数学组; WeCom: the school (1) with 语文组 (2) and 英语组 (3).
const base = (): DiffInput => ({
  direction: 'toLocal',
  root: { localId: 'sch', remoteId: 1 },
  localDepts: [
    { id: 'sch', parentId: 'bureau', name: '城东第一中学', sortCode: 0 },
    { id: 'yw', parentId: 'sch', name: '语文组', sortCode: 1 },
    { id: 'sx', parentId: 'sch', name: '数学组', sortCode: 2 },
  ],
  localUsers: [
    { id: 'u1', account: 'zhangsan', name: '张三', mobile: '13800000001', email: '', deptId: 'yw', isAdministrator: false },
    { id: 'u2', account: 'lisi', name: '李四', mobile: '13800000002', email: '', deptId: 'sx', isAdministrator: false },
    { id: 'me', account: 'school1', name: '王淑珍', mobile: '', email: '', deptId: 'sch', isAdministrator: false },
    { id: 'root', account: 'admin', name: '超级管理员', mobile: '', email: '', deptId: 'sch', isAdministrator: true },
  ],
  remoteDepts: [
    { id: 1, parentid: 0, name: '城东第一中学', order: 0 },
    { id: 2, parentid: 1, name: '语文组', order: 1 },
    { id: 3, parentid: 1, name: '英语组', order: 3 },
    { id: 4, parentid: 3, name: '英语一组', order: 1 },
  ],
  remoteUsers: [
    { userid: 'zhangsan', name: '张三丰', mobile: '13800000001', email: 'zs@school.example', dept: 2 },
    { userid: 'wangwu', name: '王五', mobile: '13800000003', email: '', dept: 4 },
  ],
  links: { dept: [], user: [] },
  protectedUserIds: ['me'],
});

const brief = (plan: ReturnType<typeof planSync>) => plan.changes.map((c) => `${c.op} ${c.target} ${c.entity} ${c.name}`);

describe('planSync, WeCom → platform', () => {
  it('creates parents before children, updates differing pairs, deletes members before departments', () => {
    const plan = planSync(base());
    expect(brief(plan)).toEqual([
      'create local department 英语组',
      'create local department 英语一组',
      'update local user 张三丰',
      'create local user 王五',
      'delete local user 李四',
      'delete local department 数学组',
    ]);
    expect(plan.counts).toEqual({ create: 3, update: 1, delete: 2, unchanged: 3 });
    expect(plan.changes.find((c) => c.op === 'update')!.fields).toEqual([
      { field: 'name', from: '张三', to: '张三丰' },
      { field: 'email', from: '', to: 'zs@school.example' },
    ]);
    // The new department is referred to by its WeCom id until apply has created it here.
    expect(plan.changes[1].values!.parent).toEqual({ remote: 3 });
  });

  it('never deletes or rewrites the super administrator or the caller', () => {
    const input = base();
    input.remoteUsers.push({ userid: 'school1', name: '改名', mobile: '13900000000', email: '', dept: 2 });
    const plan = planSync(input);
    const touched = plan.changes.filter((c) => c.entity === 'user').map((c) => c.localId);
    expect(touched).not.toContain('me');
    expect(touched).not.toContain('root');
  });

  it('follows a link over a natural match, and sees a moved department', () => {
    const input = base();
    input.links.dept.push(['sx', 3]);
    input.remoteDepts[2] = { id: 3, parentid: 2, name: '数学组', order: 3 };
    const plan = planSync(input);
    expect(plan.changes.filter((c) => c.entity === 'department').map((c) => [c.op, c.name, c.fields])).toEqual([
      ['update', '数学组', [{ field: 'parent', from: '城东第一中学', to: '语文组' }]],
      ['create', '英语一组', [{ field: 'name', from: '', to: '英语一组' }]],
    ]);
  });
});

describe('planSync, platform → WeCom', () => {
  it('makes WeCom match our subtree, leaving the super administrator out', () => {
    const plan = planSync({ ...base(), direction: 'toWecom' });
    expect(brief(plan)).toEqual([
      'create wecom department 数学组',
      'update wecom user 张三',
      'create wecom user 李四',
      'create wecom user 王淑珍',
      'delete wecom user 王五',
      'delete wecom department 英语一组',
      'delete wecom department 英语组',
    ]);
    expect(plan.changes.find((c) => c.name === '李四')!.values).toMatchObject({ account: 'lisi', dept: { local: 'sx' } });
  });

  it('has nothing to do when both sides agree', () => {
    const input = base();
    input.direction = 'toWecom';
    input.localDepts = input.localDepts.slice(0, 2);
    input.localUsers = [input.localUsers[0]];
    input.remoteDepts = input.remoteDepts.slice(0, 2);
    input.remoteUsers = [{ userid: 'zhangsan', name: '张三', mobile: '13800000001', email: '', dept: 2 }];
    expect(planSync(input)).toEqual({ pairs: { dept: [['sch', 1], ['yw', 2]], user: [['u1', 'zhangsan']] }, changes: [], counts: { create: 0, update: 0, delete: 0, unchanged: 2 } });
  });
});

describe('basisOf', () => {
  it('ignores the order rows arrive in and changes with any value', () => {
    const a = base();
    const b = base();
    b.remoteUsers.reverse();
    b.localDepts.reverse();
    expect(basisOf(b)).toBe(basisOf(a));
    b.localUsers[0].mobile = '13800009999';
    expect(basisOf(b)).not.toBe(basisOf(a));
  });
});
