import type { FastifyInstance } from 'fastify';
import { loadKey } from '../dataSource/secret';
import dataInterfaceRoutes from './routes';
import { prepareReader } from './run';

/** 数据接口: named read-only queries and static JSON, called by designed pages and reports. */
export default async function dataInterfaceArea(app: FastifyInstance, opts: { dataDir: string; dataSourceKey: string | null }) {
  let readerReady = false;
  await app.register(dataInterfaceRoutes, {
    env: { database: app.database, key: loadKey(opts.dataSourceKey, opts.dataDir), readerReady: () => readerReady },
  });
  // After the migrations (the app is built on a migrated database): every table is covered.
  app.addHook('onReady', async () => {
    readerReady = await prepareReader(app.database);
    if (!readerReady) app.log.warn('data interfaces: the database user may not create the reader role; interfaces on the built-in database are refused');
  });
}
