import type { FastifyInstance } from 'fastify';
import { loadKey } from '../../dataSource/secret';
import emailRoutes from './routes';

/** 邮件收发, its stored passwords under the same key as the data sources'. */
export default async function emailExample(app: FastifyInstance, opts: { dataDir: string; dataSourceKey: string | null }) {
  await app.register(emailRoutes, { key: loadKey(opts.dataSourceKey, opts.dataDir) });
}
