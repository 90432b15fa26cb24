import type { FastifyInstance } from 'fastify';
import signInRoutes from './routes';
import accountRoutes from './accountRoutes';

/** Sign-in, sign-out and the current session (routes.ts); account helpers: iframe tickets, masked phone (accountRoutes.ts). */
export default async function authArea(app: FastifyInstance, opts: { singleLogin: boolean }) {
  await app.register(signInRoutes, { singleLogin: opts.singleLogin });
  await app.register(accountRoutes);
}
