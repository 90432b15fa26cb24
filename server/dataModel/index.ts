import type { FastifyInstance } from 'fastify';
import { loadKey } from '../dataSource/secret';
import dataModelRoutes from './routes';

/** 数据建模: the tables of a data source, and creating or altering one with a DDL preview and a confirmation. */
export default async function dataModelArea(app: FastifyInstance, opts: { dataDir: string; dataSourceKey: string | null }) {
  await app.register(dataModelRoutes, { key: loadKey(opts.dataSourceKey, opts.dataDir) });
}
