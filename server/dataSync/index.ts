import type { FastifyInstance } from 'fastify';
import { registerTaskKind } from '../kit';
import { texts } from '../../contract/texts';
import { loadKey } from '../dataSource/secret';
import dataSyncRoutes from './routes';
import { startJob, sweepJobs, type SyncEnv } from './runner';

/** 数据同步: copy a table between sources in batches, with progress, cancel, and the scheduled kind. */
export default async function dataSyncArea(app: FastifyInstance, opts: { dataDir: string; dataSourceKey: string | null }) {
  const env: SyncEnv = { database: app.database, key: loadKey(opts.dataSourceKey, opts.dataDir), log: app.log };
  await app.register(dataSyncRoutes, { env });
  app.addHook('onReady', async () => {
    await sweepJobs(app.database);
  });
  registerTaskKind({
    key: 'dataSync.run',
    title: texts.syncTaskTitle,
    async run(ctx) {
      const jobId = String(ctx.params.jobId ?? '');
      const { done } = await startJob({ ...env, database: ctx.database }, jobId, ctx.signal);
      const r = await done;
      if (r.state !== 'done') throw new Error(`sync ${jobId} ${r.state}`);
      return `sync ${jobId}: ${r.copied} rows`;
    },
  });
}
