import type { Client, Reply, TestServer } from '../../support/server';

/*
 * The people and records the route × role matrix plays with. Targets that a cell may change are
 * throw-away rows made per cell (cloned in SQL from seeded ones, so making them is cheap and needs no
 * permission of its own); rows that no cell may change (the super administrator, the caller, a
 * more privileged account) are the real seeded ones.
 */

export const ROLES = ['admin', 'sysadmin', 'school1', 'school2', 'teacher'] as const;
export type Role = (typeof ROLES)[number];

/**
 * own: a record in the caller's school (城东第一中学 for admin, sysadmin, school1 and teacher,
 *      城东实验小学 for school2); other: the same in the other school;
 * superAdmin: the super administrator; self: the caller's own account; above: an account more
 * privileged than the caller in its reach (teacher → school1, a school admin → sysadmin);
 * district: a district-wide record (global role, dictionary, bill rule, province, menu, page design);
 * escalate: a record of the caller's own school made to reach beyond the caller (an account given
 *      the district role 系统管理员, an organisation given a bureau manager);
 * none: a call that names no existing record (a create, a personal setting).
 */
export type Target = 'own' | 'other' | 'superAdmin' | 'self' | 'above' | 'district' | 'escalate' | 'none';
export type School = 'CDYZ' | 'CDSYXX';

/**
 * ok: answered 200. 403/404: exactly that. refused: any of 400/403/404 (either is honest; which
 * one depends on whether the caller may know the record exists). unchanged: any answer without a
 * server error, as long as the target did not change (imports answer 200 listing refused rows).
 */
export type Outcome = 'ok' | 403 | 404 | 'refused' | 'unchanged';

export interface Prepared {
  url: string;
  body?: unknown;
  /** What must not change when the call is refused: a text snapshot of the target's rows. */
  watch(): Promise<string>;
  /** What must not change even when the call is allowed (columns the caller may not see or set). */
  keep?(): Promise<string>;
}

export interface Row {
  area: string;
  targets: Target[];
  expect(role: Role, target: Target, w: World): Outcome;
  prepare(w: World, role: Role, target: Target): Promise<Prepared>;
}

export const DISTRICT: readonly Role[] = ['admin', 'sysadmin'];
export const isDistrict = (role: Role) => DISTRICT.includes(role);

export class World {
  clients = {} as Record<Role, Client>;
  user = {} as Record<Role, string>;
  org = {} as Record<'bureau' | 'CDYZ' | 'CDSYXX', string>;
  /** A plain teacher (role 教师 only) per school, the pattern for throw-away accounts. */
  peer = {} as Record<'CDYZ' | 'CDSYXX', string>;
  homeModuleId = '';
  genderTypeId = '';
  sysAdminRoleId = '';
  private grants = new Map<string, Set<string>>();
  private seq = 0;

  constructor(readonly server: TestServer) {}

  q<T = any>(sql: string, params: unknown[] = []): Promise<T[]> {
    return this.server.database.query<T>(sql, params) as Promise<T[]>;
  }

  /** A code unique in this run (account names, enCodes). */
  next(prefix: string) {
    this.seq++;
    return `${prefix}${process.pid % 1000}x${this.seq}`;
  }

  async load() {
    for (const role of ROLES) this.clients[role] = await this.server.login(role);
    for (const r of await this.q<{ id: string; account: string }>('SELECT id, account FROM users WHERE account = ANY($1::text[])', [[...ROLES]])) {
      this.user[r.account as Role] = r.id;
    }
    const orgs = await this.q<{ id: string; en_code: string }>(`SELECT id, en_code FROM organize WHERE en_code IN ('CDJYJ', 'CDYZ', 'CDSYXX')`);
    for (const o of orgs) this.org[o.en_code === 'CDJYJ' ? 'bureau' : (o.en_code as 'CDYZ' | 'CDSYXX')] = o.id;
    for (const school of ['CDYZ', 'CDSYXX'] as const) {
      const rows = await this.q<{ id: string }>(
        `SELECT u.id FROM users u JOIN user_relation r ON r.user_id = u.id AND r.object_type = 'Role' JOIN role ro ON ro.id = r.object_id
          WHERE u.organize_id = $1 AND u.account LIKE 't%' AND ro.en_code = 'teacher'
            AND NOT EXISTS (SELECT 1 FROM user_relation r2 JOIN role x ON x.id = r2.object_id WHERE r2.user_id = u.id AND x.en_code <> 'teacher')
          ORDER BY u.account LIMIT 1`,
        [this.org[school]],
      );
      this.peer[school] = rows[0].id;
    }
    this.homeModuleId = (await this.q<{ id: string }>(`SELECT id FROM module WHERE en_code = 'home'`))[0].id;
    this.sysAdminRoleId = (await this.q<{ id: string }>(`SELECT id FROM role WHERE en_code = 'sysAdmin'`))[0].id;
    this.genderTypeId = (await this.q<{ id: string }>(`SELECT id FROM dictionary_type WHERE en_code = 'gender'`))[0].id;
    // What the seed grants each demo account through its roles: `menu`, `menu/button`, `menu#column`.
    const held = await this.q<{ account: string; menu: string | null; button: string | null; col: string | null }>(
      `SELECT u.account, coalesce(m.en_code, bm.en_code, cm.en_code) AS menu, b.en_code AS button, c.en_code AS col
         FROM users u
         JOIN user_relation ur ON ur.user_id = u.id AND ur.object_type = 'Role'
         JOIN authorize a ON a.object_type = 'Role' AND a.object_id = ur.object_id AND a.item_type IN ('module', 'button', 'column')
         LEFT JOIN module m ON a.item_type = 'module' AND m.id = a.item_id
         LEFT JOIN module_button b ON a.item_type = 'button' AND b.id = a.item_id
         LEFT JOIN module bm ON bm.id = b.module_id
         LEFT JOIN module_column c ON a.item_type = 'column' AND c.id = a.item_id
         LEFT JOIN module cm ON cm.id = c.module_id
        WHERE u.account = ANY($1::text[])`,
      [[...ROLES]],
    );
    for (const h of held) {
      if (!this.grants.has(h.account)) this.grants.set(h.account, new Set());
      this.grants.get(h.account)!.add(h.button ? `${h.menu}/${h.button}` : h.col ? `${h.menu}#${h.col}` : `${h.menu}`);
    }
  }

  /** Whether the seed grants the role the menu (and the button, when named); admin holds everything. */
  holds(role: Role, menu: string, button?: string) {
    if (role === 'admin') return true;
    const g = this.grants.get(role) ?? new Set();
    return g.has(menu) && (!button || g.has(`${menu}/${button}`));
  }

  /** Whether the seed grants the role the column of the menu's list; admin sees every column. */
  holdsColumn(role: Role, menu: string, column: string) {
    return role === 'admin' || (this.grants.get(role)?.has(`${menu}#${column}`) ?? false);
  }

  /** The school a relative target lies in for this caller. */
  school(role: Role, target: Target): 'CDYZ' | 'CDSYXX' {
    const mine = role === 'school2' ? 'CDSYXX' : 'CDYZ';
    const theirs = role === 'school2' ? 'CDYZ' : 'CDSYXX';
    return target === 'other' ? theirs : mine;
  }

  // ---- throw-away records -------------------------------------------------------------------

  /** A new plain teacher in the school, password TEST_PASSWORD (the clone keeps the seed's hash). */
  async freshUser(school: 'CDYZ' | 'CDSYXX'): Promise<string> {
    const account = this.next('mx');
    const rows = await this.q<{ id: string }>(
      `INSERT INTO users (account, real_name, quick_query, gender, mobile, email, organize_id, department_id, password_hash, sort_code, creator_user_id)
       SELECT $2, real_name, quick_query, gender, NULL, $2 || '@example.cn', organize_id, department_id, password_hash, sort_code, creator_user_id
         FROM users WHERE id = $1 RETURNING id`,
      [this.peer[school], account],
    );
    await this.q(`INSERT INTO user_relation (user_id, object_type, object_id) SELECT $2, object_type, object_id FROM user_relation WHERE user_id = $1`, [
      this.peer[school],
      rows[0].id,
    ]);
    return rows[0].id;
  }

  /** The user id a user-targeted cell acts on. */
  async userTarget(role: Role, target: Target): Promise<string> {
    if (target === 'own' || target === 'other' || target === 'escalate') return this.freshUser(this.school(role, target));
    if (target === 'superAdmin') return this.user.admin;
    if (target === 'self') return this.user[role];
    if (target === 'above') return role === 'teacher' ? this.user.school1 : this.user.sysadmin;
    throw new Error(`no user for target ${target}`);
  }

  async freshOrg(school: 'CDYZ' | 'CDSYXX', category: 'company' | 'department'): Promise<string> {
    const parent = (await this.q<{ tree_path: string; company_id: string }>('SELECT tree_path, company_id FROM organize WHERE id = $1', [this.org[school]]))[0];
    const code = this.next(category === 'company' ? 'MXO' : 'MXD');
    const rows = await this.q<{ id: string }>(
      `INSERT INTO organize (parent_id, category, en_code, full_name, sort_code) VALUES ($1, $2, $3, $4, 50) RETURNING id`,
      [this.org[school], category, code, `矩阵${code}`],
    );
    const id = rows[0].id;
    await this.q('UPDATE organize SET tree_path = $2, company_id = $3 WHERE id = $1', [id, `${parent.tree_path}${id}/`, category === 'company' ? id : parent.company_id]);
    return id;
  }

  async freshPosition(school: 'CDYZ' | 'CDSYXX'): Promise<string> {
    const code = this.next('MXP');
    const rows = await this.q<{ id: string }>(
      `INSERT INTO position (organize_id, full_name, en_code, type, sort_code) VALUES ($1, $2, $3, 'teaching', 50) RETURNING id`,
      [this.org[school], `矩阵岗位${code}`, `${school}.${code}`],
    );
    return rows[0].id;
  }

  /** A school's own role (global_mark 0), or with `school` null a district-wide role (global_mark 1). */
  async freshRole(school: 'CDYZ' | 'CDSYXX' | null): Promise<string> {
    const code = this.next('mxr');
    const rows = await this.q<{ id: string }>(
      `INSERT INTO role (full_name, en_code, type, global_mark, organize_id, sort_code) VALUES ($1, $2, 'user', $3, $4, 50) RETURNING id`,
      [`矩阵角色${code}`, code, school ? 0 : 1, school ? this.org[school] : null],
    );
    return rows[0].id;
  }

  /** A draft notice written by a teacher of the school (notices belong to their author's organisation). */
  async freshNotice(school: 'CDYZ' | 'CDSYXX'): Promise<string> {
    const rows = await this.q<{ id: string }>(
      `INSERT INTO message (type, title, body_text, state, recipients, creator_user_id) VALUES (1, $1, '<p>矩阵</p>', 'draft', $2, $3) RETURNING id`,
      [this.next('矩阵公告'), JSON.stringify({ userIds: [this.peer[school]] }), this.peer[school]],
    );
    return rows[0].id;
  }

  /** A copy of one of the school's student records. */
  async freshStudent(school: School): Promise<{ id: string; data: Record<string, unknown> }> {
    const rows = await this.q<{ id: string; data: Record<string, unknown> }>(
      `INSERT INTO model_record (model_id, data, search_text, organize_id, department_id, creator_user_id)
       SELECT model_id, data, search_text, organize_id, department_id, creator_user_id FROM model_record
        WHERE model_id = 'model-student' AND organize_id = $1 ORDER BY id LIMIT 1 RETURNING id, data`,
      [this.org[school]],
    );
    return rows[0];
  }

  /** A session of the user made by signing in; the caller's own session is never the target. */
  async freshSession(userId: string): Promise<string> {
    const account = (await this.q<{ account: string }>('SELECT account FROM users WHERE id = $1', [userId]))[0].account;
    await this.server.login(account);
    return (await this.q<{ id: string }>('SELECT id FROM user_session WHERE user_id = $1 AND ended_at IS NULL ORDER BY created_at DESC LIMIT 1', [userId]))[0].id;
  }

  /** Made by admin through the API: district-wide records whose shape the server owns. */
  async viaAdmin(url: string, body: unknown): Promise<string> {
    const r: Reply = await this.clients.admin.post(url, body);
    if (r.code !== 200) throw new Error(`fixture ${url}: ${r.code} ${r.msg}`);
    return r.data?.id ?? r.data;
  }

  // ---- snapshots ----------------------------------------------------------------------------

  async rows(table: string, where: string, params: unknown[]): Promise<string> {
    const r = await this.q<{ j: string }>(`SELECT coalesce(json_agg(t ORDER BY t::text), '[]')::text AS j FROM ${table} t WHERE ${where}`, params);
    return r[0].j;
  }

  row = (table: string, id: string) => () => this.rows(table, 'id = $1', [id]);

  count = (table: string, where = 'true', params: unknown[] = []) => async () =>
    String((await this.q<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params))[0].n);

  /** Everything that makes up an account: its row, roles and positions, grants, menu settings, sessions. */
  account = (id: string) => async () =>
    [
      await this.rows('users', 'id = $1', [id]),
      await this.rows('user_relation', 'user_id = $1', [id]),
      await this.rows('authorize', `object_type = 'User' AND object_id = $1`, [id]),
      await this.rows('module_user', 'user_id = $1', [id]),
      await this.rows('(SELECT id, user_id, ended_at, ended_reason FROM user_session) ', 'user_id = $1', [id]),
    ].join('\n');

  // ---- putting the demo accounts back ---------------------------------------------------------

  private saved: Record<string, unknown[]>[] = [];
  private sessionOf = {} as Record<Role, string>;

  /** Remembers the demo accounts as seeded, and which session each client holds. */
  async remember() {
    const ids = ROLES.map((r) => this.user[r]);
    this.saved = [];
    for (const [table, col] of [
      ['users', 'id'],
      ['user_relation', 'user_id'],
      ['module_user', 'user_id'],
    ] as const) {
      this.saved.push({ [table]: await this.q(`SELECT * FROM ${table} WHERE ${col} = ANY($1::text[])`, [ids]) });
    }
    this.saved.push({ authorize: await this.q(`SELECT * FROM authorize WHERE object_type = 'User' AND object_id = ANY($1::text[])`, [ids]) });
    for (const role of ROLES) await this.rememberSession(role);
  }

  private async rememberSession(role: Role) {
    this.sessionOf[role] = (
      await this.q<{ id: string }>('SELECT id FROM user_session WHERE user_id = $1 AND ended_at IS NULL ORDER BY created_at DESC LIMIT 1', [this.user[role]])
    )[0].id;
  }

  /**
   * After a cell changed a demo account it must not have (teacher disabling school1 …), the
   * accounts are put back as seeded and ended sessions signed in again, so one hole does not
   * turn every later cell of that caller into noise.
   */
  async restore() {
    const ids = ROLES.map((r) => this.user[r]);
    await this.q(`DELETE FROM user_relation WHERE user_id = ANY($1::text[])`, [ids]);
    await this.q(`DELETE FROM module_user WHERE user_id = ANY($1::text[])`, [ids]);
    await this.q(`DELETE FROM authorize WHERE object_type = 'User' AND object_id = ANY($1::text[])`, [ids]);
    for (const snap of this.saved) {
      for (const [table, rows] of Object.entries(snap)) {
        for (const row of rows as Record<string, unknown>[]) {
          const cols = Object.keys(row);
          const values = cols.map((c) => row[c]);
          const set = cols.map((c, i) => `${c} = $${i + 1}`).join(', ');
          if (table === 'users') await this.q(`UPDATE users SET ${set} WHERE id = $${cols.length + 1}`, [...values, row.id]);
          else await this.q(`INSERT INTO ${table} (${cols.join(', ')}) VALUES (${cols.map((_, i) => `$${i + 1}`).join(', ')}) ON CONFLICT DO NOTHING`, values);
        }
      }
    }
    await this.server.app.sessions.evict([], ids);
    this.server.app.access.invalidate();
    for (const role of ROLES) {
      const ended = await this.q<{ ended_at: string | null }>('SELECT ended_at FROM user_session WHERE id = $1', [this.sessionOf[role]]);
      if (!ended[0] || ended[0].ended_at) {
        this.clients[role] = await this.server.login(role);
        await this.rememberSession(role);
      }
    }
  }

  grantsOf = (objectType: string, id: string) => () => this.rows('authorize', 'object_type = $1 AND object_id = $2', [objectType, id]);
}
