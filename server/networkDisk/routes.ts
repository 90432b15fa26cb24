import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Zip, ZipPassThrough } from 'fflate';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { DISK_KINDS, extOf, kindOf } from '../../contract/networkDisk/disk';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { fitsClassicZip } from './zipLimits';
import { tokenOf } from '../plugins/auth';
import type { Queryable } from '../db/client';
import type { SessionUser } from '../auth/sessions';
import { Nullable, Type, Where, answers, bytesAnswer, contentDisposition, envelope, listAnswer, listOnly, listPage, okNull, rows, typed } from '../kit';
import { DiskContext, NODE_COLUMNS, NODE_FROM, NodeRow, Space, checkedName, isNameTaken, type Place } from './context';
import { parseRange } from './range';

const Id = Type.String({ pattern: '^[0-9a-f-]{36}$' });
const NodeParams = Type.Object({ id: Id });
const Ids = Type.Object({ ids: Type.Array(Id, { minItems: 1, maxItems: 500 }) }, { additionalProperties: false });
const TargetBody = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: 500 }), space: Space, parentId: Type.Optional(Nullable(Id)) },
  { additionalProperties: false },
);
const Crumb = Type.Object({ id: Type.String(), name: Type.String() });
const FolderAnswer = Type.Object({
  list: Type.Array(NodeRow),
  path: Type.Array(Crumb),
  permission: Type.String(),
});
const Usage = Type.Object({ userUsed: Type.Number(), userQuota: Type.Number(), schoolUsed: Type.Number(), schoolQuota: Type.Number(), schoolSpaceUsed: Type.Number(), schoolName: Type.String() });
const TreeRow = Type.Object({ id: Type.String(), parentId: Nullable(Type.String()), name: Type.String() });
const BinRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  isFolder: Type.Boolean(),
  kind: Type.String(),
  size: Type.Number(),
  space: Type.String(),
  deletedAt: Type.Number(),
  deletedByName: Type.String(),
});

const MENU = { menu: 'networkDisk' };
const ZIP_MIME = 'application/zip';
/** Types a browser may show inline from our origin: none of them runs script. */
const INLINE_KINDS = new Set(['image', 'video', 'audio', 'pdf']);
const INLINE_MIME: Record<string, string> = {
  png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', bmp: 'image/bmp', ico: 'image/x-icon',
  mp4: 'video/mp4', m4v: 'video/mp4', webm: 'video/webm', ogv: 'video/ogg', mov: 'video/quicktime',
  mp3: 'audio/mpeg', wav: 'audio/wav', ogg: 'audio/ogg', oga: 'audio/ogg', m4a: 'audio/mp4', flac: 'audio/flac', aac: 'audio/aac',
  pdf: 'application/pdf',
};

export default async function diskRoutes(instance: FastifyInstance, opts: { disk: DiskContext }) {
  const app = typed(instance);
  const disk = opts.disk;
  const db = app.database;

  async function caller(req: FastifyRequest): Promise<SessionUser | null> {
    const check = await app.sessions.check(tokenOf(req));
    return check.ok ? check.session.user : null;
  }

  app.get('/api/Disk/Usage', { schema: { response: answers(envelope(Usage)) }, config: { access: MENU } }, async (req) => {
    const [school] = await db.query<{ full_name: string }>('SELECT full_name FROM organize WHERE id = $1', [req.user.organizeId]);
    return ok({ ...(await disk.usage(req.user)), schoolName: school?.full_name ?? '' });
  });

  // The folders of one space, for the tree beside the list.
  app.get(
    '/api/Disk/Tree',
    { schema: { querystring: Type.Object({ space: Space }), response: answers(listOnly(TreeRow)) }, config: { access: MENU } },
    async (req) => {
      const place = disk.place(req.user, req.query.space);
      const list = await rows(
        db,
        TreeRow,
        `SELECT id, parent_id, name FROM disk_node WHERE space = $1 AND owner_id = $2 AND is_folder AND deleted_at IS NULL ORDER BY lower(name), id LIMIT 5000`,
        [place.space, place.ownerId],
      );
      return ok({ list });
    },
  );

  // One folder's contents (folders first), the path down to it and what the caller may do there.
  app.get(
    '/api/Disk/Folder',
    {
      schema: { querystring: Type.Object({ space: Space, parentId: Type.Optional(Type.String({ maxLength: 36 })), n: Type.Optional(Type.Unknown()) }), response: answers(envelope(FolderAnswer)) },
      config: { access: MENU },
    },
    async (req) => {
      const { space, parentId } = req.query;
      let place: Place = disk.place(req.user, space);
      let permission = 'owner';
      const path: { id: string; name: string }[] = [];
      if (parentId) {
        const folder = await disk.readable(req.user, parentId);
        if (!folder.isFolder) throw new ApiError(Code.BadRequest, t('diskNotFolder'));
        place = { space: folder.space as Space, ownerId: folder.ownerId, schoolId: folder.schoolId, parentId: folder.id };
        permission = folder.permission;
        path.push(
          ...(await rows(
            db,
            Crumb,
            `WITH RECURSIVE up AS (SELECT id, parent_id, name, 0 AS d FROM disk_node WHERE id = $1
               UNION ALL SELECT n.id, n.parent_id, n.name, up.d + 1 FROM disk_node n JOIN up ON n.id = up.parent_id)
             SELECT id, name FROM up ORDER BY d DESC`,
            [folder.id],
          )),
        );
      }
      const list = await rows(
        db,
        NodeRow,
        `SELECT ${NODE_COLUMNS} ${NODE_FROM}
          WHERE n.space = $1 AND n.owner_id = $2 AND coalesce(n.parent_id, '') = coalesce($3, '') AND n.deleted_at IS NULL
          ORDER BY n.is_folder DESC, lower(n.name), n.id LIMIT 5000`,
        [place.space, place.ownerId, place.parentId],
      );
      return ok({ list, path, permission });
    },
  );

  // What colleagues shared with the caller (their tops; folders open through /Folder).
  app.get('/api/Disk/SharedWithMe', { schema: { response: answers(listOnly(Type.Object({ ...NodeRow.properties, permission: Type.String() }))) }, config: { access: MENU } }, async (req) => {
    const list = await rows(
      db,
      Type.Object({ ...NodeRow.properties, permission: Type.String() }),
      `SELECT ${NODE_COLUMNS}, max(s.permission) AS permission ${NODE_FROM} JOIN disk_share s ON s.node_id = n.id
        WHERE s.kind = 'user' AND s.target_user_id = $1 AND n.deleted_at IS NULL
        GROUP BY n.id, cu.real_name ORDER BY n.is_folder DESC, lower(n.name) LIMIT 1000`,
      [req.user.id],
    );
    return ok({ list });
  });

  app.get(
    '/api/Disk/Search',
    {
      schema: {
        querystring: Type.Object({
          keyword: Type.Optional(Type.String({ maxLength: 100 })),
          kind: Type.Optional(Type.Union(DISK_KINDS.map((k) => Type.Literal(k)))),
          currentPage: Type.Integer({ minimum: 1, default: 1 }),
          pageSize: Type.Integer({ minimum: 1, maximum: 500, default: 50 }),
          n: Type.Optional(Type.Unknown()),
        }),
        response: answers(listAnswer(NodeRow)),
      },
      config: { access: MENU },
    },
    async (req) => {
      const q = req.query;
      const where = new Where().and('n.deleted_at IS NULL').keyword(q.keyword, ['n.name']);
      if (q.kind) where.and(`n.kind = ${where.param(q.kind)}`);
      where.and(
        `((n.space = 'user' AND n.owner_id = ${where.param(req.user.id)}) OR (n.space = 'school' AND n.owner_id = ${where.param(req.user.organizeId)}))`,
      );
      return listPage(db, q, { row: NodeRow, columns: NODE_COLUMNS, from: NODE_FROM, where, sorts: { name: 'lower(n.name)', size: 'n.size', updatedAt: 'n.updated_at' }, order: 'n.is_folder DESC, n.updated_at DESC', tieBreak: 'n.id' });
    },
  );

  app.post(
    '/api/Disk/Folder',
    {
      schema: { body: Type.Object({ space: Space, parentId: Type.Optional(Nullable(Id)), name: Type.String({ maxLength: 400 }) }, { additionalProperties: false }), response: answers(envelope(Type.Object({ id: Type.String() }))) },
      config: { access: MENU },
    },
    async (req) => {
      const name = checkedName(req.body.name);
      const place = await disk.target(req.user, req.body.space, req.body.parentId);
      try {
        const [made] = await db.query<{ id: string }>(
          `INSERT INTO disk_node (space, owner_id, school_id, parent_id, is_folder, name, creator_user_id) VALUES ($1, $2, $3, $4, true, $5, $6) RETURNING id`,
          [place.space, place.ownerId, place.schoolId, place.parentId, name, req.user.id],
        );
        return ok({ id: made.id }, say(req, 'ok'));
      } catch (err) {
        if (isNameTaken(err)) throw new ApiError(Code.Conflict, t('diskNameTaken', { name }));
        throw err;
      }
    },
  );

  app.put(
    '/api/Disk/Node/:id/Name',
    { schema: { params: NodeParams, body: Type.Object({ name: Type.String({ maxLength: 400 }) }, { additionalProperties: false }), response: answers(okNull) }, config: { access: MENU } },
    async (req) => {
      const name = checkedName(req.body.name);
      const node = await disk.writable(req.user, req.params.id);
      const ext = node.isFolder ? '' : extOf(name);
      try {
        await db.query(`UPDATE disk_node SET name = $2, ext = $3, kind = $4, updated_at = now() WHERE id = $1`, [node.id, name, ext, node.isFolder ? 'folder' : kindOf(name)]);
      } catch (err) {
        if (isNameTaken(err)) throw new ApiError(Code.Conflict, t('diskNameTaken', { name }));
        throw err;
      }
      return ok(null, say(req, 'ok'));
    },
  );

  /** Checks every id and the target, refusing a folder into itself; what the move and copy share. */
  async function planTransfer(user: SessionUser, body: { ids: string[]; space: Space; parentId?: string | null }) {
    const target = await disk.target(user, body.space, body.parentId);
    const nodes = [];
    for (const id of new Set(body.ids)) {
      const node = await disk.readable(user, id);
      if (node.isFolder && target.parentId) {
        const inside = await db.query(
          `WITH RECURSIVE up AS (SELECT id, parent_id FROM disk_node WHERE id = $1 UNION ALL SELECT n.id, n.parent_id FROM disk_node n JOIN up ON n.id = up.parent_id)
           SELECT 1 FROM up WHERE id = $2`,
          [target.parentId, node.id],
        );
        if (inside.length) throw new ApiError(Code.BadRequest, t('diskMoveIntoSelf'));
      }
      nodes.push(node);
    }
    return { target, nodes };
  }

  app.post('/api/Disk/Node/Actions/Move', { schema: { body: TargetBody, response: answers(okNull) }, config: { access: MENU } }, async (req) => {
    const { target, nodes } = await planTransfer(req.user, req.body);
    for (const n of nodes) if (n.permission === 'read') throw new ApiError(Code.Forbidden, t('diskReadOnly'));
    // Moving to another space moves the bytes to its quota: checked before anything moves.
    let crossing = 0;
    for (const n of nodes) if (n.space !== target.space || n.ownerId !== target.ownerId) crossing += (await disk.subtree(n.id)).reduce((s, x) => s + x.size, 0);
    if (crossing) await disk.assertRoom(target, crossing);
    await inTransaction(async (tx) => {
      for (const n of nodes) {
        await tx.query(
          `WITH RECURSIVE down AS (SELECT id FROM disk_node WHERE id = $1 UNION ALL SELECT c.id FROM disk_node c JOIN down ON c.parent_id = down.id WHERE c.deleted_at IS NULL)
           UPDATE disk_node SET space = $2, owner_id = $3, school_id = $4, updated_at = now() WHERE id IN (SELECT id FROM down)`,
          [n.id, target.space, target.ownerId, target.schoolId],
        );
        await tx.query('UPDATE disk_node SET parent_id = $2 WHERE id = $1', [n.id, target.parentId]);
      }
    }, nodes);
    return ok(null, say(req, 'diskMoved'));
  });

  app.post('/api/Disk/Node/Actions/Copy', { schema: { body: TargetBody, response: answers(okNull) }, config: { access: MENU } }, async (req) => {
    const { target, nodes } = await planTransfer(req.user, req.body);
    const trees = await Promise.all(nodes.map((n) => disk.subtree(n.id)));
    await disk.assertRoom(target, trees.flat().reduce((s, x) => s + x.size, 0));
    // A copy is new rows over the same stored content: no byte is copied.
    await inTransaction(async (tx) => {
      for (const tree of trees) {
        const made = new Map<string, string>();
        for (const item of tree) {
          const parentPath = item.path.includes('/') ? item.path.slice(0, item.path.lastIndexOf('/')) : null;
          const parentId = parentPath === null ? target.parentId : made.get(parentPath);
          const [row] = await tx.query<{ id: string }>(
            `INSERT INTO disk_node (space, owner_id, school_id, parent_id, is_folder, name, ext, kind, size, blob_hash, creator_user_id)
             SELECT $2, $3, $4, $5, is_folder, name, ext, kind, size, blob_hash, $6 FROM disk_node WHERE id = $1 RETURNING id`,
            [item.id, target.space, target.ownerId, target.schoolId, parentId, req.user.id],
          );
          made.set(item.path, row.id);
        }
      }
    }, nodes);
    return ok(null, say(req, 'diskCopied'));
  });

  /** One transaction; a taken name anywhere in it answers which name and rolls everything back. */
  async function inTransaction(fn: (tx: Queryable) => Promise<void>, nodes: { name: string }[]) {
    try {
      await db.transaction(fn);
    } catch (err) {
      if (isNameTaken(err)) throw new ApiError(Code.Conflict, t('diskNameTaken', { name: nodes.map((n) => n.name).join('、') }));
      throw err;
    }
  }

  app.post('/api/Disk/Node/Actions/Delete', { schema: { body: Ids, response: answers(okNull) }, config: { access: MENU } }, async (req) => {
    const nodes: NodeRow[] = [];
    for (const id of new Set(req.body.ids)) nodes.push(await disk.writable(req.user, id));
    await db.transaction(async (tx) => {
      for (const n of nodes) {
        await tx.query(
          `WITH RECURSIVE down AS (SELECT id FROM disk_node WHERE id = $1 UNION ALL SELECT c.id FROM disk_node c JOIN down ON c.parent_id = down.id WHERE c.deleted_at IS NULL)
           UPDATE disk_node SET deleted_at = now(), deleted_by = $2, trash_id = $1 WHERE id IN (SELECT id FROM down)`,
          [n.id, req.user.id],
        );
      }
    });
    return ok(null, say(req, 'diskTrashed'));
  });

  // The bin: what the caller deleted, and what was deleted from their own spaces.
  const BIN_WHERE = `n.id = n.trash_id AND n.deleted_at IS NOT NULL AND (n.deleted_by = $1 OR (n.space = 'user' AND n.owner_id = $1) OR (n.space = 'school' AND n.owner_id = $2))`;
  app.get('/api/Disk/Recycle', { schema: { response: answers(listOnly(BinRow)) }, config: { access: MENU } }, async (req) => {
    const list = await rows(
      db,
      BinRow,
      `SELECT n.id, n.name, n.is_folder, n.kind, n.space,
              (SELECT coalesce(sum(size), 0)::float8 FROM disk_node d WHERE d.trash_id = n.id AND NOT d.is_folder) AS size,
              ${'(extract(epoch from n.deleted_at) * 1000)::float8'} AS deleted_at, coalesce(u.real_name, '') AS deleted_by_name
         FROM disk_node n LEFT JOIN users u ON u.id = n.deleted_by WHERE ${BIN_WHERE} ORDER BY n.deleted_at DESC LIMIT 1000`,
      [req.user.id, req.user.organizeId],
    );
    return ok({ list });
  });

  async function binItems(user: SessionUser, ids: string[]) {
    const found = await db.query<{ id: string; name: string; parent_id: string | null; space: string; owner_id: string }>(
      `SELECT n.id, n.name, n.parent_id, n.space, n.owner_id FROM disk_node n WHERE n.id = ANY($3::text[]) AND ${BIN_WHERE}`,
      [user.id, user.organizeId, ids],
    );
    if (found.length !== new Set(ids).size) throw new ApiError(Code.NotFound, t('notFound'));
    return found;
  }

  app.post('/api/Disk/Recycle/Actions/Restore', { schema: { body: Ids, response: answers(okNull) }, config: { access: MENU } }, async (req) => {
    const items = await binItems(req.user, req.body.ids);
    await db.transaction(async (tx) => {
      for (const item of items) {
        // Back where it was; to the top of its space when that folder is gone, under a free name.
        const [parent] = item.parent_id ? await tx.query('SELECT 1 FROM disk_node WHERE id = $1 AND deleted_at IS NULL', [item.parent_id]) : [];
        const parentId = parent ? item.parent_id : null;
        const taken = new Set(
          (
            await tx.query<{ n: string }>(
              `SELECT lower(name) AS n FROM disk_node WHERE space = $1 AND owner_id = $2 AND coalesce(parent_id, '') = coalesce($3, '') AND deleted_at IS NULL`,
              [item.space, item.owner_id, parentId],
            )
          ).map((r) => r.n),
        );
        let name = item.name;
        for (let i = 1; taken.has(name.toLowerCase()); i++) {
          const dot = item.name.lastIndexOf('.');
          name = dot > 0 ? `${item.name.slice(0, dot)} (${i})${item.name.slice(dot)}` : `${item.name} (${i})`;
        }
        await tx.query('UPDATE disk_node SET deleted_at = NULL, deleted_by = NULL, trash_id = NULL WHERE trash_id = $1', [item.id]);
        await tx.query('UPDATE disk_node SET parent_id = $2, name = $3 WHERE id = $1', [item.id, parentId, name]);
      }
    });
    return ok(null, say(req, 'diskRestored'));
  });

  app.post('/api/Disk/Recycle/Actions/Purge', { schema: { body: Ids, response: answers(okNull) }, config: { access: MENU } }, async (req) => {
    const items = await binItems(req.user, req.body.ids);
    const gone = await db.transaction(async (tx) => {
      const hashes = (await tx.query<{ h: string }>('SELECT DISTINCT blob_hash AS h FROM disk_node WHERE trash_id = ANY($1::text[]) AND blob_hash IS NOT NULL', [items.map((i) => i.id)])).map((r) => r.h);
      await tx.query('DELETE FROM disk_node WHERE id = ANY($1::text[])', [items.map((i) => i.id)]);
      // Content no other item (and no upload proving against it) refers to any more.
      return (
        await tx.query<{ hash: string }>(
          `DELETE FROM disk_blob b WHERE b.hash = ANY($1::text[]) AND NOT EXISTS (SELECT 1 FROM disk_node n WHERE n.blob_hash = b.hash)
             AND NOT EXISTS (SELECT 1 FROM disk_upload u WHERE u.proof_hash = b.hash) RETURNING hash`,
          [hashes],
        )
      ).map((r) => r.hash);
    });
    for (const h of gone) await disk.store.removeBlob(h);
    return ok(null, say(req, 'diskPurged'));
  });

  // A download address for a browser navigation or a <video>/<img>: the bytes route with a ticket.
  app.get(
    '/api/Disk/Node/:id/Url',
    { schema: { params: NodeParams, response: answers(envelope(Type.Object({ name: Type.String(), url: Type.String() }))) }, config: { access: MENU } },
    async (req) => {
      const node = await disk.readable(req.user, req.params.id);
      return ok({ name: node.isFolder ? `${node.name}.zip` : node.name, url: `/api/Disk/Node/${node.id}/Content?ticket=${disk.store.ticket(`node/${node.id}`)}` });
    },
  );

  app.get(
    '/api/Disk/Node/:id/Content',
    {
      schema: {
        params: NodeParams,
        querystring: Type.Object({ ticket: Type.Optional(Type.String({ maxLength: 80 })), inline: Type.Optional(Type.Boolean()), n: Type.Optional(Type.Unknown()) }),
        response: bytesAnswer,
      },
      config: { access: 'public' },
      // Bytes go out as stored: compressing a stream of (mostly compressed) files costs more CPU than it saves.
      compress: false,
    },
    async (req, reply) => {
      const node = await disk.node(req.params.id);
      if (!node) throw new ApiError(Code.NotFound, t('notFound'));
      if (!(req.query.ticket && disk.store.checkTicket(`node/${node.id}`, req.query.ticket))) {
        const user = await caller(req);
        if (!user) throw new ApiError(Code.SessionInvalid, t('sessionInvalid'));
        if (!(await disk.permission(user, node))) throw new ApiError(Code.NotFound, t('notFound'));
      }
      return sendNode(disk, req, reply, node, req.query.inline === true);
    },
  );
}

/**
 * A file's bytes (with Range, so players seek and downloads resume) or a folder as a zip written
 * while it is read. Only media and PDF are ever shown inline, never HTML or SVG: an upload must
 * not run script on our origin.
 */
export async function sendNode(disk: DiskContext, req: FastifyRequest, reply: FastifyReply, node: NodeRow, inline: boolean) {
  reply.header('X-Content-Type-Options', 'nosniff').header('Content-Security-Policy', "default-src 'none'; sandbox").header('Cache-Control', 'private, no-store');
  if (node.isFolder) {
    const items = await disk.subtree(node.id);
    if (!fitsClassicZip(items)) throw new ApiError(Code.BadRequest, say(req, 'diskZipTooLarge'));
    reply.header('Content-Type', ZIP_MIME).header('Content-Disposition', contentDisposition('attachment', `${node.name}.zip`));
    return reply.send(zipStream(disk, items));
  }
  if (!node.blobHash || !disk.store.exists(node.blobHash)) throw new ApiError(Code.NotFound, t('notFound'));
  const hash = node.blobHash;
  const showInline = inline && INLINE_KINDS.has(node.kind) && Object.hasOwn(INLINE_MIME, node.ext);
  reply
    .header('Content-Type', showInline ? INLINE_MIME[node.ext] : 'application/octet-stream')
    .header('Content-Disposition', contentDisposition(showInline ? 'inline' : 'attachment', node.name))
    .header('Accept-Ranges', 'bytes');
  if (showInline && node.kind === 'pdf') reply.header('Content-Security-Policy', "default-src 'none'; object-src 'self'; plugin-types application/pdf");
  const range = parseRange(req.headers.range, node.size);
  if (range === 'unsatisfiable') {
    return reply.code(416).header('Content-Range', `bytes */${node.size}`).send('');
  }
  if (range) {
    return reply
      .code(206)
      .header('Content-Range', `bytes ${range.start}-${range.end}/${node.size}`)
      .header('Content-Length', String(range.end - range.start + 1))
      .send(disk.store.read(hash, node.size, range.start, range.end));
  }
  return reply.header('Content-Length', String(node.size)).send(disk.store.read(hash, node.size));
}

/** The folder as a zip (stored, not compressed: school files are mostly compressed already), one file at a time with back-pressure. */
function zipStream(disk: DiskContext, items: Awaited<ReturnType<DiskContext['subtree']>>): PassThrough {
  const out = new PassThrough({ highWaterMark: 1 << 20 });
  const zip = new Zip((err, data, final) => {
    if (err) return out.destroy(err);
    out.write(data);
    if (final) out.end();
  });
  const drained = () => (out.writableNeedDrain ? new Promise((r) => out.once('drain', r)) : Promise.resolve());
  (async () => {
    for (const item of items) {
      if (item.isFolder) {
        const dir = new ZipPassThrough(`${item.path}/`);
        zip.add(dir);
        dir.push(new Uint8Array(0), true);
        continue;
      }
      const entry = new ZipPassThrough(item.path);
      zip.add(entry);
      if (item.blobHash) {
        for await (const chunk of disk.store.read(item.blobHash, item.size)) {
          entry.push(chunk as Buffer);
          await drained();
        }
      }
      entry.push(new Uint8Array(0), true);
      await drained();
    }
    zip.end();
  })().catch((err) => out.destroy(err));
  return out;
}
