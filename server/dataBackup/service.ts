import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import type { Database } from '../db/client';
import { BackupFormatError, FILE_NAME, backupFileName, beyondRetention } from './format';
import { dumpDatabase } from './dump';
import { restoreDatabase, verifyBackup } from './restore';
import { HEARTBEAT_MS, isAlive, orphans } from './orphans';

export type BackupKind = 'manual' | 'scheduled' | 'preRestore' | 'upload';

const INSTANCE = `${os.hostname()}:${process.pid}`;
const STARTED_AT = Date.now();

export const backupsDir = (dataDir: string) => path.join(dataDir, 'backups');
const partOf = (file: string) => `${file}.part`;

/**
 * One backup or restore at a time in this process: a restore must not run under a backup's open
 * snapshot (on PGlite they would queue on its one connection anyway), and two restores at once
 * would each take a "before" backup of a half-restored state.
 */
let busy = false;

async function exclusive<T>(fn: () => Promise<T>): Promise<T> {
  if (busy) throw new ApiError(Code.Conflict, t('dataBackupBusy'));
  busy = true;
  try {
    return await fn();
  } finally {
    busy = false;
  }
}

export interface BackupContext {
  database: Database;
  dataDir: string;
  log: FastifyBaseLogger | { error: (o: unknown, msg?: string) => void; info?: (o: unknown, msg?: string) => void };
}

/**
 * Starts a backup: the row is `running` at once (the list shows it), the work goes on after the
 * answer. `done` settles when it has finished, either way; it never rejects.
 */
export async function startBackup(ctx: BackupContext, kind: BackupKind, userId: string | null, signal?: AbortSignal) {
  if (busy) throw new ApiError(Code.Conflict, t('dataBackupBusy'));
  busy = true;
  let id: string;
  try {
    id = await insertRunning(ctx, kind, userId);
  } catch (err) {
    busy = false;
    throw err;
  }
  const done = runBackup(ctx, id, signal).finally(() => {
    busy = false;
  });
  return { id, done };
}

/** A backup start to finish, for the scheduled task and the restore's "before" copy. */
export async function backupNow(ctx: BackupContext, kind: BackupKind, userId: string | null, signal?: AbortSignal) {
  const { id, done } = await startBackup(ctx, kind, userId, signal);
  const r = await done;
  if (!r.ok) throw new ApiError(Code.ServerError, t('dataBackupFailed'));
  return { id, ...r };
}

async function insertRunning(ctx: BackupContext, kind: BackupKind, userId: string | null): Promise<string> {
  fs.mkdirSync(backupsDir(ctx.dataDir), { recursive: true });
  const fileName = backupFileName(new Date(), crypto.randomBytes(4).toString('hex'));
  const [row] = await ctx.database.query<{ id: string }>(
    `INSERT INTO data_backup (file_name, kind, state, source_kind, instance, creator_user_id) VALUES ($1, $2, 'running', $3, $4, $5) RETURNING id`,
    [fileName, kind, ctx.database.kind, INSTANCE, userId],
  );
  return row.id;
}

async function runBackup(ctx: BackupContext, id: string, signal?: AbortSignal): Promise<{ ok: boolean; rows: number; bytes: number }> {
  const db = ctx.database;
  const [{ file_name: fileName }] = await db.query<{ file_name: string }>('SELECT file_name FROM data_backup WHERE id = $1', [id]);
  const file = path.join(backupsDir(ctx.dataDir), fileName);
  // PGlite has one connection, held by the backup's snapshot: a heartbeat would only queue behind
  // it, and there no other process can be writing anyway (orphans.ts).
  const beat =
    db.kind === 'postgres'
      ? setInterval(() => void db.query('UPDATE data_backup SET heartbeat_at = now() WHERE id = $1', [id]).catch(() => {}), HEARTBEAT_MS)
      : null;
  try {
    const r = await dumpDatabase(db, partOf(file), file, signal);
    await db.query(
      `UPDATE data_backup SET state = 'done', file_size = $2, table_count = $3, row_count = $4, finished_at = now(), heartbeat_at = now() WHERE id = $1`,
      [id, r.bytes, r.tables, r.rows],
    );
    return { ok: true, rows: r.rows, bytes: r.bytes };
  } catch (err) {
    ctx.log.error({ err, backupId: id }, 'backup failed');
    await db.query(`UPDATE data_backup SET state = 'failed', error = 'failed', finished_at = now() WHERE id = $1`, [id]).catch(() => {});
    return { ok: false, rows: 0, bytes: 0 };
  } finally {
    if (beat) clearInterval(beat);
  }
}

/** Marks backups whose writer is gone as failed and removes their half files (start-up, and each list). */
export async function sweepOrphans(ctx: BackupContext): Promise<number> {
  const running = await ctx.database.query<{ id: string; instance: string; heartbeat_at: number; file_name: string }>(
    `SELECT id, instance, (extract(epoch FROM heartbeat_at) * 1000)::float8 AS heartbeat_at, file_name FROM data_backup WHERE state = 'running'`,
  );
  if (!running.length) return 0;
  const gone = orphans(
    running.map((r) => ({ id: r.id, instance: r.instance, heartbeatAt: Number(r.heartbeat_at) })),
    { single: ctx.database.kind === 'pglite' && !busy, host: os.hostname(), pid: process.pid, now: Date.now(), alive: isAlive, startedAt: STARTED_AT },
  );
  for (const g of gone) {
    const row = running.find((r) => r.id === g.id)!;
    const updated = await ctx.database.query(`UPDATE data_backup SET state = 'failed', error = 'interrupted', finished_at = now() WHERE id = $1 AND state = 'running' RETURNING id`, [g.id]);
    if (!updated.length) continue;
    const file = path.join(backupsDir(ctx.dataDir), row.file_name);
    fs.rmSync(partOf(file), { force: true });
  }
  return gone.length;
}

export interface BackupFileRow {
  id: string;
  file_name: string;
  state: string;
  kind: string;
}

export async function findBackup(db: Database, id: string): Promise<BackupFileRow> {
  const [row] = await db.query<BackupFileRow>('SELECT id, file_name, state, kind FROM data_backup WHERE id = $1', [id]);
  if (!row) throw new ApiError(Code.NotFound, t('notFound'));
  return row;
}

/** The file of a finished backup, checked to be a plain name inside the backups folder. */
export function fileOf(dataDir: string, row: BackupFileRow): string {
  if (row.state !== 'done') throw new ApiError(Code.BadRequest, t('dataBackupNotDone'));
  if (!FILE_NAME.test(row.file_name)) throw new ApiError(Code.NotFound, t('notFound'));
  const file = path.join(backupsDir(dataDir), row.file_name);
  if (!fs.existsSync(file)) throw new ApiError(Code.NotFound, t('dataBackupFileMissing'));
  return file;
}

/**
 * Restores a finished backup: the file is checked whole first (checksum, schema), then the current
 * state is backed up, then the one-transaction load (restore.ts). A refusal at any step before the
 * load changes nothing; a failure inside the load rolls back.
 */
export async function restoreBackup(ctx: BackupContext, id: string, userId: string) {
  const row = await findBackup(ctx.database, id);
  const file = fileOf(ctx.dataDir, row);
  try {
    await verifyBackup(ctx.database, file);
  } catch (err) {
    if (err instanceof BackupFormatError) throw new ApiError(Code.BadRequest, t('dataBackupInvalid'));
    throw err;
  }
  const before = await backupNow(ctx, 'preRestore', userId);
  return exclusive(async () => {
    try {
      const r = await restoreDatabase(ctx.database, file);
      await ctx.database.query('UPDATE data_backup SET restored_at = now() WHERE id = $1', [id]);
      return { ...r, beforeId: before.id };
    } catch (err) {
      if (err instanceof BackupFormatError) throw new ApiError(Code.BadRequest, t('dataBackupInvalid'));
      throw err;
    }
  });
}

/** Deletes the backup's row and file. */
export async function deleteBackup(ctx: BackupContext, id: string) {
  const row = await findBackup(ctx.database, id);
  if (row.state === 'running') throw new ApiError(Code.BadRequest, t('dataBackupBusy'));
  await ctx.database.query('DELETE FROM data_backup WHERE id = $1', [id]);
  if (FILE_NAME.test(row.file_name)) fs.rmSync(path.join(backupsDir(ctx.dataDir), row.file_name), { force: true });
}

/** Keeps the newest `keep` scheduled backups (manual and pre-restore ones are never removed by it). */
export async function applyRetention(ctx: BackupContext, keep: number): Promise<number> {
  const list = await ctx.database.query<BackupFileRow>('SELECT id, file_name, state, kind FROM data_backup ORDER BY created_at DESC, id DESC');
  const drop = beyondRetention(list, keep);
  for (const b of drop) await deleteBackup(ctx, b.id);
  return drop.length;
}
