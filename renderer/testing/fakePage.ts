import { createFakeServices, type FakeServices } from '../../widgets/testing/fakeServices';
import type { PermissionEntryLike } from '../../contract/pageModel/filterByPermission';

export interface FakeUser {
  id: string;
  account: string;
  realName: string;
  gender: number;
  mobile: string;
  email: string;
  organizeId: string;
  organizeName: string;
  departmentName: string;
  roleName: string;
  positionName: string;
  enabledMark: number;
  creatorTime: number;
  isAdministrator: boolean;
}

const SURNAMES = '王李张刘陈杨赵黄周吴徐孙胡朱高林何郭马罗';
const GIVEN = ['伟', '芳', '娜', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀英', '霞', '平'];
const ORGS = [
  { id: 'o-1', name: '城东第一中学' },
  { id: 'o-2', name: '城西实验小学' },
  { id: 'o-3', name: '滨江高级中学' },
];

export function fakeUsers(n: number): FakeUser[] {
  const base = Date.UTC(2024, 8, 1);
  return Array.from({ length: n }, (_, i) => {
    const org = ORGS[i % ORGS.length];
    return {
      id: `u-${i + 1}`,
      account: i === 0 ? 'admin' : `t${String(i).padStart(5, '0')}`,
      realName: SURNAMES[i % SURNAMES.length] + GIVEN[(i * 7) % GIVEN.length],
      gender: (i % 2) + 1,
      mobile: `138${String(10000000 + i).slice(-8)}`,
      email: `t${i}@school.edu.cn`,
      organizeId: org.id,
      organizeName: org.name,
      departmentName: ['语文教研组', '数学教研组', '教务处'][i % 3],
      roleName: i === 0 ? '超级管理员' : '教师',
      positionName: '任课教师',
      enabledMark: i % 11 === 5 ? 0 : 1,
      creatorTime: base + i * 3600_000,
      isAdministrator: i === 0,
    };
  });
}

export const ORG_TREE = [
  {
    id: 'bureau',
    fullName: '市教育局',
    type: 'company',
    hasChildren: true,
    children: ORGS.map((o) => ({ id: o.id, fullName: o.name, type: 'company', hasChildren: false })),
  },
];

/** Fake services answering the users screen's endpoints from memory (list, sort, filter, paging). */
export function createUserPageServices(opts: { users?: number; latency?: number } = {}): FakeServices & { users: FakeUser[] } {
  const users = fakeUsers(opts.users ?? 57);
  const s = createFakeServices({
    latency: opts.latency ?? 0,
    routes: {
      'GET ^/api/Permission/Organize/Tree$': () => ({ list: ORG_TREE }),
      'GET ^/api/Permission/Role/Selector$': () => ({ list: [{ id: 'r-1', fullName: '教师' }, { id: 'r-2', fullName: '学校管理员' }] }),
      'GET ^/api/System/DictionaryData/gender/Data/Selector$': () => ({
        list: [
          { id: 'g1', enCode: '1', fullName: '男' },
          { id: 'g2', enCode: '2', fullName: '女' },
          { id: 'g3', enCode: '3', fullName: '未知' },
        ],
      }),
      'GET ^/api/Permission/Users$': (_m, p) => {
        let list = users.filter((u) => !p.organizeId || u.organizeId === p.organizeId || p.organizeId === 'bureau');
        if (p.keyword) list = list.filter((u) => u.account.includes(String(p.keyword)) || u.realName.includes(String(p.keyword)));
        if (p.enabledMark !== undefined) list = list.filter((u) => u.enabledMark === Number(p.enabledMark));
        if (p.sidx) {
          const k = String(p.sidx) as keyof FakeUser;
          const dir = p.sort === 'desc' ? -1 : 1;
          list = [...list].sort((a, b) => (a[k] > b[k] ? dir : a[k] < b[k] ? -dir : 0));
        }
        const pageSize = Number(p.pageSize ?? 20);
        const currentPage = Number(p.currentPage ?? 1);
        return { list: list.slice((currentPage - 1) * pageSize, currentPage * pageSize), pagination: { currentPage, pageSize, total: list.length } };
      },
      'GET ^/api/Permission/Users/([^/]+)$': (m) => users.find((u) => u.id === m[1]),
      'DELETE ^/api/Permission/Users/([^/]+)$': (m) => {
        const i = users.findIndex((u) => u.id === m[1]);
        if (i >= 0) users.splice(i, 1);
        return null;
      },
      'PUT ^/api/Permission/Users/([^/]+)/Actions/State$': (m) => {
        const u = users.find((x) => x.id === m[1])!;
        u.enabledMark = 1 - u.enabledMark;
        return { enabledMark: u.enabledMark };
      },
      'POST ^/api/Permission/Users/([^/]+)/Actions/ResetPassword$': () => null,
      'POST ^/api/Permission/Users$': () => ({ id: 'new' }),
      'PUT ^/api/Permission/Users/([^/]+)$': () => null,
    },
  });
  return Object.assign(s, { users });
}

export const USERS_MODEL = 'model-users';

/** A super administrator's grants on the users page. */
export const ALL_USER_PERMISSIONS: PermissionEntryLike[] = [
  {
    modelId: USERS_MODEL,
    button: ['btn_add', 'btn_edit', 'btn_remove', 'btn_resetPassword', 'btn_state', 'btn_export', 'btn_import'].map((enCode) => ({ enCode })),
    column: ['account', 'realName', 'gender', 'mobile', 'email', 'organizeName', 'departmentName', 'roleName', 'positionName', 'enabledMark', 'creatorTime'].map(
      (enCode) => ({ enCode }),
    ),
  },
];

/** The seeded teacher: users menu without btn_add/btn_remove and without mobile/email columns. */
export const TEACHER_USER_PERMISSIONS: PermissionEntryLike[] = [
  {
    modelId: USERS_MODEL,
    button: [{ enCode: 'btn_edit' }],
    column: ['account', 'realName', 'gender', 'organizeName', 'departmentName', 'roleName', 'enabledMark', 'creatorTime'].map((enCode) => ({ enCode })),
  },
];
