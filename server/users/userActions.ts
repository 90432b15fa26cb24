import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { idParams, ok } from '../http/reply';
import { hashPassword, md5 } from '../auth/password';
import { formatMessage } from '../../contract/rules/messages';
import { assertFields, checkFields } from './fieldCheck';
import { findUser, USER_MENU } from './routes';
import { ruleText, t } from '../../contract/texts';
import { say } from '../http/language';

/** State toggle and password reset of a user inside the caller's data permission. */
export function userActionRoutes(app: FastifyInstance) {
  const db = app.database;

  const guard = (target: { id: string; isAdministrator: boolean }, callerId: string) => {
    if (target.id === callerId) throw new ApiError(Code.BadRequest, t('cannotChangeSelf'));
    if (target.isAdministrator) throw new ApiError(Code.BadRequest, t('cannotChangeAdmin'));
  };

  app.put(
    '/api/Permission/Users/:id/Actions/State',
    {
      schema: { tags: ['Users'], summary: '启用/禁用用户（切换 enabledMark；禁用即结束其全部会话，答 601）', params: idParams },
      config: { access: { menu: USER_MENU, button: 'btn_state' } },
    },
    async (req) => {
      const { id } = req.params as { id: string };
      const user = await findUser(req, id);
      guard(user, req.user.id);
      const rows = await db.query<{ enabled_mark: number }>(
        'UPDATE users SET enabled_mark = 1 - enabled_mark, updated_at = now() WHERE id = $1 RETURNING enabled_mark',
        [id],
      );
      const enabledMark = Number(rows[0].enabled_mark);
      app.sessions.evict([], [id]);
      if (enabledMark === 0) {
        const ended = await app.sessions.end({ userId: id }, 'forced');
        if (ended.length) app.events.emit('sessionsEnded', { userId: id, sessionIds: ended.map((s) => s.id), reason: 'disabled' });
      }
      return ok({ enabledMark }, say(req, 'stateSuccess'));
    },
  );

  app.post(
    '/api/Permission/Users/:id/Actions/ResetPassword',
    {
      schema: {
        tags: ['Users'],
        summary: '重置密码（body.userPassword 明文，§5 密码规则；结束该用户全部会话）',
        params: idParams,
        body: {
          type: 'object',
          required: ['userPassword'],
          properties: { userPassword: { type: 'string', maxLength: 64 } },
        },
      },
      config: { access: { menu: USER_MENU, button: 'btn_resetPassword' } },
    },
    async (req) => {
      const { id } = req.params as { id: string };
      const { userPassword } = req.body as { userPassword: string };
      const user = await findUser(req, id);
      guard(user, req.user.id);
      assertFields(checkFields([{ field: 'userPassword', rule: 'password', value: userPassword, required: ruleText('passwordInvalid') }]));
      await db.query('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1', [id, await hashPassword(md5(userPassword))]);
      const ended = await app.sessions.end({ userId: id }, 'forced');
      if (ended.length) app.events.emit('sessionsEnded', { userId: id, sessionIds: ended.map((s) => s.id), reason: 'passwordReset' });
      return ok(null, say(req, 'resetPasswordSuccess'));
    },
  );
}

