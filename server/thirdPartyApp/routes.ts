import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { scopesAllowed } from '../../contract/publicPages/scopes';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { Nullable, Type, answers, envelope, epochMs, okNull, one, schoolCaller, typed } from '../kit';

// /companyAuthorize (issue 17 item 6): an organisation confirms that a third-party app may use some
// of its data. The app's page is public (what it is and what it asks for); confirming and revoking
// are for an administrator of the organisation (the school-voice right), for their own organisation
// only, and only for scopes the app asked for.

const AppParams = Type.Object({ appId: Type.String({ minLength: 1, maxLength: 64 }) });
const PublicApp = Type.Object({ id: Type.String(), name: Type.String(), vendor: Type.String(), description: Type.String(), homepage: Type.String(), scopes: Type.Array(Type.String()) });
const Authorization = Type.Object({ scopes: Type.Array(Type.String()), authorizedAt: Type.Number(), authorizedByName: Type.String() });

export default async function thirdPartyAppRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['CompanyAuthorize'];

  async function appOf(id: string) {
    const a = await one(db, PublicApp, 'SELECT id, name, vendor, description, homepage, scopes FROM third_party_app WHERE id = $1 AND enabled', [id]);
    if (!a) throw new ApiError(Code.NotFound, t('notFound'));
    return a;
  }

  /** The caller's organisation (the company their department belongs to) and whether they speak for it. */
  async function organisationOf(req: FastifyRequest) {
    const caller = await schoolCaller(req);
    const org = await one(
      db,
      Type.Object({ id: Type.String(), fullName: Type.String() }),
      'SELECT co.id, co.full_name FROM users u JOIN organize o ON o.id = u.organize_id JOIN organize co ON co.id = o.company_id WHERE u.id = $1',
      [req.user.id],
    );
    if (!org) throw new ApiError(Code.NotFound, t('notFound'));
    return { org, mayAuthorize: caller.isAdministrator || caller.reviewer };
  }

  app.get(
    '/api/Public/ThirdPartyApp/:appId',
    { schema: { tags, summary: '第三方应用的公开说明与申请的权限（无需登录）', params: AppParams, response: answers(envelope(PublicApp)) }, config: { access: 'public' } },
    async (req) => ok(await appOf(req.params.appId)),
  );

  app.get(
    '/api/CompanyAuthorize/:appId',
    {
      schema: {
        tags,
        summary: '本单位对该应用的授权状态',
        params: AppParams,
        response: answers(envelope(Type.Object({ organizeName: Type.String(), mayAuthorize: Type.Boolean(), authorization: Nullable(Authorization) }))),
      },
      config: { access: 'login' },
    },
    async (req) => {
      await appOf(req.params.appId);
      const { org, mayAuthorize } = await organisationOf(req);
      const authorization = await one(
        db,
        Authorization,
        `SELECT a.scopes, ${epochMs('a.authorized_at')} AS authorized_at, coalesce(u.real_name, '') AS authorized_by_name
           FROM third_party_authorization a LEFT JOIN users u ON u.id = a.authorized_by
          WHERE a.app_id = $1 AND a.organize_id = $2 AND a.revoked_at IS NULL`,
        [req.params.appId, org.id],
      );
      return ok({ organizeName: org.fullName, mayAuthorize, authorization: authorization ?? null });
    },
  );

  app.post(
    '/api/CompanyAuthorize/:appId',
    {
      schema: {
        tags,
        summary: '确认授权（本单位管理员；只能勾选应用申请的权限）',
        params: AppParams,
        body: Type.Object({ scopes: Type.Array(Type.String({ maxLength: 40 }), { minItems: 1, maxItems: 20 }) }, { additionalProperties: false }),
        response: answers(okNull),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const a = await appOf(req.params.appId);
      const { org, mayAuthorize } = await organisationOf(req);
      if (!mayAuthorize) throw new ApiError(Code.Forbidden, say(req, 'authorizeNotAdmin'));
      if (!scopesAllowed(req.body.scopes, a.scopes)) throw new ApiError(Code.BadRequest, say(req, 'authorizeBadScopes'));
      await db.query(
        `INSERT INTO third_party_authorization (app_id, organize_id, scopes, authorized_by) VALUES ($1, $2, $3::jsonb, $4)
         ON CONFLICT (app_id, organize_id) DO UPDATE SET scopes = EXCLUDED.scopes, authorized_by = EXCLUDED.authorized_by, authorized_at = now(), revoked_at = NULL`,
        [a.id, org.id, JSON.stringify(req.body.scopes), req.user.id],
      );
      return ok(null, say(req, 'ok'));
    },
  );

  app.delete(
    '/api/CompanyAuthorize/:appId',
    { schema: { tags, summary: '撤销本单位对该应用的授权（本单位管理员）', params: AppParams, response: answers(okNull) }, config: { access: 'login' } },
    async (req) => {
      await appOf(req.params.appId);
      const { org, mayAuthorize } = await organisationOf(req);
      if (!mayAuthorize) throw new ApiError(Code.Forbidden, say(req, 'authorizeNotAdmin'));
      await db.query('UPDATE third_party_authorization SET revoked_at = now() WHERE app_id = $1 AND organize_id = $2 AND revoked_at IS NULL', [req.params.appId, org.id]);
      return ok(null, say(req, 'ok'));
    },
  );
}
