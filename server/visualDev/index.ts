import type { FastifyInstance } from 'fastify';
import visualDevRoutes from './routes';
import modelRoutes from './modelRoutes';
import designRoutes from './designRoutes';

/** Visual development: designed pages (/api/VisualDevelopment) and their records (/Model/{modelId}). */
export default async function visualDevArea(app: FastifyInstance) {
  await app.register(visualDevRoutes);
  await app.register(modelRoutes);
  await app.register(designRoutes);
}
