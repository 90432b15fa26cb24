import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ipPlace } from '../auth/ipPlace';

/** Appends to sys_log (1 login, 3 operation, 4 exception). Logging never fails the request. */
export async function writeLog(
  app: FastifyInstance,
  req: FastifyRequest,
  entry: { category: number; userId: string | null; userName: string; abstracts: string; duration?: number },
) {
  try {
    await app.database.query(
      `INSERT INTO sys_log (category, user_id, user_name, ip, ip_address_name, request_url, request_method, request_duration, abstracts, platform)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        entry.category,
        entry.userId,
        entry.userName,
        req.ip,
        ipPlace(req.ip),
        req.url.split('?')[0].slice(0, 300),
        req.method,
        entry.duration ?? null,
        entry.abstracts.slice(0, 500),
        String(req.headers['user-agent'] ?? '').slice(0, 200),
      ],
    );
  } catch (err) {
    req.log.warn({ err }, 'could not write sys_log');
  }
}
