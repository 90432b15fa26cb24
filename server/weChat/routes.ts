import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { Nullable, Type, answers, envelope, epochMs, okNull, typed, type Static } from '../kit';
import { encrypt, type SecretKey } from '../dataSource/secret';
import { checkMpMenu, toTencentMenu, type MenuProblem, type MpMenu } from '../../contract/weChat/menu';
import { WeChatClient, type WxBases, type WxKind } from './client';
import { canUse } from '../permission/access';
import userRoutes from './userRoutes';
import materialRoutes from './materialRoutes';
import weComSyncRoutes from './wecomSyncRoutes';

// 公众号配置 / 企业号配置 / 公众号菜单. The secret and the AES key go in and never come back out: the
// answer says only whether one is stored, and an empty field on save keeps the stored one.

const MENUS: Record<WxKind, string> = { mp: 'weChat.mpConfig', qy: 'weChat.qyConfig' };
const MENU_MENU = 'weChat.mpMenu';

const KindParams = Type.Object({ kind: Type.Union([Type.Literal('mp'), Type.Literal('qy')]) });
const ConfigAnswer = Type.Object({
  appId: Type.String(),
  hasSecret: Type.Boolean(),
  token: Type.String(),
  hasAesKey: Type.Boolean(),
  agentId: Type.String(),
  updatedAt: Nullable(Type.Number()),
  /** Where WeChat calls back (the official account's 服务器地址). */
  callbackPath: Type.String(),
});
const ConfigInput = Type.Object(
  {
    appId: Type.String({ maxLength: 64, pattern: '^[A-Za-z0-9_-]*$' }),
    /** Empty: keep the stored secret. */
    secret: Type.Optional(Type.String({ maxLength: 128 })),
    token: Type.Optional(Type.String({ maxLength: 32, pattern: '^[A-Za-z0-9]*$' })),
    /** The EncodingAESKey: 43 characters of base64 without the padding; empty keeps the stored one. */
    aesKey: Type.Optional(Type.String({ maxLength: 43, pattern: '^([A-Za-z0-9+/]{43})?$' })),
    agentId: Type.Optional(Type.String({ maxLength: 20, pattern: '^[0-9]*$' })),
  },
  { additionalProperties: false },
);
const MenuButtonSchema = Type.Recursive(
  (Self) =>
    Type.Object(
      {
        name: Type.String({ maxLength: 60 }),
        type: Type.Optional(Type.Union([Type.Literal('click'), Type.Literal('view'), Type.Literal('miniprogram')])),
        key: Type.Optional(Type.String({ maxLength: 200 })),
        url: Type.Optional(Type.String({ maxLength: 1100 })),
        appid: Type.Optional(Type.String({ maxLength: 64 })),
        pagepath: Type.Optional(Type.String({ maxLength: 200 })),
        sub_button: Type.Optional(Type.Array(Self, { maxItems: 10 })),
      },
      { additionalProperties: false },
    ),
  { $id: 'WxMenuButton' },
);
const MenuBody = Type.Object({ button: Type.Array(MenuButtonSchema, { maxItems: 10 }) }, { additionalProperties: false });
const MenuAnswer = Type.Object({ menu: MenuBody, published: Type.Boolean(), publishedAt: Nullable(Type.Number()) });

/** A menu problem as a field error: its path and the rule's message. */
const problemText = (p: MenuProblem) => t(`wxMenu.${p.code}`, { limit: p.limit ?? 0 });

export default async function weChatRoutes(instance: FastifyInstance, opts: { key: SecretKey; bases: WxBases; dataDir: string }) {
  const app = typed(instance);
  const db = app.database;
  const client = new WeChatClient(db, opts.key, opts.bases);
  const tags = ['WeChat'];
  await instance.register(userRoutes, { client });
  await instance.register(materialRoutes, { client, dataDir: opts.dataDir });
  await instance.register(weComSyncRoutes, { client });

  app.get(
    '/api/WeChat/Config/:kind',
    { schema: { tags, summary: '公众号 / 企业号配置（密钥不回传）', params: KindParams, response: answers(envelope(ConfigAnswer)) }, config: { access: { menu: [MENUS.mp, MENUS.qy] } } },
    async (req) => {
      // The route admits either menu; this kind's own menu is the one that counts.
      if (!canUse(req.userAccess, MENUS[req.params.kind])) throw new ApiError(Code.Forbidden, t('forbidden'));
      const rows = await db.query<{ app_id: string; has_secret: boolean; token: string; has_aes: boolean; agent_id: string; updated: number | null }>(
        `SELECT app_id, secret_enc IS NOT NULL AS has_secret, token, aes_key_enc IS NOT NULL AS has_aes, agent_id,
                ${epochMs('updated_at')} AS updated FROM wechat_config WHERE kind = $1`,
        [req.params.kind],
      );
      const r = rows[0];
      return ok({
        appId: r?.app_id ?? '',
        hasSecret: r?.has_secret ?? false,
        token: r?.token ?? '',
        hasAesKey: r?.has_aes ?? false,
        agentId: r?.agent_id ?? '',
        updatedAt: r?.updated ?? null,
        callbackPath: `/api/WeChat/Callback/${req.params.kind}`,
      });
    },
  );

  app.put(
    '/api/WeChat/Config/:kind',
    { schema: { tags, summary: '保存公众号 / 企业号配置', params: KindParams, body: ConfigInput, response: answers(okNull) }, config: { access: { menu: [MENUS.mp, MENUS.qy], button: 'btn_edit' } } },
    async (req) => {
      const { kind } = req.params;
      if (!canUse(req.userAccess, MENUS[kind], 'btn_edit')) throw new ApiError(Code.Forbidden, t('forbidden'));
      const b = req.body;
      if (kind === 'qy' && b.aesKey) throw new ApiError(Code.BadRequest, t('fieldInvalid'), [{ field: 'aesKey', message: t('wxQyNoAes') }]);
      await db.query(
        `INSERT INTO wechat_config (kind, app_id, secret_enc, token, aes_key_enc, agent_id, updated_by, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now())
         ON CONFLICT (kind) DO UPDATE SET app_id = excluded.app_id, secret_enc = coalesce(excluded.secret_enc, wechat_config.secret_enc), token = excluded.token,
           aes_key_enc = coalesce(excluded.aes_key_enc, wechat_config.aes_key_enc), agent_id = excluded.agent_id, updated_by = excluded.updated_by, updated_at = now()`,
        [kind, b.appId, b.secret ? encrypt(opts.key, b.secret) : null, b.token ?? '', b.aesKey ? encrypt(opts.key, b.aesKey) : null, b.agentId ?? '', req.user.id],
      );
      // A token fetched with the old credentials belongs to them.
      await client.forget(kind);
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.post(
    '/api/WeChat/Config/:kind/Actions/Test',
    { schema: { tags, summary: '测试连接（取一次 access_token）', params: KindParams, response: answers(okNull) }, config: { access: { menu: [MENUS.mp, MENUS.qy] } } },
    async (req) => {
      if (!canUse(req.userAccess, MENUS[req.params.kind])) throw new ApiError(Code.Forbidden, t('forbidden'));
      await client.token(req.params.kind, true);
      return ok(null, say(req, 'wxConnected'));
    },
  );

  const storedMenu = async () => {
    const rows = await db.query<{ menu: MpMenu; published_menu: MpMenu | null; published: number | null }>(
      `SELECT menu, published_menu, ${epochMs('published_at')} AS published FROM wechat_menu WHERE id = 1`,
    );
    return rows[0] ?? null;
  };

  app.get(
    '/api/WeChat/MpMenu',
    { schema: { tags, summary: '公众号菜单（编辑中的）', response: answers(envelope(MenuAnswer)) }, config: { access: { menu: MENU_MENU } } },
    async () => {
      const r = await storedMenu();
      const menu = r?.menu ?? { button: [] };
      return ok({ menu, published: !!r?.published_menu && isDeepStrictEqual(r.published_menu, toTencentMenu(menu)), publishedAt: r?.published ?? null });
    },
  );

  const assertMenu = (menu: MpMenu) => {
    const problems = checkMpMenu(menu);
    if (problems.length) {
      throw new ApiError(Code.BadRequest, problemText(problems[0]), problems.map((p) => ({ field: p.path, message: problemText(p) })));
    }
  };

  app.put(
    '/api/WeChat/MpMenu',
    { schema: { tags, summary: '保存公众号菜单（不发布）', body: MenuBody, response: answers(okNull) }, config: { access: { menu: MENU_MENU, button: 'btn_edit' } } },
    async (req) => {
      const menu = req.body as Static<typeof MenuBody> as MpMenu;
      assertMenu(menu);
      await db.query(
        `INSERT INTO wechat_menu (id, menu, updated_at) VALUES (1, $1::jsonb, now()) ON CONFLICT (id) DO UPDATE SET menu = excluded.menu, updated_at = now()`,
        [JSON.stringify(menu)],
      );
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.post(
    '/api/WeChat/MpMenu/Actions/Publish',
    { schema: { tags, summary: '发布公众号菜单到微信', response: answers(okNull) }, config: { access: { menu: MENU_MENU, button: 'btn_edit' } } },
    async (req) => {
      const r = await storedMenu();
      const menu = r?.menu ?? { button: [] };
      assertMenu(menu);
      const sent = toTencentMenu(menu);
      await client.call('mp', '/cgi-bin/menu/create', { method: 'POST', body: sent });
      await db.query('UPDATE wechat_menu SET published_menu = $1::jsonb, published_at = now(), published_by = $2 WHERE id = 1', [JSON.stringify(sent), req.user.id]);
      return ok(null, say(req, 'wxPublished'));
    },
  );
}
