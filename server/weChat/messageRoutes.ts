import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { ok } from '../http/reply';
import { IdParams, Nullable, Type, Where, answers, epochMs, listAnswer, listPage, listQuery, okId, okNull, typed } from '../kit';

// 公众号消息: what followers sent and what was answered, and the keyword auto-replies.

const MENU = 'weChat.mpMessage';

const MessageRow = Type.Object({
  id: Type.String(),
  fromUser: Type.String(),
  msgType: Type.String(),
  event: Nullable(Type.String()),
  content: Type.String(),
  reply: Nullable(Type.String()),
  encrypted: Type.Boolean(),
  creatorTime: Type.Number(),
});
const ReplyRow = Type.Object({
  id: Type.String(),
  keyword: Type.String(),
  matchMode: Type.String(),
  content: Type.String(),
  enabledMark: Type.Integer(),
  sortCode: Type.Integer(),
  creatorTime: Type.Number(),
  replyType: Type.String(),
  mediaId: Nullable(Type.String()),
});
const ReplyInput = Type.Object(
  {
    keyword: Type.String({ minLength: 1, maxLength: 30 }),
    matchMode: Type.Union([Type.Literal('exact'), Type.Literal('contains')]),
    // A text reply: WeChat takes at most 2048 bytes. An image or news reply names its material instead.
    content: Type.Optional(Type.String({ maxLength: 600 })),
    replyType: Type.Optional(Type.Union([Type.Literal('text'), Type.Literal('image'), Type.Literal('news')])),
    mediaId: Type.Optional(Type.String({ maxLength: 128 })),
    enabledMark: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    sortCode: Type.Optional(Type.Integer({ minimum: 0, maximum: 9999 })),
  },
  { additionalProperties: false },
);

export default async function messageRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['WeChat'];

  app.get(
    '/api/WeChat/MpMessage',
    { schema: { tags, summary: '公众号消息', querystring: listQuery({}), response: answers(listAnswer(MessageRow)) }, config: { access: { menu: MENU } } },
    async (req) => {
      const where = new Where().keyword(req.query.keyword, ['m.content', 'm.from_user', 'm.reply']);
      return listPage(db, req.query, {
        row: MessageRow,
        columns: `m.id, m.from_user, m.msg_type, m.event, m.content, m.reply, m.encrypted, ${epochMs('m.created_at')} AS creator_time`,
        from: 'FROM wechat_message m',
        where,
        sorts: { creatorTime: 'm.created_at' },
        order: 'm.created_at DESC',
        tieBreak: 'm.id',
      });
    },
  );

  app.get(
    '/api/WeChat/MpReply',
    { schema: { tags, summary: '关键词自动回复', querystring: listQuery({}), response: answers(listAnswer(ReplyRow)) }, config: { access: { menu: MENU } } },
    async (req) => {
      return listPage(db, req.query, {
        row: ReplyRow,
        columns: `r.id, r.keyword, r.match_mode, r.content, r.enabled_mark, r.sort_code, ${epochMs('r.created_at')} AS creator_time, r.reply_type, r.media_id`,
        from: 'FROM wechat_reply r',
        where: new Where().keyword(req.query.keyword, ['r.keyword', 'r.content']),
        sorts: { sortCode: 'r.sort_code' },
        order: 'r.sort_code, r.created_at',
        tieBreak: 'r.id',
      });
    },
  );

  app.post(
    '/api/WeChat/MpReply',
    { schema: { tags, summary: '新建自动回复', body: ReplyInput, response: answers(okId) }, config: { access: { menu: MENU, button: 'btn_add' } } },
    async (req) => {
      const b = req.body;
      const dup = await db.query('SELECT 1 FROM wechat_reply WHERE keyword = $1 AND match_mode = $2', [b.keyword.trim(), b.matchMode]);
      if (dup.length) throw new ApiError(Code.BadRequest, t('wxReplyExists'), [{ field: 'keyword', message: t('wxReplyExists') }]);
      const replyType = b.replyType ?? 'text';
      let content = b.content?.trim() ?? '';
      if (replyType === 'text' && !content) throw new ApiError(Code.BadRequest, t('wxReplyContent'), [{ field: 'content', message: t('wxReplyContent') }]);
      if (replyType !== 'text') {
        // The reply sends what the material library holds: an image (or thumb) or a news item.
        const kinds = replyType === 'image' ? ['image', 'thumb'] : ['news'];
        const media = await db.query<{ name: string }>('SELECT name FROM wechat_material WHERE media_id = $1 AND kind = ANY($2::text[])', [b.mediaId ?? '', kinds]);
        const missing = t('wxReplyMedia', { kind: t(replyType === 'image' ? 'wxKind.image' : 'wxReplyNews') });
        if (!media.length) throw new ApiError(Code.BadRequest, missing, [{ field: 'mediaId', message: missing }]);
        content = media[0].name;
      }
      const rows = await db.query<{ id: string }>(
        'INSERT INTO wechat_reply (keyword, match_mode, content, enabled_mark, sort_code, creator_user_id, reply_type, media_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id',
        [b.keyword.trim(), b.matchMode, content, b.enabledMark ?? 1, b.sortCode ?? 0, req.user.id, replyType, replyType === 'text' ? null : b.mediaId],
      );
      return ok({ id: rows[0].id }, say(req, 'createSuccess'));
    },
  );

  app.delete(
    '/api/WeChat/MpReply/:id',
    { schema: { tags, summary: '删除自动回复', params: IdParams, response: answers(okNull) }, config: { access: { menu: MENU, button: 'btn_remove' } } },
    async (req) => {
      const gone = await db.query('DELETE FROM wechat_reply WHERE id = $1 RETURNING id', [req.params.id]);
      if (!gone.length) throw new ApiError(Code.NotFound, t('notFound'));
      return ok(null, say(req, 'deleteSuccess'));
    },
  );
}
