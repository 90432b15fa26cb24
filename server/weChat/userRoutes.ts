import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { ok } from '../http/reply';
import { Type, Where, answers, envelope, epochMs, listAnswer, listOnly, listPage, listQuery, okNull, typed, Nullable } from '../kit';
import type { WeChatClient } from './client';

// 公众号用户: followers synced from WeChat (user/get pages of up to 10,000 openids, user/info/batchget
// of up to 100 each), tags, bulk tagging (50 per call, as Tencent allows) and remarks.

const MENU = 'weChat.mpUser';
const BATCH_INFO = 100;
const BATCH_TAG = 50;

const UserRow = Type.Object({ openid: Type.String(), subscribe: Type.Integer(), language: Type.String(), subscribeTime: Nullable(Type.Number()), remark: Type.String(), tagIds: Type.Array(Type.Integer()) });
const TagRow = Type.Object({ id: Type.Integer(), name: Type.String(), fans: Type.Integer() });
const SyncAnswer = Type.Object({ total: Type.Integer(), added: Type.Integer(), removed: Type.Integer() });

interface WxUser {
  openid: string;
  subscribe?: number;
  language?: string;
  subscribe_time?: number;
  remark?: string;
  tagid_list?: number[];
}

const chunks = <T,>(xs: T[], n: number) => Array.from({ length: Math.ceil(xs.length / n) }, (_, i) => xs.slice(i * n, i * n + n));

export default async function userRoutes(instance: FastifyInstance, opts: { client: WeChatClient }) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['WeChat'];
  const { client } = opts;

  app.get(
    '/api/WeChat/MpUser',
    { schema: { tags, summary: '公众号用户', querystring: listQuery({ tagId: Type.Optional(Type.Integer()) }), response: answers(listAnswer(UserRow)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const where = new Where().keyword(req.query.keyword, ['u.openid', 'u.remark']);
      if (req.query.tagId !== undefined) where.and(`${where.param(req.query.tagId)}::int = ANY(u.tag_ids)`);
      return listPage(db, req.query, {
        row: UserRow,
        columns: `u.openid, u.subscribe, u.language, CASE WHEN u.subscribe_time IS NULL THEN NULL ELSE ${epochMs('u.subscribe_time')} END AS subscribe_time, u.remark, u.tag_ids`,
        from: 'FROM wechat_user u',
        where,
        sorts: { subscribeTime: 'u.subscribe_time' },
        order: 'u.subscribe_time DESC NULLS LAST',
        tieBreak: 'u.openid',
      });
    },
  );

  app.get('/api/WeChat/MpTag', { schema: { tags, summary: '公众号标签', response: answers(listOnly(TagRow)) }, config: { access: { menu: MENU } } }, async () => {
    return ok({ list: await db.query<{ id: number; name: string; fans: number }>('SELECT id, name, fans FROM wechat_tag ORDER BY id') });
  });

  app.post(
    '/api/WeChat/MpUser/Actions/Sync',
    { schema: { tags, summary: '从微信同步粉丝和标签', response: answers(envelope(SyncAnswer)) }, config: { access: { menu: MENU, button: 'btn_edit' } } },
    async (req) => {
      const tagAnswer = await client.call('mp', '/cgi-bin/tags/get');
      const wxTags = (tagAnswer.tags as { id: number; name: string; count: number }[] | undefined) ?? [];
      const openids: string[] = [];
      for (let next = ''; ; ) {
        const a = await client.call('mp', '/cgi-bin/user/get', { query: next ? { next_openid: next } : {} });
        const page = ((a.data as { openid?: string[] } | undefined)?.openid ?? []).filter((o) => typeof o === 'string');
        openids.push(...page);
        next = typeof a.next_openid === 'string' ? a.next_openid : '';
        if (!page.length || !next || openids.length >= Number(a.total ?? 0)) break;
      }
      const users: WxUser[] = [];
      for (const batch of chunks(openids, BATCH_INFO)) {
        const a = await client.call('mp', '/cgi-bin/user/info/batchget', { method: 'POST', body: { user_list: batch.map((openid) => ({ openid, lang: 'zh_CN' })) } });
        users.push(...((a.user_info_list as WxUser[] | undefined) ?? []));
      }
      // Everything fetched first: the local copy is replaced in one transaction, never half.
      return db.transaction(async (tx) => {
        const before = await tx.query<{ openid: string }>('SELECT openid FROM wechat_user');
        const known = new Set(before.map((r) => r.openid));
        const seen = new Set(users.map((u) => u.openid));
        await tx.query('DELETE FROM wechat_tag');
        for (const tg of wxTags) await tx.query('INSERT INTO wechat_tag (id, name, fans) VALUES ($1, $2, $3)', [tg.id, tg.name, tg.count ?? 0]);
        await tx.query('DELETE FROM wechat_user WHERE NOT (openid = ANY($1::text[]))', [[...seen]]);
        for (const u of users) {
          await tx.query(
            `INSERT INTO wechat_user (openid, subscribe, language, subscribe_time, remark, tag_ids, synced_at)
             VALUES ($1, $2, $3, CASE WHEN $4::bigint IS NULL THEN NULL ELSE to_timestamp($4::bigint) END, $5, $6::int[], now())
             ON CONFLICT (openid) DO UPDATE SET subscribe = excluded.subscribe, language = excluded.language, subscribe_time = excluded.subscribe_time,
               remark = excluded.remark, tag_ids = excluded.tag_ids, synced_at = now()`,
            [u.openid, u.subscribe ?? 1, u.language ?? '', u.subscribe_time ?? null, u.remark ?? '', u.tagid_list ?? []],
          );
        }
        const added = [...seen].filter((o) => !known.has(o)).length;
        const removed = [...known].filter((o) => !seen.has(o)).length;
        return ok({ total: users.length, added, removed }, say(req, 'wxSynced', { total: users.length }));
      });
    },
  );

  app.post(
    '/api/WeChat/MpUser/Actions/Tag',
    {
      schema: { tags, summary: '批量为粉丝打标签', body: Type.Object({ openids: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 1000 }), tagId: Type.Integer() }, { additionalProperties: false }), response: answers(okNull) },
      config: { access: { menu: MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const { openids, tagId } = req.body;
      if (!(await db.query('SELECT 1 FROM wechat_tag WHERE id = $1', [tagId])).length) throw new ApiError(Code.BadRequest, t('wxTagUnknown'), [{ field: 'tagId', message: t('wxTagUnknown') }]);
      const known = await db.query<{ openid: string }>('SELECT openid FROM wechat_user WHERE openid = ANY($1::text[])', [openids]);
      if (known.length !== new Set(openids).size) throw new ApiError(Code.BadRequest, t('wxUserUnknown'), [{ field: 'openids', message: t('wxUserUnknown') }]);
      for (const batch of chunks([...new Set(openids)], BATCH_TAG)) {
        await client.call('mp', '/cgi-bin/tags/members/batchtagging', { method: 'POST', body: { openid_list: batch, tagid: tagId } });
        await db.query(`UPDATE wechat_user SET tag_ids = array_append(tag_ids, $2::int) WHERE openid = ANY($1::text[]) AND NOT ($2::int = ANY(tag_ids))`, [batch, tagId]);
      }
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.put(
    '/api/WeChat/MpUser/:openid/Remark',
    {
      schema: { tags, summary: '设置粉丝备注', params: Type.Object({ openid: Type.String({ minLength: 1, maxLength: 64 }) }), body: Type.Object({ remark: Type.String({ maxLength: 30 }) }, { additionalProperties: false }), response: answers(okNull) },
      config: { access: { menu: MENU, button: 'btn_edit' } },
    },
    async (req) => {
      if (!(await db.query('SELECT 1 FROM wechat_user WHERE openid = $1', [req.params.openid])).length) throw new ApiError(Code.NotFound, t('notFound'));
      await client.call('mp', '/cgi-bin/user/info/updateremark', { method: 'POST', body: { openid: req.params.openid, remark: req.body.remark } });
      await db.query('UPDATE wechat_user SET remark = $2 WHERE openid = $1', [req.params.openid, req.body.remark]);
      return ok(null, say(req, 'updateSuccess'));
    },
  );
}
