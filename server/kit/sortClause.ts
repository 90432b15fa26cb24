import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';

/**
 * The SQL of a whitelisted sort field. Only the whitelist's own keys count: a plain object also
 * "has" constructor, toString, __proto__ … through its prototype, and those once reached ORDER BY
 * as a function's source text (a 500).
 */
export function sortColumn(sorts: Record<string, string>, sidx: string): string {
  const col = Object.hasOwn(sorts, sidx) ? sorts[sidx] : undefined;
  if (typeof col !== 'string') throw new ApiError(Code.BadRequest, t('invalidSort'));
  return col;
}

/**
 * ORDER BY from a whitelist: `sidx` must be a key of `sorts` (request name → SQL expression written
 * in code), anything else is refused. `tieBreak` keeps paging stable.
 */
export function sortClause(q: { sidx?: string; sort?: string }, sorts: Record<string, string>, fallback: string, tieBreak: string): string {
  if (!q.sidx) return fallback;
  return `${sortColumn(sorts, q.sidx)} ${String(q.sort).toLowerCase() === 'desc' ? 'DESC' : 'ASC'} NULLS LAST, ${tieBreak}`;
}

/** Names every plain object answers to without owning them (constructor, toString, __proto__ …). */
export function isInheritedKey(name: string): boolean {
  return name in Object.prototype;
}

/**
 * Refuses a prototype name as a sort field before any route runs: a second line behind each
 * whitelist, for list routes that still look their sort field up on a plain object.
 */
export function refuseInheritedSortKey(req: FastifyRequest, _reply: FastifyReply, done: (err?: Error) => void) {
  const sidx = (req.query as { sidx?: unknown } | undefined)?.sidx;
  done(typeof sidx === 'string' && isInheritedKey(sidx) ? new ApiError(Code.BadRequest, t('invalidSort')) : undefined);
}
