import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ApiError, Code } from '../../../contract/errors';
import { t } from '../../../contract/texts';
import { ok } from '../../http/reply';
import { say } from '../../http/language';
import { IdParams, Nullable, Type, answers, envelope, epochMs, listOnly, okId, okNull, one, pngDataUrl, pngOfDataUrl, rows, typed } from '../../kit';


// 电子签名 (issue 18 item 2): a user's handwritten signatures, each saved as a PNG file under
// DATA_DIR/examples/signature (named by its id, never by anything the client sends) with who signed
// and when. The default one is what a flow task's 使用我的签名 puts on the approval; the flow stores
// the picture with its record, so the list of uses below shows the signer and time of each.

const access = { menu: 'extend.signature' };
const tags = ['Examples'];
const MAX_BYTES = 512 * 1024;

const SignatureRow = Type.Object({ id: Type.String(), byteSize: Type.Integer(), isDefault: Type.Boolean(), signerName: Type.String(), createdAt: Type.Number(), dataUrl: Type.String() });
const UseRow = Type.Object({ taskId: Type.String(), taskName: Type.String(), nodeName: Type.String(), handleStatus: Type.Integer(), signerName: Type.String(), signedAt: Type.Number() });

export default async function signatureRoutes(instance: FastifyInstance, opts: { dataDir: string }) {
  const app = typed(instance);
  const db = app.database;
  const dir = path.join(opts.dataDir, 'examples', 'signature');
  const fileOf = (id: string) => path.join(dir, `${id}.png`);
  const read = (id: string) => {
    try {
      return pngDataUrl(fs.readFileSync(fileOf(id)));
    } catch {
      return '';
    }
  };

  app.get('/api/Extend/Signature', { schema: { tags, summary: '我的签名（PNG 文件）', response: answers(listOnly(SignatureRow)) }, config: { access } }, async (req) => {
    const list = await rows(
      db,
      Type.Object({ id: Type.String(), byteSize: Type.Integer(), isDefault: Type.Boolean(), signerName: Type.String(), createdAt: Type.Number() }),
      `SELECT s.id, s.byte_size, s.is_default, u.real_name AS signer_name, ${epochMs('s.created_at')} AS created_at FROM ex_signature s JOIN users u ON u.id = s.user_id
       WHERE s.user_id = $1 ORDER BY s.created_at DESC, s.id LIMIT 50`,
      [req.user.id],
    );
    return ok({ list: list.map((s) => ({ ...s, dataUrl: read(s.id) })) });
  });

  app.get('/api/Extend/Signature/Default', { schema: { tags, summary: '我的默认签名（审批时使用）', response: answers(envelope(Type.Object({ id: Nullable(Type.String()), dataUrl: Type.String() }))) }, config: { access: 'login' } }, async (req) => {
    const s = await one(db, Type.Object({ id: Type.String() }), 'SELECT id FROM ex_signature WHERE user_id = $1 ORDER BY is_default DESC, created_at DESC LIMIT 1', [req.user.id]);
    return ok({ id: s?.id ?? null, dataUrl: s ? read(s.id) : '' });
  });

  app.get('/api/Extend/Signature/Uses', { schema: { tags, summary: '我签过名的流程审批（签名人与时间）', response: answers(listOnly(UseRow)) }, config: { access } }, async (req) =>
    ok({
      list: await rows(
        db,
        UseRow,
        `SELECT r.task_id, t.full_name AS task_name, r.node_name, r.handle_status, u.real_name AS signer_name, ${epochMs('r.created_at')} AS signed_at
         FROM flow_task_record r JOIN flow_task t ON t.id = r.task_id JOIN users u ON u.id = r.handle_id
         WHERE r.handle_id = $1 AND r.sign_img <> '' ORDER BY r.created_at DESC LIMIT 50`,
        [req.user.id],
      ),
    }),
  );

  app.post(
    '/api/Extend/Signature',
    { schema: { tags, summary: '保存签名（PNG data URL）', body: Type.Object({ dataUrl: Type.String({ maxLength: 800_000 }) }, { additionalProperties: false }), response: answers(okId) }, config: { access } },
    async (req) => {
      const png = pngOfDataUrl(req.body.dataUrl, MAX_BYTES);
      if (!png) throw new ApiError(Code.BadRequest, t('exSignatureBad'));
      fs.mkdirSync(dir, { recursive: true });
      const id = await db.transaction(async (tx) => {
        const [row] = await tx.query<{ id: string }>(
          `INSERT INTO ex_signature (user_id, file_name, byte_size, is_default) VALUES ($1, '', $2, NOT EXISTS (SELECT 1 FROM ex_signature WHERE user_id = $1)) RETURNING id`,
          [req.user.id, png.length],
        );
        await tx.query('UPDATE ex_signature SET file_name = $2 WHERE id = $1', [row.id, `${row.id}.png`]);
        // written before the commit: a failed write leaves no row pointing at nothing
        fs.writeFileSync(fileOf(row.id), png);
        return row.id;
      });
      return ok({ id }, say(req, 'createSuccess'));
    },
  );

  app.post('/api/Extend/Signature/:id/Actions/Default', { schema: { tags, summary: '设为默认签名', params: IdParams, response: answers(okNull) }, config: { access } }, async (req) => {
    const hit = await db.query('SELECT 1 FROM ex_signature WHERE id = $1 AND user_id = $2', [req.params.id, req.user.id]);
    if (!hit.length) throw new ApiError(Code.NotFound, t('notFound'));
    await db.query('UPDATE ex_signature SET is_default = (id = $1) WHERE user_id = $2', [req.params.id, req.user.id]);
    return ok(null, say(req, 'updateSuccess'));
  });

  app.delete('/api/Extend/Signature/:id', { schema: { tags, summary: '删除签名', params: IdParams, response: answers(okNull) }, config: { access } }, async (req) => {
    const gone = await db.query('DELETE FROM ex_signature WHERE id = $1 AND user_id = $2 RETURNING id', [req.params.id, req.user.id]);
    if (!gone.length) throw new ApiError(Code.NotFound, t('notFound'));
    fs.rmSync(fileOf(req.params.id), { force: true });
    return ok(null, say(req, 'deleteSuccess'));
  });
}
