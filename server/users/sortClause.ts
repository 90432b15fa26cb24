import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';

/**
 * ORDER BY from a whitelist: `sidx` must be a key of `sorts` (request name → SQL expression written
 * in code), anything else is refused. `tieBreak` keeps paging stable.
 */
export function sortClause(q: { sidx?: string; sort?: string }, sorts: Record<string, string>, fallback: string, tieBreak: string): string {
  if (!q.sidx) return fallback;
  if (!Object.prototype.hasOwnProperty.call(sorts, q.sidx)) throw new ApiError(Code.BadRequest, t('invalidSort'));
  return `${sorts[q.sidx]} ${String(q.sort).toLowerCase() === 'desc' ? 'DESC' : 'ASC'} NULLS LAST, ${tieBreak}`;
}
