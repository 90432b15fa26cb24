import type { FastifyInstance } from 'fastify';
import { page, paging, ok } from '../http/reply';
import { deniedColumns } from '../permission/access';
import { hashPassword, md5 } from '../auth/password';
import { listKey } from '../plugins/readCache';
import { PreparedAnswer, sendPrepared } from '../http/preparedAnswer';
import { SeekIndex } from '../db/seekIndex';
import { userSeekCondition, type UserSeekKey } from './userSeek';
import { USER_PAGE_COLUMNS, UserPageRow, loadListNames, namedUserRow } from './listNames';
import { checkUserInput, userInputSchema } from './userInput';
import { IdParams, Type, Where, answers, envelope, listQuery, okNull, one, rows, sortClause, typed } from '../kit';
import { quickQuery } from '../kit/quickQuery';
import { ruleText, t } from '../../contract/texts';
import { say } from '../http/language';
import { failFields } from '../http/errors';
import { keepUnwritable } from './accountRules';
import { assertMobileFree } from './mobileCheck';
import {
  SORTS, checkPlacement, USER_MENU, UserRecord, endSessions, findUser, saveRelations, stripColumns, userScope,
  userWriteRights,
} from './userRecords';

const UsersQuery = listQuery({
  organizeId: Type.Optional(Type.String({ maxLength: 64 })),
  enabledMark: Type.Optional(Type.Integer({ enum: [0, 1] })),
});
/** A list row with where it sits in the default order (db/seekIndex.ts); the position is not answered. */
const SeekRow = Type.Object({ ...UserPageRow.properties, seekSort: Type.Integer(), seekAt: Type.String() });
const AnchorRow = Type.Object({ pos: Type.Integer(), seekSort: Type.Integer(), seekAt: Type.String(), id: Type.String() });
const Total = Type.Object({ total: Type.Integer() });
const Created = Type.Object({ id: Type.String() });

export default async function userRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;

  app.get(
    '/api/Permission/Users',
    {
      schema: {
        tags: ['Users'],
        summary: '用户列表（分页；keyword 匹配账户/姓名/手机/拼音首字母；organizeId 过滤该节点及下级；未授权列不返回）',
        querystring: UsersQuery,
        // No response schema: the answer is prepared (serialised and compressed once, kept in the read
        // cache) and sent as is; its rows are typed by UserListRow and carry only its fields.
      },
      config: { access: { menu: USER_MENU } },
      // The prepared answer brings its own coding (http/preparedAnswer.ts).
      compress: false,
    },
    async (req, reply) => {
      const q = req.query;
      // A repeated page (same caller, same query) is answered before any SQL is built. The cache keeps
      // the prepared answer, so it costs no JSON.stringify of 20 rows, nor a second compression.
      const key = listKey(req.user.id, 'users', q);
      const kept = app.readCache.peek<PreparedAnswer>(key);
      if (kept) return sendPrepared(req, reply, kept);
      const body = await app.readCache.wrap(key, async () => {
        const { currentPage, pageSize, offset } = paging(q);
        // Same expression as users_search_trgm_idx, so the trigram index serves it.
        const where = new Where().keyword(q.keyword, [`(u.account || ' ' || u.real_name || ' ' || coalesce(u.mobile, '') || ' ' || u.quick_query)`]);
        if (q.organizeId) {
          // A tree node filters to itself and everything below it.
          const node = where.param(q.organizeId);
          where.and(`(u.organize_id IN (SELECT id FROM organize WHERE tree_path LIKE (SELECT tree_path FROM organize WHERE id = ${node}) || '%')
            OR u.department_id IN (SELECT id FROM organize WHERE tree_path LIKE (SELECT tree_path FROM organize WHERE id = ${node}) || '%'))`);
        }
        if (q.enabledMark !== undefined) where.and(`u.enabled_mark = ${where.param(q.enabledMark)}`);
        where.and(await userScope(req, where.params));
        const order = sortClause(q, SORTS, 'u.sort_code ASC, u.created_at DESC, u.id', 'u.id');
        const { sql: whereSql, params } = where;
        // In the default order a deep page starts from the nearest position already served (db/seekIndex.ts).
        const seeks = q.sidx ? null : await app.readCache.wrap(`users-seek|${whereSql}|${JSON.stringify(params)}`, async () => new SeekIndex<UserSeekKey>());
        // A page far from every known position: one pass over the sort index records a position
        // every ANCHOR_STEP rows, so this page and every later one walks a few hundred entries, not OFFSET.
        if (seeks?.wantsAnchors(offset)) {
          await seeks.anchor(async (step) =>
            (
              await rows(
                db,
                AnchorRow,
                `SELECT x.rn::int AS pos, x.sort_code AS seek_sort, x.created_at::text AS seek_at, x.id FROM (
                   SELECT u.sort_code, u.created_at, u.id, row_number() OVER (ORDER BY ${order}) - 1 AS rn FROM users u ${whereSql}) x
                  WHERE x.rn > 0 AND x.rn % ${step} = 0`,
                params,
              )
            ).map((r) => ({ offset: r.pos, key: { sortCode: r.seekSort, createdAt: r.seekAt, id: r.id } })),
          );
        }
        const from = seeks?.nearest(offset) ?? null;
        const idParams = [...params];
        const seek = from ? userSeekCondition(from.key, idParams) : null;
        const idWhere = seek ? (whereSql ? `${whereSql} AND ${seek}` : `WHERE ${seek}`) : whereSql;
        // The page's ids come from the sort index alone (deep OFFSETs skip index entries, not rows);
        // only those 20 rows are then read with their names.
        const orgJoin = order.includes('o.') ? 'JOIN organize o ON o.id = u.organize_id' : '';
        // The distance as a parameter, the size written in: one statement text per page size, whose
        // generic plan reads the sort index as a custom one does (an unknown LIMIT would read as 10 %
        // of the table). Unfiltered, that plan holds for every page, so it is made once (db-plans test).
        // Only the id: what the inner query projects is computed for every row OFFSET skips too, and
        // the seek key's text form alone was ~15 % of PostgreSQL's time for a page (issue 19).
        const idSql = `SELECT u.id FROM users u ${orgJoin}
          ${idWhere} ORDER BY ${order} LIMIT ${pageSize} OFFSET $${idParams.push(offset - (from?.offset ?? 0))}`;
        const plan = seeks && !whereSql && !orgJoin ? { plan: 'generic' as const } : undefined;
        // The total depends on the filters and the caller's scope, not on the page or the sort.
        const countKey = listKey(req.user.id, 'users:count', { keyword: q.keyword, organizeId: q.organizeId, enabledMark: q.enabledMark });
        const [list, count, names] = await Promise.all([
          rows(db, SeekRow, `SELECT ${USER_PAGE_COLUMNS}, u.sort_code AS seek_sort, u.created_at::text AS seek_at FROM (${idSql}) pg JOIN users u ON u.id = pg.id ${orgJoin} ORDER BY ${order}`, idParams, plan),
          // Every filter references users only, so the count skips the joins (5x cheaper on 100k rows).
          app.readCache.wrap(countKey, () => one(db, Total, `SELECT count(*)::int AS total FROM users u ${whereSql}`, params)),
          app.readCache.wrap('users-list-names', () => loadListNames(db)),
        ]);
        if (seeks && list.length) {
          const keyOf = (r: (typeof list)[number]): UserSeekKey => ({ sortCode: r.seekSort, createdAt: r.seekAt, id: r.id });
          seeks.add(offset, keyOf(list[0]));
          if (list.length === pageSize) seeks.add(offset + pageSize - 1, keyOf(list[list.length - 1]));
        }
        const denied = deniedColumns(req.userAccess, req.menuCode ?? USER_MENU);
        // namedUserRow writes the list's fields only, so the seek position stays on the server (a
        // prepared answer has no response schema to drop it).
        const answered = list.map((row) => stripColumns(namedUserRow(row, names), denied));
        return new PreparedAnswer(page(answered, currentPage, pageSize, count?.total ?? 0));
      });
      return sendPrepared(req, reply, body);
    },
  );

  app.get(
    '/api/Permission/Users/:id',
    {
      // A column the caller is not granted is left out of the answer, so every field is optional here.
      schema: { tags: ['Users'], summary: '用户信息', params: IdParams, response: answers(envelope(Type.Partial(UserRecord))) },
      config: { access: { menu: USER_MENU } },
    },
    async (req) => {
      const user = await findUser(req, req.params.id);
      return ok(stripColumns(user, deniedColumns(req.userAccess, req.menuCode ?? USER_MENU)));
    },
  );

  app.post(
    '/api/Permission/Users',
    {
      schema: {
        tags: ['Users'],
        summary: '新建用户（password 为明文，系统配置的密码策略；不传则生成一次性密码，只在此答复中出现一次，首次登录须修改）',
        body: userInputSchema,
        response: answers(envelope(Type.Object({ id: Type.String(), initialPassword: Type.Optional(Type.String()) }))),
      },
      config: { access: { menu: USER_MENU, button: 'btn_add' } },
    },
    async (req) => {
      const input = keepUnwritable(req.body, null, userWriteRights(req));
      const errors = checkUserInput({ ...input, password: undefined }, { requirePassword: false });
      const weak = input.password ? app.sysConfig.passwordProblem(input.password) : null;
      if (weak) errors.push({ field: 'password', message: weak });
      // Absent means "give it a one-time password"; sent empty (a spreadsheet's blank cell) is a missing value.
      if (input.password === '') errors.push({ field: 'password', message: ruleText('required') });
      if (errors.length) failFields(errors);
      // JNPF clients create accounts without a password: such an account gets a one-time password,
      // answered once here and never stored in the clear, which 系统配置 may require changed at first sign-in.
      const initialPassword = input.password ? undefined : app.sysConfig.oneTimePassword();
      const mustChange = initialPassword !== undefined && app.sysConfig.settings.mandatoryModificationOfInitialPassword;
      await checkPlacement(req, input, null);
      const exists = await db.query('SELECT 1 FROM users WHERE lower(account) = lower($1)', [input.account]);
      if (exists.length) failFields([{ field: 'account', message: t('accountExists') }]);
      const hash = await hashPassword(md5(input.password || initialPassword!));
      // The user and their roles and positions exist together or not at all.
      const id = await db.transaction(async (tx) => {
        if ((input.enabledMark ?? 1) === 1) await assertMobileFree(tx, input.mobile, null);
        const created = await one(
          tx,
          Created,
          `INSERT INTO users (account, real_name, quick_query, gender, mobile, email, birthday, organize_id, department_id, head_icon,
              description, sort_code, enabled_mark, password_hash, creator_user_id, password_must_change)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16) RETURNING id`,
          [
            input.account, input.realName, quickQuery(input.realName), input.gender ?? 1, input.mobile || null, input.email || null,
            input.birthday ? new Date(input.birthday) : null, input.organizeId, input.departmentId || null, input.headIcon ?? '',
            input.description ?? null, input.sortCode ?? 0, input.enabledMark ?? 1, hash, req.user.id, mustChange,
          ],
        );
        await saveRelations(tx, created!.id, input);
        return created!.id;
      });
      app.access.invalidate();
      return ok(initialPassword ? { id, initialPassword } : { id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/Permission/Users/:id',
    {
      schema: { tags: ['Users'], summary: '修改用户', params: IdParams, body: userInputSchema, response: answers(okNull) },
      config: { access: { menu: USER_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { id } = req.params;
      const stored = await findUser(req, id, 'manage');
      const input = keepUnwritable(req.body, stored, userWriteRights(req));
      const errors = checkUserInput({ ...input, password: undefined }, { requirePassword: false });
      if (errors.length) failFields(errors);
      await checkPlacement(req, input, id);
      const clash = await db.query('SELECT 1 FROM users WHERE lower(account) = lower($1) AND id <> $2', [input.account, id]);
      if (clash.length) failFields([{ field: 'account', message: t('accountExists') }]);
      await db.transaction(async (tx) => {
        // Checked when the number or the account's state changes: an old shared number does not block other edits.
        const claims = (input.enabledMark ?? 1) === 1 && ((input.mobile || '') !== stored.mobile || stored.enabledMark === 0);
        if (claims) await assertMobileFree(tx, input.mobile, id);
        await tx.query(
          `UPDATE users SET account = $2, real_name = $3, quick_query = $4, gender = $5, mobile = $6, email = $7, birthday = $8,
              organize_id = $9, department_id = $10, head_icon = coalesce($11, head_icon), description = $12, sort_code = $13,
              enabled_mark = $14, updated_at = now() WHERE id = $1`,
          [
            id, input.account, input.realName, quickQuery(input.realName), input.gender ?? 1, input.mobile || null, input.email || null,
            input.birthday ? new Date(input.birthday) : null, input.organizeId, input.departmentId || null, input.headIcon ?? null,
            input.description ?? null, input.sortCode ?? 0, input.enabledMark ?? 1,
          ],
        );
        await saveRelations(tx, id, input);
      });
      app.access.invalidate();
      app.sessions.evict([], [id]);
      if (stored.enabledMark === 1 && input.enabledMark === 0) await endSessions(app, id, 'disabled');
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/Permission/Users/:id',
    { schema: { tags: ['Users'], summary: '删除用户', params: IdParams, response: answers(okNull) }, config: { access: { menu: USER_MENU, button: 'btn_remove' } } },
    async (req) => {
      const { id } = req.params;
      await findUser(req, id, 'manage');
      await db.transaction(async (tx) => {
        // An organisation managed by the user keeps existing, without a manager.
        await tx.query('UPDATE organize SET manager_id = NULL WHERE manager_id = $1', [id]);
        await tx.query(`DELETE FROM authorize WHERE object_type = 'User' AND object_id = $1`, [id]);
        await tx.query('DELETE FROM users WHERE id = $1', [id]);
      });
      app.sessions.evict([], [id]);
      app.access.invalidate();
      return ok(null, say(req, 'deleteSuccess'));
    },
  );
}
