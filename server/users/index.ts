import type { FastifyInstance } from 'fastify';
import userRoutes from './routes';
import { userActionRoutes } from './userActions';
import { userSelectorRoutes } from './userSelectors';
import userImportRoute from './importRoute';

/** Users: the list and record routes, the account actions, the pickers and the import. */
export default async function usersArea(app: FastifyInstance) {
  await app.register(userRoutes);
  userActionRoutes(app);
  userSelectorRoutes(app);
  await app.register(userImportRoute);
}
