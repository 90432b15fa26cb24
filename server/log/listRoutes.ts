import type { FastifyInstance } from 'fastify';
import { escapeLike } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';
import { Where, answers, listAnswer, listPage, typed } from '../kit';
import { LOG_COLUMNS, LOG_FROM, LogQuery, LogRow, logFilters } from './logRow';

/** Request sort names → SQL, written here; nothing else can be sorted by. */
const SORTS = { creatorTime: 'created_at', category: 'category', userName: 'user_name', requestDuration: 'request_duration' };

/**
 * GET /api/System/Log: the log (1 login, 3 operation, 4 exception) for the system/log screen.
 * keyword matches the user, summary, address and IP; startTime/endTime are ms timestamps.
 * The super administrator reads all of it; anyone else the entries of users in their own
 * organisation and below (a school administrator their school's, the bureau's staff every school's).
 */
export default async function logListRoutes(instance: FastifyInstance) {
  const app = typed(instance);
  app.get(
    '/api/System/Log',
    {
      schema: {
        tags: ['System'],
        summary: '系统日志（category 1 登录、3 操作、4 异常；startTime/endTime 为毫秒）',
        querystring: LogQuery,
        response: answers(listAnswer(LogRow)),
      },
      config: { access: { menu: 'system.log' } },
    },
    async (req) => {
      const q = req.query;
      const where = new Where();
      if (!req.user.isAdministrator) {
        const me = await scopeUser(req);
        where.and(
          `user_id IN (SELECT u.id FROM users u JOIN organize o ON o.id = u.organize_id WHERE o.tree_path LIKE ${where.param(escapeLike(me.organizeTreePath) + '%')})`,
        );
      }
      logFilters(where, q).keyword(q.keyword, ['user_name', 'abstracts', 'request_url', 'ip']);
      return listPage(app.database, q, { row: LogRow, columns: LOG_COLUMNS, from: LOG_FROM, where, sorts: SORTS, order: 'created_at DESC, id', tieBreak: 'id' });
    },
  );
}
