import type { FastifyInstance } from 'fastify';
import messageRoutes from '../message/routes';
import fileRoutes from '../files/routes';
import liveRoutes from './routes';

/** The live helper's three areas (notices and inbox, files, the websocket and chat), registered together. */
export default async function liveArea(app: FastifyInstance, opts: { dataDir: string; uploadQuotaBytes?: number; signInTimeoutMs?: number }) {
  await app.register(messageRoutes);
  await app.register(fileRoutes, { dataDir: opts.dataDir, uploadQuotaBytes: opts.uploadQuotaBytes });
  await app.register(liveRoutes, { dataDir: opts.dataDir, signInTimeoutMs: opts.signInTimeoutMs, uploadQuotaBytes: opts.uploadQuotaBytes });
}
