import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { ok } from '../http/reply';
import { say } from '../http/language';
import { IdParams, Nullable, Type, Where, answers, bytesAnswer, envelope, epochMs, listAnswer, listPage, listQuery, okId, okNull, typed } from '../kit';
import { deleteBackup, fileOf, findBackup, restoreBackup, startBackup, sweepOrphans, type BackupContext } from './service';

const MENU = 'systemData.dataBackup';

const BackupRow = Type.Object({
  id: Type.String(),
  fileName: Type.String(),
  kind: Type.String(),
  state: Type.String(),
  fileSize: Type.Number(),
  tableCount: Type.Integer(),
  rowCount: Type.Number(),
  sourceKind: Type.String(),
  /** `interrupted` (the server stopped during it) or `failed`; the screen words it. */
  error: Nullable(Type.String()),
  creatorUserName: Type.String(),
  creatorTime: Type.Number(),
  finishedTime: Nullable(Type.Number()),
  restoredTime: Nullable(Type.Number()),
});

const COLUMNS = `b.id, b.file_name, b.kind, b.state, b.file_size::float8 AS file_size, b.table_count, b.row_count::float8 AS row_count, b.source_kind, b.error,
  coalesce(u.real_name, '') AS creator_user_name, ${epochMs('b.created_at')} AS creator_time,
  CASE WHEN b.finished_at IS NULL THEN NULL ELSE ${epochMs('b.finished_at')} END AS finished_time,
  CASE WHEN b.restored_at IS NULL THEN NULL ELSE ${epochMs('b.restored_at')} END AS restored_time`;
const FROM = 'FROM data_backup b LEFT JOIN users u ON u.id = b.creator_user_id';
const SORTS = { creatorTime: 'b.created_at', fileSize: 'b.file_size', fileName: 'b.file_name' };

const RestoreBody = Type.Object(
  {
    /** The screen's confirmation: a restore replaces every table, so it is never sent by accident. */
    confirm: Type.Literal(true),
  },
  { additionalProperties: false },
);

export default async function dataBackupRoutes(instance: FastifyInstance, opts: { dataDir: string }) {
  const app = typed(instance);
  const tags = ['DataBackup'];
  const ctx: BackupContext = { database: app.database, dataDir: opts.dataDir, log: app.log };

  app.get(
    '/api/System/DataBackup',
    {
      schema: {
        tags,
        summary: '备份列表（newest first; state running/done/failed）',
        querystring: listQuery({ state: Type.Optional(Type.String({ maxLength: 20 })) }),
        response: answers(listAnswer(BackupRow)),
      },
      config: { access: { menu: MENU } },
    },
    async (req) => {
      await sweepOrphans(ctx);
      const q = req.query;
      const where = new Where().keyword(q.keyword, ['b.file_name']);
      if (q.state) where.and(`b.state = ${where.param(q.state)}`);
      return listPage(app.database, q, { row: BackupRow, columns: COLUMNS, from: FROM, where, sorts: SORTS, order: 'b.created_at DESC, b.id DESC', tieBreak: 'b.id' });
    },
  );

  app.post(
    '/api/System/DataBackup',
    {
      schema: {
        tags,
        summary: '立即备份（整个数据库写入 DATA_DIR/backups；wait=true 时完成后再回答）',
        body: Type.Object({ wait: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
        response: answers(okId),
      },
      config: { access: { menu: MENU, button: 'btn_add' } },
    },
    async (req) => {
      const { id, done } = await startBackup(ctx, 'manual', req.user.id);
      if (req.body.wait) await done;
      return ok({ id }, say(req, 'dataBackupStarted'));
    },
  );

  // The file holds every account's password hash and every session's: the super administrator's alone.
  app.get(
    '/api/System/DataBackup/:id/Actions/Download',
    { schema: { tags, summary: '下载备份文件（仅超级管理员）', params: IdParams, response: bytesAnswer }, config: { access: 'admin' } },
    async (req, reply) => {
      const row = await findBackup(app.database, req.params.id);
      const file = fileOf(opts.dataDir, row);
      return reply
        .header('Content-Type', 'application/gzip')
        .header('Content-Disposition', `attachment; filename="${row.file_name}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'no-store')
        .header('Content-Length', String(fs.statSync(file).size))
        .send(fs.createReadStream(file));
    },
  );

  app.post(
    '/api/System/DataBackup/:id/Actions/Restore',
    {
      schema: {
        tags,
        summary: '恢复备份（仅超级管理员；先备份当前数据，再在一个事务中整体替换）',
        params: IdParams,
        body: RestoreBody,
        response: answers(envelope(Type.Object({ tables: Type.Integer(), rows: Type.Number(), beforeId: Type.String() }))),
      },
      config: { access: 'admin' },
    },
    async (req) => {
      const r = await restoreBackup(ctx, req.params.id, req.user.id);
      // Every row may differ now: grants and sessions cached in this process are stale.
      app.access.invalidate();
      app.sessions.discardAll();
      return ok(r, say(req, 'dataBackupRestored'));
    },
  );

  app.delete(
    '/api/System/DataBackup/:id',
    { schema: { tags, summary: '删除备份（仅超级管理员）', params: IdParams, response: answers(okNull) }, config: { access: 'admin' } },
    async (req) => {
      await deleteBackup(ctx, req.params.id);
      return ok(null, say(req, 'deleteSuccess'));
    },
  );
}
