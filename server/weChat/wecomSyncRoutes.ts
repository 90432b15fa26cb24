import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { langOf, say } from '../http/language';
import { ok } from '../http/reply';
import { IdParams, Nullable, Type, Where, answers, envelope, epochMs, inReach, listAnswer, listOnly, listPage, listQuery, one, quickQuery, rows, schoolCaller, typed } from '../kit';
import type { Queryable } from '../db/client';
import { escapeLike } from '../permission/dataScopeSql';
import { generatePassword, hashPassword, md5 } from '../auth/password';
import { WxError, type WeChatClient } from './client';
import { basisOf, planSync, type Change, type DeptRef, type DiffInput, type Direction, type Plan } from './wecomDiff';

/*
 * 企业号组织: two-way sync of departments and members between WeCom and our organisations and users.
 * Preview computes the plan (wecomDiff.ts) and keeps it with a fingerprint of the data; apply
 * recomputes from fresh data and refuses a preview the data has moved on from, then runs each change
 * on its own, collecting failures (WeCom's errcode/errmsg) instead of stopping, and keeps the report.
 * A scoped admin (a school's) previews, applies and reads the history of their own subtree only.
 */
const MENU = 'weChat.qyDepartment';
const PREVIEW_TTL_MIN = 30;
/** Changes run in batches, each change alone: one refused member does not stop the others. */
const BATCH = 50;

const Counts = Type.Object({ create: Type.Integer(), update: Type.Integer(), delete: Type.Integer(), unchanged: Type.Integer() });
const AppliedCounts = Type.Object({ create: Type.Integer(), update: Type.Integer(), delete: Type.Integer(), failed: Type.Integer() });
const FieldChange = Type.Object({ field: Type.String(), from: Type.String(), to: Type.String() });
const ChangeRow = Type.Object({
  key: Type.String(),
  entity: Type.String(),
  op: Type.String(),
  target: Type.String(),
  name: Type.String(),
  fields: Type.Array(FieldChange),
});
const Failure = Type.Object({ key: Type.String(), entity: Type.String(), op: Type.String(), name: Type.String(), errcode: Nullable(Type.Integer()), errmsg: Type.String() });
const SyncRow = Type.Object({
  id: Type.String(),
  direction: Type.String(),
  organizeId: Type.String(),
  organizeName: Type.String(),
  status: Type.String(),
  counts: Counts,
  appliedCounts: Nullable(AppliedCounts),
  createdByName: Type.String(),
  createdAt: Type.Number(),
  appliedAt: Nullable(Type.Number()),
});
const SyncDetail = Type.Object({ ...SyncRow.properties, changes: Type.Array(ChangeRow), failures: Type.Array(Failure) });
const COLUMNS = `s.id, s.direction, s.organize_id, s.organize_name, s.status, s.counts, s.applied_counts, coalesce(u.real_name, '') AS created_by_name,
  ${epochMs('s.created_at')} AS created_at, CASE WHEN s.applied_at IS NULL THEN NULL ELSE ${epochMs('s.applied_at')} END AS applied_at`;
const FROM = 'FROM wecom_sync s LEFT JOIN users u ON u.id = s.created_by';
const ScopeOrg = Type.Object({ id: Type.String(), fullName: Type.String(), treePath: Type.String(), linked: Type.Boolean() });
const OrgRow = Type.Object({ id: Type.String(), fullName: Type.String(), treePath: Type.String(), parentId: Type.String() });

interface RemoteDeptAnswer {
  id: number;
  parentid: number;
  name: string;
  order?: number;
}
interface RemoteUserAnswer {
  userid: string;
  name: string;
  department?: number[];
  main_department?: number;
  mobile?: string;
  email?: string;
}
type Failed = { key: string; entity: string; op: string; name: string; errcode: number | null; errmsg: string };

export default async function weComSyncRoutes(instance: FastifyInstance, opts: { client: WeChatClient }) {
  const app = typed(instance);
  const db = app.database;
  const { client } = opts;
  const tags = ['WeChat'];

  /** The caller's reach: null for everything (the super administrator), else their organisation's tree path. */
  async function reachOf(req: FastifyRequest): Promise<string | null> {
    const c = await schoolCaller(req);
    return c.isAdministrator ? null : c.orgPath;
  }
  const within = (reach: string | null, path: string) => inReach({ isAdministrator: reach === null, orgPath: reach ?? '' }, path);

  async function rootOf(req: FastifyRequest, organizeId: string | undefined) {
    const reach = await reachOf(req);
    const id = organizeId ?? (reach === null ? null : req.user.organizeId);
    const org = id
      ? await one(db, OrgRow, 'SELECT id, full_name, tree_path, parent_id FROM organize WHERE id = $1', [id])
      : await one(db, OrgRow, `SELECT id, full_name, tree_path, parent_id FROM organize WHERE parent_id = '-1' ORDER BY sort_code, id LIMIT 1`);
    if (!org || !within(reach, org.treePath)) throw new ApiError(Code.Forbidden, t('wxSyncOutOfReach'));
    const link = await db.query<{ wecom_id: string }>(`SELECT wecom_id FROM wecom_link WHERE kind = 'department' AND local_id = $1`, [org.id]);
    // The top organisation is WeCom's top department (id 1) until linked otherwise.
    const remoteId = link[0] ? Number(link[0].wecom_id) : org.parentId === '-1' ? 1 : null;
    if (remoteId === null) throw new ApiError(Code.BadRequest, t('wxSyncRootUnlinked'));
    return { org, remoteId };
  }

  /** Both sides' data for one subtree, as the diff takes it. */
  async function gather(req: FastifyRequest, direction: Direction, organizeId: string | undefined): Promise<{ input: DiffInput; org: Awaited<ReturnType<typeof rootOf>>['org'] }> {
    const { org, remoteId } = await rootOf(req, organizeId);
    const prefix = `${escapeLike(org.treePath)}%`;
    const localDepts = await rows(db, Type.Object({ id: Type.String(), parentId: Type.String(), name: Type.String(), sortCode: Type.Integer() }),
      'SELECT id, parent_id, full_name AS name, sort_code FROM organize WHERE tree_path LIKE $1', [prefix]);
    const localUsers = await rows(
      db,
      Type.Object({ id: Type.String(), account: Type.String(), name: Type.String(), mobile: Type.String(), email: Type.String(), deptId: Type.String(), isAdministrator: Type.Boolean() }),
      `SELECT u.id, u.account, u.real_name AS name, coalesce(u.mobile, '') AS mobile, coalesce(u.email, '') AS email, coalesce(u.department_id, u.organize_id) AS dept_id, u.is_administrator
         FROM users u JOIN organize o ON o.id = coalesce(u.department_id, u.organize_id) WHERE o.tree_path LIKE $1`,
      [prefix],
    );
    const d = await client.call('qy', '/cgi-bin/department/list', { query: { id: String(remoteId) } });
    const remoteDepts = ((d.department as RemoteDeptAnswer[] | undefined) ?? []).map((x) => ({ id: x.id, parentid: x.parentid, name: x.name, order: x.order ?? 0 }));
    const inTree = new Set(remoteDepts.map((x) => x.id));
    const members = new Map<string, RemoteUserAnswer>();
    // One department at a time (user/list without fetch_child, as Tencent documents it today).
    for (const dept of remoteDepts) {
      const a = await client.call('qy', '/cgi-bin/user/list', { query: { department_id: String(dept.id) } });
      for (const u of (a.userlist as RemoteUserAnswer[] | undefined) ?? []) members.set(u.userid, u);
    }
    const remoteUsers = [...members.values()].map((u) => ({
      userid: u.userid,
      name: u.name,
      mobile: u.mobile ?? '',
      email: u.email ?? '',
      dept: u.main_department && inTree.has(u.main_department) ? u.main_department : (u.department ?? []).find((x) => inTree.has(x)) ?? remoteId,
    }));
    const localIds = new Set([...localDepts.map((x) => x.id), ...localUsers.map((x) => x.id)]);
    const links = await db.query<{ kind: string; local_id: string; wecom_id: string }>('SELECT kind, local_id, wecom_id FROM wecom_link WHERE local_id = ANY($1::text[])', [[...localIds]]);
    const admins = await db.query<{ id: string }>('SELECT id FROM users WHERE is_administrator');
    return {
      org,
      input: {
        direction,
        root: { localId: org.id, remoteId },
        localDepts,
        localUsers,
        remoteDepts,
        remoteUsers,
        links: {
          dept: links.filter((l) => l.kind === 'department').map((l) => [l.local_id, Number(l.wecom_id)]),
          user: links.filter((l) => l.kind === 'user').map((l) => [l.local_id, l.wecom_id]),
        },
        protectedUserIds: [...new Set([req.user.id, ...admins.map((a) => a.id)])],
      },
    };
  }

  app.get(
    '/api/WeChat/QySync/Scope',
    { schema: { tags, summary: '可同步的组织（本人可及范围）', response: answers(listOnly(ScopeOrg)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const reach = await reachOf(req);
      const list = await rows(
        db,
        ScopeOrg,
        `SELECT o.id, o.full_name, o.tree_path, EXISTS (SELECT 1 FROM wecom_link l WHERE l.kind = 'department' AND l.local_id = o.id) AS linked
           FROM organize o WHERE o.category = 'company' AND o.tree_path LIKE $1 ORDER BY o.tree_path`,
        [reach === null ? '%' : `${escapeLike(reach)}%`],
      );
      return ok({ list });
    },
  );

  app.post(
    '/api/WeChat/QySync/Preview',
    {
      schema: {
        tags,
        summary: '预览同步变更（不写入任何一方）',
        body: Type.Object({ direction: Type.Union([Type.Literal('toLocal'), Type.Literal('toWecom')]), organizeId: Type.Optional(Type.String({ maxLength: 64 })) }, { additionalProperties: false }),
        response: answers(envelope(Type.Object({ id: Type.String(), organizeName: Type.String(), counts: Counts, changes: Type.Array(ChangeRow) }))),
      },
      config: { access: { menu: MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { input, org } = await gather(req, req.body.direction, req.body.organizeId);
      const plan = planSync(input);
      const saved = await db.query<{ id: string }>(
        `INSERT INTO wecom_sync (direction, organize_id, organize_path, organize_name, basis, changes, counts, created_by) VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8) RETURNING id`,
        [input.direction, org.id, org.treePath, org.fullName, basisOf(input), JSON.stringify(plan.changes), JSON.stringify(plan.counts), req.user.id],
      );
      return ok({ id: saved[0].id, organizeName: org.fullName, counts: plan.counts, changes: plan.changes });
    },
  );

  app.post(
    '/api/WeChat/QySync/:id/Apply',
    { schema: { tags, summary: '按预览应用同步（数据已变化时拒绝）', params: IdParams, response: answers(envelope(SyncDetail)) }, config: { access: { menu: MENU, button: 'btn_edit' } } },
    async (req) => {
      const reach = await reachOf(req);
      const stored = await one(
        db,
        Type.Object({ direction: Type.Union([Type.Literal('toLocal'), Type.Literal('toWecom')]), organizeId: Type.String(), organizePath: Type.String(), status: Type.String(), basis: Type.String(), fresh: Type.Boolean() }),
        `SELECT direction, organize_id, organize_path, status, basis, created_at > now() - make_interval(mins => $2) AS fresh FROM wecom_sync WHERE id = $1`,
        [req.params.id, PREVIEW_TTL_MIN],
      );
      if (!stored || !within(reach, stored.organizePath)) throw new ApiError(Code.NotFound, t('notFound'));
      if (stored.status !== 'preview' || !stored.fresh) throw new ApiError(Code.Conflict, t('wxSyncUsed'));
      const { input } = await gather(req, stored.direction, stored.organizeId);
      if (basisOf(input) !== stored.basis) throw new ApiError(Code.Conflict, t('wxSyncStale'));
      // Claimed once: a second apply of the same preview (a double click, another admin) is refused.
      const claimed = await db.query(`UPDATE wecom_sync SET status = 'applied', applied_by = $2, applied_at = now() WHERE id = $1 AND status = 'preview' RETURNING id`, [req.params.id, req.user.id]);
      if (!claimed.length) throw new ApiError(Code.Conflict, t('wxSyncUsed'));
      const plan = planSync(input);
      const failures: Failed[] = [];
      const done = { create: 0, update: 0, delete: 0 };
      const run = new Runner(db, client, input.root, plan.pairs, req.user.id);
      await run.keepPairs();
      for (let i = 0; i < plan.changes.length; i += BATCH) {
        for (const change of plan.changes.slice(i, i + BATCH)) {
          try {
            await run.apply(change);
            done[change.op]++;
          } catch (err) {
            failures.push({ key: change.key, entity: change.entity, op: change.op, name: change.name, ...failureOf(err, req) });
          }
        }
      }
      const applied = { ...done, failed: failures.length };
      await db.query('UPDATE wecom_sync SET applied_counts = $2::jsonb, failures = $3::jsonb WHERE id = $1', [req.params.id, JSON.stringify(applied), JSON.stringify(failures)]);
      if (run.localUsersTouched.length) {
        await app.sessions.evict([], run.localUsersTouched);
        app.access.invalidate();
      }
      return ok(await detail(req.params.id), say(req, 'wxSyncDone', { ...done, failed: failures.length }));
    },
  );

  async function detail(id: string) {
    const row = await one(db, Type.Object({ ...SyncRow.properties, changes: Type.Array(ChangeRow), failures: Type.Array(Failure) }), `SELECT ${COLUMNS}, s.changes, s.failures ${FROM} WHERE s.id = $1`, [id]);
    return row!;
  }

  app.get(
    '/api/WeChat/QySync',
    { schema: { tags, summary: '同步记录', querystring: listQuery({}), response: answers(listAnswer(SyncRow)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const reach = await reachOf(req);
      const where = new Where().keyword(req.query.keyword, ['s.organize_name']);
      if (reach !== null) where.and(`s.organize_path LIKE ${where.param(`${escapeLike(reach)}%`)}`);
      return listPage(db, req.query, { row: SyncRow, columns: COLUMNS, from: FROM, where, sorts: { createdAt: 's.created_at' }, order: 's.created_at DESC', tieBreak: 's.id' });
    },
  );

  app.get(
    '/api/WeChat/QySync/:id',
    { schema: { tags, summary: '同步报告', params: IdParams, response: answers(envelope(SyncDetail)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const reach = await reachOf(req);
      const path = await db.query<{ organize_path: string }>('SELECT organize_path FROM wecom_sync WHERE id = $1', [req.params.id]);
      if (!path[0] || !within(reach, path[0].organize_path)) throw new ApiError(Code.NotFound, t('notFound'));
      return ok(await detail(req.params.id));
    },
  );
}

function failureOf(err: unknown, req: FastifyRequest): { errcode: number | null; errmsg: string } {
  if (err instanceof WxError) {
    const d = err.data as { errcode?: number; errmsg?: string } | null;
    return { errcode: d?.errcode ?? null, errmsg: String(d?.errmsg ?? err.message) };
  }
  if (err instanceof ApiError) return { errcode: null, errmsg: err.text.render(langOf(req)) };
  // A constraint of ours (a mobile number an enabled account already uses, …).
  const code = (err as { code?: string }).code;
  if (code === '23505' && /mobile/.test(String((err as Error).message))) return { errcode: null, errmsg: t('mobileTaken').render(langOf(req)) };
  return { errcode: null, errmsg: String((err as Error).message ?? err).slice(0, 300) };
}

/** Runs one plan's changes, keeping the department links current as creates give new ids. */
class Runner {
  private readonly l2r = new Map<string, number>();
  private readonly r2l = new Map<number, string>();
  readonly localUsersTouched: string[] = [];

  constructor(
    private readonly db: Queryable & { transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> },
    private readonly client: WeChatClient,
    private readonly root: DiffInput['root'],
    private readonly pairs: Plan['pairs'],
    private readonly callerId: string,
  ) {
    for (const [l, r] of pairs.dept) this.remember(l, r);
  }

  private remember(local: string, remote: number) {
    this.l2r.set(local, remote);
    this.r2l.set(remote, local);
  }

  /** Records paired by name or account become links: a later rename on either side stays the same record. */
  async keepPairs() {
    for (const [l, r] of this.pairs.dept) await this.link('department', l, String(r));
    for (const [l, r] of this.pairs.user) await this.link('user', l, r);
  }

  private async link(kind: 'department' | 'user', local: string, remote: string, db: Queryable = this.db) {
    await db.query(`DELETE FROM wecom_link WHERE kind = $1 AND wecom_id = $2 AND local_id <> $3`, [kind, remote, local]);
    await db.query(`INSERT INTO wecom_link (kind, local_id, wecom_id) VALUES ($1, $2, $3) ON CONFLICT (kind, local_id) DO UPDATE SET wecom_id = excluded.wecom_id, linked_at = now()`, [kind, local, remote]);
  }

  private localDept(ref: DeptRef | undefined): string {
    const id = !ref ? undefined : 'local' in ref ? ref.local : this.r2l.get(ref.remote);
    if (!id) throw new ApiError(Code.BadRequest, t('wxSyncParentMissing'));
    return id;
  }

  private remoteDept(ref: DeptRef | undefined): number {
    const id = !ref ? undefined : 'remote' in ref ? ref.remote : this.l2r.get(ref.local);
    if (id === undefined) throw new ApiError(Code.BadRequest, t('wxSyncParentMissing'));
    return id;
  }

  async apply(c: Change): Promise<void> {
    const v = c.values;
    if (c.target === 'wecom') {
      if (c.entity === 'department') {
        if (c.op === 'create') {
          const a = await this.client.call('qy', '/cgi-bin/department/create', { method: 'POST', body: { name: v!.name, parentid: this.remoteDept(v!.parent), order: v!.order ?? 0 } });
          this.remember(c.localId!, Number(a.id));
          await this.link('department', c.localId!, String(a.id));
        } else if (c.op === 'update') {
          await this.client.call('qy', '/cgi-bin/department/update', { method: 'POST', body: { id: Number(c.remoteId), name: v!.name, parentid: this.remoteDept(v!.parent) } });
        } else {
          await this.client.call('qy', '/cgi-bin/department/delete', { query: { id: c.remoteId! } });
          await this.db.query(`DELETE FROM wecom_link WHERE kind = 'department' AND wecom_id = $1`, [c.remoteId]);
        }
        return;
      }
      if (c.op === 'delete') {
        await this.client.call('qy', '/cgi-bin/user/delete', { query: { userid: c.remoteId! } });
        await this.db.query(`DELETE FROM wecom_link WHERE kind = 'user' AND wecom_id = $1`, [c.remoteId]);
        return;
      }
      const dept = this.remoteDept(v!.dept);
      const body = { userid: v!.account, name: v!.name, department: [dept], main_department: dept, ...(v!.mobile ? { mobile: v!.mobile } : {}), ...(v!.email ? { email: v!.email } : {}) };
      await this.client.call('qy', c.op === 'create' ? '/cgi-bin/user/create' : '/cgi-bin/user/update', { method: 'POST', body });
      await this.link('user', c.localId!, v!.account!);
      return;
    }
    // Our side: each change whole or not at all.
    await this.db.transaction(async (tx) => {
      if (c.entity === 'department') await this.localDepartment(tx, c);
      else await this.localUser(tx, c);
    });
  }

  private async localDepartment(tx: Queryable, c: Change) {
    const v = c.values;
    if (c.op === 'delete') {
      const busy = await tx.query(
        `SELECT 1 WHERE EXISTS (SELECT 1 FROM organize WHERE parent_id = $1) OR EXISTS (SELECT 1 FROM users WHERE organize_id = $1 OR department_id = $1)
            OR EXISTS (SELECT 1 FROM position WHERE organize_id = $1) OR EXISTS (SELECT 1 FROM role WHERE organize_id = $1)`,
        [c.localId],
      );
      if (busy.length) throw new ApiError(Code.BadRequest, t('wxSyncOrgInUse'));
      await tx.query('DELETE FROM organize WHERE id = $1', [c.localId]);
      await tx.query(`DELETE FROM wecom_link WHERE kind = 'department' AND local_id = $1`, [c.localId]);
      return;
    }
    const parent = await one(tx, Type.Object({ id: Type.String(), treePath: Type.String(), companyId: Type.String() }),
      `SELECT id, tree_path, CASE WHEN category = 'company' THEN id ELSE coalesce(company_id, id) END AS company_id FROM organize WHERE id = $1`, [this.localDept(v!.parent)]);
    if (!parent) throw new ApiError(Code.BadRequest, t('wxSyncParentMissing'));
    if (c.op === 'create') {
      const created = await tx.query<{ id: string }>(
        `INSERT INTO organize (parent_id, category, en_code, full_name, sort_code, creator_user_id) VALUES ($1, 'department', $2, $3, $4, $5) RETURNING id`,
        [parent.id, `wecom${c.remoteId}`, v!.name, v!.order ?? 0, this.callerId],
      );
      const id = created[0].id;
      await tx.query('UPDATE organize SET tree_path = $2, company_id = $3 WHERE id = $1', [id, `${parent.treePath}${id}/`, parent.companyId]);
      await this.link('department', id, c.remoteId!, tx);
      this.remember(id, Number(c.remoteId));
      return;
    }
    const cur = await one(tx, Type.Object({ parentId: Type.String(), treePath: Type.String(), category: Type.String() }), 'SELECT parent_id, tree_path, category FROM organize WHERE id = $1', [c.localId]);
    if (!cur) throw new ApiError(Code.NotFound, t('notFound'));
    await tx.query('UPDATE organize SET full_name = $2, parent_id = $3, updated_at = now() WHERE id = $1', [c.localId, v!.name, parent.id]);
    if (cur.parentId === parent.id) return;
    // A move takes the subtree's paths along, and a department moved to another school its people.
    const newPath = `${parent.treePath}${c.localId}/`;
    if (newPath.startsWith(cur.treePath)) throw new ApiError(Code.BadRequest, t('wxSyncParentMissing'));
    await tx.query('UPDATE organize SET tree_path = $2 || substr(tree_path, length($1) + 1) WHERE tree_path LIKE $3', [cur.treePath, newPath, `${escapeLike(cur.treePath)}%`]);
    if (cur.category === 'department') {
      await tx.query(`UPDATE organize SET company_id = $2 WHERE tree_path LIKE $1 AND category = 'department'`, [`${escapeLike(newPath)}%`, parent.companyId]);
      await tx.query('UPDATE users SET organize_id = $2 WHERE department_id IN (SELECT id FROM organize WHERE tree_path LIKE $1)', [`${escapeLike(newPath)}%`, parent.companyId]);
    }
  }

  private async localUser(tx: Queryable, c: Change) {
    const v = c.values;
    if (c.op === 'delete') {
      await tx.query('UPDATE organize SET manager_id = NULL WHERE manager_id = $1', [c.localId]);
      await tx.query(`DELETE FROM authorize WHERE object_type = 'User' AND object_id = $1`, [c.localId]);
      await tx.query('DELETE FROM users WHERE id = $1 AND NOT is_administrator', [c.localId]);
      await tx.query(`DELETE FROM wecom_link WHERE kind = 'user' AND local_id = $1`, [c.localId]);
      this.localUsersTouched.push(c.localId!);
      return;
    }
    const dept = await one(tx, Type.Object({ id: Type.String(), category: Type.String(), companyId: Type.String() }),
      `SELECT id, category, CASE WHEN category = 'company' THEN id ELSE coalesce(company_id, id) END AS company_id FROM organize WHERE id = $1`, [this.localDept(v!.dept)]);
    if (!dept) throw new ApiError(Code.BadRequest, t('wxSyncParentMissing'));
    const department = dept.category === 'department' ? dept.id : null;
    if (c.op === 'create') {
      const taken = await tx.query('SELECT 1 FROM users WHERE lower(account) = lower($1)', [v!.account]);
      if (taken.length) throw new ApiError(Code.BadRequest, t('wxSyncAccountTaken', { account: v!.account! }));
      // Nobody knows this password: the member signs in by SMS code or has it reset by an admin.
      const hash = await hashPassword(md5(generatePassword(16)));
      const created = await tx.query<{ id: string }>(
        `INSERT INTO users (account, real_name, quick_query, mobile, email, organize_id, department_id, password_hash, password_must_change, creator_user_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9) RETURNING id`,
        [v!.account, v!.name, quickQuery(v!.name), v!.mobile || null, v!.email || null, dept.companyId, department, hash, this.callerId],
      );
      await this.link('user', created[0].id, c.remoteId!, tx);
      return;
    }
    await tx.query(
      'UPDATE users SET real_name = $2, quick_query = $3, mobile = $4, email = $5, organize_id = $6, department_id = $7, updated_at = now() WHERE id = $1 AND NOT is_administrator',
      [c.localId, v!.name, quickQuery(v!.name), v!.mobile || null, v!.email || null, dept.companyId, department],
    );
    await this.link('user', c.localId!, c.remoteId!, tx);
    this.localUsersTouched.push(c.localId!);
  }
}
