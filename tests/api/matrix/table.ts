import { isDistrict, type School, type Outcome, type Prepared, type Role, type Row, type Target, type World } from './world';
import type { Reply } from '../../support/server';
import { DATA_ROWS } from './dataRows';
import { WECHAT_ROWS } from './weChatRows';
import { EXAMPLES_A_ROWS } from './examplesARows';
import { REPORT_ROWS } from './reportRows';
import { PORTAL_ROWS } from './portalRows';
import { COMMUNITY_MATRIX, COMMUNITY_PERSONAL } from './community';
import { PUBLIC_PAGES_ROWS } from './publicPagesRows';
import { EXAMPLES_B_MATRIX } from './examplesB';

/*
 * The route × role matrix: one row per write route of the API (and the reads that answer another
 * school's rows), keyed `METHOD /url` as Fastify declares it. The rules it encodes (issue 11):
 * - nobody but the super administrator touches the super administrator;
 * - nobody manages an account more privileged than themselves, nor their own account through the
 *   management screens (their own profile is Current/*);
 * - school admins manage rows of their own school and below (another school's row answers 404),
 *   the district admin every school;
 * - district-wide data (global roles, dictionaries, bill rules, provinces, menus, page designs) is
 *   written only by holders of district scope (admin, sysadmin);
 * - otherwise a caller holds what the seed grants its roles (World.holds reads those grants).
 */

const ID_TARGETS: Target[] = ['own', 'other'];
const USER_TARGETS: Target[] = ['own', 'other', 'superAdmin', 'self', 'above'];

/** Managing another account: the grant, then rules 1 and 2, then data permission. */
const manageUser = (menu: string, button?: string) => (role: Role, target: Target, w: World): Outcome => {
  if (!w.holds(role, menu, button)) return 403;
  if (target === 'superAdmin' || target === 'self' || target === 'above') return 'refused';
  if (target === 'other') return isDistrict(role) ? 'ok' : 404;
  return 'ok';
};

/** Reaching beyond oneself from one's own school (handing out the district role, a bureau manager): district scope only. */
const escalation = (menu: string, button: string) => (role: Role, _t: Target, w: World): Outcome => {
  if (!w.holds(role, menu, button)) return 403;
  return isDistrict(role) ? 'ok' : 'refused';
};

/** Reading about an account: the grant, then data permission (own account included). */
const readUser = (menu: string) => (role: Role, target: Target, w: World): Outcome => {
  if (!w.holds(role, menu)) return 403;
  if (isDistrict(role) || target === 'self' || target === 'own') return 'ok';
  if (target === 'above' && role === 'teacher') return 'ok';
  return 404;
};

/** Reading what an account was granted; the super administrator holds everything without grants, so reading its grants may be refused. */
const valuesRule = (role: Role, t: Target, w: World): Outcome =>
  t === 'superAdmin' || (role === 'admin' && t === 'self')
    ? w.holds(role, 'permission.authorize')
      ? 'refused'
      : 403
    : readUser('permission.authorize')(role, t, w);

/** Rows owned by a school: the grant, then data permission; district rows need district scope. */
const scoped = (menu: string, button?: string) => (role: Role, target: Target, w: World): Outcome => {
  if (!w.holds(role, menu, button)) return 403;
  if (isDistrict(role)) return 'ok';
  if (target === 'other') return 404;
  if (target === 'district') return 'refused';
  return 'ok';
};

/** District-wide data: only holders of district scope, whatever the school roles were granted. */
const district = (menu: string, button?: string) => (role: Role, _t: Target, w: World): Outcome => {
  if (!isDistrict(role)) return 403;
  return w.holds(role, menu, button) ? 'ok' : 403;
};

const own = (w: World, role: Role, t: Target) => w.school(role, t);

/** A user-targeted write: the body is the same for an allowed and a refused cell. */
function userRow(area: string, expect: Row['expect'], build: (w: World, id: string, role: Role) => { url: string; body?: unknown }, targets = USER_TARGETS): Row {
  return {
    area,
    targets,
    expect,
    async prepare(w, role, target) {
      const id = await w.userTarget(role, target);
      return { ...build(w, id, role), watch: w.account(id) };
    },
  };
}

/** The account as the edit form sends it back, with the attack's changes on top. */
async function userBody(w: World, id: string, change: Record<string, unknown>) {
  const u = (await w.q('SELECT * FROM users WHERE id = $1', [id]))[0];
  const rel = await w.q<{ object_type: string; object_id: string }>('SELECT object_type, object_id FROM user_relation WHERE user_id = $1', [id]);
  return {
    account: u.account,
    realName: u.real_name,
    gender: u.gender,
    mobile: u.mobile,
    email: u.email,
    organizeId: u.organize_id,
    departmentId: u.department_id,
    roleIds: rel.filter((r) => r.object_type === 'Role').map((r) => r.object_id),
    positionIds: rel.filter((r) => r.object_type === 'Position').map((r) => r.object_id),
    enabledMark: u.enabled_mark,
    sortCode: u.sort_code,
    ...change,
  };
}

/** A row of one table addressed by id under `base`, made fresh per cell for own/other/district. */
function idRow(
  area: string,
  expect: Row['expect'],
  opts: {
    targets?: Target[];
    table: string;
    fresh: (w: World, role: Role, target: Target) => Promise<string>;
    url: (id: string) => string;
    body?: (w: World, id: string, role: Role, target: Target) => Promise<unknown> | unknown;
  },
): Row {
  return {
    area,
    targets: opts.targets ?? ID_TARGETS,
    expect,
    async prepare(w, role, target) {
      const id = await opts.fresh(w, role, target);
      return { url: opts.url(id), body: await opts.body?.(w, id, role, target), watch: w.row(opts.table, id) };
    },
  };
}

/**
 * A create: nothing exists yet, so the watch is the table's row count. Placing the new row in
 * another school is refused with whichever answer (400 parent unknown, 403, 404).
 */
function createRow(area: string, rule: Row['expect'], opts: { targets?: Target[]; table: string; url: string; body: (w: World, role: Role, target: Target) => Promise<unknown> | unknown }): Row {
  return {
    area,
    targets: opts.targets ?? ID_TARGETS,
    expect: (role, target, w) => {
      const e = rule(role, target, w);
      return e === 404 ? 'refused' : e;
    },
    async prepare(w, role, target) {
      return { url: opts.url, body: await opts.body(w, role, target), watch: w.count(opts.table) };
    },
  };
}

/**
 * The create, edit, delete (and enable/disable) routes of one kind of district-wide record under
 * `base`: each cell acts on a record admin made for it.
 */
function districtRecord(
  base: string,
  menu: string,
  table: string,
  opts: { create: (w: World) => Record<string, unknown>; edit: (w: World, row: Record<string, any>) => Record<string, unknown>; state?: boolean },
): Record<string, Row> {
  const fresh = (w: World) => w.viaAdmin(base, opts.create(w));
  const current = async (w: World, id: string) => (await w.q(`SELECT * FROM ${table} WHERE id = $1`, [id]))[0];
  const rows: Record<string, Row> = {
    [`POST ${base}`]: createRow('district data', district(menu, 'btn_add'), { targets: ['district'], table, url: base, body: (w) => opts.create(w) }),
    [`PUT ${base}/:id`]: idRow('district data', district(menu, 'btn_edit'), {
      targets: ['district'],
      table,
      fresh,
      url: (id) => `${base}/${id}`,
      body: async (w, id) => opts.edit(w, await current(w, id)),
    }),
    [`DELETE ${base}/:id`]: idRow('district data', district(menu, 'btn_remove'), { targets: ['district'], table, fresh, url: (id) => `${base}/${id}` }),
  };
  if (opts.state) {
    rows[`PUT ${base}/:id/Actions/State`] = idRow('district data', district(menu, 'btn_state'), {
      targets: ['district'],
      table,
      fresh,
      url: (id) => `${base}/${id}/Actions/State`,
      body: () => ({ enabledMark: 0 }),
    });
  }
  return rows;
}

/**
 * Create, read, edit and delete of one kind of record a school owns, under `base`: each cell acts
 * on a fresh record in the caller's own school or in the other one.
 */
function schoolRecord(
  base: string,
  menu: string,
  table: string,
  opts: {
    fresh: (w: World, school: School) => Promise<string>;
    create: (w: World, school: School) => Record<string, unknown>;
    edit: (w: World, row: Record<string, any>) => Record<string, unknown>;
    /** The edit's change for the escalate target, where there is one. */
    escalate?: (w: World) => Record<string, unknown>;
  },
): Record<string, Row> {
  const fresh = (w: World, role: Role, t: Target) => opts.fresh(w, own(w, role, t));
  return {
    [`POST ${base}`]: createRow('organisations', scoped(menu, 'btn_add'), { table, url: base, body: (w, role, t) => opts.create(w, own(w, role, t)) }),
    [`GET ${base}/:id`]: idRow('organisations', scoped(menu), { table, fresh, url: (id) => `${base}/${id}` }),
    [`PUT ${base}/:id`]: idRow('organisations', (role, t, w) => (t === 'escalate' ? escalation(menu, 'btn_edit') : scoped(menu, 'btn_edit'))(role, t, w), {
      targets: opts.escalate ? [...ID_TARGETS, 'escalate'] : ID_TARGETS,
      table,
      fresh,
      url: (id) => `${base}/${id}`,
      body: async (w, id, _role, t) => {
        const body = opts.edit(w, (await w.q(`SELECT * FROM ${table} WHERE id = $1`, [id]))[0]);
        return t === 'escalate' ? { ...body, ...opts.escalate!(w) } : body;
      },
    }),
    [`DELETE ${base}/:id`]: idRow('organisations', scoped(menu, 'btn_remove'), { table, fresh, url: (id) => `${base}/${id}` }),
  };
}

/** A write on a menu's buttons, columns, forms or data schemes: district scope and the system.menu grant. */
const menuRow = (button: string, prepare: (w: World) => Promise<Prepared>): Row => ({ area: 'menus', targets: ['district'], expect: district('system.menu', button), prepare });

const orgBody = (o: Record<string, any>, change: Record<string, unknown>) => {
  return { parentId: o.parent_id, fullName: o.full_name, enCode: o.en_code, sortCode: o.sort_code, enabledMark: o.enabled_mark, ...change };
};

/** Routes every signed-in user calls for themselves: no target record belongs to anyone else. */
export const PERSONAL: Record<string, string> = {
  'POST /api/Common/Login/Login': 'sign-in',
  'POST /api/Common/Login/LockScreen': 'unlocks the caller’s own screen',
  'POST /api/Common/Login/SendCode': 'SMS sign-in (throttling: issue 11 item 5, auth helper)',
  'POST /api/Common/Login/LoginByCode': 'SMS sign-in',
  'POST /api/Common/Login/QrTicket': 'QR sign-in ticket',
  'POST /api/Common/Login/QrTicket/:ticket/Confirm': 'confirms a QR sign-in for the caller’s own account',
  'POST /api/Common/Login/IframeToken/Create': 'one-time ticket for the caller',
  'POST /api/Common/Login/IframeToken': 'ticket exchange',
  'PUT /api/Permission/Users/Current/Avatar/:name': 'own avatar',
  'POST /api/Permission/Users/Current/Actions/ModifyPassword': 'own password (asks the old one)',
  'PUT /api/Permission/Users/Current/SystemTheme': 'own theme',
  'PUT /api/Permission/Users/Current/SystemLanguage': 'own language',
  'PUT /api/Permission/ModuleUser/Current': 'own menu configuration',
  'POST /api/System/Message/Actions/ReadAll': 'own inbox',
  'DELETE /api/System/Message/Record': 'own inbox rows',
  'POST /api/Common/Upload/:type': 'own upload (quota: issue 11, auth helper)',
  'POST /api/Common/Login/SessionCookie': 'turns the caller’s own token into the browser’s session cookie',
  'POST /api/System/Menu/Link/:id': 'opens a menu entry the caller holds (404 otherwise): a one-time ticket for the caller',
  // Workflow (issue 14): the initiator's own launches and the caller's own to-do items and entrusts;
  // anyone else gets 404 or 403 with nothing changed (tests/api/workflow-engine.test.ts).
  'PUT /api/WorkFlow/FlowTask/:id': 'edits and resubmits the caller’s own draft, rejected or withdrawn launch',
  'DELETE /api/WorkFlow/FlowLaunch/:id': 'deletes the caller’s own draft',
  'PUT /api/WorkFlow/FlowLaunch/:id/Actions/Withdraw': 'withdraws the caller’s own launch',
  'POST /api/WorkFlow/FlowLaunch/:id/Actions/Revoke': 'revokes the caller’s own approved launch',
  'POST /api/WorkFlow/FlowLaunch/Press/:id': 'urges the approvers of the caller’s own launch',
  'POST /api/WorkFlow/FlowBefore/Audit/:id': 'approves a to-do item assigned to the caller',
  'POST /api/WorkFlow/FlowBefore/Reject/:id': 'rejects a to-do item assigned to the caller',
  'POST /api/WorkFlow/FlowBefore/Transfer/:id': 'hands on a to-do item assigned to the caller',
  'POST /api/WorkFlow/FlowBefore/AddApprover/:id': 'adds an approver to a to-do item assigned to the caller',
  'POST /api/WorkFlow/FlowDelegate': 'the caller’s own entrust',
  'PUT /api/WorkFlow/FlowDelegate/:id': 'the caller’s own entrust',
  'DELETE /api/WorkFlow/FlowDelegate/:id': 'the caller’s own entrust',
  // 网络硬盘 (issue 17): an upload is its opener's alone; anyone else's call answers 404 with nothing
  // changed (tests/api/disk-security.test.ts). A share link is public by design: its code, five wrong
  // tries and expiry guard it (tests/api/disk-api.test.ts).
  'PUT /api/Disk/Upload/:id/Chunk/:index': 'a chunk of the caller’s own upload',
  'POST /api/Disk/Upload/:id/Complete': 'completes the caller’s own upload',
  'DELETE /api/Disk/Upload/:id': 'cancels the caller’s own upload',
  'POST /api/Disk/Public/:token/Access': 'a share link’s code (public; locks after five wrong codes)',
  ...COMMUNITY_PERSONAL,
};

const S = '/api/VisualDevelopment/Model/model-student';

export const MATRIX: Record<string, Row> = {
  // ---- own profile: the one Current/* write that can reach another account ----------------------
  'PUT /api/Permission/Users/Current/BaseInfo': {
    area: 'own profile',
    // own: the caller's own details sent back unchanged; superAdmin: claiming the admin's mobile,
    // which would hand the admin's SMS sign-in to the caller.
    targets: ['own', 'superAdmin'],
    expect: (_r, t) => (t === 'own' ? 'ok' : 'refused'),
    async prepare(w, role, target) {
      const me = (await w.q('SELECT * FROM users WHERE id = $1', [w.user[role]]))[0];
      const admin = (await w.q('SELECT mobile FROM users WHERE id = $1', [w.user.admin]))[0];
      const mine = w.account(w.user[role]);
      const theirs = w.account(w.user.admin);
      return {
        url: '/api/Permission/Users/Current/BaseInfo',
        body: { realName: me.real_name, gender: me.gender, mobilePhone: target === 'own' ? me.mobile ?? '' : admin.mobile, email: me.email ?? '' },
        watch: async () => (target === 'own' ? '' : `${await mine()}\n${await theirs()}`),
      };
    },
  },

  // ---- users -------------------------------------------------------------------------------
  'POST /api/Permission/Users': createRow(
    'users',
    (role, t, w) => (t === 'escalate' ? escalation('permission.user', 'btn_add')(role, t, w) : manageUser('permission.user', 'btn_add')(role, t, w)),
    {
      targets: ['own', 'other', 'escalate'],
      table: 'users',
      url: '/api/Permission/Users',
      body: async (w, role, t) => {
        const school = own(w, role, t);
        const roleIds = t === 'escalate' ? [w.sysAdminRoleId] : [];
        return { account: w.next('mxn'), realName: '矩阵新人', organizeId: w.org[school], password: 'abc12345', roleIds, positionIds: [] };
      },
    },
  ),
  'PUT /api/Permission/Users/:id': {
    area: 'users',
    targets: [...USER_TARGETS, 'escalate'],
    // Roles ride on the authorize right: without it the edit goes through and the roles keep their
    // values (a field the caller may not set is a field the caller may not write).
    expect: (role, t, w) =>
      t === 'escalate'
        ? w.holds(role, 'permission.authorize', 'btn_edit')
          ? escalation('permission.user', 'btn_edit')(role, t, w)
          : w.holds(role, 'permission.user', 'btn_edit')
            ? 'ok'
            : 403
        : manageUser('permission.user', 'btn_edit')(role, t, w),
    async prepare(w, role, target) {
      const id = await w.userTarget(role, target);
      const mayGrant = w.holds(role, 'permission.authorize', 'btn_edit');
      // The issue's attack: a new mobile (the SMS sign-in), disabled, every role taken away. Where the
      // edit is allowed, a column the caller may not see (mobile, email) and the state without
      // btn_state keep their values.
      const hidden = [
        ...(w.holdsColumn(role, 'permission.user', 'mobile') ? [] : ['mobile']),
        ...(w.holdsColumn(role, 'permission.user', 'email') ? [] : ['email']),
        ...(w.holds(role, 'permission.user', 'btn_state') ? [] : ['enabled_mark']),
      ];
      const change = target === 'escalate' ? { roleIds: [w.sysAdminRoleId] } : { mobile: '13999990000', email: 'taken@example.cn', enabledMark: 0, roleIds: [] };
      return {
        url: `/api/Permission/Users/${id}`,
        body: await userBody(w, id, change),
        watch: w.account(id),
        keep:
          target === 'escalate' && !mayGrant
            ? () => w.rows('(SELECT user_id AS id, object_type, object_id FROM user_relation)', 'id = $1', [id])
            : hidden.length
              ? () => w.rows(`(SELECT id, ${hidden.join(', ')} FROM users)`, 'id = $1', [id])
              : undefined,
      };
    },
  },
  'DELETE /api/Permission/Users/:id': userRow('users', manageUser('permission.user', 'btn_remove'), (_w, id) => ({ url: `/api/Permission/Users/${id}` })),
  'PUT /api/Permission/Users/:id/Actions/State': userRow('users', manageUser('permission.user', 'btn_state'), (_w, id) => ({
    url: `/api/Permission/Users/${id}/Actions/State`,
  })),
  'POST /api/Permission/Users/:id/Actions/ResetPassword': userRow('users', manageUser('permission.user', 'btn_resetPassword'), (_w, id) => ({
    url: `/api/Permission/Users/${id}/Actions/ResetPassword`,
    body: { userPassword: 'Matrix123' },
  })),
  'GET /api/Permission/Users/:id': userRow('users', readUser('permission.user'), (_w, id) => ({ url: `/api/Permission/Users/${id}` })),
  'POST /api/Permission/Users/Actions/Import': createRow(
    'users',
    (role, t, w) => {
      if (!w.holds(role, 'permission.user', 'btn_import')) return 403;
      return t === 'other' && !isDistrict(role) ? 'unchanged' : 'ok';
    },
    {
      table: 'users',
      url: '/api/Permission/Users/Actions/Import',
      body: (w, role, t) => ({
        list: [{ account: w.next('mxi'), realName: '矩阵导入', organizeId: own(w, role, t) === 'CDYZ' ? '城东第一中学' : '城东实验小学', password: 'abc12345' }],
      }),
    },
  ),

  // ---- organisations, departments, positions, roles ------------------------------------------
  ...schoolRecord('/api/Permission/Organize', 'permission.organize', 'organize', {
    fresh: (w, school) => w.freshOrg(school, 'company'),
    create: (w, school) => ({ parentId: w.org[school], fullName: w.next('矩阵分校'), enCode: w.next('MXN') }),
    edit: (w, o) => orgBody(o, { fullName: w.next('被改名的分校') }),
    // issue 11: managerId accepted any user; a school's organisation gets no manager from the bureau.
    escalate: (w) => ({ managerId: w.user.sysadmin }),
  }),
  'POST /api/Permission/Organize/GetAdminAccountPassword': {
    area: 'organisations',
    targets: ID_TARGETS,
    expect: scoped('permission.organize', 'btn_edit'),
    async prepare(w, role, t) {
      const school = own(w, role, t);
      return {
        url: '/api/Permission/Organize/GetAdminAccountPassword',
        body: { organizeId: w.org[school] },
        watch: () => w.rows('(SELECT account, password_hash, enabled_mark FROM users)', 'account = $1', [`${school.toLowerCase()}admin`]),
      };
    },
  },
  ...schoolRecord('/api/Permission/Organize/Department', 'permission.department', 'organize', {
    fresh: (w, school) => w.freshOrg(school, 'department'),
    create: (w, school) => ({ parentId: w.org[school], fullName: w.next('矩阵部门'), enCode: `${school}.${w.next('MXD')}` }),
    edit: (w, o) => orgBody(o, { fullName: w.next('被改名的部门') }),
  }),
  ...schoolRecord('/api/Permission/Position', 'permission.position', 'position', {
    fresh: (w, school) => w.freshPosition(school),
    create: (w, school) => ({ organizeId: w.org[school], fullName: w.next('矩阵岗位'), enCode: `${school}.${w.next('MXP')}` }),
    edit: (w, p) => ({ organizeId: p.organize_id, fullName: w.next('被改名的岗位'), enCode: p.en_code, type: p.type }),
  }),
  'POST /api/Permission/Role': createRow('roles', scoped('permission.role', 'btn_add'), {
    targets: ['own', 'other', 'district'],
    table: 'role',
    url: '/api/Permission/Role',
    body: (w, role, t) =>
      t === 'district'
        ? { fullName: w.next('矩阵全局角色'), enCode: w.next('mxg'), globalMark: 1 }
        : { fullName: w.next('矩阵角色'), enCode: w.next('mxr'), globalMark: 0, organizeId: w.org[own(w, role, t)] },
  }),
  ...Object.fromEntries(
    (
      [
        ['PUT /api/Permission/Role/:id', 'btn_edit', (id: string) => `/api/Permission/Role/${id}`],
        ['DELETE /api/Permission/Role/:id', 'btn_remove', (id: string) => `/api/Permission/Role/${id}`],
        ['PUT /api/Permission/Role/:id/Actions/State', 'btn_state', (id: string) => `/api/Permission/Role/${id}/Actions/State`],
      ] as const
    ).map(([key, button, url]) => [
      key,
      idRow('roles', scoped('permission.role', button), {
        targets: ['own', 'other', 'district'],
        table: 'role',
        fresh: (w, role, t) => w.freshRole(t === 'district' ? null : own(w, role, t)),
        url,
        body: key.startsWith('PUT /api/Permission/Role/:id')
          ? async (w: World, id: string) => {
              const r = (await w.q('SELECT * FROM role WHERE id = $1', [id]))[0];
              return { fullName: w.next('被改名的角色'), enCode: r.en_code, globalMark: r.global_mark, organizeId: r.organize_id ?? undefined };
            }
          : undefined,
      }),
    ]),
  ),

  'GET /api/Permission/Role/:id': idRow('roles', scoped('permission.role'), {
    table: 'role',
    fresh: (w, role, t) => w.freshRole(own(w, role, t)),
    url: (id) => `/api/Permission/Role/${id}`,
  }),

  // ---- grants ------------------------------------------------------------------------------
  'POST /api/Permission/Authorize/Data/:id': {
    area: 'grants',
    targets: [...USER_TARGETS, 'district'],
    // A school admin may not see a district-wide role at all, so 404 is as good as 403 there.
    expect: (role, t, w) =>
      t !== 'district'
        ? manageUser('permission.authorize', 'btn_edit')(role, t, w)
        : w.holds(role, 'permission.authorize', 'btn_edit') && !isDistrict(role)
          ? 'refused'
          : district('permission.authorize', 'btn_edit')(role, t, w),
    async prepare(w, role, t) {
      if (t === 'district') {
        const id = await w.freshRole(null);
        return { url: `/api/Permission/Authorize/Data/${id}`, body: { objectType: 'Role', module: [w.homeModuleId] }, watch: w.grantsOf('Role', id) };
      }
      const id = await w.userTarget(role, t);
      return { url: `/api/Permission/Authorize/Data/${id}`, body: { objectType: 'User', module: [w.homeModuleId] }, watch: w.account(id) };
    },
  },
  'GET /api/Permission/Authorize/Model/:objectType/:objectId': userRow('grants', valuesRule, (_w, id) => ({ url: `/api/Permission/Authorize/Model/User/${id}` })),
  'PUT /api/Permission/Authorize/Model/:objectId': userRow('grants', manageUser('permission.authorize', 'btn_edit'), (w, id) => ({
    url: `/api/Permission/Authorize/Model/${id}`,
    body: { objectType: 'User', module: [w.homeModuleId] },
  })),
  'POST /api/Permission/Authorize/Data/Batch': userRow('grants', manageUser('permission.authorize', 'btn_edit'), (w, id) => ({
    url: '/api/Permission/Authorize/Data/Batch',
    body: { objects: [{ objectType: 'User', objectId: id }], module: [w.homeModuleId] },
  })),
  'POST /api/Permission/Authorize/Data/:id/Values': userRow('grants', valuesRule, (_w, id) => ({
    url: `/api/Permission/Authorize/Data/${id}/Values`,
    body: { objectType: 'User', type: 'module' },
  })),
  'POST /api/Permission/ModuleUser/Data/GetModulesByUserId': userRow('grants', readUser('permission.user'), (_w, id) => ({
    url: '/api/Permission/ModuleUser/Data/GetModulesByUserId',
    body: { userId: id },
  })),
  'POST /api/Permission/ModuleUser/Data/BatchUpdate': userRow('grants', manageUser('permission.user', 'btn_edit'), (w, id) => ({
    url: '/api/Permission/ModuleUser/Data/BatchUpdate',
    body: { userIds: [id], list: [{ moduleId: w.homeModuleId, isHidden: 1, sortCode: 7 }] },
  })),

  // ---- online users ------------------------------------------------------------------------
  ...Object.fromEntries(
    (['DELETE /api/Permission/OnlineUser/:sessionId', 'POST /api/Permission/OnlineUser/Actions/BatchDelete'] as const).map((key) => [
      key,
      {
        area: 'online users',
        targets: USER_TARGETS,
        expect: manageUser('permission.onlineUser', 'btn_forced'),
        async prepare(w: World, role: Role, t: Target): Promise<Prepared> {
          // The target is a second session of the account, so a wrongly allowed cell does not end
          // the caller's own client.
          const sessionId = await w.freshSession(await w.userTarget(role, t));
          return key.startsWith('DELETE')
            ? { url: `/api/Permission/OnlineUser/${sessionId}`, watch: () => w.rows('(SELECT id, ended_at FROM user_session)', 'id = $1', [sessionId]) }
            : {
                url: '/api/Permission/OnlineUser/Actions/BatchDelete',
                body: { ids: [sessionId] },
                watch: () => w.rows('(SELECT id, ended_at FROM user_session)', 'id = $1', [sessionId]),
              };
        },
      } satisfies Row,
    ]),
  ),

  // ---- menus -------------------------------------------------------------------------------
  'POST /api/System/Menu': createRow('menus', district('system.menu', 'btn_add'), {
    targets: ['district'],
    table: 'module',
    url: '/api/System/Menu',
    body: (w) => ({ parentId: '-1', type: 2, enCode: w.next('mxMenu'), fullName: w.next('矩阵菜单'), urlAddress: 'mx/menu' }),
  }),
  'PUT /api/System/Menu/:id': idRow('menus', district('system.menu', 'btn_edit'), {
    targets: ['district'],
    table: 'module',
    fresh: (w) => w.viaAdmin('/api/System/Menu', { parentId: '-1', type: 2, enCode: w.next('mxMenu'), fullName: w.next('矩阵菜单'), urlAddress: 'mx/menu' }),
    url: (id) => `/api/System/Menu/${id}`,
    body: async (w, id) => {
      const m = (await w.q('SELECT * FROM module WHERE id = $1', [id]))[0];
      return { parentId: m.parent_id, type: m.type, enCode: m.en_code, fullName: w.next('被改名的菜单'), urlAddress: 'mx/renamed' };
    },
  }),
  'DELETE /api/System/Menu/:id': idRow('menus', district('system.menu', 'btn_remove'), {
    targets: ['district'],
    table: 'module',
    fresh: (w) => w.viaAdmin('/api/System/Menu', { parentId: '-1', type: 2, enCode: w.next('mxMenu'), fullName: w.next('矩阵菜单'), urlAddress: 'mx/menu' }),
    url: (id) => `/api/System/Menu/${id}`,
  }),
  'PUT /api/System/Menu/Actions/Sort': idRow('menus', district('system.menu', 'btn_edit'), {
    targets: ['district'],
    table: 'module',
    fresh: (w) => w.viaAdmin('/api/System/Menu', { parentId: '-1', type: 2, enCode: w.next('mxMenu'), fullName: w.next('矩阵菜单'), urlAddress: 'mx/menu' }),
    url: () => '/api/System/Menu/Actions/Sort',
    body: (_w, id) => ({ list: [{ id, sortCode: 77 }] }),
  }),
  ...Object.fromEntries(
    (['Button', 'Column', 'Form', 'DataScheme'] as const).flatMap((kind) => {
      const table = { Button: 'module_button', Column: 'module_column', Form: 'module_form', DataScheme: 'module_data_scheme' }[kind];
      // A data scheme says which rows it opens; the other items are a code and a name.
      const scope = kind === 'DataScheme' ? { scope: 'self' } : {};
      const userMenu = async (w: World) => (await w.q<{ id: string }>(`SELECT id FROM module WHERE en_code = 'permission.user'`))[0].id;
      const item = async (w: World) => {
        const menu = await userMenu(w);
        return { menu, id: await w.viaAdmin(`/api/System/Menu/${menu}/${kind}`, { enCode: w.next('mx_'), fullName: w.next('矩阵项'), ...scope }) };
      };
      const rows: [string, Row][] = [
        [
          `POST /api/System/Menu/:id/${kind}`,
          menuRow('btn_add', async (w) => {
            const menu = await userMenu(w);
            return { url: `/api/System/Menu/${menu}/${kind}`, body: { enCode: w.next('mx_'), fullName: w.next('矩阵项'), ...scope }, watch: w.count(table) };
          }),
        ],
        [
          `PUT /api/System/Menu/:id/${kind}/:itemId`,
          menuRow('btn_edit', async (w) => {
            const it = await item(w);
            const code = (await w.q(`SELECT en_code FROM ${table} WHERE id = $1`, [it.id]))[0].en_code;
            return { url: `/api/System/Menu/${it.menu}/${kind}/${it.id}`, body: { enCode: code, fullName: w.next('被改名的项'), ...scope }, watch: w.row(table, it.id) };
          }),
        ],
        [
          `DELETE /api/System/Menu/:id/${kind}/:itemId`,
          menuRow('btn_remove', async (w) => {
            const it = await item(w);
            return { url: `/api/System/Menu/${it.menu}/${kind}/${it.id}`, watch: w.row(table, it.id) };
          }),
        ],
      ];
      return rows;
    }),
  ),

  // ---- dictionaries, bill rules, provinces (district-wide data) ------------------------------
  ...districtRecord('/api/System/DictionaryType', 'systemData.dictionary', 'dictionary_type', {
    create: (w) => ({ fullName: w.next('矩阵字典'), enCode: w.next('mxDict') }),
    edit: (w, d) => ({ fullName: w.next('被改名的字典'), enCode: d.en_code }),
  }),
  ...districtRecord('/api/System/DictionaryData', 'systemData.dictionary', 'dictionary_data', {
    create: (w) => ({ dictionaryTypeId: w.genderTypeId, fullName: w.next('矩阵项'), enCode: w.next('mx') }),
    edit: (w, d) => ({ dictionaryTypeId: d.dictionary_type_id, fullName: w.next('被改名的项'), enCode: d.en_code }),
    state: true,
  }),
  ...districtRecord('/api/System/BillRule', 'system.billRule', 'bill_rule', {
    create: (w) => billRule(w),
    edit: (w, b) => ({ ...billRule(w), enCode: b.en_code, fullName: w.next('被改名的规则') }),
    state: true,
  }),
  ...districtRecord('/api/System/Province', 'system.area', 'province', {
    create: (w) => ({ parentId: '440300', fullName: w.next('矩阵区'), enCode: provinceCode() }),
    edit: (w, p) => ({ parentId: p.parent_id, fullName: w.next('被改名的区'), enCode: p.en_code }),
    state: true,
  }),

  // ---- workflow (issue 14) -------------------------------------------------------------------
  ...districtRecord('/api/WorkFlow/FlowEngine', 'workFlow.flowEngine', 'flow_engine', {
    create: (w) => flowBody(w),
    edit: (w, f) => ({ ...flowBody(w), enCode: f.en_code, fullName: w.next('被改名的流程') }),
  }),
  'POST /api/WorkFlow/FlowEngine/Release/:id': flowAction('btn_release', (id) => `/api/WorkFlow/FlowEngine/Release/${id}`),
  'POST /api/WorkFlow/FlowEngine/Stop/:id': flowAction('btn_stop', (id) => `/api/WorkFlow/FlowEngine/Stop/${id}`),
  'POST /api/WorkFlow/FlowEngine/:id/Actions/Copy': {
    area: 'district data',
    targets: ['district'],
    expect: district('workFlow.flowEngine', 'btn_copy'),
    async prepare(w) {
      const id = await w.viaAdmin('/api/WorkFlow/FlowEngine', flowBody(w));
      return { url: `/api/WorkFlow/FlowEngine/${id}/Actions/Copy`, watch: w.count('flow_engine') };
    },
  },
  'POST /api/WorkFlow/FlowTask': createRow('workflow', (role, _t, w) => (w.holds(role, 'workFlow.flowLaunch') ? 'ok' : 403), {
    targets: ['none'],
    table: 'flow_task',
    url: '/api/WorkFlow/FlowTask',
    body: async (w) => ({ flowId: (await w.q(`SELECT id FROM flow_engine WHERE en_code = 'leaveFlow'`))[0].id, formData: { days: 1, reason: '矩阵' } }),
  }),
  'POST /api/WorkFlow/FlowBefore/Cancel/:id': idRow('workflow', scoped('workFlow.flowMonitor'), {
    table: 'flow_task',
    fresh: (w, role, t) => runningTask(w, own(w, role, t)),
    url: (id) => `/api/WorkFlow/FlowBefore/Cancel/${id}`,
    body: () => ({ handleOpinion: '矩阵' }),
  }),
  'POST /api/WorkFlow/FlowMonitor/:id/Actions/Assign': {
    area: 'workflow',
    targets: ID_TARGETS,
    expect: scoped('workFlow.flowMonitor'),
    async prepare(w, role, t) {
      const id = await runningTask(w, own(w, role, t));
      const [op] = await w.q(`SELECT id FROM flow_task_operator WHERE task_id = $1 AND state = 'pending'`, [id]);
      const watch = async () => [await w.rows('flow_task', 'id = $1', [id]), await w.rows('flow_task_operator', 'task_id = $1', [id])].join('\n');
      return { url: `/api/WorkFlow/FlowMonitor/${id}/Actions/Assign`, body: { operatorId: op.id, freeApproverUserId: w.peer[own(w, role, t)] }, watch };
    },
  },
  'DELETE /api/WorkFlow/FlowMonitor/:id': idRow('workflow', scoped('workFlow.flowMonitor', 'btn_remove'), {
    table: 'flow_task',
    fresh: (w, role, t) => runningTask(w, own(w, role, t)),
    url: (id) => `/api/WorkFlow/FlowMonitor/${id}`,
  }),

  // ---- notices -----------------------------------------------------------------------------
  'POST /api/System/Message/CreateNotice': createRow('notices', (role, _t, w) => (w.holds(role, 'system.notice', 'btn_add') ? 'ok' : 403), {
    targets: ['none'],
    table: 'message',
    url: '/api/System/Message/CreateNotice',
    body: (w) => ({ title: w.next('矩阵公告'), bodyText: '<p>矩阵</p>', recipients: { userIds: [w.peer.CDYZ] } }),
  }),
  'GET /api/System/Message/GetDetail/:id': idRow('notices', scoped('system.notice'), {
    table: 'message',
    fresh: (w, role, t) => w.freshNotice(own(w, role, t)),
    url: (id) => `/api/System/Message/GetDetail/${id}`,
  }),
  'POST /api/System/Message/UpdateNotice': idRow('notices', scoped('system.notice', 'btn_edit'), {
    table: 'message',
    fresh: (w, role, t) => w.freshNotice(own(w, role, t)),
    url: () => '/api/System/Message/UpdateNotice',
    body: (_w, id) => ({ id, title: '被改的公告', bodyText: '<p>改</p>' }),
  }),
  'DELETE /api/System/Message/:id': idRow('notices', scoped('system.notice', 'btn_remove'), {
    table: 'message',
    fresh: (w, role, t) => w.freshNotice(own(w, role, t)),
    url: (id) => `/api/System/Message/${id}`,
  }),
  'PUT /api/System/Message/:id/Actions/Release': idRow('notices', scoped('system.notice', 'btn_release'), {
    table: 'message',
    fresh: (w, role, t) => w.freshNotice(own(w, role, t)),
    url: (id) => `/api/System/Message/${id}/Actions/Release`,
  }),

  // ---- page designs (district-wide) ----------------------------------------------------------
  'POST /api/VisualDevelopment': createRow('page designs', district('onlineDev.webDesign', 'btn_add'), {
    targets: ['district'],
    table: 'visual_dev',
    url: '/api/VisualDevelopment',
    body: async (w) => {
      const d = (await w.clients.admin.get('/api/VisualDevelopment/model-leave')).data;
      return { fullName: w.next('矩阵页面'), enCode: w.next('mxPage'), type: d.type, category: d.category, pageSchema: d.pageSchema };
    },
  }),
  'PUT /api/VisualDevelopment/:id': idRow('page designs', district('onlineDev.webDesign', 'btn_edit'), {
    targets: ['district'],
    table: 'visual_dev',
    fresh: (w) => w.viaAdmin('/api/VisualDevelopment/model-leave/Actions/Copy', {}),
    url: (id) => `/api/VisualDevelopment/${id}`,
    body: async (w, id) => {
      const d = (await w.clients.admin.get(`/api/VisualDevelopment/${id}`)).data;
      return { fullName: w.next('被改名的页面'), enCode: d.enCode, type: d.type, category: d.category, pageSchema: d.pageSchema };
    },
  }),
  'DELETE /api/VisualDevelopment/:id': idRow('page designs', district('onlineDev.webDesign', 'btn_remove'), {
    targets: ['district'],
    table: 'visual_dev',
    fresh: (w) => w.viaAdmin('/api/VisualDevelopment/model-leave/Actions/Copy', {}),
    url: (id) => `/api/VisualDevelopment/${id}`,
  }),
  'POST /api/VisualDevelopment/:id/Actions/Copy': createRow('page designs', district('onlineDev.webDesign', 'btn_copy'), {
    targets: ['district'],
    table: 'visual_dev',
    url: '/api/VisualDevelopment/model-leave/Actions/Copy',
    body: () => ({}),
  }),

  // The designer's draft, restore and publish (issue 13): page designs are district-wide.
  'PUT /api/VisualDevelopment/:id/Actions/Draft': idRow('page designs', district('onlineDev.webDesign', 'btn_edit'), {
    targets: ['district'],
    table: 'visual_dev',
    fresh: (w) => w.viaAdmin('/api/VisualDevelopment/model-leave/Actions/Copy', {}),
    url: (id) => `/api/VisualDevelopment/${id}/Actions/Draft`,
    body: async (w, id) => ({ pageSchema: { ...(await w.clients.admin.get(`/api/VisualDevelopment/${id}`)).data.pageSchema, title: '矩阵草稿' } }),
  }),
  'DELETE /api/VisualDevelopment/:id/Actions/Draft': idRow('page designs', district('onlineDev.webDesign', 'btn_edit'), {
    targets: ['district'],
    table: 'visual_dev',
    fresh: async (w) => {
      const id = await w.viaAdmin('/api/VisualDevelopment/model-leave/Actions/Copy', {});
      await w.q(`UPDATE visual_dev SET draft = page_schema, draft_saved_at = now() WHERE id = $1`, [id]);
      return id;
    },
    url: (id) => `/api/VisualDevelopment/${id}/Actions/Draft`,
  }),
  'POST /api/VisualDevelopment/:id/Versions/:version/Actions/Restore': idRow('page designs', district('onlineDev.webDesign', 'btn_edit'), {
    targets: ['district'],
    table: 'visual_dev',
    fresh: (w) => w.viaAdmin('/api/VisualDevelopment/model-leave/Actions/Copy', {}),
    url: (id) => `/api/VisualDevelopment/${id}/Versions/1/Actions/Restore`,
  }),
  'POST /api/VisualDevelopment/:id/Actions/Publish': {
    area: 'page designs',
    targets: ['district'],
    expect: district('onlineDev.webDesign', 'btn_edit'),
    async prepare(w: World): Promise<Prepared> {
      const id = await w.viaAdmin('/api/VisualDevelopment/model-leave/Actions/Copy', {});
      const [campus] = await w.q<{ id: string }>(`SELECT id FROM module WHERE en_code = 'campus'`);
      return {
        url: `/api/VisualDevelopment/${id}/Actions/Publish`,
        body: { parentId: campus.id, fullName: w.next('矩阵发布'), enCode: w.next('mxPub'), icon: '', type: 3, roleIds: [] },
        watch: w.count('module'),
      };
    },
  } satisfies Row,

  // 代码生成 reads a page's design as code: the generator menu (and its 下载 button), district-wide like the designs.
  'POST /api/VisualDevelopment/:id/Actions/CodePreview': idRow('page designs', district('generator.webForm'), {
    targets: ['district'],
    table: 'visual_dev',
    fresh: async () => 'model-leave',
    url: (id) => `/api/VisualDevelopment/${id}/Actions/CodePreview`,
    body: () => ({}),
  }),
  'POST /api/VisualDevelopment/:id/Actions/DownloadCode': idRow('page designs', district('generator.webForm', 'btn_download'), {
    targets: ['district'],
    table: 'visual_dev',
    fresh: async () => 'model-leave',
    url: (id) => `/api/VisualDevelopment/${id}/Actions/DownloadCode`,
    body: () => ({}),
  }),

  // A page's fields answer to whoever has a menu for the page, or designs pages; a page that no menu
  // opens (a designer's fresh copy) is not for school staff.
  ...Object.fromEntries(
    (['FormDataFields', 'FieldDataSelect'] as const).map((what) => [
      `GET /api/VisualDevelopment/:id/${what}`,
      {
        area: 'page designs',
        targets: ['own', 'district'],
        expect: (role: Role, t: Target, w: World): Outcome => (t === 'own' || w.holds(role, 'onlineDev.webDesign') ? 'ok' : 'refused'),
        async prepare(w: World, _role: Role, t: Target): Promise<Prepared> {
          const id = t === 'own' ? 'model-leave' : await w.viaAdmin('/api/VisualDevelopment/model-leave/Actions/Copy', {});
          const field = (await w.clients.admin.get(`/api/VisualDevelopment/${id}/FormDataFields`)).data.list[0];
          const name = field.vModel ?? field.field ?? field.name ?? field.__vModel__;
          return { url: what === 'FormDataFields' ? `/api/VisualDevelopment/${id}/FormDataFields` : `/api/VisualDevelopment/${id}/FieldDataSelect?field=${encodeURIComponent(name)}`, watch: w.row('visual_dev', id) };
        },
      } satisfies Row,
    ]),
  ),

  // ---- records of generated pages (学生信息: data permission by school) ----------------------------
  'POST /api/VisualDevelopment/Model/:modelId': createRow('page records', (role, _t, w) => (w.holds(role, 'campus.student', 'btn_add') ? 'ok' : 403), {
    targets: ['none'],
    table: 'model_record',
    url: S,
    body: async (w, role) => {
      const d = (await w.q(`SELECT data FROM model_record WHERE model_id = 'model-student' AND organize_id = $1 ORDER BY id LIMIT 1`, [w.org[w.school(role, 'own')]]))[0].data;
      return { ...d, studentNo: undefined, idCard: undefined, name: '矩阵学生' };
    },
  }),
  ...Object.fromEntries(
    (
      [
        ['GET', undefined],
        ['PUT', 'btn_edit'],
        ['DELETE', 'btn_remove'],
      ] as const
    ).map(([method, button]) => [
      `${method} /api/VisualDevelopment/Model/:modelId/:id`,
      idRow('page records', scoped('campus.student', button), {
        table: 'model_record',
        fresh: async (w, role, t) => (await w.freshStudent(own(w, role, t))).id,
        url: (id) => `${S}/${id}`,
        body:
          method === 'PUT'
            ? async (w: World, id: string) => ({ ...(await w.q('SELECT data FROM model_record WHERE id = $1', [id]))[0].data, name: w.next('被改名的学生') })
            : undefined,
      }),
    ]),
  ),
  'POST /api/VisualDevelopment/Model/:modelId/Actions/Export': createRow('page records', (role, _t, w) => (w.holds(role, 'campus.student', 'btn_export') ? 'ok' : 403), {
    targets: ['none'],
    table: 'model_record',
    url: `${S}/Actions/Export`,
    body: () => ({}),
  }),
  'POST /api/VisualDevelopment/Model/:modelId/Actions/Import': createRow('page records', (role, _t, w) => (w.holds(role, 'campus.student', 'btn_import') ? 'ok' : 403), {
    targets: ['none'],
    table: 'model_record',
    url: `${S}/Actions/Import`,
    body: () => ({ list: [{ name: '矩阵导入生', gender: '男', className: '初二(1)班', ethnicity: '回族', enrolDate: '2023-09-01' }] }),
  }),
  // ---- 系统数据 (issue 15): tests/api/matrix/dataRows.ts ----------------------------------
  ...DATA_ROWS,
  ...EXAMPLES_B_MATRIX,
  ...WECHAT_ROWS,
  ...EXAMPLES_A_ROWS,
  ...REPORT_ROWS,
  // ---- 门户设计, 大屏设计 (issue 16): tests/api/matrix/portalRows.ts ---------------------------
  ...PORTAL_ROWS,
  // ---- the school community (issue 17): tests/api/matrix/community.ts ----------------------
  ...COMMUNITY_MATRIX,
  ...PUBLIC_PAGES_ROWS,
};

// ---- 系统管理 of issue 15 (系统配置, 定时任务, 缓存管理, 翻译管理): district-wide, by the menus' grants ----
const SYSTEM_ROWS: Record<string, Row> = {
  'PUT /api/System/SysConfig': {
    area: 'system settings',
    targets: ['district'],
    expect: district('system.config', 'btn_edit'),
    async prepare(w: World): Promise<Prepared> {
      return { url: '/api/System/SysConfig', body: { watermarkText: w.next('水印') }, watch: () => w.rows('sys_config', 'true', []) };
    },
  },
  'POST /api/System/TimeTask': createRow('system settings', district('system.task', 'btn_add'), {
    targets: ['district'],
    table: 'sys_task',
    url: '/api/System/TimeTask',
    body: (w) => timeTask(w),
  }),
  'PUT /api/System/TimeTask/:id': idRow('system settings', district('system.task', 'btn_edit'), {
    targets: ['district'],
    table: 'sys_task',
    fresh: freshTimeTask,
    url: (id) => `/api/System/TimeTask/${id}`,
    body: (w) => ({ ...timeTask(w), cron: '0 1 * * *' }),
  }),
  'DELETE /api/System/TimeTask/:id': idRow('system settings', district('system.task', 'btn_remove'), {
    targets: ['district'],
    table: 'sys_task',
    fresh: freshTimeTask,
    url: (id) => `/api/System/TimeTask/${id}`,
  }),
  ...Object.fromEntries(
    ['Enable', 'Stop'].map((action) => [
      `PUT /api/System/TimeTask/:id/Actions/${action}`,
      idRow('system settings', district('system.task', 'btn_edit'), {
        targets: ['district'],
        table: 'sys_task',
        fresh: async (w) => {
          const id = await freshTimeTask(w);
          if (action === 'Enable') await w.clients.admin.put(`/api/System/TimeTask/${id}/Actions/Stop`, {});
          return id;
        },
        url: (id) => `/api/System/TimeTask/${id}/Actions/${action}`,
      }),
    ]),
  ),
  // A run queued is a job in the shared queue: the refused call must queue none.
  'POST /api/System/TimeTask/:id/Actions/Run': {
    area: 'system settings',
    targets: ['district'],
    expect: district('system.task', 'btn_edit'),
    async prepare(w: World): Promise<Prepared> {
      const id = await freshTimeTask(w);
      return { url: `/api/System/TimeTask/${id}/Actions/Run`, body: {}, watch: w.count('job_queue', `payload->>'taskId' = $1`, [id]) };
    },
  },
  // Clearing a cache changes no row; the refused call must leave the cache's entries in place.
  ...Object.fromEntries(
    [
      ['DELETE /api/System/CacheManage/:name', '/api/System/CacheManage/dictionaries'],
      ['POST /api/System/CacheManage/Actions/ClearAll', '/api/System/CacheManage/Actions/ClearAll'],
    ].map(([key, url]) => [
      key,
      {
        area: 'system settings',
        targets: ['district'],
        expect: district('system.cache', 'btn_remove'),
        async prepare(w: World): Promise<Prepared> {
          await w.clients.admin.get('/api/System/DictionaryData/All');
          return { url, body: key.startsWith('POST') ? {} : undefined, watch: async () => String(w.server.app.caches.get('dictionaries')!.stats().entries) };
        },
      } satisfies Row,
    ]),
  ),
  'PUT /api/System/Translation': {
    area: 'system settings',
    targets: ['district'],
    expect: district('system.language', 'btn_edit'),
    async prepare(w: World): Promise<Prepared> {
      return { url: '/api/System/Translation', body: { source: 'server', key: 'deleteSuccess', en: w.next('Deleted ') }, watch: () => w.rows('sys_translation', 'true', []) };
    },
  },
  'POST /api/System/Translation/Actions/Import': {
    area: 'system settings',
    targets: ['district'],
    expect: district('system.language', 'btn_edit'),
    async prepare(w: World): Promise<Prepared> {
      return {
        url: '/api/System/Translation/Actions/Import',
        body: { list: [{ source: 'server', key: 'createSuccess', en: w.next('Created ') }] },
        watch: () => w.rows('sys_translation', 'true', []),
      };
    },
  },
};

/** A task of a built-in kind that harms nothing when run (trims logs older than ten years). */
function timeTask(w: World) {
  return { enCode: w.next('mxTask'), fullName: w.next('矩阵任务'), kind: 'system.trimLogs', cron: '0 2 * * *', params: { keepDays: 3650 } };
}
async function freshTimeTask(w: World): Promise<string> {
  return w.viaAdmin('/api/System/TimeTask', timeTask(w));
}
Object.assign(MATRIX, SYSTEM_ROWS);

function billRule(w: World) {
  return { fullName: w.next('矩阵规则'), enCode: w.next('mxNo'), prefix: 'MX', dateFormat: 'none', digit: 4, startNumber: 1, resetBy: 'never' };
}

let province = 0;
/** Six-digit codes under 440300 the seed does not use. */
function provinceCode() {
  province++;
  return `4403${String(50 + province).padStart(2, '0')}`;
}

function flowBody(w: World) {
  return {
    enCode: w.next('mxFlow'),
    fullName: w.next('矩阵流程'),
    category: '矩阵',
    flowTemplateJson: { nodeId: 'start', type: 'start', properties: {}, childNode: { nodeId: 'a', type: 'approver', properties: { assigneeType: 3 } } },
  };
}

/** Release, stop: a fresh flow of admin's, watched whole. */
function flowAction(button: string, url: (id: string) => string): Row {
  return idRow('district data', district('workFlow.flowEngine', button), {
    targets: ['district'],
    table: 'flow_engine',
    fresh: (w) => w.viaAdmin('/api/WorkFlow/FlowEngine', flowBody(w)),
    url,
  });
}

/** A leave launched by a plain teacher of `school`, waiting at their group leader. */
async function runningTask(w: World, school: School): Promise<string> {
  const [peer] = await w.q('SELECT account FROM users WHERE id = $1', [w.peer[school]]);
  const client = await w.server.login(peer.account);
  const flowId = (await w.q(`SELECT id FROM flow_engine WHERE en_code = 'leaveFlow'`))[0].id;
  const r: Reply = await client.post('/api/WorkFlow/FlowTask', { flowId, formData: { days: 1, reason: '矩阵' } });
  if (r.code !== 200) throw new Error(`fixture leave: ${r.code} ${r.msg}`);
  return r.data.id;
}

// ---- 网络硬盘 (issue 17) --------------------------------------------------------------------------
// The target is a fresh folder in a school's space: its own school's members (and the super
// administrator) own it; anyone else, the district's 系统管理员 included (a bureau account), finds
// nothing there (404). The bin is its space's own: the super administrator has no bin of a school.
const diskRule = (bin = false) => (role: Role, target: Target, w: World): Outcome => {
  if (!w.holds(role, 'networkDisk')) return 403;
  if (role === 'admin') return bin ? 404 : 'ok';
  if (role === 'sysadmin') return 404;
  return target === 'own' ? 'ok' : 404;
};
async function diskFolder(w: World, role: Role, target: Target, deleted = false): Promise<string> {
  const school = w.org[w.school(role, target)];
  const [r] = await w.q<{ id: string }>(
    `INSERT INTO disk_node (space, owner_id, school_id, is_folder, name, creator_user_id, deleted_at, deleted_by)
     VALUES ('school', $1, $1, true, $2, $3, CASE WHEN $4 THEN now() END, CASE WHEN $4 THEN $3 END) RETURNING id`,
    [school, w.next('矩阵文件夹'), w.peer[w.school(role, target)], deleted],
  );
  if (deleted) await w.q('UPDATE disk_node SET trash_id = id WHERE id = $1', [r.id]);
  return r.id;
}
const diskRow = (expect: Row['expect'], url: (id: string) => string, body: (id: string, w: World) => unknown, watch: (w: World, id: string) => () => Promise<string>, deleted = false): Row => ({
  area: 'network disk',
  targets: ID_TARGETS,
  expect,
  async prepare(w, role, target) {
    const id = await diskFolder(w, role, target, deleted);
    return { url: url(id), body: body(id, w), watch: watch(w, id) };
  },
});
const nodeWatch = (w: World, id: string) => w.row('disk_node', id);
const childWatch = (w: World, id: string) => w.count('disk_node', 'parent_id = $1', [id]);
Object.assign(MATRIX, {
  'POST /api/Disk/Folder': diskRow(diskRule(), () => '/api/Disk/Folder', (id, w) => ({ space: 'school', parentId: id, name: w.next('矩阵子文件夹') }), childWatch),
  'PUT /api/Disk/Node/:id/Name': diskRow(diskRule(), (id) => `/api/Disk/Node/${id}/Name`, (_id, w) => ({ name: w.next('矩阵改名') }), nodeWatch),
  'POST /api/Disk/Node/Actions/Move': diskRow(diskRule(), () => '/api/Disk/Node/Actions/Move', (id) => ({ ids: [id], space: 'user', parentId: null }), nodeWatch),
  'POST /api/Disk/Node/Actions/Copy': diskRow(diskRule(), () => '/api/Disk/Node/Actions/Copy', (id) => ({ ids: [id], space: 'user', parentId: null }), (w) => w.count('disk_node')),
  'POST /api/Disk/Node/Actions/Delete': diskRow(diskRule(), () => '/api/Disk/Node/Actions/Delete', (id) => ({ ids: [id] }), nodeWatch),
  'POST /api/Disk/Upload': diskRow(diskRule(), () => '/api/Disk/Upload', (id, w) => ({ space: 'school', parentId: id, name: `${w.next('mx')}.txt`, size: 3, headMd5: '900150983cd24fb0d6963f7d28e17f72' }), (w) => w.count('disk_upload')),
  'POST /api/Disk/Share': diskRow(diskRule(), () => '/api/Disk/Share', (id) => ({ nodeId: id, kind: 'link', expireDays: 1 }), (w, id) => w.count('disk_share', 'node_id = $1', [id])),
  'DELETE /api/Disk/Share/:id': {
    area: 'network disk',
    targets: ID_TARGETS,
    expect: diskRule(),
    async prepare(w, role, target) {
      const node = await diskFolder(w, role, target);
      const [s] = await w.q<{ id: string }>(`INSERT INTO disk_share (node_id, creator_user_id, kind, token) VALUES ($1, $2, 'link', $3) RETURNING id`, [node, w.peer[w.school(role, target)], w.next('mxtoken')]);
      return { url: `/api/Disk/Share/${s.id}`, watch: w.row('disk_share', s.id) };
    },
  },
  'POST /api/Disk/Recycle/Actions/Restore': diskRow(diskRule(true), () => '/api/Disk/Recycle/Actions/Restore', (id) => ({ ids: [id] }), nodeWatch, true),
  'POST /api/Disk/Recycle/Actions/Purge': diskRow(diskRule(true), () => '/api/Disk/Recycle/Actions/Purge', (id) => ({ ids: [id] }), nodeWatch, true),
} satisfies Record<string, Row>);
