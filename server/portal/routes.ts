import crypto from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { cleanPortal, cleanScreen, type PortalDefinition, type ScreenDefinition } from '../../contract/portal/definition';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { canUse } from '../permission/access';
import { requireDistrictScope } from '../districtScope/districtScope';
import { IdParams, Nullable, Type, Where, answers, envelope, epochMs, listAnswer, listOnly, listPage, listQuery, okId, okNull, one, portalOfUserSql, rows, typed } from '../kit';
import { assertDefinition, assertSourcesReadable } from './sourceCheck';
import {
  COLUMNS, DefinitionValue, FROM, PortalEntity, PortalRow, checkEntity, createPortal, ensureCodeFree, findPortal, savePortal,
  type Definition, type Kind,
} from './store';

/*
 * 门户设计 (/api/VisualDevelopment/Portal, menu onlineDev.portal) and 大屏设计
 * (/api/VisualDevelopment/Screen, menu onlineDev.bigScreen): the same life as a designed page —
 * list, create, copy, delete, save as a numbered version, restore — plus how each is shown: a
 * portal to the roles it is assigned to (/dashboard), a screen to the holders of the type-6 menu
 * that names it (/dataV) and either, once published, on a wall display (/display/:id).
 * Designs are district-wide (like page designs): written only with district scope.
 */

const Body = Type.Object(
  {
    fullName: Type.String({ maxLength: 100 }),
    enCode: Type.String({ maxLength: 50 }),
    category: Type.Optional(Type.String({ maxLength: 50 })),
    description: Type.Optional(Nullable(Type.String({ maxLength: 500 }))),
    state: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 999999 })),
    note: Type.Optional(Type.String({ maxLength: 200 })),
    definition: DefinitionValue,
  },
  { additionalProperties: false },
);
const VersionParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }), version: Type.Integer({ minimum: 1 }) });
const VersionRow = Type.Object({ version: Type.Integer(), note: Type.String(), creatorUser: Type.String(), creatorTime: Type.Number() });
const VersionDetail = Type.Object({ ...VersionRow.properties, definition: DefinitionValue });
const VERSION_COLUMNS = `h.version, h.note, coalesce(u.real_name, '') AS creator_user, ${epochMs('h.created_at')} AS creator_time`;
const VERSION_FROM = 'FROM visual_portal_version h LEFT JOIN users u ON u.id = h.creator_user_id';
const View = Type.Object({ id: Type.String(), fullName: Type.String(), state: Type.Integer(), version: Type.Integer(), definition: DefinitionValue });
const Found = Type.Object({ id: Type.String() });
const PropertyJson = Type.Object({ enCode: Type.String(), propertyJson: Type.String() });
const SORTS = { fullName: 'p.full_name', enCode: 'p.en_code', sortCode: 'p.sort_code', creatorTime: 'p.created_at' };

export interface KindRoutes {
  kind: Kind;
  base: string;
  menu: string;
  tag: string;
}

/** The stored form of a definition: its shape checked, every source readable by the saver, rich text sanitised. */
async function storedDefinition(req: FastifyRequest, kind: Kind, def: unknown): Promise<Definition> {
  assertDefinition(kind, def);
  if (kind === 'portal') {
    const clean = cleanPortal(def as PortalDefinition);
    await assertSourcesReadable(req, clean.cards, '/cards');
    return clean;
  }
  const clean = cleanScreen(def as ScreenDefinition);
  await assertSourcesReadable(req, clean.items, '/items');
  return clean;
}

/** Whether the caller may look at a design without designing it. */
async function mayView(req: FastifyRequest, k: KindRoutes, p: PortalEntity): Promise<boolean> {
  const access = req.userAccess;
  if (canUse(access, k.menu)) return true;
  if (k.kind === 'portal') {
    if (p.roleIds.some((r) => access.roleIds.includes(r))) return true;
    const own = await one(req.server.database, Found, `SELECT id FROM users WHERE id = $1 AND portal_id = $2`, [req.user.id, p.id]);
    return !!own;
  }
  // A screen: through a type-6 menu the caller holds whose moduleId names it.
  const menus = await rows(req.server.database, PropertyJson, `SELECT en_code, coalesce(property_json, '') AS property_json FROM module WHERE type = 6 AND enabled_mark = 1`);
  return menus.some((m) => {
    try {
      const id = (JSON.parse(m.propertyJson || '{}') as { moduleId?: unknown }).moduleId;
      return (id === p.id || id === p.enCode) && canUse(access, m.enCode);
    } catch {
      return false;
    }
  });
}

export function kindRoutes(k: KindRoutes) {
  return async function routes(instance: FastifyInstance) {
    const app = typed(instance);
    const db = app.database;
    const tags = [k.tag];
    const write = (button: string) => ({ config: { access: { menu: k.menu, button } }, preHandler: requireDistrictScope });

    app.get(
      k.base,
      { schema: { tags, querystring: listQuery({}), response: answers(listAnswer(PortalRow)) }, config: { access: { menu: k.menu } } },
      async (req) => {
        const where = new Where().keyword(req.query.keyword, ['p.full_name', 'p.en_code']);
        where.and(`p.kind = ${where.param(k.kind)}`);
        return listPage(db, req.query, { row: PortalRow, columns: COLUMNS, from: FROM, where, sorts: SORTS, order: 'p.sort_code, p.created_at', tieBreak: 'p.id' });
      },
    );

    app.get(`${k.base}/:id`, { schema: { tags, params: IdParams, response: answers(envelope(PortalEntity)) }, config: { access: { menu: k.menu } } }, async (req) =>
      ok(await findPortal(db, k.kind, req.params.id)),
    );

    app.post(k.base, { schema: { tags, summary: '新建', body: Body, response: answers(okId) }, ...write('btn_add') }, async (req) => {
      const b = req.body;
      checkEntity(b);
      const definition = await storedDefinition(req, k.kind, b.definition);
      await ensureCodeFree(db, k.kind, b.enCode, null);
      const id = crypto.randomUUID();
      await createPortal(db, k.kind, id, { ...b, definition }, req.user.id);
      return ok({ id }, say(req, 'createSuccess'));
    });

    app.put(
      `${k.base}/:id`,
      { schema: { tags, summary: '保存（另存为新版本）', params: IdParams, body: Body, response: answers(envelope(Type.Object({ version: Type.Integer() }))) }, ...write('btn_edit') },
      async (req) => {
        const before = await findPortal(db, k.kind, req.params.id);
        const b = req.body;
        checkEntity(b);
        const definition = await storedDefinition(req, k.kind, b.definition);
        await ensureCodeFree(db, k.kind, b.enCode, before.id);
        const version = await savePortal(db, before.id, { ...b, definition }, req.user.id, before);
        return ok({ version }, say(req, 'updateSuccess'));
      },
    );

    app.delete(`${k.base}/:id`, { schema: { tags, params: IdParams, response: answers(okNull) }, ...write('btn_remove') }, async (req) => {
      await findPortal(db, k.kind, req.params.id);
      await db.query('DELETE FROM visual_portal WHERE id = $1', [req.params.id]);
      return ok(null, say(req, 'deleteSuccess'));
    });

    app.post(`${k.base}/:id/Actions/Copy`, { schema: { tags, summary: '复制', params: IdParams, response: answers(okId) }, ...write('btn_add') }, async (req) => {
      const p = await findPortal(db, k.kind, req.params.id);
      let n = 1;
      const codeOf = (i: number) => `${p.enCode}.copy${i > 1 ? i : ''}`;
      while ((await rows(db, Found, 'SELECT id FROM visual_portal WHERE kind = $1 AND lower(en_code) = lower($2)', [k.kind, codeOf(n)])).length) n++;
      const id = crypto.randomUUID();
      // A copy starts unpublished and assigned to nobody: it is a draft of a new design.
      await createPortal(db, k.kind, id, { fullName: `${p.fullName}副本${n > 1 ? n : ''}`.slice(0, 100), enCode: codeOf(n), category: p.category, description: p.description || null, state: 0, sortCode: p.sortCode, definition: p.definition }, req.user.id);
      return ok({ id }, say(req, 'createSuccess'));
    });

    app.get(`${k.base}/:id/Versions`, { schema: { tags, params: IdParams, response: answers(listOnly(VersionRow)) }, config: { access: { menu: k.menu } } }, async (req) => {
      await findPortal(db, k.kind, req.params.id);
      return ok({ list: await rows(db, VersionRow, `SELECT ${VERSION_COLUMNS} ${VERSION_FROM} WHERE h.portal_id = $1 ORDER BY h.version DESC`, [req.params.id]) });
    });

    async function versionOf(id: string, version: number) {
      await findPortal(db, k.kind, id);
      const found = await one(db, VersionDetail, `SELECT ${VERSION_COLUMNS}, h.definition ${VERSION_FROM} WHERE h.portal_id = $1 AND h.version = $2`, [id, version]);
      if (!found) throw new ApiError(Code.NotFound, t('notFound'));
      return found;
    }

    app.get(`${k.base}/:id/Versions/:version`, { schema: { tags, params: VersionParams, response: answers(envelope(VersionDetail)) }, config: { access: { menu: k.menu } } }, async (req) =>
      ok(await versionOf(req.params.id, req.params.version)),
    );

    app.post(
      `${k.base}/:id/Versions/:version/Actions/Restore`,
      { schema: { tags, summary: '恢复某一版本（另存为新版本）', params: VersionParams, response: answers(envelope(Type.Object({ version: Type.Integer() }))) }, ...write('btn_edit') },
      async (req) => {
        const { id, version } = req.params;
        const found = await versionOf(id, version);
        const before = await findPortal(db, k.kind, id);
        // An old version is checked again: a source the restorer may not read stays out.
        const definition = await storedDefinition(req, k.kind, found.definition);
        const saved = await savePortal(db, id, { ...before, definition, note: say(req, 'versionRestoredNote', { version: String(version) }) }, req.user.id, before);
        return ok({ version: saved }, say(req, 'updateSuccess'));
      },
    );

    app.get(
      `${k.base}/:id/View`,
      { schema: { tags, summary: '展示（/dashboard、/dataV、/display）', params: IdParams, response: answers(envelope(View)) }, config: { access: 'login' } },
      async (req) => {
        const p = await one(db, PortalEntity, `SELECT ${COLUMNS}, p.kind, p.definition ${FROM} WHERE (p.id = $1 OR lower(p.en_code) = lower($1)) AND p.kind = $2 ORDER BY (p.id = $1) DESC LIMIT 1`, [req.params.id, k.kind]);
        // What the caller may not see is answered as what does not exist.
        if (!p || !(await mayView(req, k, p))) throw new ApiError(Code.NotFound, t('notFound'));
        return ok({ id: p.id, fullName: p.fullName, state: p.state, version: p.version, definition: p.definition });
      },
    );

    if (k.kind !== 'portal') return;

    app.put(
      `${k.base}/:id/Roles`,
      {
        schema: { tags, summary: '分配给角色（这些角色的用户在 /dashboard 看到此门户）', params: IdParams, body: Type.Object({ roleIds: Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 200 }) }, { additionalProperties: false }), response: answers(okNull) },
        ...write('btn_edit'),
      },
      async (req) => {
        const p = await findPortal(db, k.kind, req.params.id);
        const roleIds = [...new Set(req.body.roleIds)];
        const found = await rows(db, Found, 'SELECT id FROM role WHERE id = ANY($1::text[])', [roleIds]);
        if (found.length !== roleIds.length) throw new ApiError(Code.BadRequest, t('notFound'));
        await db.transaction(async (tx) => {
          await tx.query('DELETE FROM visual_portal_role WHERE portal_id = $1', [p.id]);
          if (roleIds.length) await tx.query('INSERT INTO visual_portal_role (portal_id, role_id) SELECT $1, unnest($2::text[])', [p.id, roleIds]);
        });
        return ok(null, say(req, 'updateSuccess'));
      },
    );

    app.get(
      `${k.base}/Current`,
      { schema: { tags, summary: '当前用户的门户（用户自己的 portalId，否则其角色分配到的第一个）', response: answers(envelope(Nullable(View))) }, config: { access: 'login' } },
      async (req) => {
        const p = await one(
          db,
          View,
          `SELECT p.id, p.full_name, p.state, p.version, p.definition FROM visual_portal p WHERE p.id = ${portalOfUserSql('$1')}`,
          [req.user.id],
        );
        return ok(p ?? null);
      },
    );
  };
}
