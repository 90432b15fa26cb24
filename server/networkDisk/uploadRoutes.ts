import crypto from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { CHUNK_BYTES, PROOF_BYTES, chunkCount, chunkSize, extOf, kindOf } from '../../contract/networkDisk/disk';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { Nullable, Type, answers, envelope, okNull, one, typed } from '../kit';
import { DiskContext, Space, checkedName, isNameTaken } from './context';

const Id = Type.String({ pattern: '^[0-9a-f-]{36}$' });
const Md5 = Type.String({ pattern: '^[0-9a-fA-F]{32}$' });
/** Largest single file: 64 GB (the zip of a folder has no such limit per file, but fflate writes no zip64). */
const MAX_FILE = 64 * 1024 ** 3;

const InitBody = Type.Object(
  {
    space: Space,
    parentId: Type.Optional(Nullable(Id)),
    /** A file of a chosen folder: the folders of its relative path, made under parentId. */
    dirs: Type.Optional(Type.Array(Type.String({ maxLength: 400 }), { maxItems: 32 })),
    name: Type.String({ maxLength: 400 }),
    size: Type.Integer({ minimum: 0, maximum: MAX_FILE }),
    headMd5: Md5,
  },
  { additionalProperties: false },
);
const InitAnswer = Type.Object({
  id: Type.String(),
  chunkSize: Type.Integer(),
  chunkCount: Type.Integer(),
  received: Type.Array(Type.Integer()),
  proof: Nullable(Type.Object({ nonce: Type.String(), offset: Type.Number(), length: Type.Integer() })),
});
const UploadRow = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  space: Type.String(),
  ownerId: Type.String(),
  schoolId: Type.String(),
  parentId: Nullable(Type.String()),
  name: Type.String(),
  size: Type.Number(),
  headMd5: Type.String(),
  chunkCount: Type.Integer(),
  proofHash: Nullable(Type.String()),
  proofNonce: Nullable(Type.String()),
  proofOffset: Nullable(Type.Number()),
});
const UPLOAD_COLUMNS = 'id, user_id, space, owner_id, school_id, parent_id, name, size::float8 AS size, head_md5, chunk_count, proof_hash, proof_nonce, proof_offset::float8 AS proof_offset';

const MENU = { menu: 'networkDisk' };
// A chunk, a completion, a cancel act on the caller's own upload, opened under the menu's grant.
const OWN_UPLOAD = 'login' as const;

/**
 * Resumable chunked upload (spec §9): init names the file by size and the MD5 of its first
 * 10,485,760 bytes. Known content links at once once the client proves it holds it; otherwise the
 * answer lists the chunks already received (an interrupted upload resumes where it stopped). Chunks
 * come in any order, each checked for its index, size and MD5; complete joins them as a stream.
 */
export default async function uploadRoutes(instance: FastifyInstance, opts: { disk: DiskContext }) {
  const app = typed(instance);
  const disk = opts.disk;
  const db = app.database;
  // A chunk's body stays a stream: it is hashed and written as it arrives, never held whole.
  app.addContentTypeParser('application/octet-stream', (_req, payload, done) => done(null, payload));

  async function upload(userId: string, id: string) {
    const row = await one(db, UploadRow, `SELECT ${UPLOAD_COLUMNS} FROM disk_upload WHERE id = $1 AND user_id = $2`, [id, userId]);
    if (!row) throw new ApiError(Code.NotFound, t('diskUploadGone'));
    return row;
  }

  /** The chunks that arrived whole (a row and its file), by index. */
  async function arrived(id: string): Promise<{ idx: number; sha256: string }[]> {
    return (await db.query<{ idx: number; sha256: string }>('SELECT idx, sha256 FROM disk_upload_chunk WHERE upload_id = $1 ORDER BY idx', [id])).filter((r) =>
      disk.store.hasChunk(id, r.idx, r.sha256),
    );
  }
  const received = async (id: string) => (await arrived(id)).map((r) => r.idx);

  app.post('/api/Disk/Upload', { schema: { body: InitBody, response: answers(envelope(InitAnswer)) }, config: { access: MENU } }, async (req) => {
    const b = req.body;
    const name = checkedName(b.name);
    const dirs = (b.dirs ?? []).map(checkedName);
    if (b.size === 0) throw new ApiError(Code.BadRequest, t('diskEmptyFile'));
    const refused = app.sysConfig.uploadRefusal(name, b.size);
    if (refused) throw refused;
    const base = await disk.target(req.user, b.space, b.parentId);
    const headMd5 = b.headMd5.toLowerCase();
    const count = chunkCount(b.size);
    const answer = await db.transaction(async (tx) => {
      const place = await disk.ensureFolders(req.user, base, dirs, tx);
      const [taken] = await tx.query(
        `SELECT 1 FROM disk_node WHERE space = $1 AND owner_id = $2 AND coalesce(parent_id, '') = coalesce($3, '') AND lower(name) = lower($4) AND deleted_at IS NULL`,
        [place.space, place.ownerId, place.parentId, name],
      );
      if (taken) throw new ApiError(Code.Conflict, t('diskNameTaken', { name }));
      const [open] = await tx.query<{ id: string }>(
        `SELECT id FROM disk_upload WHERE user_id = $1 AND space = $2 AND owner_id = $3 AND coalesce(parent_id, '') = coalesce($4, '') AND name = $5 AND size = $6 AND head_md5 = $7`,
        [req.user.id, place.space, place.ownerId, place.parentId, name, b.size, headMd5],
      );
      if (open) return { id: open.id, resumed: true };
      await disk.assertRoom(place, b.size, tx);
      const [known] = await tx.query<{ hash: string }>('SELECT hash FROM disk_blob WHERE head_md5 = $1 AND size = $2 LIMIT 1', [headMd5, b.size]);
      const nonce = known ? crypto.randomBytes(16).toString('hex') : null;
      const offset = known ? crypto.randomInt(0, Math.max(1, b.size - PROOF_BYTES + 1)) : null;
      const [made] = await tx.query<{ id: string }>(
        `INSERT INTO disk_upload (user_id, space, owner_id, school_id, parent_id, name, size, head_md5, chunk_size, chunk_count, proof_hash, proof_nonce, proof_offset)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
        [req.user.id, place.space, place.ownerId, place.schoolId, place.parentId, name, b.size, headMd5, CHUNK_BYTES, count, known?.hash ?? null, nonce, offset],
      );
      return { id: made.id, resumed: false };
    });
    const row = await upload(req.user.id, answer.id);
    const proof = row.proofHash && row.proofNonce && row.proofOffset !== null ? { nonce: row.proofNonce, offset: row.proofOffset, length: PROOF_BYTES } : null;
    return ok({ id: row.id, chunkSize: CHUNK_BYTES, chunkCount: row.chunkCount, received: answer.resumed ? await received(row.id) : [], proof });
  });

  app.put(
    '/api/Disk/Upload/:id/Chunk/:index',
    {
      schema: {
        params: Type.Object({ id: Id, index: Type.String({ pattern: '^[0-9]{1,7}$' }) }),
        // The chunk's MD5 (the spec's hash), or its SHA-256 where the client has it natively (Web Crypto): either is checked.
        querystring: Type.Object({ md5: Type.Optional(Md5), sha256: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{64}$' })) }),
        response: answers(envelope(Type.Object({ received: Type.Integer() }))),
      },
      config: { access: OWN_UPLOAD },
    },
    async (req) => {
      const row = await upload(req.user.id, req.params.id);
      const index = Number(req.params.index);
      if (index >= row.chunkCount) throw new ApiError(Code.BadRequest, t('diskChunkIndex', { max: row.chunkCount - 1 }));
      const { md5, sha256 } = req.query;
      if (!md5 && !sha256) throw new ApiError(Code.BadRequest, t('diskChunkMd5'));
      // Chunk 0 is the head the upload was opened with: its MD5 is checked against the one init named.
      if (index === 0 && md5 && md5.toLowerCase() !== row.headMd5) throw new ApiError(Code.BadRequest, t('diskChunkMd5'));
      const claim = index === 0 ? { md5: row.headMd5, sha256 } : { md5, sha256 };
      const expected = chunkSize(row.size, index);
      if (!req.body || typeof (req.body as Readable).pipe !== 'function') throw new ApiError(Code.BadRequest, t('diskChunkSize', { index, size: expected }));
      const declared = Number(req.headers['content-length']);
      if (Number.isFinite(declared) && declared !== expected) {
        (req.body as Readable).resume();
        throw new ApiError(Code.BadRequest, t('diskChunkSize', { index, size: expected }));
      }
      const written = await disk.store.writeChunk(row.id, index, req.body as Readable, expected, claim);
      if ('refused' in written) {
        throw new ApiError(Code.BadRequest, written.refused === 'size' ? t('diskChunkSize', { index, size: expected }) : t('diskChunkMd5'));
      }
      // A chunk sent again replaces the earlier one; each lives under its own hash, so the row always names a whole file.
      await db.query(
        'INSERT INTO disk_upload_chunk (upload_id, idx, size, sha256) VALUES ($1, $2, $3, $4) ON CONFLICT (upload_id, idx) DO UPDATE SET sha256 = EXCLUDED.sha256',
        [row.id, index, expected, written.sha],
      );
      const [n] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM disk_upload_chunk WHERE upload_id = $1', [row.id]);
      return ok({ received: n.n });
    },
  );

  app.post(
    '/api/Disk/Upload/:id/Complete',
    {
      schema: {
        params: Type.Object({ id: Id }),
        body: Type.Object({ proof: Type.Optional(Md5) }, { additionalProperties: false }),
        response: answers(envelope(Type.Object({ id: Type.String(), instant: Type.Boolean() }))),
      },
      config: { access: OWN_UPLOAD },
    },
    async (req) => {
      const row = await upload(req.user.id, req.params.id);
      let content: { hash: string; size: number } | null = null;
      if (req.body.proof && row.proofHash && row.proofNonce && row.proofOffset !== null) {
        const want = await disk.store.proofOf(row.proofHash, row.size, row.proofNonce, row.proofOffset);
        if (want === req.body.proof.toLowerCase()) content = { hash: row.proofHash, size: row.size };
      }
      const instant = content !== null;
      if (!content) {
        const have = await arrived(row.id);
        if (have.length < row.chunkCount) throw new ApiError(Code.BadRequest, t('diskChunksMissing', { count: row.chunkCount - have.length }));
        content = await disk.store.finish(row.id, have.map((c) => c.sha256));
        if (content.size !== row.size) throw new ApiError(Code.BadRequest, t('diskChunkSize', { index: row.chunkCount - 1, size: chunkSize(row.size, row.chunkCount - 1) }));
      }
      const { hash, size } = content;
      let nodeId: string;
      try {
        nodeId = await db.transaction(async (tx) => {
          if (row.parentId && !(await tx.query('SELECT 1 FROM disk_node WHERE id = $1 AND deleted_at IS NULL', [row.parentId])).length) {
            throw new ApiError(Code.NotFound, t('notFound'));
          }
          await tx.query('INSERT INTO disk_blob (hash, size, head_md5) VALUES ($1, $2, $3) ON CONFLICT (hash) DO NOTHING', [hash, size, row.headMd5]);
          const [made] = await tx.query<{ id: string }>(
            `INSERT INTO disk_node (space, owner_id, school_id, parent_id, is_folder, name, ext, kind, size, blob_hash, creator_user_id)
             VALUES ($1, $2, $3, $4, false, $5, $6, $7, $8, $9, $10) RETURNING id`,
            [row.space, row.ownerId, row.schoolId, row.parentId, row.name, extOf(row.name), kindOf(row.name), size, hash, req.user.id],
          );
          await tx.query('DELETE FROM disk_upload WHERE id = $1', [row.id]);
          return made.id;
        });
      } catch (err) {
        if (isNameTaken(err)) throw new ApiError(Code.Conflict, t('diskNameTaken', { name: row.name }));
        throw err;
      }
      await disk.store.removeUpload(row.id);
      return ok({ id: nodeId, instant }, say(req, 'ok'));
    },
  );

  app.delete('/api/Disk/Upload/:id', { schema: { params: Type.Object({ id: Id }), response: answers(okNull) }, config: { access: OWN_UPLOAD } }, async (req) => {
    const row = await upload(req.user.id, req.params.id);
    await db.query('DELETE FROM disk_upload WHERE id = $1', [row.id]);
    await disk.store.removeUpload(row.id);
    return ok(null, say(req, 'ok'));
  });
}
