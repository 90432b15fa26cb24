import type { FastifyInstance } from 'fastify';
import { listQuerySchema, page, paging } from '../http/reply';
import { escapeLike } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';
import { sortClause } from '../kit/sortClause';

const ms = (v: unknown) => (v ? new Date(v as string).getTime() : null);

/** Request sort names → SQL, written here; nothing else can be sorted by. */
const SORTS = { creatorTime: 'created_at', category: 'category', userName: 'user_name', requestDuration: 'request_duration' };

/**
 * GET /api/System/Log: the log (1 login, 3 operation, 4 exception) for the system/log screen.
 * keyword matches the user, summary, address and IP; startTime/endTime are ms timestamps.
 * The super administrator reads all of it; anyone else the entries of users in their own
 * organisation and below (a school administrator their school's, the bureau's staff every school's).
 */
export default async function logListRoutes(app: FastifyInstance) {
  const db = app.database;
  app.get(
    '/api/System/Log',
    {
      schema: {
        tags: ['System'],
        summary: '系统日志（category 1 登录、3 操作、4 异常；startTime/endTime 为毫秒）',
        querystring: {
          ...listQuerySchema,
          properties: {
            ...listQuerySchema.properties,
            category: { type: 'integer', enum: [1, 3, 4] },
            startTime: { type: 'integer', minimum: 0 },
            endTime: { type: 'integer', minimum: 0 },
          },
        },
      },
      config: { access: { menu: 'system.log' } },
    },
    async (req) => {
      const q = req.query as { keyword?: string; sidx?: string; sort?: string; category?: number; startTime?: number; endTime?: number };
      const order = sortClause(q, SORTS, 'created_at DESC, id', 'id');
      const { currentPage, pageSize, offset } = paging(q as never);
      const params: unknown[] = [];
      const where = ['TRUE'];
      if (!req.user.isAdministrator) {
        const me = await scopeUser(req);
        where.push(
          `user_id IN (SELECT u.id FROM users u JOIN organize o ON o.id = u.organize_id WHERE o.tree_path LIKE $${params.push(escapeLike(me.organizeTreePath) + '%')})`,
        );
      }
      if (q.category) where.push(`category = $${params.push(q.category)}`);
      if (q.startTime) where.push(`created_at >= to_timestamp($${params.push(q.startTime / 1000)})`);
      if (q.endTime) where.push(`created_at <= to_timestamp($${params.push(q.endTime / 1000)})`);
      const keyword = q.keyword?.trim();
      if (keyword) {
        const p = params.push(`%${escapeLike(keyword)}%`);
        where.push(`(user_name ILIKE $${p} OR abstracts ILIKE $${p} OR request_url ILIKE $${p} OR ip ILIKE $${p})`);
      }
      const whereSql = where.join(' AND ');
      const rows = await db.query<Record<string, unknown>>(
        `SELECT id, category, user_name, ip, ip_address_name, request_url, request_method, request_duration, abstracts, platform, created_at
           FROM sys_log WHERE ${whereSql} ORDER BY ${order} LIMIT ${pageSize} OFFSET ${offset}`,
        params,
      );
      const count = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM sys_log WHERE ${whereSql}`, params);
      return page(
        rows.map((r) => ({
          id: r.id,
          category: Number(r.category),
          userName: r.user_name,
          ipaddress: r.ip,
          ipAddressName: r.ip_address_name ?? '',
          requestMethod: r.request_method,
          requestUrl: r.request_url,
          requestDuration: r.request_duration,
          abstracts: r.abstracts,
          platForm: r.platform,
          creatorTime: ms(r.created_at),
        })),
        currentPage,
        pageSize,
        Number(count[0].total),
      );
    },
  );
}
