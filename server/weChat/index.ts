import type { FastifyInstance } from 'fastify';
import { loadKey } from '../dataSource/secret';
import weChatRoutes from './routes';
import callbackRoutes from './callbackRoutes';
import messageRoutes from './messageRoutes';
import type { WxBases } from './client';

/** 微信管理: the official account and WeCom settings, the token client, the menu (routes.ts). */
export default async function weChatArea(app: FastifyInstance, opts: { dataDir: string; secretKey: string | null; bases: WxBases }) {
  const key = loadKey(opts.secretKey, opts.dataDir);
  await app.register(weChatRoutes, { key, bases: opts.bases, dataDir: opts.dataDir });
  // Its own scope: the XML body parser applies to WeChat's callback only.
  await app.register(callbackRoutes, { key });
  await app.register(messageRoutes);
}
