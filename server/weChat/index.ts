import type { FastifyInstance } from 'fastify';
import { loadKey } from '../dataSource/secret';
import weChatRoutes from './routes';
import type { WxBases } from './client';

/** 微信管理: the official account and WeCom settings, the token client, the menu (routes.ts). */
export default async function weChatArea(app: FastifyInstance, opts: { dataDir: string; secretKey: string | null; bases: WxBases }) {
  await app.register(weChatRoutes, { key: loadKey(opts.secretKey, opts.dataDir), bases: opts.bases });
}
