import type { FastifyRequest } from 'fastify';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { canUse, dataScopes } from '../permission/access';
import { scopeUser } from '../permission/scopeUser';
import { hasDistrictScope } from '../districtScope/districtScope';
import { Type, one } from '../kit';
import { aggregate, type AggregateDef, type AggregatePoint } from './registry';
import { aggregateScope } from './scope';
import './builtin';

const Parent = Type.Object({ parentId: Type.String() });

/** Whether the caller may read the aggregate: its menu's grant (none needed for their own items). */
export function mayReadAggregate(req: FastifyRequest, def: AggregateDef): boolean {
  return def.menu === null || canUse(req.userAccess, def.menu);
}

async function callerHasDistrictScope(req: FastifyRequest): Promise<boolean> {
  if (req.user.isAdministrator) return true;
  const org = await one(req.server.database, Parent, 'SELECT parent_id FROM organize WHERE id = $1', [req.user.organizeId]);
  return hasDistrictScope({ isAdministrator: false, organize: org ?? null });
}

/** Runs an aggregate for the caller, refused (403) without its grant, unknown keys 404. */
export async function readAggregate(req: FastifyRequest, key: string): Promise<AggregatePoint[]> {
  const def = aggregate(key);
  if (!def) throw new ApiError(Code.NotFound, t('notFound'));
  if (!mayReadAggregate(req, def)) throw new ApiError(Code.Forbidden, t('forbidden'));
  const schemes = def.menu ? dataScopes(req.userAccess, def.menu) : null;
  const user = await scopeUser(req);
  const district = await callerHasDistrictScope(req);
  return def.run({ db: req.server.database, req, scope: (cols, params) => aggregateScope(schemes, user, district, cols, params) });
}

