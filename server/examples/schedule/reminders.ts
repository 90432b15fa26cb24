import type { FastifyInstance } from 'fastify';
import { t } from '../../../contract/texts';
import type { Queryable } from '../../db/client';
import { drainDue, startWorker } from '../../jobs/queue';
import { deliverWorkflowMessage } from '../../message/inbox';

/** The queue's kind of a calendar reminder; its payload names the event. */
export const REMINDER_JOB = 'exEventReminder';

/**
 * Delivers a due reminder to the inbox of the owner and everyone the event is shared with, in the
 * job's transaction (once, across instances and restarts). A job planned for another time than the
 * event's reminder now (moved meanwhile) does nothing.
 */
async function remind(tx: Queryable, pushTo: string[], payload: Record<string, unknown>) {
  const eventId = typeof payload.eventId === 'string' ? payload.eventId : '';
  const at = typeof payload.at === 'number' ? payload.at : -1;
  // The reminder time the job was planned for must still be the event's (a move re-plans it).
  const [e] = await tx.query<{ title: string; owner_user_id: string; start_text: string }>(
    `SELECT e.title, e.owner_user_id, to_char(e.start_at AT TIME ZONE 'Asia/Shanghai', 'MM-DD HH24:MI') AS start_text
     FROM ex_event e WHERE e.id = $1 AND e.reminded_at IS NULL AND e.remind_minutes IS NOT NULL
       AND round(extract(epoch FROM e.start_at - make_interval(mins => e.remind_minutes)) * 1000) = $2::float8`,
    [eventId, at],
  );
  if (!e) return;
  const shared = await tx.query<{ user_id: string }>('SELECT user_id FROM ex_event_share WHERE event_id = $1', [eventId]);
  const title = `${t('exEventReminder', { title: e.title }).render('zh')}（${e.start_text}）`;
  const { userIds } = await deliverWorkflowMessage(tx, [e.owner_user_id, ...shared.map((s) => s.user_id)], title, { type: 0, eventId });
  await tx.query('UPDATE ex_event SET reminded_at = now() WHERE id = $1', [eventId]);
  pushTo.push(...userIds);
}

/** The worker that sends due reminders (polls the shared job queue for its own kind only). */
export function startReminders(app: FastifyInstance, pollMs: number) {
  const poll = () =>
    drainDue<string[]>(
      async (fn) => {
        const pushTo: string[] = [];
        const out = await app.database.transaction((tx) => fn(tx, pushTo));
        if (pushTo.length) app.events.emit('messagePush', { toUserIds: [...new Set(pushTo)] });
        return out;
      },
      { [REMINDER_JOB]: remind },
      (err, id) => app.log.error({ err, jobId: id }, 'calendar reminder failed'),
    );
  startWorker(app, poll, pollMs, 'calendar reminders');
}
