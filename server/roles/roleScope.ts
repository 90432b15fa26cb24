import type { FastifyRequest } from 'fastify';
import type { SchemeRow } from '../permission/access';
import { dataScopeCondition } from '../permission/dataScopeSql';
import { scopeUser } from '../permission/scopeUser';

/** The roles a caller's data schemes reach (alias `r` for role); used by the role and authorize areas. */
export async function roleScope(req: FastifyRequest, schemes: SchemeRow[] | null, params: unknown[]) {
  return dataScopeCondition(schemes, await scopeUser(req), { organize: 'r.organize_id', own: ['r.creator_user_id'] }, params);
}
