import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { LoggingCodeSender, type CodeSender } from './codeSender';
import codeRoutes from './codeRoutes';
import qrRoutes from './qrRoutes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers SMS sign-in codes; replaceable (an SMS gateway, or a test double). */
    codeSender: CodeSender;
  }
}

/**
 * Sign-in by SMS code and by QR code. Wrapped with fastify-plugin only so that `codeSender` is
 * reachable on the root instance (a deployment swaps in its SMS gateway; tests read the last code);
 * the routes themselves stay in their own encapsulated scope.
 */
export default fp(
  async (app: FastifyInstance, opts: { singleLogin: boolean; codeSender?: CodeSender }) => {
    app.decorate('codeSender', opts.codeSender ?? new LoggingCodeSender(app.log));
    await app.register(codeRoutes, { singleLogin: opts.singleLogin });
    await app.register(qrRoutes, { singleLogin: opts.singleLogin });
  },
  { name: 'loginCode', dependencies: ['auth', 'database'] },
);
