import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { Nullable, Type, answers, envelope, epochMs, listOnly, okNull, one, rows, typed } from '../kit';
import { DiskContext } from './context';
import { sendNode } from './routes';

const Id = Type.String({ pattern: '^[0-9a-f-]{36}$' });
const Token = Type.String({ pattern: '^[A-Za-z0-9_-]{22}$' });
const MENU = { menu: 'networkDisk' };
/** Wrong codes a link takes before it locks for good (issue 17). */
export const CODE_ATTEMPTS = 5;

const ShareRow = Type.Object({
  id: Type.String(),
  nodeId: Type.String(),
  nodeName: Type.String(),
  kind: Type.String(),
  targetUserId: Nullable(Type.String()),
  targetName: Type.String(),
  permission: Type.String(),
  token: Nullable(Type.String()),
  hasCode: Type.Boolean(),
  locked: Type.Boolean(),
  expiresAt: Nullable(Type.Number()),
  createdAt: Type.Number(),
});
const SHARE_COLUMNS = `s.id, s.node_id, n.name AS node_name, s.kind, s.target_user_id, coalesce(tu.real_name, '') AS target_name, s.permission, s.token,
  s.code_hash IS NOT NULL AS has_code, s.failed_attempts >= ${CODE_ATTEMPTS} AS locked, ${epochMs('s.expires_at')} AS expires_at, ${epochMs('s.created_at')} AS created_at`;
const SHARE_FROM = 'FROM disk_share s JOIN disk_node n ON n.id = s.node_id LEFT JOIN users tu ON tu.id = s.target_user_id';

const LinkRow = Type.Object({
  id: Type.String(),
  nodeId: Type.String(),
  codeHash: Nullable(Type.String()),
  failedAttempts: Type.Integer(),
  expired: Type.Boolean(),
});

const codeHash = (token: string, code: string) => crypto.createHash('sha256').update(`${token}\n${code.toLowerCase()}`).digest('hex');

export default async function shareRoutes(instance: FastifyInstance, opts: { disk: DiskContext }) {
  const app = typed(instance);
  const disk = opts.disk;
  const db = app.database;

  app.post(
    '/api/Disk/Share',
    {
      schema: {
        body: Type.Object(
          {
            nodeId: Id,
            kind: Type.Union([Type.Literal('user'), Type.Literal('link')]),
            userIds: Type.Optional(Type.Array(Type.String({ maxLength: 64 }), { maxItems: 200 })),
            permission: Type.Optional(Type.Union([Type.Literal('read'), Type.Literal('edit')])),
            code: Type.Optional(Type.String({ maxLength: 20 })),
            /** Days the link lives; 0: until removed. */
            expireDays: Type.Optional(Type.Integer({ minimum: 0, maximum: 3650 })),
          },
          { additionalProperties: false },
        ),
        response: answers(envelope(Type.Object({ ids: Type.Array(Type.String()), token: Nullable(Type.String()) }))),
      },
      config: { access: MENU },
    },
    async (req) => {
      const b = req.body;
      const node = await disk.readable(req.user, b.nodeId);
      if (node.permission !== 'owner') throw new ApiError(Code.Forbidden, t('diskShareOwnOnly'));
      if (b.kind === 'user') {
        const wanted = [...new Set(b.userIds ?? [])].filter((id) => id !== req.user.id);
        if (!wanted.length) throw new ApiError(Code.BadRequest, t('diskShareColleague'));
        // Colleagues: enabled accounts of the caller's own school; anyone else is refused as a whole.
        const found = await db.query<{ id: string }>('SELECT id FROM users WHERE id = ANY($1::text[]) AND organize_id = $2 AND enabled_mark = 1', [wanted, req.user.organizeId]);
        if (found.length !== wanted.length) throw new ApiError(Code.BadRequest, t('diskShareColleague'));
        const ids = await db.transaction(async (tx) => {
          await tx.query(`DELETE FROM disk_share WHERE node_id = $1 AND kind = 'user' AND target_user_id = ANY($2::text[])`, [node.id, wanted]);
          const out: string[] = [];
          for (const uid of wanted) {
            const [r] = await tx.query<{ id: string }>(
              `INSERT INTO disk_share (node_id, creator_user_id, kind, target_user_id, permission) VALUES ($1, $2, 'user', $3, $4) RETURNING id`,
              [node.id, req.user.id, uid, b.permission ?? 'read'],
            );
            out.push(r.id);
          }
          return out;
        });
        return ok({ ids, token: null }, say(req, 'diskSharedOk'));
      }
      const code = (b.code ?? '').trim();
      if (code && !/^[A-Za-z0-9]{4,8}$/.test(code)) throw new ApiError(Code.BadRequest, t('diskShareCodeFormat'));
      const token = crypto.randomBytes(16).toString('base64url');
      const days = b.expireDays ?? 7;
      const [r] = await db.query<{ id: string }>(
        `INSERT INTO disk_share (node_id, creator_user_id, kind, token, code_hash, expires_at) VALUES ($1, $2, 'link', $3, $4, CASE WHEN $5::int > 0 THEN now() + make_interval(days => $5::int) END) RETURNING id`,
        [node.id, req.user.id, token, code ? codeHash(token, code) : null, days],
      );
      return ok({ ids: [r.id], token }, say(req, 'diskSharedOk'));
    },
  );

  // The shares of one item (its owner), or all the caller made.
  app.get(
    '/api/Disk/Share',
    { schema: { querystring: Type.Object({ nodeId: Type.Optional(Id), n: Type.Optional(Type.Unknown()) }), response: answers(listOnly(ShareRow)) }, config: { access: MENU } },
    async (req) => {
      if (req.query.nodeId) {
        const node = await disk.readable(req.user, req.query.nodeId);
        if (node.permission !== 'owner') throw new ApiError(Code.Forbidden, t('diskShareOwnOnly'));
        return ok({ list: await rows(db, ShareRow, `SELECT ${SHARE_COLUMNS} ${SHARE_FROM} WHERE s.node_id = $1 ORDER BY s.created_at DESC`, [node.id]) });
      }
      return ok({
        list: await rows(db, ShareRow, `SELECT ${SHARE_COLUMNS} ${SHARE_FROM} WHERE s.creator_user_id = $1 AND n.deleted_at IS NULL ORDER BY s.created_at DESC LIMIT 500`, [req.user.id]),
      });
    },
  );

  app.delete('/api/Disk/Share/:id', { schema: { params: Type.Object({ id: Id }), response: answers(okNull) }, config: { access: MENU } }, async (req) => {
    const share = await one(db, Type.Object({ id: Type.String(), nodeId: Type.String(), creatorUserId: Type.String() }), 'SELECT id, node_id, creator_user_id FROM disk_share WHERE id = $1', [req.params.id]);
    if (!share) throw new ApiError(Code.NotFound, t('notFound'));
    const node = await disk.node(share.nodeId);
    const mine = share.creatorUserId === req.user.id || (node && (await disk.permission(req.user, node)) === 'owner');
    if (!mine) throw new ApiError(Code.NotFound, t('notFound'));
    await db.query('DELETE FROM disk_share WHERE id = $1', [share.id]);
    return ok(null, say(req, 'ok'));
  });

  // Colleagues to share with: enabled accounts of the caller's school.
  app.get(
    '/api/Disk/Colleagues',
    {
      schema: {
        querystring: Type.Object({ keyword: Type.Optional(Type.String({ maxLength: 50 })), n: Type.Optional(Type.Unknown()) }),
        response: answers(listOnly(Type.Object({ id: Type.String(), realName: Type.String(), account: Type.String() }))),
      },
      config: { access: MENU },
    },
    async (req) => {
      const kw = req.query.keyword ? `%${req.query.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const list = await rows(
        db,
        Type.Object({ id: Type.String(), realName: Type.String(), account: Type.String() }),
        `SELECT id, real_name, account FROM users WHERE organize_id = $1 AND id <> $2 AND enabled_mark = 1
           AND ($3::text IS NULL OR real_name ILIKE $3 OR account ILIKE $3) ORDER BY real_name, id LIMIT 50`,
        [req.user.organizeId, req.user.id, kw],
      );
      return ok({ list });
    },
  );

  // ---- the public share page (no sign-in) ----
  async function link(token: string) {
    const row = await one(
      db,
      LinkRow,
      `SELECT s.id, s.node_id, s.code_hash, s.failed_attempts, (s.expires_at IS NOT NULL AND s.expires_at <= now()) AS expired
         FROM disk_share s JOIN disk_node n ON n.id = s.node_id AND n.deleted_at IS NULL WHERE s.kind = 'link' AND s.token = $1`,
      [token],
    );
    if (!row) throw new ApiError(Code.NotFound, t('notFound'));
    if (row.expired) throw new ApiError(Code.NotFound, t('diskShareExpired'));
    if (row.failedAttempts >= CODE_ATTEMPTS) throw new ApiError(Code.Forbidden, t('diskShareLocked'));
    return row;
  }

  app.get(
    '/api/Disk/Public/:token',
    {
      schema: {
        params: Type.Object({ token: Token }),
        response: answers(envelope(Type.Object({ name: Type.String(), isFolder: Type.Boolean(), kind: Type.String(), size: Type.Number(), needCode: Type.Boolean(), sharerName: Type.String(), expiresAt: Nullable(Type.Number()) }))),
      },
      config: { access: 'public' },
    },
    async (req) => {
      const s = await link(req.params.token);
      const [info] = await rows(
        db,
        Type.Object({ name: Type.String(), isFolder: Type.Boolean(), kind: Type.String(), size: Type.Number(), sharerName: Type.String(), expiresAt: Nullable(Type.Number()) }),
        `SELECT n.name, n.is_folder, n.kind,
                CASE WHEN n.is_folder THEN 0 ELSE n.size END::float8 AS size, coalesce(u.real_name, '') AS sharer_name, ${epochMs('s.expires_at')} AS expires_at
           FROM disk_share s JOIN disk_node n ON n.id = s.node_id LEFT JOIN users u ON u.id = s.creator_user_id WHERE s.id = $1`,
        [s.id],
      );
      return ok({ ...info, needCode: s.codeHash !== null });
    },
  );

  app.post(
    '/api/Disk/Public/:token/Access',
    {
      schema: {
        params: Type.Object({ token: Token }),
        body: Type.Object({ code: Type.Optional(Type.String({ maxLength: 20 })) }, { additionalProperties: false }),
        response: answers(envelope(Type.Object({ name: Type.String(), url: Type.String() }))),
      },
      config: { access: 'public' },
    },
    async (req) => {
      const token = req.params.token;
      const s = await link(token);
      if (s.codeHash) {
        const got = Buffer.from(codeHash(token, (req.body.code ?? '').trim()));
        if (!crypto.timingSafeEqual(got, Buffer.from(s.codeHash))) {
          // Counted in one statement that also refuses once the limit is reached, so parallel guesses cannot pass it.
          const [n] = await db.query<{ failed_attempts: number }>(
            'UPDATE disk_share SET failed_attempts = failed_attempts + 1 WHERE id = $1 AND failed_attempts < $2 RETURNING failed_attempts',
            [s.id, CODE_ATTEMPTS],
          );
          const left = n ? CODE_ATTEMPTS - n.failed_attempts : 0;
          if (left <= 0) throw new ApiError(Code.Forbidden, t('diskShareLocked'));
          throw new ApiError(Code.Forbidden, t('diskShareCodeWrong', { left }));
        }
      }
      const node = await disk.node(s.nodeId);
      if (!node) throw new ApiError(Code.NotFound, t('notFound'));
      return ok({ name: node.isFolder ? `${node.name}.zip` : node.name, url: `/api/Disk/Public/${token}/Content?ticket=${disk.store.ticket(`share/${s.id}`)}` });
    },
  );

  app.get(
    '/api/Disk/Public/:token/Content',
    { schema: { params: Type.Object({ token: Token }), querystring: Type.Object({ ticket: Type.String({ maxLength: 80 }) }), response: { 200: Type.Unknown() } }, config: { access: 'public' }, compress: false },
    async (req, reply) => {
      const s = await link(req.params.token);
      if (!disk.store.checkTicket(`share/${s.id}`, req.query.ticket)) throw new ApiError(Code.Forbidden, t('notFound'));
      const node = await disk.node(s.nodeId);
      if (!node) throw new ApiError(Code.NotFound, t('notFound'));
      return sendNode(disk, req, reply, node, false);
    },
  );
}
