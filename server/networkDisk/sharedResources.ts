import type { Queryable } from '../db/client';
import { Nullable, Type, epochMs, rows, type Static } from '../kit';

export const SharedResource = Type.Object({
  id: Type.String(),
  name: Type.String(),
  isFolder: Type.Boolean(),
  kind: Type.String(),
  ext: Type.String(),
  size: Type.Number(),
  updatedAt: Type.Number(),
  /** The public address (/share/<token>) when the item is shared by a link that has not expired and needs no code. */
  link: Nullable(Type.String()),
});
export type SharedResource = Static<typeof SharedResource>;

/**
 * What a teacher shares from the network disk (by link or with colleagues), newest first: the
 * "resources" of their teacher space. Items in the recycle bin, and links that expired, are left out.
 */
export function listSharedResources(db: Queryable, userId: string, limit = 50): Promise<SharedResource[]> {
  return rows(
    db,
    SharedResource,
    `SELECT n.id, n.name, n.is_folder, n.kind, n.ext, n.size::float8 AS size, ${epochMs('n.updated_at')} AS updated_at,
            (SELECT '/share/' || s2.token FROM disk_share s2 WHERE s2.node_id = n.id AND s2.kind = 'link' AND s2.code_hash IS NULL
               AND s2.failed_attempts < 5 AND (s2.expires_at IS NULL OR s2.expires_at > now()) ORDER BY s2.created_at DESC LIMIT 1) AS link
       FROM disk_node n
      WHERE n.deleted_at IS NULL AND n.creator_user_id = $1
        AND EXISTS (SELECT 1 FROM disk_share s WHERE s.node_id = n.id AND s.creator_user_id = $1 AND (s.kind = 'user' OR s.expires_at IS NULL OR s.expires_at > now()))
      ORDER BY n.updated_at DESC, n.id LIMIT $2`,
    [userId, limit],
  );
}
