import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import authRoutes from './auth/routes';
import loginCodeArea from './loginCode/index';
import userRoutes from './users/routes';
import organizeRoutes from './organize/routes';
import positionRoutes from './position/routes';
import roleRoutes from './roles/routes';
import dictionaryRoutes from './dictionary/routes';
import billRuleRoutes from './billRule/routes';
import provinceRoutes from './province/routes';
import liveArea from './live/liveArea';
import visualDevArea from './visualDev/area';

/** Every API area, registered in one place. Each area is a plain (encapsulated) Fastify plugin. */
export async function registerAreas(app: FastifyInstance, config: Config) {
  await app.register(authRoutes, { singleLogin: config.singleLogin });
  await app.register(loginCodeArea, { singleLogin: config.singleLogin });
  await app.register(userRoutes);
  await app.register(organizeRoutes);
  await app.register(positionRoutes);
  await app.register(roleRoutes);
  await app.register(dictionaryRoutes);
  await app.register(billRuleRoutes);
  await app.register(provinceRoutes);
  await app.register(liveArea, { dataDir: config.dataDir });
  await app.register(visualDevArea);
}
