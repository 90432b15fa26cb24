import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import { hashPassword, isMd5Hex, md5, verifyPassword } from '../auth/password';
import { assertFields, checkFields } from '../kit/fieldCheck';
import { quickQuery } from '../kit/quickQuery';
import { assertMobileFree } from '../users/mobileCheck';
import { Nullable, Type, Where, answers, envelope, epochMs, listAnswer, listOnly, listPage, okNull, one, rows, typed } from '../kit';
import { LOG_COLUMNS, LOG_FROM, LogQuery, LogRow, logFilters } from '../log/logRow';
import { ruleText, t } from '../../contract/texts';
import { say } from '../http/language';

// The signed-in user's own profile and settings (spec §7 "Current user"); every route is 'login'.

const THEMES = ['classic', 'functional', 'plain'] as const;
const LANGUAGES = ['zh', 'zhtw', 'en'] as const;
const tags = ['CurrentUser'];

/** The profile as the personal-centre form reads it (mobile answered as mobilePhone, JNPF's name). */
const BaseInfo = Type.Object({
  id: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  gender: Type.Integer(),
  mobilePhone: Type.String(),
  email: Type.String(),
  birthday: Nullable(Type.Number()),
  headIcon: Type.String(),
  description: Type.String(),
  organizeId: Type.String(),
  organizeName: Type.String(),
  departmentId: Type.String(),
  departmentName: Type.String(),
  roleName: Type.String(),
  positionName: Type.String(),
  theme: Nullable(Type.String()),
  language: Nullable(Type.String()),
  creatorTime: Type.Number(),
  prevLoginTime: Nullable(Type.Number()),
  prevLoginIPAddress: Type.String(),
  prevLoginIPAddressName: Type.String(),
  loginCount: Type.Integer(),
});
const BASE_INFO_COLUMNS = `u.id, u.account, u.real_name, u.gender, coalesce(u.mobile, '') AS mobile_phone, coalesce(u.email, '') AS email,
  ${epochMs('u.birthday')} AS birthday, u.head_icon, coalesce(u.description, '') AS description, u.organize_id, o.full_name AS organize_name,
  coalesce(u.department_id, '') AS department_id, coalesce(d.full_name, '') AS department_name,
  coalesce((SELECT string_agg(ro.full_name, ',' ORDER BY ro.sort_code) FROM user_relation r JOIN role ro ON ro.id = r.object_id
    WHERE r.user_id = u.id AND r.object_type = 'Role'), '') AS role_name,
  coalesce((SELECT string_agg(p.full_name, ',' ORDER BY p.sort_code) FROM user_relation r JOIN position p ON p.id = r.object_id
    WHERE r.user_id = u.id AND r.object_type = 'Position'), '') AS position_name,
  u.theme, u.language, ${epochMs('u.created_at')} AS creator_time, ${epochMs('u.prev_login_time')} AS prev_login_time,
  coalesce(u.prev_login_ip, '') AS "prevLoginIPAddress", coalesce(u.prev_login_ip_name, '') AS "prevLoginIPAddressName", u.login_count`;

const Subordinate = Type.Object({
  id: Type.String(),
  account: Type.String(),
  realName: Type.String(),
  headIcon: Type.String(),
  gender: Type.Integer(),
  organizeName: Type.String(),
  departmentName: Type.String(),
});

/** A granted button, column or form; a data scheme adds its scope. */
const HeldItem = Type.Object({ id: Type.String(), moduleId: Type.String(), enCode: Type.String(), fullName: Type.String() });
const HeldGrants = Type.Object({
  module: Type.Array(Type.Object({ id: Type.String(), parentId: Type.String(), enCode: Type.String(), fullName: Type.String(), type: Type.Integer(), icon: Type.String() })),
  button: Type.Array(HeldItem),
  column: Type.Array(HeldItem),
  form: Type.Array(HeldItem),
  resource: Type.Array(Type.Object({ ...HeldItem.properties, scope: Type.String() })),
});

const ProfileInput = Type.Object({
  realName: Type.String({ maxLength: 50 }),
  gender: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)])),
  mobilePhone: Type.Optional(Nullable(Type.String({ maxLength: 20 }))),
  email: Type.Optional(Nullable(Type.String({ maxLength: 100 }))),
  birthday: Type.Optional(Nullable(Type.Integer())),
  description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
});
const Mobile = Type.Object({ mobile: Nullable(Type.String()) });
const PasswordHash = Type.Object({ passwordHash: Type.String() });

export default async function currentUserRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;

  app.put(
    '/api/Permission/Users/Current/Avatar/:name',
    {
      schema: {
        tags,
        summary: '设置头像（name 为上传得到的文件名；headIcon 存为 /api/Common/Download/userAvatar/{name}）',
        // A bare file name: no separators, no "..", so it can never point elsewhere.
        params: Type.Object({ name: Type.String({ minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9_-][A-Za-z0-9_.-]*$' }) }),
        response: answers(envelope(Type.Object({ headIcon: Type.String() }))),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const { name } = req.params;
      if (name.includes('..')) throw new ApiError(Code.BadRequest, t('fileNameInvalid'));
      const headIcon = `/api/Common/Download/userAvatar/${name}`;
      await db.query('UPDATE users SET head_icon = $2, updated_at = now() WHERE id = $1', [req.user.id, headIcon]);
      return ok({ headIcon }, say(req, 'updateSuccess'));
    },
  );

  app.get(
    '/api/Permission/Users/Current/BaseInfo',
    { schema: { tags, summary: '个人资料', response: answers(envelope(BaseInfo)) }, config: { access: 'login' } },
    async (req) => {
      const me = await one(
        db,
        BaseInfo,
        `SELECT ${BASE_INFO_COLUMNS} FROM users u JOIN organize o ON o.id = u.organize_id LEFT JOIN organize d ON d.id = u.department_id WHERE u.id = $1`,
        [req.user.id],
      );
      // The session's own user: gone only if deleted under it, and then the session is gone too.
      if (!me) throw new ApiError(Code.NotFound, t('notFound'));
      return ok(me);
    },
  );

  app.put(
    '/api/Permission/Users/Current/BaseInfo',
    {
      schema: {
        tags,
        summary: '修改个人资料（realName, gender, mobilePhone, email, birthday, description）',
        body: ProfileInput,
        response: answers(okNull),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const b = req.body;
      assertFields(
        checkFields([
          { field: 'realName', rule: 'name', value: b.realName, required: t('nameRequired') },
          { field: 'mobilePhone', rule: 'phone', value: b.mobilePhone },
          { field: 'email', rule: 'email', value: b.email },
        ]),
      );
      // Claiming a number another active account signs in with would receive that person's SMS codes.
      await db.transaction(async (tx) => {
        const me = await one(tx, Mobile, 'SELECT mobile FROM users WHERE id = $1', [req.user.id]);
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
        body: Type.Object({ oldPassword: Type.String({ maxLength: 64 }), password: Type.String({ maxLength: 64 }) }),
        response: answers(okNull),
      },
      config: { access: 'login', beforePasswordChange: true },
    },
    async (req) => {
      const { oldPassword, password } = req.body;
      if (!password) assertFields(checkFields([{ field: 'password', rule: 'password', value: password, required: ruleText('passwordInvalid') }]));
      app.sysConfig.assertPassword(password, 'password');
      const stored = await one(db, PasswordHash, 'SELECT password_hash FROM users WHERE id = $1', [req.user.id]);
      if (!stored || !isMd5Hex(oldPassword) || !(await verifyPassword(oldPassword, stored.passwordHash))) {
        throw new ApiError(Code.BadRequest, t('oldPasswordWrong'), [{ field: 'oldPassword', message: t('oldPasswordWrong') }]);
      }
      // A password that had to be changed (one-time, expired) must not come back as itself.
      if (md5(password) === oldPassword.toLowerCase() && app.sysConfig.mustChange(req.user)) {
        throw new ApiError(Code.BadRequest, t('passwordSameAsOld'), [{ field: 'password', message: t('passwordSameAsOld') }]);
      }
      await db.query('UPDATE users SET password_hash = $2, password_changed_at = now(), password_must_change = false, updated_at = now() WHERE id = $1', [
        req.user.id,
        await hashPassword(md5(password)),
      ]);
      // This session's cached user still says "must change": read it again on the next request.
      app.sessions.evict([], [req.user.id]);
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
        body: Type.Object({ theme: Type.Union(THEMES.map((v) => Type.Literal(v))) }),
        response: answers(okNull),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const { theme } = req.body;
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
        body: Type.Object({ language: Type.Union(LANGUAGES.map((v) => Type.Literal(v))) }),
        response: answers(okNull),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const { language } = req.body;
      await db.query('UPDATE users SET language = $2 WHERE id = $1', [req.user.id, language]);
      const text = { zh: '切换成功', zhtw: '切換成功', en: 'Switch Language Success' }[language];
      return ok(null, text);
    },
  );

  app.get(
    '/api/Permission/Users/Current/Subordinate',
    {
      schema: { tags, summary: '我的下属（我任主管的组织/部门及其下级中的用户；data.list）', response: answers(listOnly(Subordinate)) },
      config: { access: 'login' },
    },
    async (req) => {
      const list = await rows(
        db,
        Subordinate,
        `SELECT u.id, u.account, u.real_name, u.head_icon, u.gender, o.full_name AS organize_name, coalesce(d.full_name, '') AS department_name
           FROM users u JOIN organize o ON o.id = u.organize_id LEFT JOIN organize d ON d.id = u.department_id
          WHERE u.id <> $1 AND u.enabled_mark = 1 AND EXISTS (
            SELECT 1 FROM organize m WHERE m.manager_id = $1
               AND coalesce(d.tree_path, o.tree_path) LIKE m.tree_path || '%')
          ORDER BY u.sort_code, u.id LIMIT 1000`,
        [req.user.id],
      );
      return ok({ list });
    },
  );

  app.get(
    '/api/Permission/Users/Current/Authorize',
    {
      schema: { tags, summary: '我拥有的权限（module/button/column/form/resource 列表，按菜单 moduleId 关联）', response: answers(envelope(HeldGrants)) },
      config: { access: 'login' },
    },
    async (req) => {
      const { catalogue, grants } = req.userAccess;
      const has = (set: Set<string>, id: string) => grants.all || set.has(id);
      const modules = catalogue.modules.filter((m) => m.enabledMark === 1 && has(grants.modules, m.id));
      const held = new Set(modules.map((m) => m.id));
      // The response schema answers only the fields it names: catalogue rows carry more.
      const items = <T extends { id: string; moduleId: string }>(list: T[], set: Set<string>) => list.filter((r) => held.has(r.moduleId) && has(set, r.id));
      return ok({
        module: modules,
        button: items(catalogue.buttons, grants.buttons),
        column: items(catalogue.columns, grants.columns),
        form: items(catalogue.forms, grants.forms),
        resource: items(catalogue.resources, grants.resources),
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
