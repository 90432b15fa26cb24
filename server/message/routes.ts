import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { ok } from '../http/reply';
import { scopeUser } from '../permission/scopeUser';
import { sanitizeHtml } from '../../contract/html/sanitizeHtml';
import { NOTICE_TYPE_JOIN, noticeTypeNameSql } from './noticeTypes';
import { unreadNoticeCounts } from './inbox';
import { Recipients, isEmptyRecipients, recipientCondition } from './recipients';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import {
  IdParams, Nullable, Type, Where, answers, envelope, epochMs, failFields, listAnswer, listPage, listQuery, okId, okNull, one, rows, typed, type Static,
} from '../kit';

import { NOTICE_MENU } from './noticeMenu';

/**
 * Characters of a notice body (the spec sets no figure). Inline images arrive as data: URLs, so
 * the cap leaves room for a few; the request body limit (2 MB) stays above it.
 */
export const NOTICE_BODY_MAX = 500_000;

const Attachment = Type.Object({ fileId: Type.String(), fullName: Type.String(), fileSize: Type.Number() });

const NoticeInput = Type.Object({
  id: Type.Optional(Type.String({ maxLength: 64 })),
  title: Type.String({ maxLength: 200 }),
  // Its length is checked in cleanInput, to answer with a field message rather than a schema's.
  bodyText: Type.Optional(Type.String()),
  noticeType: Type.Optional(Type.String({ maxLength: 50 })),
  // Names and sizes are read from the stored files; the client's are ignored.
  attachments: Type.Optional(
    Type.Array(Type.Object({ fileId: Type.String({ maxLength: 64 }), fullName: Type.Optional(Type.String()), fileSize: Type.Optional(Type.Number()) }), { maxItems: 20 }),
  ),
  recipients: Type.Optional(Recipients),
});
type NoticeInput = Static<typeof NoticeInput>;
const NoticeUpdate = Type.Object({ ...NoticeInput.properties, id: Type.String({ maxLength: 64 }) });

const Direction = Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc'), Type.Literal('ASC'), Type.Literal('DESC'), Type.Literal('')]));
const InboxQuery = Type.Object({
  currentPage: Type.Integer({ minimum: 1, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
  sord: Direction,
  sort: Direction,
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  // 1 notices, 2 workflow messages; empty for both
  type: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2 }), Type.String({ maxLength: 0 })])),
  n: Type.Optional(Type.Unknown()),
});

/**
 * Notice management is scoped by organisation: a super administrator sees and notifies everyone;
 * anyone else holding the menu works inside their own organisation tree.
 */
async function managementTree(req: FastifyRequest): Promise<string | null> {
  if (req.user.isAdministrator) return null;
  return (await scopeUser(req)).organizeTreePath;
}

/** '王校长/school1', or '' when the author is gone. */
const CREATOR = `CASE WHEN cu.account IS NULL THEN '' ELSE cu.real_name || '/' || cu.account END`;
const TYPE_NAME = noticeTypeNameSql('m.notice_type', 'dd.full_name');

const NoticeRow = Type.Object({
  id: Type.String(),
  title: Type.String(),
  noticeType: Type.String(),
  noticeTypeName: Type.String(),
  state: Type.String(),
  // JNPF's notice list reads enabledMark: 0 draft, 1 released
  enabledMark: Type.Integer(),
  creatorUser: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Number(),
  releaseTime: Nullable(Type.Number()),
  attachmentCount: Type.Integer(),
});
const NOTICE_COLUMNS = `m.id, m.title, coalesce(m.notice_type, '') AS notice_type, ${TYPE_NAME} AS notice_type_name, m.state,
  (m.state = 'released')::int AS enabled_mark, ${CREATOR} AS creator_user, ${epochMs('m.created_at')} AS creator_time,
  ${epochMs('coalesce(m.released_at, m.updated_at)')} AS last_modify_time, ${epochMs('m.released_at')} AS release_time,
  jsonb_array_length(m.attachments) AS attachment_count`;
const NOTICE_FROM = `FROM message m LEFT JOIN users cu ON cu.id = m.creator_user_id ${NOTICE_TYPE_JOIN}`;
const NOTICE_SORTS = { title: 'm.title', creatorTime: 'm.created_at', releaseTime: 'm.released_at' };

const NoticeDetail = Type.Object({ ...NoticeRow.properties, bodyText: Type.String(), attachments: Type.Array(Attachment), recipients: Recipients });
const NOTICE_DETAIL_COLUMNS = `${NOTICE_COLUMNS}, m.body_text, m.attachments, m.recipients`;

const InboxRow = Type.Object({
  id: Type.String(),
  title: Type.String(),
  creatorUser: Type.String(),
  lastModifyTime: Type.Number(),
  // '0' / '1', as JNPF answers it
  isRead: Type.String(),
  type: Type.Integer(),
});
const INBOX_COLUMNS = `m.id, m.title, ${CREATOR} AS creator_user, ${epochMs('coalesce(m.released_at, m.updated_at)')} AS last_modify_time,
  r.is_read::text AS is_read, m.type`;

const ReadInfoAnswer = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: Type.Integer(),
  bodyText: Type.String(),
  noticeTypeName: Type.String(),
  creatorUser: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Type.Number(),
  // filePath is the stored file's id: downloads resolve ids, never paths (reliability §1.2)
  messageFileList: Type.Array(Type.Object({ filePath: Type.String(), fullName: Type.String(), fileSize: Type.Number() })),
  unreadNoticeCount: Type.Integer(),
});
const ReadInfo = Type.Object({ ...Type.Omit(ReadInfoAnswer, ['unreadNoticeCount']).properties, isRead: Type.Integer() });
const READ_INFO_SQL = `SELECT m.id, m.title, m.type, m.body_text, CASE WHEN m.type = 1 THEN ${TYPE_NAME} ELSE '' END AS notice_type_name,
    ${CREATOR} AS creator_user, ${epochMs('coalesce(m.released_at, m.created_at)')} AS creator_time,
    ${epochMs('coalesce(m.released_at, m.updated_at)')} AS last_modify_time,
    (SELECT coalesce(jsonb_agg(jsonb_build_object('filePath', a->>'fileId', 'fullName', a->>'fullName', 'fileSize', (a->>'fileSize')::float8)), '[]'::jsonb)
       FROM jsonb_array_elements(m.attachments) a) AS message_file_list,
    r.is_read
  FROM message_receive r JOIN message m ON m.id = r.message_id LEFT JOIN users cu ON cu.id = m.creator_user_id ${NOTICE_TYPE_JOIN}
  WHERE r.user_id = $1 AND r.message_id = $2`;

const StoredAttachment = Type.Object({ id: Type.String(), originalName: Type.String(), size: Type.Number() });
const Receiver = Type.Object({ userId: Type.String() });

export default async function messageRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  const db = app.database;
  const tags = ['Message'];

  /** A notice the caller may manage, or 404. */
  async function findNotice(req: FastifyRequest, id: string) {
    const where = new Where();
    where.and(`m.id = ${where.param(id)}`).and('m.type = 1');
    const tree = await managementTree(req);
    if (tree) where.and(`cu.organize_id IN (SELECT id FROM organize WHERE tree_path LIKE ${where.param(tree)} || '%')`);
    const notice = await one(db, NoticeDetail, `SELECT ${NOTICE_DETAIL_COLUMNS} ${NOTICE_FROM} ${where.sql}`, where.params);
    if (!notice) throw new ApiError(Code.NotFound, t('notFound'));
    return notice;
  }

  /** Checks input; attachment names and sizes come from the stored files, not from the client. */
  async function cleanInput(input: NoticeInput) {
    const title = (input.title ?? '').trim();
    if (!title) failFields([{ field: 'title', message: t('noticeTitleRequired') }]);
    if ((input.bodyText ?? '').length > NOTICE_BODY_MAX) failFields([{ field: 'bodyText', message: t('noticeBodyTooLong', { max: NOTICE_BODY_MAX }) }]);
    const wanted = [...new Set((input.attachments ?? []).map((a) => a.fileId))];
    let attachments: Static<typeof Attachment>[] = [];
    if (wanted.length) {
      const files = await rows(
        db,
        StoredAttachment,
        `SELECT id, original_name, size::float8 AS size FROM stored_file WHERE id = ANY($1::text[]) AND type IN ('noticeFile', 'annex')`,
        [wanted],
      );
      const byId = new Map(files.map((f) => [f.id, f]));
      if (byId.size !== wanted.length) failFields([{ field: 'attachments', message: t('notFound') }]);
      attachments = wanted.map((id) => ({ fileId: id, fullName: byId.get(id)!.originalName, fileSize: byId.get(id)!.size }));
    }
    return {
      title,
      bodyText: sanitizeHtml(input.bodyText ?? ''),
      noticeType: input.noticeType || null,
      attachments,
      recipients: input.recipients && !isEmptyRecipients(input.recipients) ? input.recipients : { all: true },
    };
  }

  // ---- Inbox (any signed-in user, always their own rows) ----

  app.get(
    '/api/System/Message',
    { schema: { tags, summary: '我的消息（公告与流程消息；isRead 为 "0"/"1"）', querystring: InboxQuery, response: answers(listAnswer(InboxRow)) }, config: { access: 'login' } },
    async (req) => {
      const q = req.query;
      const where = new Where();
      where.and(`r.user_id = ${where.param(req.user.id)}`).keyword(q.keyword, ['m.title']);
      if (q.type !== undefined && q.type !== '') where.and(`m.type = ${where.param(q.type)}`);
      const dir = String(q.sord || q.sort || 'desc').toLowerCase() === 'asc' ? 'ASC' : 'DESC';
      const from = 'FROM message_receive r JOIN message m ON m.id = r.message_id LEFT JOIN users cu ON cu.id = m.creator_user_id';
      // The direction is the only sort: no sidx reaches ORDER BY here.
      return listPage(db, { currentPage: q.currentPage, pageSize: q.pageSize }, {
        row: InboxRow,
        columns: INBOX_COLUMNS,
        from,
        where,
        sorts: {},
        order: `r.created_at ${dir}, m.id ${dir}`,
        tieBreak: 'm.id',
      });
    },
  );

  app.post(
    '/api/System/Message/Actions/ReadAll',
    { schema: { tags, summary: '全部标为已读', response: answers(okNull) }, config: { access: 'login' } },
    async (req) => {
      await db.query('UPDATE message_receive SET is_read = 1, read_time = now() WHERE user_id = $1 AND is_read = 0', [req.user.id]);
      app.events.emit('messagePush', { toUserIds: [req.user.id] });
      return ok(null, say(req, 'readAllSuccess'));
    },
  );

  app.get(
    '/api/System/Message/ReadInfo/:id',
    {
      schema: {
        tags,
        summary: '阅读一条消息（标为已读；unreadNoticeCount 为读后的未读数）',
        params: IdParams,
        response: answers(envelope(ReadInfoAnswer)),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const { id } = req.params;
      const message = await one(db, ReadInfo, READ_INFO_SQL, [req.user.id, id]);
      if (!message) throw new ApiError(Code.NotFound, t('notFound'));
      if (message.isRead === 0) {
        await db.query('UPDATE message_receive SET is_read = 1, read_time = now() WHERE user_id = $1 AND message_id = $2', [req.user.id, id]);
        app.events.emit('messagePush', { toUserIds: [req.user.id] });
      }
      // The bell's new count, absolute: the push and this answer may arrive in either order, and a
      // client that decremented on its own would count the same read twice.
      const unreadNoticeCount = (await unreadNoticeCounts(db, [req.user.id])).get(req.user.id) ?? 0;
      return ok({ ...message, unreadNoticeCount });
    },
  );

  app.delete(
    '/api/System/Message/Record',
    {
      schema: {
        tags,
        summary: '从我的消息中删除（只删本人的收件记录）',
        body: Type.Object({ ids: Type.Array(Type.String({ maxLength: 64 }), { minItems: 1, maxItems: 500 }) }),
        response: answers(okNull),
      },
      config: { access: 'login' },
    },
    async (req) => {
      await db.query('DELETE FROM message_receive WHERE user_id = $1 AND message_id = ANY($2::text[])', [req.user.id, req.body.ids]);
      app.events.emit('messagePush', { toUserIds: [req.user.id] });
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  // ---- Notice management (menu system.notice) ----

  app.get(
    '/api/System/Message/GetNoticeListByType',
    {
      schema: {
        tags,
        summary: '公告列表（本组织及下级发布的；type 为 noticeType 字典编码）',
        querystring: listQuery({
          // the noticeType dictionary code
          type: Type.Optional(Type.String({ maxLength: 50 })),
          state: Type.Optional(Type.Union([Type.Literal('draft'), Type.Literal('released'), Type.Literal('')])),
        }),
        response: answers(listAnswer(NoticeRow)),
      },
      config: { access: { menu: NOTICE_MENU } },
    },
    async (req) => {
      const q = req.query;
      const where = new Where().and('m.type = 1').keyword(q.keyword, ['m.title']);
      if (q.type) where.and(`m.notice_type = ${where.param(q.type)}`);
      if (q.state) where.and(`m.state = ${where.param(q.state)}`);
      const tree = await managementTree(req);
      if (tree) where.and(`cu.organize_id IN (SELECT id FROM organize WHERE tree_path LIKE ${where.param(tree)} || '%')`);
      return listPage(db, q, { row: NoticeRow, columns: NOTICE_COLUMNS, from: NOTICE_FROM, where, sorts: NOTICE_SORTS, order: 'm.created_at DESC, m.id', tieBreak: 'm.id' });
    },
  );

  app.get(
    '/api/System/Message/GetDetail/:id',
    { schema: { tags, summary: '公告详情（含正文、附件与接收范围）', params: IdParams, response: answers(envelope(NoticeDetail)) }, config: { access: { menu: NOTICE_MENU } } },
    async (req) => ok(await findNotice(req, req.params.id)),
  );

  app.post(
    '/api/System/Message/CreateNotice',
    { schema: { tags, summary: '新建公告（草稿）', body: NoticeInput, response: answers(okId) }, config: { access: { menu: NOTICE_MENU, button: 'btn_add' } } },
    async (req) => {
      const input = await cleanInput(req.body);
      const created = await one(
        db,
        Type.Object({ id: Type.String() }),
        `INSERT INTO message (type, title, body_text, notice_type, attachments, recipients, state, creator_user_id)
         VALUES (1, $1, $2, $3, $4, $5, 'draft', $6) RETURNING id`,
        [input.title, input.bodyText, input.noticeType, JSON.stringify(input.attachments), JSON.stringify(input.recipients), req.user.id],
      );
      return ok({ id: created!.id }, say(req, 'createSuccess'));
    },
  );

  app.post(
    '/api/System/Message/UpdateNotice',
    {
      schema: { tags, summary: '修改公告（仅草稿）', body: NoticeUpdate, response: answers(okNull) },
      config: { access: { menu: NOTICE_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const body = req.body;
      const current = await findNotice(req, body.id);
      if (current.state !== 'draft') throw new ApiError(Code.BadRequest, t('noticeReleasedReadOnly'));
      const input = await cleanInput(body);
      await db.query(
        `UPDATE message SET title = $2, body_text = $3, notice_type = $4, attachments = $5, recipients = $6, updated_at = now()
          WHERE id = $1 AND state = 'draft'`,
        [body.id, input.title, input.bodyText, input.noticeType, JSON.stringify(input.attachments), JSON.stringify(input.recipients)],
      );
      return ok(null, say(req, 'updateSuccess'));
    },
  );

  app.delete(
    '/api/System/Message/:id',
    { schema: { tags, summary: '删除公告', params: IdParams, response: answers(okNull) }, config: { access: { menu: NOTICE_MENU, button: 'btn_remove' } } },
    async (req) => {
      const { id } = req.params;
      await findNotice(req, id);
      // Recipients with it still unread see their badge drop at once.
      const unread = await rows(db, Receiver, 'SELECT user_id FROM message_receive WHERE message_id = $1 AND is_read = 0', [id]);
      await db.query('DELETE FROM message WHERE id = $1', [id]);
      if (unread.length) app.events.emit('messagePush', { toUserIds: unread.map((r) => r.userId) });
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  app.put(
    '/api/System/Message/:id/Actions/Release',
    {
      schema: { tags, summary: '发布公告（投递给接收范围内的用户）', params: IdParams, response: answers(envelope(Type.Object({ recipientCount: Type.Integer() }))) },
      config: { access: { menu: NOTICE_MENU, button: 'btn_release' } },
    },
    async (req) => {
      const { id } = req.params;
      const notice = await findNotice(req, id);
      if (notice.state !== 'draft') throw new ApiError(Code.BadRequest, t('noticeAlreadyReleased'));
      // Claim the release first so two concurrent releases cannot both deliver.
      const claimed = await db.query(`UPDATE message SET state = 'released', released_at = now(), updated_at = now() WHERE id = $1 AND state = 'draft' RETURNING id`, [id]);
      if (!claimed.length) throw new ApiError(Code.BadRequest, t('noticeAlreadyReleased'));
      const params: unknown[] = [id];
      const cond = recipientCondition(notice.recipients, params, await managementTree(req));
      const delivered = await rows(
        db,
        Receiver,
        `INSERT INTO message_receive (message_id, user_id) SELECT $1, u.id FROM users u WHERE ${cond} ON CONFLICT DO NOTHING RETURNING user_id`,
        params,
      );
      app.events.emit('messagePush', { toUserIds: delivered.map((r) => r.userId) });
      return ok({ recipientCount: delivered.length }, say(req, 'releaseSuccess'));
    },
  );
}
