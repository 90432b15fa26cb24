import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import authRoutes from './auth/routes';
import userRoutes from './users/routes';

/** Every API area, registered in one place. Each area is a plain (encapsulated) Fastify plugin. */
export async function registerAreas(app: FastifyInstance, config: Config) {
  await app.register(authRoutes, { singleLogin: config.singleLogin });
  await app.register(userRoutes);
}
