import type { FastifyInstance } from 'fastify';
import dataSourceRoutes from './routes';
import { loadKey } from './secret';

/** 数据连接: external PostgreSQL and MySQL/MariaDB sources, passwords encrypted at rest. */
export default async function dataSourceArea(app: FastifyInstance, opts: { dataDir: string; dataSourceKey: string | null }) {
  await app.register(dataSourceRoutes, { key: loadKey(opts.dataSourceKey, opts.dataDir) });
}
