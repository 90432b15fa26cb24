import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import { hashPassword, isMd5Hex, md5, verifyPassword } from '../auth/password';
import { assertFields, checkFields } from '../kit/fieldCheck';
import { quickQuery } from '../kit/quickQuery';
import { assertMobileFree } from '../users/mobileCheck';
import { Where, answers, listAnswer, listPage, typed } from '../kit';
import { LOG_COLUMNS, LOG_FROM, LogQuery, LogRow, logFilters } from '../log/logRow';
import { ruleText, t } from '../../contract/texts';
import { say } from '../http/language';

// The signed-in user's own profile and settings (spec §7 "Current user"); every route is 'login'.

const THEMES = ['classic', 'functional', 'plain'] as const;
const LANGUAGES = ['zh', 'zhtw', 'en'] as const;
const tags = ['CurrentUser'];

const ms = (v: unknown) => (v ? new Date(v as string).getTime() : null);

export default async function currentUserRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;

  app.put(
    '/api/Permission/Users/Current/Avatar/:name',
    {
      schema: {
        tags,
        summary: '设置头像（name 为上传得到的文件名；headIcon 存为 /api/Common/Download/userAvatar/{name}）',
        params: {
          type: 'object',
          required: ['name'],
          // A bare file name: no separators, no "..", so it can never point elsewhere.
          properties: { name: { type: 'string', minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9_-][A-Za-z0-9_.-]*$' } },
        },
      },
      config: { access: 'login' },
    },
    async (req) => {
      const { name } = req.params as { name: string };
      if (name.includes('..')) throw new ApiError(Code.BadRequest, t('fileNameInvalid'));
      const headIcon = `/api/Common/Download/userAvatar/${name}`;
      await db.query('UPDATE users SET head_icon = $2, updated_at = now() WHERE id = $1', [req.user.id, headIcon]);
      return ok({ headIcon }, say(req, 'updateSuccess'));
    },
  );

  app.get(
    '/api/Permission/Users/Current/BaseInfo',
    { schema: { tags, summary: '个人资料' }, config: { access: 'login' } },
    async (req) => {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT u.*, o.full_name AS organize_name, d.full_name AS department_name,
           (SELECT string_agg(ro.full_name, ',' ORDER BY ro.sort_code) FROM user_relation r JOIN role ro ON ro.id = r.object_id
             WHERE r.user_id = u.id AND r.object_type = 'Role') AS role_name,
           (SELECT string_agg(p.full_name, ',' ORDER BY p.sort_code) FROM user_relation r JOIN position p ON p.id = r.object_id
             WHERE r.user_id = u.id AND r.object_type = 'Position') AS position_name
           FROM users u JOIN organize o ON o.id = u.organize_id LEFT JOIN organize d ON d.id = u.department_id WHERE u.id = $1`,
        [req.user.id],
      );
      const u = rows[0];
      return ok({
        id: u.id,
        account: u.account,
        realName: u.real_name,
        gender: Number(u.gender),
        mobilePhone: u.mobile ?? '',
        email: u.email ?? '',
        birthday: ms(u.birthday),
        headIcon: u.head_icon,
        description: u.description ?? '',
        organizeId: u.organize_id,
        organizeName: u.organize_name,
        departmentId: u.department_id ?? '',
        departmentName: u.department_name ?? '',
        roleName: u.role_name ?? '',
        positionName: u.position_name ?? '',
        theme: u.theme ?? null,
        language: u.language ?? null,
        creatorTime: ms(u.created_at),
        prevLoginTime: ms(u.prev_login_time),
        prevLoginIPAddress: u.prev_login_ip ?? '',
        prevLoginIPAddressName: u.prev_login_ip_name ?? '',
        loginCount: Number(u.login_count),
      });
    },
  );

  app.put(
    '/api/Permission/Users/Current/BaseInfo',
    {
      schema: {
        tags,
        summary: '修改个人资料（realName, gender, mobilePhone, email, birthday, description）',
        body: {
          type: 'object',
          required: ['realName'],
          properties: {
            realName: { type: 'string', maxLength: 50 },
            gender: { type: 'integer', enum: [1, 2, 3] },
            mobilePhone: { type: ['string', 'null'], maxLength: 20 },
            email: { type: ['string', 'null'], maxLength: 100 },
            birthday: { type: ['integer', 'null'] },
            description: { type: ['string', 'null'], maxLength: 500 },
          },
        },
      },
      config: { access: 'login' },
    },
    async (req) => {
      const b = req.body as { realName: string; gender?: number; mobilePhone?: string | null; email?: string | null; birthday?: number | null; description?: string | null };
      assertFields(
        checkFields([
          { field: 'realName', rule: 'name', value: b.realName, required: t('nameRequired') },
          { field: 'mobilePhone', rule: 'phone', value: b.mobilePhone },
          { field: 'email', rule: 'email', value: b.email },
        ]),
      );
      // Claiming a number another active account signs in with would receive that person's SMS codes.
      await db.transaction(async (tx) => {
        const [me] = await tx.query<{ mobile: string | null }>('SELECT mobile FROM users WHERE id = $1', [req.user.id]);
        if ((b.mobilePhone?.trim() || null) !== me?.mobile) await assertMobileFree(tx, b.mobilePhone, req.user.id, 'mobilePhone');
        await tx.query(
          `UPDATE users SET real_name = $2, quick_query = $3, gender = coalesce($4, gender), mobile = $5, email = $6, birthday = $7,
              description = $8, updated_at = now() WHERE id = $1`,
          [req.user.id, b.realName.trim(), quickQuery(b.realName.trim()), b.gender ?? null, b.mobilePhone?.trim() || null, b.email || null,
            b.birthday ? new Date(b.birthday) : null, b.description ?? null],
        );
      });
      app.sessions.evict([], [req.user.id]);
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.post(
    '/api/Permission/Users/Current/Actions/ModifyPassword',
    {
      schema: {
        tags,
        summary: '修改密码（oldPassword 为 md5，password 为明文 §5 规则；其他会话随之结束）',
        body: {
          type: 'object',
          required: ['oldPassword', 'password'],
          properties: { oldPassword: { type: 'string', maxLength: 64 }, password: { type: 'string', maxLength: 64 } },
        },
      },
      config: { access: 'login' },
    },
    async (req) => {
      const { oldPassword, password } = req.body as { oldPassword: string; password: string };
      assertFields(checkFields([{ field: 'password', rule: 'password', value: password, required: ruleText('passwordInvalid') }]));
      const rows = await db.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [req.user.id]);
      if (!isMd5Hex(oldPassword) || !(await verifyPassword(oldPassword, rows[0].password_hash))) {
        throw new ApiError(Code.BadRequest, t('oldPasswordWrong'), [{ field: 'oldPassword', message: t('oldPasswordWrong') }]);
      }
      await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [req.user.id, await hashPassword(md5(password))]);
      const ended = await app.sessions.end({ userId: req.user.id, exceptSessionId: req.session!.id }, 'forced');
      if (ended.length) app.events.emit('sessionsEnded', { userId: req.user.id, sessionIds: ended.map((s) => s.id), reason: 'passwordChanged' });
      return ok(null, say(req, 'passwordChanged'));
    },
  );

  app.put(
    '/api/Permission/Users/Current/SystemTheme',
    {
      schema: {
        tags,
        summary: '保存布局（theme: classic | functional | plain）',
        body: { type: 'object', required: ['theme'], properties: { theme: { type: 'string', enum: [...THEMES] } } },
      },
      config: { access: 'login' },
    },
    async (req) => {
      const { theme } = req.body as { theme: string };
      await db.query('UPDATE users SET theme = $2 WHERE id = $1', [req.user.id, theme]);
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.put(
    '/api/Permission/Users/Current/SystemLanguage',
    {
      schema: {
        tags,
        summary: '保存语言（language: zh | zhtw | en）',
        body: { type: 'object', required: ['language'], properties: { language: { type: 'string', enum: [...LANGUAGES] } } },
      },
      config: { access: 'login' },
    },
    async (req) => {
      const { language } = req.body as { language: string };
      await db.query('UPDATE users SET language = $2 WHERE id = $1', [req.user.id, language]);
      const text = { zh: '切换成功', zhtw: '切換成功', en: 'Switch Language Success' }[language as (typeof LANGUAGES)[number]];
      return ok(null, text);
    },
  );

  app.get(
    '/api/Permission/Users/Current/Subordinate',
    {
      schema: { tags, summary: '我的下属（我任主管的组织/部门及其下级中的用户；data.list）' },
      config: { access: 'login' },
    },
    async (req) => {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT u.id, u.account, u.real_name, u.head_icon, u.gender, o.full_name AS organize_name, d.full_name AS department_name
           FROM users u JOIN organize o ON o.id = u.organize_id LEFT JOIN organize d ON d.id = u.department_id
          WHERE u.id <> $1 AND u.enabled_mark = 1 AND EXISTS (
            SELECT 1 FROM organize m WHERE m.manager_id = $1
               AND coalesce(d.tree_path, o.tree_path) LIKE m.tree_path || '%')
          ORDER BY u.sort_code, u.id LIMIT 1000`,
        [req.user.id],
      );
      return ok({
        list: rows.map((r) => ({
          id: r.id,
          account: r.account,
          realName: r.real_name,
          headIcon: r.head_icon,
          gender: Number(r.gender),
          organizeName: r.organize_name,
          departmentName: r.department_name ?? '',
        })),
      });
    },
  );

  app.get(
    '/api/Permission/Users/Current/Authorize',
    {
      schema: { tags, summary: '我拥有的权限（module/button/column/form/resource 列表，按菜单 moduleId 关联）' },
      config: { access: 'login' },
    },
    async (req) => {
      const { catalogue, grants } = req.userAccess;
      const has = (set: Set<string>, id: string) => grants.all || set.has(id);
      const modules = catalogue.modules.filter((m) => m.enabledMark === 1 && has(grants.modules, m.id));
      const held = new Set(modules.map((m) => m.id));
      const items = (rows: { id: string; moduleId: string; enCode: string; fullName: string }[], set: Set<string>) =>
        rows.filter((r) => held.has(r.moduleId) && has(set, r.id)).map(({ id, moduleId, enCode, fullName }) => ({ id, moduleId, enCode, fullName }));
      return ok({
        module: modules.map((m) => ({ id: m.id, parentId: m.parentId, enCode: m.enCode, fullName: m.fullName, type: m.type, icon: m.icon })),
        button: items(catalogue.buttons, grants.buttons),
        column: items(catalogue.columns, grants.columns),
        form: items(catalogue.forms, grants.forms),
        resource: catalogue.resources
          .filter((r) => held.has(r.moduleId) && has(grants.resources, r.id))
          .map(({ id, moduleId, enCode, fullName, scope }) => ({ id, moduleId, enCode, fullName, scope })),
      });
    },
  );

  app.get(
    '/api/Permission/Users/Current/SystemLog',
    {
      schema: {
        tags,
        summary: '我的日志（category 1 登录、3 操作；keyword 匹配摘要/地址；startTime/endTime 为毫秒）',
        querystring: LogQuery,
        response: answers(listAnswer(LogRow)),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const q = req.query;
      const where = new Where();
      where.and(`user_id = ${where.param(req.user.id)}`);
      logFilters(where, q).keyword(q.keyword, ['abstracts', 'request_url', 'ip']);
      return listPage(db, q, { row: LogRow, columns: LOG_COLUMNS, from: LOG_FROM, where, sorts: { creatorTime: 'created_at', category: 'category' }, order: 'created_at DESC, id', tieBreak: 'id' });
    },
  );
}
