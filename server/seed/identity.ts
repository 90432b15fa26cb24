import type { Database } from '../db/client';
import { hashPassword, md5 } from '../auth/password';
import { quickQuery } from '../kit/quickQuery';
import { nameGenerator } from './names';
import { menuCatalogue, type SeedMenu } from './menuCatalogue';

/** Demo accounts named in the README, one per seeded role. */
export const DEMO_ACCOUNTS = {
  sysadmin: { account: 'sysadmin', realName: '李建国', role: 'sysAdmin' },
  schoolAdmin: { account: 'school1', realName: '王淑珍', role: 'schoolAdmin' },
  teacher: { account: 'teacher', realName: '张晓燕', role: 'teacher' },
} as const;

interface Ctx {
  db: Database;
  moduleIds: Map<string, string>;
}

async function insertMenu(ctx: Ctx, m: SeedMenu, parentId: string, sort: number) {
  const rows = await ctx.db.query<{ id: string }>(
    `INSERT INTO module (parent_id, type, en_code, full_name, icon, url_address, link_target, property_json, sort_code, is_hidden, use_data_permission)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
    [
      parentId, m.type, m.enCode, m.fullName, m.icon ?? '', m.urlAddress ?? '', m.linkTarget ?? '_self',
      JSON.stringify(m.propertyJson ?? {}), sort, m.hidden ? 1 : 0, m.dataPermission ? 1 : 0,
    ],
  );
  const id = rows[0].id;
  ctx.moduleIds.set(m.enCode, id);
  const buttons = m.buttons ?? (m.type === 1 ? [] : []);
  for (const [i, [code, name]] of buttons.entries()) {
    await ctx.db.query('INSERT INTO module_button (module_id, en_code, full_name, sort_code) VALUES ($1, $2, $3, $4)', [id, code, name, i]);
  }
  for (const [i, [code, name]] of (m.columns ?? []).entries()) {
    await ctx.db.query('INSERT INTO module_column (module_id, en_code, full_name, sort_code) VALUES ($1, $2, $3, $4)', [id, code, name, i]);
  }
  if (m.dataPermission) {
    const schemes: [string, string, string][] = [
      ['all', '全部数据', 'all'],
      ['organizeAndBelow', '本组织及下级', 'organizeAndBelow'],
      ['organize', '本组织', 'organize'],
      ['department', '本部门', 'department'],
      ['self', '本人数据', 'self'],
    ];
    for (const [i, [code, name, scope]] of schemes.entries()) {
      await ctx.db.query('INSERT INTO module_data_scheme (module_id, en_code, full_name, scope, sort_code) VALUES ($1, $2, $3, $4, $5)', [id, code, name, scope, i]);
    }
  }
  for (const [i, child] of (m.children ?? []).entries()) await insertMenu(ctx, child, id, i);
}

export async function seedMenus(db: Database) {
  const ctx: Ctx = { db, moduleIds: new Map() };
  for (const [i, m] of menuCatalogue.entries()) await insertMenu(ctx, m, '-1', i);
  return ctx.moduleIds;
}

async function org(
  db: Database,
  parent: { id: string; path: string; companyId: string } | null,
  category: 'company' | 'department',
  enCode: string,
  fullName: string,
  sort: number,
) {
  const rows = await db.query<{ id: string }>(
    `INSERT INTO organize (parent_id, category, en_code, full_name, sort_code) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [parent?.id ?? '-1', category, enCode, fullName, sort],
  );
  const id = rows[0].id;
  const path = `${parent?.path ?? '/'}${id}/`;
  // company_id: the organisation a department belongs to (itself for an organisation).
  const companyId = category === 'company' ? id : parent!.companyId;
  await db.query('UPDATE organize SET tree_path = $2, company_id = $3 WHERE id = $1', [id, path, companyId]);
  return { id, path, companyId };
}

async function grant(db: Database, objectType: 'Role' | 'Position' | 'User', objectId: string, itemType: string, itemIds: string[]) {
  if (!itemIds.length) return;
  await db.query(
    `INSERT INTO authorize (item_type, item_id, object_type, object_id)
     SELECT $1, unnest($2::text[]), $3, $4 ON CONFLICT DO NOTHING`,
    [itemType, itemIds, objectType, objectId],
  );
}

/** Grants a role the menus matched by `menuFilter` (with their ancestors), their buttons and columns. */
async function grantMenus(
  db: Database,
  roleId: string,
  moduleIds: Map<string, string>,
  menuFilter: (enCode: string) => boolean,
  opts: { buttons?: (menu: string, button: string) => boolean; columns?: (menu: string, column: string) => boolean; scheme?: (menu: string) => string | null } = {},
) {
  const chosen = [...moduleIds.keys()].filter(menuFilter);
  const withParents = new Set<string>();
  for (const code of chosen) {
    const parts = code.split('.');
    for (let i = 1; i <= parts.length; i++) {
      const c = parts.slice(0, i).join('.');
      if (moduleIds.has(c)) withParents.add(c);
    }
  }
  await grant(db, 'Role', roleId, 'module', [...withParents].map((c) => moduleIds.get(c)!));
  const ids = [...withParents].map((c) => moduleIds.get(c)!);
  const buttons = await db.query<{ id: string; en_code: string; module_code: string }>(
    'SELECT b.id, b.en_code, m.en_code AS module_code FROM module_button b JOIN module m ON m.id = b.module_id WHERE b.module_id = ANY($1::text[])',
    [ids],
  );
  await grant(db, 'Role', roleId, 'button', buttons.filter((b) => (opts.buttons ? opts.buttons(b.module_code, b.en_code) : true)).map((b) => b.id));
  const columns = await db.query<{ id: string; en_code: string; module_code: string }>(
    'SELECT c.id, c.en_code, m.en_code AS module_code FROM module_column c JOIN module m ON m.id = c.module_id WHERE c.module_id = ANY($1::text[])',
    [ids],
  );
  await grant(db, 'Role', roleId, 'column', columns.filter((c) => (opts.columns ? opts.columns(c.module_code, c.en_code) : true)).map((c) => c.id));
  const schemes = await db.query<{ id: string; en_code: string; module_code: string }>(
    'SELECT s.id, s.en_code, m.en_code AS module_code FROM module_data_scheme s JOIN module m ON m.id = s.module_id WHERE s.module_id = ANY($1::text[])',
    [ids],
  );
  await grant(db, 'Role', roleId, 'resource', schemes.filter((s) => (opts.scheme ? opts.scheme(s.module_code) === s.en_code : s.en_code === 'all')).map((s) => s.id));
}

export interface SeedResult {
  adminId: string;
  orgIds: Record<string, string>;
}

/**
 * The admin alone (SEED_DEMO=false), or a believable district: a bureau, three schools with
 * departments and positions, a few hundred staff, and three roles with different grants.
 */
export async function seedIdentity(db: Database, opts: { adminPassword: string; demoPassword: string; demo: boolean }): Promise<SeedResult> {
  const moduleIds = await seedMenus(db);
  const bureau = await org(db, null, 'company', 'CDJYJ', '城东区教育局', 0);
  const adminHash = await hashPassword(md5(opts.adminPassword));
  const adminRows = await db.query<{ id: string }>(
    `INSERT INTO users (account, real_name, quick_query, gender, organize_id, is_administrator, password_hash, mobile, email)
     VALUES ('admin', '超级管理员', 'cjgly', 1, $1, true, $2, '13800000000', 'admin@educloud.cn') RETURNING id`,
    [bureau.id, adminHash],
  );
  const adminId = adminRows[0].id;
  const orgIds: Record<string, string> = { bureau: bureau.id };
  if (!opts.demo) return { adminId, orgIds };

  const demoHash = await hashPassword(md5(opts.demoPassword));
  const gen = nameGenerator();
  const roles: Record<string, string> = {};
  for (const [i, [code, name, desc]] of [
    ['sysAdmin', '系统管理员', '全区系统管理，拥有全部菜单与全部数据'],
    ['schoolAdmin', '学校管理员', '管理本校的组织、用户与基础数据'],
    ['teacher', '教师', '查看本部门教师与学生信息，提交请假申请'],
  ].entries()) {
    const r = await db.query<{ id: string }>(
      'INSERT INTO role (full_name, en_code, type, description, sort_code) VALUES ($1, $2, $3, $4, $5) RETURNING id',
      [name, code, 'user', desc, i],
    );
    roles[code] = r[0].id;
  }
  await grantMenus(db, roles.sysAdmin, moduleIds, () => true);
  await grantMenus(db, roles.schoolAdmin, moduleIds, (c) => /^(home|permission|systemData\.dictionary|system\.(notice|log|billRule)|campus|workFlow|familyEducation|networkDisk|teacherSpace|space|application)/.test(c) && c !== 'permission.onlineUser', {
    scheme: () => 'organizeAndBelow',
  });
  // Teachers see colleagues but may not add users; they see no phone or e-mail column.
  await grantMenus(db, roles.teacher, moduleIds, (c) => /^(home|permission\.user|campus|workFlow\.(flowLaunch|flowTodo|flowDone|flowCirculate)|familyEducation|networkDisk|teacherSpace|space|application)/.test(c), {
    buttons: (menu, b) => !(menu === 'permission.user' && b !== 'btn_edit') && !(menu === 'campus.student' && b === 'btn_remove'),
    columns: (menu, c) => !(menu === 'permission.user' && (c === 'mobile' || c === 'email')) && !(menu === 'campus.student' && c === 'idCard'),
    scheme: (menu) => (menu === 'permission.user' ? 'organize' : menu === 'campus.leave' ? 'self' : 'organize'),
  });

  const schools = [
    ['CDYZ', '城东第一中学', 'school1'],
    ['CDSYXX', '城东实验小学', 'school2'],
    ['CDEZ', '城东第二中学', 'school3'],
  ] as const;
  const deptNames = [
    ['XZB', '校长办公室'], ['JWC', '教务处'], ['DYC', '德育处'], ['ZWC', '总务处'],
    ['YWZ', '语文教研组'], ['SXZ', '数学教研组'], ['YYZ', '英语教研组'], ['LKZ', '理科综合教研组'],
  ] as const;
  const bureauDepts = [['BGS', '办公室'], ['JCJYK', '基础教育科'], ['XXZX', '信息中心']] as const;
  const positionNames = [['XZ', '校长'], ['JWZR', '教务主任'], ['BZR', '班主任'], ['RKJS', '任课教师']] as const;
  let userNo = 0;
  const newUser = async (
    o: { id: string },
    dept: { id: string } | null,
    fixed: { account?: string; realName?: string } = {},
    relations: { roles?: string[]; positions?: string[] } = {},
  ) => {
    userNo++;
    const n = gen.name();
    const realName = fixed.realName ?? n.realName;
    const account = fixed.account ?? `t${String(userNo).padStart(4, '0')}`;
    const r = await db.query<{ id: string }>(
      `INSERT INTO users (account, real_name, quick_query, gender, mobile, email, organize_id, department_id, password_hash, sort_code, creator_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [account, realName, quickQuery(realName), n.gender, gen.mobile(), `${account}@educloud.cn`, o.id, dept?.id ?? null, demoHash, userNo, adminId],
    );
    for (const id of relations.roles ?? []) await db.query(`INSERT INTO user_relation (user_id, object_type, object_id) VALUES ($1, 'Role', $2)`, [r[0].id, id]);
    for (const id of relations.positions ?? []) await db.query(`INSERT INTO user_relation (user_id, object_type, object_id) VALUES ($1, 'Position', $2)`, [r[0].id, id]);
    return r[0].id;
  };

  const bureauDeptIds = [];
  for (const [i, [code, name]] of bureauDepts.entries()) bureauDeptIds.push(await org(db, bureau, 'department', code, name, i));
  await newUser(bureau, bureauDeptIds[2], { account: DEMO_ACCOUNTS.sysadmin.account, realName: DEMO_ACCOUNTS.sysadmin.realName }, { roles: [roles.sysAdmin] });
  for (let i = 0; i < 12; i++) await newUser(bureau, bureauDeptIds[i % 3], {}, { roles: [roles.teacher] });

  for (const [si, [code, name, key]] of schools.entries()) {
    const school = await org(db, bureau, 'company', code, name, si + 1);
    orgIds[key] = school.id;
    const depts = [];
    for (const [di, [dc, dn]] of deptNames.entries()) depts.push(await org(db, school, 'department', `${code}.${dc}`, dn, di));
    const pos: Record<string, string> = {};
    for (const [pi, [pc, pn]] of positionNames.entries()) {
      const r = await db.query<{ id: string }>(
        'INSERT INTO position (organize_id, full_name, en_code, type, sort_code) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [school.id, pn, `${code}.${pc}`, pi < 2 ? 'management' : 'teaching', pi],
      );
      pos[pc] = r[0].id;
    }
    await newUser(school, depts[0], si === 0 ? { account: DEMO_ACCOUNTS.schoolAdmin.account, realName: DEMO_ACCOUNTS.schoolAdmin.realName } : { account: `school${si + 1}` }, { roles: [roles.schoolAdmin], positions: [pos.XZ] });
    await newUser(school, depts[1], {}, { roles: [roles.schoolAdmin], positions: [pos.JWZR] });
    if (si === 0) {
      await newUser(school, depts[4], { account: DEMO_ACCOUNTS.teacher.account, realName: DEMO_ACCOUNTS.teacher.realName }, { roles: [roles.teacher], positions: [pos.BZR, pos.RKJS] });
    }
    for (let i = 0; i < 90; i++) {
      const dept = depts[4 + (i % 4)];
      await newUser(school, dept, {}, { roles: [roles.teacher], positions: i % 5 === 0 ? [pos.BZR, pos.RKJS] : [pos.RKJS] });
    }
  }
  return { adminId, orgIds };
}
