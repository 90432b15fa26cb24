import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import authRoutes from './auth/routes';
import loginCodeArea from './loginCode/index';
import userRoutes from './users/routes';
import organizeRoutes from './organize/routes';
import positionRoutes from './position/routes';
import roleRoutes from './roles/routes';
import operationLog from './log/operationLog';
import accountRoutes from './auth/accountRoutes';
import currentUserRoutes from './currentUser/routes';
import authorizeRoutes from './authorize/routes';
import moduleUserRoutes from './moduleUser/routes';
import onlineUserRoutes from './onlineUser/routes';
import menuRoutes from './menu/routes';
import dictionaryRoutes from './dictionary/routes';
import billRuleRoutes from './billRule/routes';
import provinceRoutes from './province/routes';
import liveArea from './live/liveArea';
import visualDevArea from './visualDev/area';
import logListRoutes from './log/listRoutes';
import userImportRoute from './users/importRoute';

/** Every API area, registered in one place. Each area is a plain (encapsulated) Fastify plugin. */
export async function registerAreas(app: FastifyInstance, config: Config) {
  await app.register(operationLog);
  await app.register(authRoutes, { singleLogin: config.singleLogin });
  await app.register(loginCodeArea, { singleLogin: config.singleLogin });
  await app.register(userRoutes);
  await app.register(organizeRoutes);
  await app.register(positionRoutes);
  await app.register(roleRoutes);
  await app.register(accountRoutes);
  await app.register(currentUserRoutes);
  await app.register(authorizeRoutes);
  await app.register(moduleUserRoutes);
  await app.register(onlineUserRoutes);
  await app.register(menuRoutes);
  await app.register(dictionaryRoutes);
  await app.register(billRuleRoutes);
  await app.register(provinceRoutes);
  await app.register(liveArea, { dataDir: config.dataDir, uploadQuotaBytes: config.uploadQuotaBytes, signInTimeoutMs: config.liveAuthTimeoutMs });
  await app.register(visualDevArea);
  await app.register(logListRoutes);
  await app.register(userImportRoute);
}
