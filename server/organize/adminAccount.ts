import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import { generatePassword, hashPassword, md5 } from '../auth/password';
import { quickQuery } from '../kit/quickQuery';
import { assertHoldsObjects } from '../authorize/escalation';
import { ORG_MENU, loadOrg, orgInScope, routeSchemes } from './scope';
import { t } from '../../contract/texts';
import { assertManageable } from '../users/manageGuard';
import { endSessions } from '../users/userRecords';

/** The role every generated school administrator account holds (seeded as 学校管理员). */
export const SCHOOL_ADMIN_ROLE = 'schoolAdmin';

/** Pure: '<enCode lowercase>admin', keeping only what the account rule allows. */
export function adminAccountFor(enCode: string): string {
  return `${enCode.toLowerCase().replace(/[^a-z0-9]/g, '')}admin`;
}

/**
 * POST Organize/GetAdminAccountPassword: creates the school's administrator account, or resets its
 * password when it exists, and answers the generated password once (it is stored only hashed).
 * Every session of that account ends, so a leaked old password stops working at once.
 */
export function adminAccountRoute(app: FastifyInstance) {
  const db = app.database;
  app.post(
    '/api/Permission/Organize/GetAdminAccountPassword',
    {
      schema: {
        tags: ['Organize'],
        summary: '生成或重置学校管理员账户（账户 <编码小写>admin，返回一次性明文密码，角色 学校管理员）',
        body: {
          type: 'object',
          required: ['organizeId'],
          properties: { organizeId: { type: 'string', minLength: 1, maxLength: 64 } },
        },
      },
      config: { access: { menu: ORG_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { organizeId } = req.body as { organizeId: string };
      const org = await loadOrg(req, organizeId);
      if (!org || org.category !== 'company' || !(await orgInScope(req, routeSchemes(req, ORG_MENU), org))) {
        throw new ApiError(Code.NotFound, t('notFound'));
      }
      const roles = await db.query<{ id: string }>('SELECT id FROM role WHERE en_code = $1', [SCHOOL_ADMIN_ROLE]);
      if (!roles[0]) throw new ApiError(Code.BadRequest, t('schoolAdminRoleMissing'));
      await assertHoldsObjects(req, 'Role', [roles[0].id]);
      const account = adminAccountFor(org.en_code);
      const password = generatePassword(12);
      const hash = await hashPassword(md5(password));
      const existing = await db.query<{ id: string; organize_id: string; is_administrator: boolean }>(
        'SELECT id, organize_id, is_administrator FROM users WHERE lower(account) = $1',
        [account],
      );
      if (existing[0]) {
        if (existing[0].organize_id !== org.id || existing[0].is_administrator) throw new ApiError(Code.Conflict, t('accountUsedElsewhere', { account }));
        // Resetting is managing that account: not one's own, not one holding more than the caller.
        await assertManageable(req, { id: existing[0].id, isAdministrator: false });
      }
      const realName = `${org.full_name}管理员`;
      // The account (its new password, switched on) and its role are written together.
      const userId = await db.transaction(async (tx) => {
        let id: string;
        if (existing[0]) {
          id = existing[0].id;
          await tx.query('UPDATE users SET password_hash = $2, enabled_mark = 1, updated_at = now() WHERE id = $1', [id, hash]);
        } else {
          const rows = await tx.query<{ id: string }>(
            `INSERT INTO users (account, real_name, quick_query, organize_id, password_hash, creator_user_id)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
            [account, realName, quickQuery(realName), org.id, hash, req.user.id],
          );
          id = rows[0].id;
        }
        await tx.query(`INSERT INTO user_relation (user_id, object_type, object_id) VALUES ($1, 'Role', $2) ON CONFLICT DO NOTHING`, [id, roles[0].id]);
        return id;
      });
      if (existing[0]) await endSessions(app, userId, 'passwordReset');
      app.access.invalidate();
      return ok({ account, password, userId });
    },
  );
}
