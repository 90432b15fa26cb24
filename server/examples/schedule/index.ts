import type { FastifyInstance } from 'fastify';
import scheduleRoutes from './routes';
import { startReminders } from './reminders';

/** 日程安排: the calendar's routes and the worker that delivers its reminders to the inbox. */
export default async function scheduleExample(app: FastifyInstance, opts: { pollMs?: number }) {
  await app.register(scheduleRoutes);
  startReminders(app, opts.pollMs ?? 5000);
}
