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
import { Type, answers, envelope, one, typed } from '../kit';

const Id = Type.Object({ id: Type.String() });
const ExistingAccount = Type.Object({ id: Type.String(), organizeId: Type.String(), isAdministrator: Type.Boolean() });
/** The generated password is answered once, here; only its hash is stored. */
const AdminAccount = Type.Object({ account: Type.String(), password: Type.String(), userId: Type.String() });

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
export function adminAccountRoute(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  app.post(
    '/api/Permission/Organize/GetAdminAccountPassword',
    {
      schema: {
        tags: ['Organize'],
        summary: '生成或重置学校管理员账户（账户 <编码小写>admin，返回一次性明文密码，角色 学校管理员）',
        body: Type.Object({ organizeId: Type.String({ minLength: 1, maxLength: 64 }) }),
        response: answers(envelope(AdminAccount)),
      },
      config: { access: { menu: ORG_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { organizeId } = req.body;
      const org = await loadOrg(req, organizeId);
      if (!org || org.category !== 'company' || !(await orgInScope(req, routeSchemes(req, ORG_MENU), org))) {
        throw new ApiError(Code.NotFound, t('notFound'));
      }
      const role = await one(db, Id, 'SELECT id FROM role WHERE en_code = $1', [SCHOOL_ADMIN_ROLE]);
      if (!role) throw new ApiError(Code.BadRequest, t('schoolAdminRoleMissing'));
      await assertHoldsObjects(req, 'Role', [role.id]);
      const account = adminAccountFor(org.enCode);
      const password = generatePassword(12);
      const hash = await hashPassword(md5(password));
      const existing = await one(db, ExistingAccount, 'SELECT id, organize_id, is_administrator FROM users WHERE lower(account) = $1', [account]);
      if (existing) {
        if (existing.organizeId !== org.id || existing.isAdministrator) throw new ApiError(Code.Conflict, t('accountUsedElsewhere', { account }));
        // Resetting is managing that account: not one's own, not one holding more than the caller.
        await assertManageable(req, { id: existing.id, isAdministrator: false });
      }
      const realName = `${org.fullName}管理员`;
      // The account (its new password, switched on) and its role are written together.
      const userId = await db.transaction(async (tx) => {
        let id: string;
        if (existing) {
          id = existing.id;
          await tx.query('UPDATE users SET password_hash = $2, enabled_mark = 1, updated_at = now() WHERE id = $1', [id, hash]);
        } else {
          const created = await one(
            tx,
            Id,
            `INSERT INTO users (account, real_name, quick_query, organize_id, password_hash, creator_user_id)
             VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
            [account, realName, quickQuery(realName), org.id, hash, req.user.id],
          );
          id = created!.id;
        }
        await tx.query(`INSERT INTO user_relation (user_id, object_type, object_id) VALUES ($1, 'Role', $2) ON CONFLICT DO NOTHING`, [id, role.id]);
        return id;
      });
      if (existing) await endSessions(app, userId, 'passwordReset');
      app.access.invalidate();
      return ok({ account, password, userId });
    },
  );
}
