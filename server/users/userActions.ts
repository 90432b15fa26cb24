import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { IdParams, Type, answers, envelope, okNull, one, typed } from '../kit';
import { hashPassword, md5 } from '../auth/password';
import { assertFields, checkFields } from '../kit/fieldCheck';
import { endSessions, findUser, USER_MENU } from './userRecords';
import { assertMobileFree } from './mobileCheck';
import { ruleText } from '../../contract/texts';
import { say } from '../http/language';

const State = Type.Object({ enabledMark: Type.Integer() });

/** State toggle and password reset of a user inside the caller's data permission. */
export function userActionRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;

  app.put(
    '/api/Permission/Users/:id/Actions/State',
    {
      schema: {
        tags: ['Users'],
        summary: '启用/禁用用户（切换 enabledMark；禁用即结束其全部会话，答 601）',
        params: IdParams,
        response: answers(envelope(State)),
      },
      config: { access: { menu: USER_MENU, button: 'btn_state' } },
    },
    async (req) => {
      const { id } = req.params;
      // Not oneself, not the super administrator, not a more privileged account (findUser manages).
      const user = await findUser(req, id, 'manage');
      const enabledMark = await db.transaction(async (tx) => {
        // Switching an account on makes its mobile a sign-in again: it must not be another's.
        if (user.enabledMark === 0) await assertMobileFree(tx, user.mobile, id);
        const state = await one(tx, State, 'UPDATE users SET enabled_mark = 1 - enabled_mark, updated_at = now() WHERE id = $1 RETURNING enabled_mark', [id]);
        return state!.enabledMark;
      });
      app.sessions.evict([], [id]);
      if (enabledMark === 0) await endSessions(app, id, 'disabled');
      return ok({ enabledMark }, say(req, 'stateSuccess'));
    },
  );

  app.post(
    '/api/Permission/Users/:id/Actions/ResetPassword',
    {
      schema: {
        tags: ['Users'],
        summary: '重置密码（body.userPassword 明文，§5 密码规则；结束该用户全部会话）',
        params: IdParams,
        body: Type.Object({ userPassword: Type.String({ maxLength: 64 }) }),
        response: answers(okNull),
      },
      config: { access: { menu: USER_MENU, button: 'btn_resetPassword' } },
    },
    async (req) => {
      const { id } = req.params;
      const { userPassword } = req.body;
      await findUser(req, id, 'manage');
      if (!userPassword) assertFields(checkFields([{ field: 'userPassword', rule: 'password', value: userPassword, required: ruleText('passwordInvalid') }]));
      app.sysConfig.assertPassword(userPassword, 'userPassword');
      await db.query('UPDATE users SET password_hash = $2, password_changed_at = now(), updated_at = now() WHERE id = $1', [id, await hashPassword(md5(userPassword))]);
      await endSessions(app, id, 'passwordReset');
      return ok(null, say(req, 'resetPasswordSuccess'));
    },
  );
}

