import type { FastifyInstance } from 'fastify';
import delegateRoutes from './delegateRoutes';
import { MESSAGE_JOB, deliverMessage, jobTransition, nodeTimeout, onMessagesQueued } from './engine';
import engineRoutes from './engineRoutes';
import { drainDue, oneAtATime, startWorker } from '../jobs/queue';
import taskRoutes from './taskRoutes';

/** The workflow area: flow definitions, tasks and their lists, entrusts, and the job queue's worker. */
export default async function workflowArea(app: FastifyInstance, opts: { jobPollMs?: number }) {
  await app.register(engineRoutes);
  await app.register(taskRoutes);
  await app.register(delegateRoutes);
  const poll = oneAtATime(() => drainDue((fn) => jobTransition(app, fn), { nodeTimeout, [MESSAGE_JOB]: deliverMessage }, (err, id) => app.log.error({ err, jobId: id }, 'workflow job failed')));
  onMessagesQueued(app, poll);
  startWorker(app, poll, opts.jobPollMs ?? 1000);
}
