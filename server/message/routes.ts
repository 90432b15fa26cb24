import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { idParams, ok, page, paging } from '../http/reply';
import { escapeLike } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';
import { sanitizeHtml } from '../../contract/html/sanitizeHtml';
import { NOTICE_TYPE_JOIN, noticeTypeName } from './noticeTypes';
import { unreadNoticeCounts } from './inbox';
import { isEmptyRecipients, recipientCondition, recipientsSchema, type Recipients } from './recipients';
import { t } from '../../contract/texts';
import { say } from '../http/language';
import { failFields } from '../http/errors';

import { NOTICE_MENU } from './noticeMenu';

/**
 * Characters of a notice body (the spec sets no figure). Inline images arrive as data: URLs, so
 * the cap leaves room for a few; the request body limit (2 MB) stays above it.
 */
export const NOTICE_BODY_MAX = 500_000;

const ms = (v: unknown) => (v ? new Date(v as string).getTime() : null);
const who = (r: Record<string, unknown>) => (r.creator_account ? `${r.creator_name}/${r.creator_account}` : '');

interface Attachment {
  fileId: string;
  fullName: string;
  fileSize: number;
}

interface NoticeInput {
  id?: string;
  title: string;
  bodyText?: string;
  noticeType?: string;
  attachments?: Attachment[];
  recipients?: Recipients;
}

const noticeInputSchema = {
  type: 'object',
  required: ['title'],
  properties: {
    id: { type: 'string', maxLength: 64 },
    title: { type: 'string', maxLength: 200 },
    // Its length is checked in cleanInput, to answer with a field message rather than a schema's.
    bodyText: { type: 'string' },
    noticeType: { type: 'string', maxLength: 50 },
    attachments: {
      type: 'array',
      maxItems: 20,
      items: {
        type: 'object',
        required: ['fileId'],
        properties: { fileId: { type: 'string', maxLength: 64 }, fullName: { type: 'string' }, fileSize: { type: 'number' } },
      },
    },
    recipients: recipientsSchema,
  },
} as const;

const inboxQuerySchema = {
  type: 'object',
  properties: {
    currentPage: { type: 'integer', minimum: 1, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
    sord: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC', ''] },
    sort: { type: 'string', enum: ['asc', 'desc', 'ASC', 'DESC', ''] },
    keyword: { type: 'string', maxLength: 100 },
    // 1 notices, 2 workflow messages; empty for both
    type: { anyOf: [{ type: 'integer', enum: [1, 2] }, { type: 'string', maxLength: 0 }] },
    n: {},
  },
} as const;

/**
 * Notice management is scoped by organisation: a super administrator sees and notifies everyone;
 * anyone else holding the menu works inside their own organisation tree.
 */
async function managementTree(req: FastifyRequest): Promise<string | null> {
  if (req.user.isAdministrator) return null;
  return (await scopeUser(req)).organizeTreePath;
}

const NOTICE_COLUMNS = `m.id, m.type, m.title, m.body_text, m.notice_type, m.attachments, m.recipients, m.state, m.created_at, m.updated_at,
  m.released_at, cu.account AS creator_account, cu.real_name AS creator_name, dd.full_name AS notice_type_name`;
const NOTICE_FROM = `FROM message m LEFT JOIN users cu ON cu.id = m.creator_user_id ${NOTICE_TYPE_JOIN}`;

function noticeRow(r: Record<string, unknown>) {
  const attachments = (typeof r.attachments === 'string' ? JSON.parse(r.attachments) : r.attachments) as Attachment[];
  return {
    id: r.id as string,
    title: r.title as string,
    noticeType: (r.notice_type as string) ?? '',
    noticeTypeName: noticeTypeName(r.notice_type as string, r.notice_type_name as string),
    state: r.state as string,
    // JNPF's notice list reads enabledMark: 0 draft, 1 released
    enabledMark: r.state === 'released' ? 1 : 0,
    creatorUser: who(r),
    creatorTime: ms(r.created_at),
    lastModifyTime: ms(r.released_at ?? r.updated_at),
    releaseTime: ms(r.released_at),
    attachmentCount: attachments?.length ?? 0,
  };
}

export default async function messageRoutes(app: FastifyInstance) {
  const db = app.database;

  /** A notice the caller may manage, or 404. */
  async function findNotice(req: FastifyRequest, id: string) {
    const params: unknown[] = [id];
    const tree = await managementTree(req);
    const scope = tree ? ` AND cu.organize_id IN (SELECT id FROM organize WHERE tree_path LIKE $${params.push(tree)} || '%')` : '';
    const rows = await db.query<Record<string, unknown>>(`SELECT ${NOTICE_COLUMNS} ${NOTICE_FROM} WHERE m.id = $1 AND m.type = 1${scope}`, params);
    if (!rows[0]) throw new ApiError(Code.NotFound, t('notFound'));
    return rows[0];
  }

  /** Checks input; attachment names and sizes come from the stored files, not from the client. */
  async function cleanInput(input: NoticeInput) {
    const title = (input.title ?? '').trim();
    if (!title) failFields([{ field: 'title', message: t('noticeTitleRequired') }]);
    if ((input.bodyText ?? '').length > NOTICE_BODY_MAX) failFields([{ field: 'bodyText', message: t('noticeBodyTooLong', { max: NOTICE_BODY_MAX }) }]);
    const wanted = (input.attachments ?? []).map((a) => a.fileId);
    let attachments: Attachment[] = [];
    if (wanted.length) {
      const files = await db.query<{ id: string; original_name: string; size: number }>(
        `SELECT id, original_name, size FROM stored_file WHERE id = ANY($1::text[]) AND type IN ('noticeFile', 'annex')`,
        [wanted],
      );
      const byId = new Map(files.map((f) => [f.id, f]));
      if (byId.size !== new Set(wanted).size) failFields([{ field: 'attachments', message: t('notFound') }]);
      attachments = [...new Set(wanted)].map((id) => ({ fileId: id, fullName: byId.get(id)!.original_name, fileSize: Number(byId.get(id)!.size) }));
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
    { schema: { tags: ['Message'], querystring: inboxQuerySchema }, config: { access: 'login' } },
    async (req) => {
      const q = req.query as { keyword?: string; type?: number | string; sord?: string; sort?: string };
      const { currentPage, pageSize, offset } = paging(q as never, 100);
      const params: unknown[] = [req.user.id];
      const where = ['r.user_id = $1'];
      if (q.keyword) where.push(`m.title ILIKE $${params.push(`%${escapeLike(q.keyword)}%`)}`);
      if (q.type !== undefined && q.type !== '') where.push(`m.type = $${params.push(Number(q.type))}`);
      const dir = String(q.sord || q.sort || 'desc').toLowerCase() === 'asc' ? 'ASC' : 'DESC';
      const whereSql = where.join(' AND ');
      const [rows, count] = await Promise.all([
        db.query<Record<string, unknown>>(
          `SELECT m.id, m.title, m.type, r.is_read, m.released_at, m.updated_at, cu.account AS creator_account, cu.real_name AS creator_name
             FROM message_receive r JOIN message m ON m.id = r.message_id LEFT JOIN users cu ON cu.id = m.creator_user_id
            WHERE ${whereSql} ORDER BY r.created_at ${dir}, m.id ${dir} LIMIT ${pageSize} OFFSET ${offset}`,
          params,
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM message_receive r JOIN message m ON m.id = r.message_id WHERE ${whereSql}`, params),
      ]);
      return page(
        rows.map((r) => ({
          id: r.id as string,
          title: r.title as string,
          creatorUser: who(r),
          lastModifyTime: ms(r.released_at ?? r.updated_at),
          isRead: String(r.is_read),
          type: Number(r.type),
        })),
        currentPage,
        pageSize,
        Number(count[0].total),
      );
    },
  );

  app.post('/api/System/Message/Actions/ReadAll', { schema: { tags: ['Message'] }, config: { access: 'login' } }, async (req) => {
    await db.query('UPDATE message_receive SET is_read = 1, read_time = now() WHERE user_id = $1 AND is_read = 0', [req.user.id]);
    app.events.emit('messagePush', { toUserIds: [req.user.id] });
    return ok(null, say(req, 'readAllSuccess'));
  });

  app.get(
    '/api/System/Message/ReadInfo/:id',
    { schema: { tags: ['Message'], params: idParams }, config: { access: 'login' } },
    async (req) => {
      const { id } = req.params as { id: string };
      const rows = await db.query<Record<string, unknown>>(
        `SELECT ${NOTICE_COLUMNS}, r.is_read FROM message_receive r JOIN message m ON m.id = r.message_id
           LEFT JOIN users cu ON cu.id = m.creator_user_id ${NOTICE_TYPE_JOIN}
          WHERE r.user_id = $1 AND r.message_id = $2`,
        [req.user.id, id],
      );
      const r = rows[0];
      if (!r) throw new ApiError(Code.NotFound, t('notFound'));
      if (Number(r.is_read) === 0) {
        await db.query('UPDATE message_receive SET is_read = 1, read_time = now() WHERE user_id = $1 AND message_id = $2', [req.user.id, id]);
        app.events.emit('messagePush', { toUserIds: [req.user.id] });
      }
      // The bell's new count, absolute: the push and this answer may arrive in either order, and a
      // client that decremented on its own would count the same read twice.
      const unreadNoticeCount = (await unreadNoticeCounts(db, [req.user.id])).get(req.user.id) ?? 0;
      const attachments = (typeof r.attachments === 'string' ? JSON.parse(r.attachments) : r.attachments) as Attachment[];
      return ok({
        id: r.id,
        title: r.title,
        type: Number(r.type),
        bodyText: r.body_text,
        noticeTypeName: Number(r.type) === 1 ? noticeTypeName(r.notice_type as string, r.notice_type_name as string) : '',
        creatorUser: who(r),
        creatorTime: ms(r.released_at ?? r.created_at),
        lastModifyTime: ms(r.released_at ?? r.updated_at),
        // filePath is the stored file's id: downloads resolve ids, never paths (reliability §1.2)
        messageFileList: (attachments ?? []).map((a) => ({ filePath: a.fileId, fullName: a.fullName, fileSize: a.fileSize })),
        unreadNoticeCount,
      });
    },
  );

  app.delete(
    '/api/System/Message/Record',
    {
      schema: {
        tags: ['Message'],
        body: { type: 'object', required: ['ids'], properties: { ids: { type: 'array', minItems: 1, maxItems: 500, items: { type: 'string', maxLength: 64 } } } },
      },
      config: { access: 'login' },
    },
    async (req) => {
      const { ids } = req.body as { ids: string[] };
      await db.query('DELETE FROM message_receive WHERE user_id = $1 AND message_id = ANY($2::text[])', [req.user.id, ids]);
      app.events.emit('messagePush', { toUserIds: [req.user.id] });
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  // ---- Notice management (menu system.notice) ----

  app.get(
    '/api/System/Message/GetNoticeListByType',
    {
      schema: {
        tags: ['Message'],
        querystring: {
          type: 'object',
          properties: {
            currentPage: { type: 'integer', minimum: 1, default: 1 },
            pageSize: { type: 'integer', minimum: 1, maximum: 500, default: 20 },
            keyword: { type: 'string', maxLength: 100 },
            // the noticeType dictionary code
            type: { type: 'string', maxLength: 50 },
            state: { type: 'string', enum: ['draft', 'released', ''] },
            n: {},
          },
        },
      },
      config: { access: { menu: NOTICE_MENU } },
    },
    async (req) => {
      const q = req.query as { keyword?: string; type?: string; state?: string };
      const { currentPage, pageSize, offset } = paging(q as never);
      const params: unknown[] = [];
      const where = ['m.type = 1'];
      if (q.keyword) where.push(`m.title ILIKE $${params.push(`%${escapeLike(q.keyword)}%`)}`);
      if (q.type) where.push(`m.notice_type = $${params.push(q.type)}`);
      if (q.state) where.push(`m.state = $${params.push(q.state)}`);
      const tree = await managementTree(req);
      if (tree) where.push(`cu.organize_id IN (SELECT id FROM organize WHERE tree_path LIKE $${params.push(tree)} || '%')`);
      const whereSql = where.join(' AND ');
      const [rows, count] = await Promise.all([
        db.query<Record<string, unknown>>(
          `SELECT ${NOTICE_COLUMNS} ${NOTICE_FROM} WHERE ${whereSql} ORDER BY m.created_at DESC, m.id LIMIT ${pageSize} OFFSET ${offset}`,
          params,
        ),
        db.query<{ total: number }>(`SELECT count(*)::int AS total FROM message m LEFT JOIN users cu ON cu.id = m.creator_user_id WHERE ${whereSql}`, params),
      ]);
      return page(rows.map(noticeRow), currentPage, pageSize, Number(count[0].total));
    },
  );

  app.get(
    '/api/System/Message/GetDetail/:id',
    { schema: { tags: ['Message'], params: idParams }, config: { access: { menu: NOTICE_MENU } } },
    async (req) => {
      const r = await findNotice(req, (req.params as { id: string }).id);
      const attachments = (typeof r.attachments === 'string' ? JSON.parse(r.attachments) : r.attachments) as Attachment[];
      const recipients = (typeof r.recipients === 'string' ? JSON.parse(r.recipients) : r.recipients) as Recipients;
      return ok({ ...noticeRow(r), bodyText: r.body_text, attachments, recipients });
    },
  );

  app.post(
    '/api/System/Message/CreateNotice',
    { schema: { tags: ['Message'], body: noticeInputSchema }, config: { access: { menu: NOTICE_MENU, button: 'btn_add' } } },
    async (req) => {
      const input = await cleanInput(req.body as NoticeInput);
      const rows = await db.query<{ id: string }>(
        `INSERT INTO message (type, title, body_text, notice_type, attachments, recipients, state, creator_user_id)
         VALUES (1, $1, $2, $3, $4, $5, 'draft', $6) RETURNING id`,
        [input.title, input.bodyText, input.noticeType, JSON.stringify(input.attachments), JSON.stringify(input.recipients), req.user.id],
      );
      return ok({ id: rows[0].id }, say(req, 'createSuccess'));
    },
  );

  app.post(
    '/api/System/Message/UpdateNotice',
    {
      schema: { tags: ['Message'], body: { ...noticeInputSchema, required: ['id', 'title'] } },
      config: { access: { menu: NOTICE_MENU, button: 'btn_edit' } },
    },
    async (req) => {
      const body = req.body as NoticeInput;
      const current = await findNotice(req, body.id!);
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
    { schema: { tags: ['Message'], params: idParams }, config: { access: { menu: NOTICE_MENU, button: 'btn_remove' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      await findNotice(req, id);
      // Recipients with it still unread see their badge drop at once.
      const unread = await db.query<{ user_id: string }>('SELECT user_id FROM message_receive WHERE message_id = $1 AND is_read = 0', [id]);
      await db.query('DELETE FROM message WHERE id = $1', [id]);
      if (unread.length) app.events.emit('messagePush', { toUserIds: unread.map((r) => r.user_id) });
      return ok(null, say(req, 'deleteSuccess'));
    },
  );

  app.put(
    '/api/System/Message/:id/Actions/Release',
    { schema: { tags: ['Message'], params: idParams }, config: { access: { menu: NOTICE_MENU, button: 'btn_release' } } },
    async (req) => {
      const { id } = req.params as { id: string };
      const notice = await findNotice(req, id);
      if (notice.state !== 'draft') throw new ApiError(Code.BadRequest, t('noticeAlreadyReleased'));
      const recipients = (typeof notice.recipients === 'string' ? JSON.parse(notice.recipients) : notice.recipients) as Recipients;
      // Claim the release first so two concurrent releases cannot both deliver.
      const claimed = await db.query(`UPDATE message SET state = 'released', released_at = now(), updated_at = now() WHERE id = $1 AND state = 'draft' RETURNING id`, [id]);
      if (!claimed.length) throw new ApiError(Code.BadRequest, t('noticeAlreadyReleased'));
      const params: unknown[] = [id];
      const cond = recipientCondition(recipients, params, await managementTree(req));
      const delivered = await db.query<{ user_id: string }>(
        `INSERT INTO message_receive (message_id, user_id) SELECT $1, u.id FROM users u WHERE ${cond} ON CONFLICT DO NOTHING RETURNING user_id`,
        params,
      );
      app.events.emit('messagePush', { toUserIds: delivered.map((r) => r.user_id) });
      return ok({ recipientCount: delivered.length }, say(req, 'releaseSuccess'));
    },
  );
}
