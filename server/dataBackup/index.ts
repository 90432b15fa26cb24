import type { FastifyInstance } from 'fastify';
import { registerTaskKind } from '../kit';
import dataBackupRoutes from './routes';
import { applyRetention, backupNow, sweepOrphans } from './service';
import { texts } from '../../contract/texts';

/** How many scheduled backups a task keeps when its parameters do not say. */
export const DEFAULT_KEEP = 7;

/** Pure: the task's `keep` parameter, clamped to 1…365 (a typo must not delete every backup). */
export function keepOf(params: Record<string, unknown>): number {
  const n = Math.floor(Number(params.keep));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, 365) : DEFAULT_KEEP;
}

/** 数据备份: backups of the whole database, download, restore, and the scheduled backup with retention. */
export default async function dataBackupArea(app: FastifyInstance, opts: { dataDir: string }) {
  await app.register(dataBackupRoutes, { dataDir: opts.dataDir });
  // A backup cut short by a crash or kill -9 is marked failed and its half file removed before anyone lists it.
  app.addHook('onReady', async () => {
    await sweepOrphans({ database: app.database, dataDir: opts.dataDir, log: app.log });
  });
  registerTaskKind({
    key: 'dataBackup.run',
    title: texts.dataBackupTaskTitle,
    async run(ctx) {
      const b = await backupNow({ database: ctx.database, dataDir: ctx.dataDir, log: app.log }, 'scheduled', null, ctx.signal);
      const removed = await applyRetention({ database: ctx.database, dataDir: ctx.dataDir, log: app.log }, keepOf(ctx.params));
      return `backup ${b.id}: ${b.rows} rows, ${b.bytes} bytes; ${removed} old scheduled backups removed`;
    },
  });
}
