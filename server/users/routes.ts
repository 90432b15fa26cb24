import type { FastifyInstance } from 'fastify';
import { ApiError, Code, Msg } from '../../contract/errors';
import { idParams, listQuerySchema, ok, page, paging } from '../http/reply';
import { deniedColumns } from '../permission/access';
import { escapeLike } from '../permission/dataScopeSql';
import { hashPassword, md5 } from '../auth/password';
import { listKey } from '../plugins/readCache';
import { PreparedAnswer, sendPrepared } from '../http/preparedAnswer';
import { SeekIndex } from '../db/seekIndex';
import { userSeekCondition, type UserSeekKey } from './userSeek';
import { checkUserInput, userInputSchema, type UserInput } from './userInput';
import { quickQuery } from '../kit/quickQuery';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { failFields } from '../http/errors';
import { keepUnwritable } from './accountRules';
import { assertMobileFree } from './mobileCheck';
import { SORTS, checkPlacement, USER_LIST_COLUMNS, USER_MENU, endSessions, findUser, listRow, saveRelations, stripColumns, userScope, userWriteRights } from './userRecords';

export default async function userRoutes(app: FastifyInstance) {
  const db = app.database;

  app.get(
    '/api/Permission/Users',
    {
      schema: {
        tags: ['Users'],
        summary: '用户列表（分页；keyword 匹配账户/姓名/手机/拼音首字母；organizeId 过滤该节点及下级；未授权列不返回）',
        querystring: {
          ...listQuerySchema,
          properties: { ...listQuerySchema.properties, organizeId: { type: 'string', maxLength: 64 }, enabledMark: { type: 'integer', enum: [0, 1] } },
        },
      },
      config: { access: { menu: USER_MENU } },
      // The prepared answer brings its own coding (http/preparedAnswer.ts).
      compress: false,
    },
    async (req, reply) => {
      const q = req.query as { keyword?: string; sidx?: string; sort?: string; organizeId?: string; enabledMark?: number };
      // A repeated page (same caller, same query) is answered before any SQL is built. The cache keeps
      // the prepared answer, so it costs no JSON.stringify of 20 rows, nor a second compression.
      const key = listKey(req.user.id, 'users', q as Record<string, unknown>);
      const kept = app.readCache.peek<PreparedAnswer>(key);
      if (kept) return sendPrepared(req, reply, kept);
      const body = await app.readCache.wrap(key, async () => {
        const { currentPage, pageSize, offset } = paging(q as never);
        const params: unknown[] = [];
        const where: string[] = [];
        if (q.keyword) {
          const p = params.push(`%${escapeLike(q.keyword)}%`);
          // Same expression as users_search_trgm_idx, so the trigram index serves it.
          where.push(`(u.account || ' ' || u.real_name || ' ' || coalesce(u.mobile, '') || ' ' || u.quick_query) ILIKE $${p}`);
        }
        if (q.organizeId) {
          // A tree node filters to itself and everything below it.
          where.push(`u.organize_id IN (SELECT id FROM organize WHERE tree_path LIKE (SELECT tree_path FROM organize WHERE id = $${params.push(q.organizeId)}) || '%')
            OR u.department_id IN (SELECT id FROM organize WHERE tree_path LIKE (SELECT tree_path FROM organize WHERE id = $${params.length}) || '%')`);
          where[where.length - 1] = `(${where[where.length - 1]})`;
        }
        if (q.enabledMark !== undefined) where.push(`u.enabled_mark = $${params.push(q.enabledMark)}`);
        const scope = await userScope(req, params);
        if (scope) where.push(scope);
        let order = 'u.sort_code ASC, u.created_at DESC, u.id';
        if (q.sidx) {
          const col = SORTS[q.sidx];
          if (!col) throw new ApiError(Code.BadRequest, Msg.invalidSort);
          order = `${col} ${String(q.sort).toLowerCase() === 'desc' ? 'DESC' : 'ASC'} NULLS LAST, u.id`;
        }
        const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
        // In the default order a deep page starts from the nearest position already served (db/seekIndex.ts).
        const seeks = q.sidx ? null : await app.readCache.wrap(`users-seek|${whereSql}|${JSON.stringify(params)}`, async () => new SeekIndex<UserSeekKey>());
        const from = seeks?.nearest(offset) ?? null;
        const idParams = [...params];
        const idWhere = from ? [...where, userSeekCondition(from.key, idParams)] : where;
        // The page's ids come from the sort index alone (deep OFFSETs skip index entries, not rows);
        // only those 20 rows are then read with their names.
        const orgJoin = order.includes('o.') ? 'JOIN organize o ON o.id = u.organize_id' : '';
        const idSql = `SELECT u.id, u.sort_code AS seek_sort, u.created_at::text AS seek_at FROM users u ${orgJoin}
          ${idWhere.length ? `WHERE ${idWhere.join(' AND ')}` : ''} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset - (from?.offset ?? 0)}`;
        // The total depends on the filters and the caller's scope, not on the page or the sort.
        const countKey = listKey(req.user.id, 'users:count', { keyword: q.keyword, organizeId: q.organizeId, enabledMark: q.enabledMark });
        const [rows, count] = await Promise.all([
          db.query<Record<string, unknown>>(
            `SELECT ${USER_LIST_COLUMNS}, pg.seek_sort, pg.seek_at FROM (${idSql}) pg JOIN users u ON u.id = pg.id JOIN organize o ON o.id = u.organize_id
               LEFT JOIN organize d ON d.id = u.department_id ORDER BY ${order}`,
            idParams,
          ),
          // Every filter references users only, so the count skips the joins (5x cheaper on 100k rows).
          app.readCache.wrap(countKey, () => db.query<{ total: number }>(`SELECT count(*)::int AS total FROM users u ${whereSql}`, params)),
        ]);
        if (seeks && rows.length) {
          const keyOf = (r: Record<string, unknown>): UserSeekKey => ({ sortCode: Number(r.seek_sort), createdAt: r.seek_at as string, id: r.id as string });
          seeks.add(offset, keyOf(rows[0]));
          if (rows.length === pageSize) seeks.add(offset + pageSize - 1, keyOf(rows[rows.length - 1]));
        }
        const denied = deniedColumns(req.userAccess, req.menuCode ?? USER_MENU);
        return new PreparedAnswer(page(rows.map((r) => stripColumns(listRow(r), denied)), currentPage, pageSize, Number(count[0].total)));
      });
      return sendPrepared(req, reply, body);
    },
  );

  app.get(
    '/api/Permission/Users/:id',
    { schema: { tags: ['Users'], summary: '用户信息', params: idParams }, config: { access: { menu: USER_MENU } } },
    async (req) => {
      const user = await findUser(req, (req.params as { id: string }).id);
      return ok(stripColumns(user, deniedColumns(req.userAccess, req.menuCode ?? USER_MENU)));
    },
  );

  app.post(
    '/api/Permission/Users',
    { schema: { tags: ['Users'], summary: '新建用户（password 为明文，§5 密码规则）', body: userInputSchema }, config: { access: { menu: USER_MENU, button: 'btn_add' } } },
    async (req) => {
      const input = keepUnwritable(req.body as UserInput, null, userWriteRights(req));
      const errors = checkUserInput(input, { requirePassword: true });
      if (errors.length) failFields(errors);
      await checkPlacement(req, input, null);
      const exists = await db.query('SELECT 1 FROM users WHERE lower(account) = lower($1)', [input.account]);
      if (exists.length) failFields([{ field: 'account', message: t('accountExists') }]);
      const hash = await hashPassword(md5(input.password!));
      // The user and their roles and positions exist together or not at all.
      const id = await db.transaction(async (tx) => {
        if ((input.enabledMark ?? 1) === 1) await assertMobileFree(tx, input.mobile, null);
        const rows = await tx.query<{ id: string }>(
          `INSERT INTO users (account, real_name, quick_query, gender, mobile, email, birthday, organize_id, department_id, head_icon,
              description, sort_code, enabled_mark, password_hash, creator_user_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING id`,
          [
            input.account, input.realName, quickQuery(input.realName), input.gender ?? 1, input.mobile || null, input.email || null,
            input.birthday ? new Date(input.birthday) : null, input.organizeId, input.departmentId || null, input.headIcon ?? '',
            input.description ?? null, input.sortCode ?? 0, input.enabledMark ?? 1, hash, req.user.id,
          ],
        );
        await saveRelations(tx, rows[0].id, input);
        return rows[0].id;
      });
      app.access.invalidate();
      return ok({ id }, say(req, 'createSuccess'));
    },
  );

  app.put(
    '/api/Permission/Users/:id',
    { schema: { tags: ['Users'], summary: '修改用户', params: idParams, body: userInputSchema }, config: { access: { menu: USER_MENU, button: 'btn_edit' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      const stored = await findUser(req, id, 'manage');
      const input = keepUnwritable(req.body as UserInput, stored, userWriteRights(req));
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
    { schema: { tags: ['Users'], summary: '删除用户', params: idParams }, config: { access: { menu: USER_MENU, button: 'btn_remove' } } },
    async (req) => {
      const { id } = req.params as { id: string };
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
