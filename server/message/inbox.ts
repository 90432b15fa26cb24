import type { FastifyInstance } from 'fastify';
import type { Database, Queryable } from '../db/client';
import { Type, one, rows } from '../kit';

/** Unread inbox rows (notices and workflow messages) per user, for the bell badge. */
export async function unreadNoticeCounts(db: Database, userIds: string[]): Promise<Map<string, number>> {
  const out = new Map<string, number>(userIds.map((id) => [id, 0]));
  if (!userIds.length) return out;
  const counts = await rows(
    db,
    Type.Object({ userId: Type.String(), n: Type.Integer() }),
    'SELECT user_id, count(*)::int AS n FROM message_receive WHERE is_read = 0 AND user_id = ANY($1::text[]) GROUP BY user_id',
    [userIds],
  );
  for (const r of counts) out.set(r.userId, r.n);
  return out;
}

/** Workflow message body (spec §3): type 2 to-do, 3 circulate, anything else a launch notice. */
export interface WorkflowMessageBody {
  type: number;
  flowId?: string;
  taskId?: string;
  taskNodeId?: string;
  [k: string]: unknown;
}

/** Stores a workflow message (inbox type 2) and its inbox rows; returns who got it. */
export async function deliverWorkflowMessage(
  db: Queryable,
  toUserIds: string[],
  title: string,
  body: WorkflowMessageBody,
  fromUserId: string | null = null,
  at: Date = new Date(),
): Promise<{ id: string; userIds: string[] }> {
  const created = await one(
    db,
    Type.Object({ id: Type.String() }),
    `INSERT INTO message (type, title, body_text, state, creator_user_id, created_at, updated_at, released_at)
     VALUES (2, $1, $2, 'released', $3, $4, $4, $4) RETURNING id`,
    [title.slice(0, 200), JSON.stringify(body), fromUserId, at],
  );
  const id = created!.id;
  const ids = [...new Set(toUserIds)];
  const got = ids.length
    ? await rows(
        db,
        Type.Object({ userId: Type.String() }),
        `INSERT INTO message_receive (message_id, user_id, created_at) SELECT $1, u.id, $3 FROM users u WHERE u.id = ANY($2::text[])
         ON CONFLICT DO NOTHING RETURNING user_id`,
        [id, ids, at],
      )
    : [];
  return { id, userIds: got.map((r) => r.userId) };
}

/**
 * Delivers a workflow message and pushes the new unread counts. For the workflow area: call it
 * when a task reaches someone's to-do list (body.type 2), is circulated (3) or is launched (other).
 */
export async function sendWorkflowMessage(
  app: Pick<FastifyInstance, 'database' | 'events'>,
  toUserIds: string[],
  title: string,
  body: WorkflowMessageBody,
  fromUserId: string | null = null,
): Promise<string> {
  const { id, userIds } = await deliverWorkflowMessage(app.database, toUserIds, title, body, fromUserId);
  if (userIds.length) app.events.emit('messagePush', { toUserIds: userIds });
  return id;
}
