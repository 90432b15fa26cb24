import type { FastifyRequest } from 'fastify';
import type { ScopeUser } from './dataScopeSql';

const paths = new Map<string, { at: number; path: string }>();

/** The caller as data permission sees them (with their organisation's tree path, cached briefly). */
export async function scopeUser(req: FastifyRequest): Promise<ScopeUser> {
  const u = req.user;
  const hit = paths.get(u.organizeId);
  let path = hit && Date.now() - hit.at < 30_000 ? hit.path : null;
  if (path === null) {
    const rows = await req.server.database.query<{ tree_path: string }>('SELECT tree_path FROM organize WHERE id = $1', [u.organizeId]);
    path = rows[0]?.tree_path ?? `/${u.organizeId}/`;
    paths.set(u.organizeId, { at: Date.now(), path });
  }
  return { id: u.id, organizeId: u.organizeId, departmentId: u.departmentId, organizeTreePath: path };
}
