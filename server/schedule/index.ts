import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { startWorker } from '../jobs/queue';
import { registerBuiltinKinds } from './builtinKinds';
import scheduleRoutes from './routes';
import { Scheduler } from './scheduler';

declare module 'fastify' {
  interface FastifyInstance {
    /** 定时任务's engine on this instance (server/schedule/scheduler.ts); `kick` polls now. */
    scheduler: Scheduler & { kick(): void };
  }
}

/**
 * 定时任务: the tasks' routes and the scheduler's poll. Visible app-wide (fastify-plugin) so tests
 * and other instances' checks can drive a poll directly.
 */
export default fp(
  async (app: FastifyInstance, opts: { dataDir: string; pollMs?: number }) => {
    registerBuiltinKinds();
    const scheduler = Object.assign(new Scheduler(app, opts.dataDir), { kick: () => {} });
    app.decorate('scheduler', scheduler);
    scheduler.kick = startWorker(app, () => scheduler.poll(), opts.pollMs ?? 1000, 'scheduled tasks');
    app.addHook('preClose', async () => scheduler.stop());
    await app.register(scheduleRoutes);
  },
  { name: 'schedule', dependencies: ['database'] },
);
