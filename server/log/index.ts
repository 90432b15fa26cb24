import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import operationLog from './operationLog';
import logListRoutes from './listRoutes';

/**
 * The system log: the operation-log hook must reach every route of the app (so this entry is not
 * encapsulated, and is registered before the other areas); the list route keeps its own scope.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(operationLog);
    await app.register(logListRoutes);
  },
  { name: 'logArea', dependencies: ['auth', 'database'] },
);
