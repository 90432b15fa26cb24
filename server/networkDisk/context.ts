import type { Database, Queryable } from '../db/client';
import type { SessionUser } from '../auth/sessions';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import { NAME_MAX, formatBytes, nameProblem } from '../../contract/networkDisk/disk';
import { Nullable, Type, one, rows, epochMs, type Static } from '../kit';
import type { DiskStore } from './store';

export const Space = Type.Union([Type.Literal('user'), Type.Literal('school')]);
export type Space = Static<typeof Space>;
export type Permission = 'owner' | 'edit' | 'read';

export const NodeRow = Type.Object({
  id: Type.String(),
  space: Type.String(),
  ownerId: Type.String(),
  schoolId: Type.String(),
  parentId: Nullable(Type.String()),
  isFolder: Type.Boolean(),
  name: Type.String(),
  ext: Type.String(),
  kind: Type.String(),
  size: Type.Number(),
  blobHash: Nullable(Type.String()),
  creatorUserId: Type.String(),
  creatorName: Type.String(),
  updatedAt: Type.Number(),
  shared: Type.Boolean(),
});
export type NodeRow = Static<typeof NodeRow>;

export const NODE_COLUMNS = `n.id, n.space, n.owner_id, n.school_id, n.parent_id, n.is_folder, n.name, n.ext, n.kind, n.size::float8 AS size,
  n.blob_hash, n.creator_user_id, coalesce(cu.real_name, '') AS creator_name, ${epochMs('n.updated_at')} AS updated_at,
  EXISTS (SELECT 1 FROM disk_share s WHERE s.node_id = n.id) AS shared`;
export const NODE_FROM = 'FROM disk_node n LEFT JOIN users cu ON cu.id = n.creator_user_id';

/** Where a new item goes: a space and a folder in it (null: the space's top). */
export interface Place {
  space: Space;
  ownerId: string;
  schoolId: string;
  parentId: string | null;
}

/** The checked name, or the refusal naming what is wrong with it. */
export function checkedName(raw: unknown): string {
  const problem = nameProblem(raw);
  if (problem === 'empty') throw new ApiError(Code.BadRequest, t('diskNameEmpty'));
  if (problem === 'chars') throw new ApiError(Code.BadRequest, t('diskNameChars'));
  if (problem === 'dots') throw new ApiError(Code.BadRequest, t('diskNameDots'));
  if (problem === 'long') throw new ApiError(Code.BadRequest, t('diskNameLong', { max: NAME_MAX }));
  return String(raw).trim();
}

/** The unique index on live names answers a taken name; this turns it into the user's message. */
export function isNameTaken(err: unknown): boolean {
  return (err as { code?: string }).code === '23505' && String((err as { message?: string }).message ?? '').includes('disk_node_name_uq');
}

export class DiskContext {
  constructor(
    readonly db: Database,
    readonly store: DiskStore,
    private readonly quotas: () => { user: number; school: number },
  ) {}

  /** The two spaces of a user: their own, and their school's (the organisation their account is in). */
  place(user: SessionUser, space: Space, parentId: string | null = null): Place {
    return space === 'user'
      ? { space, ownerId: user.id, schoolId: user.organizeId, parentId }
      : { space, ownerId: user.organizeId, schoolId: user.organizeId, parentId };
  }

  async node(id: string, q: Queryable = this.db): Promise<NodeRow | null> {
    return (await one(q, NodeRow, `SELECT ${NODE_COLUMNS} ${NODE_FROM} WHERE n.id = $1 AND n.deleted_at IS NULL`, [id])) ?? null;
  }

  /**
   * What `user` may do with a live node: its space's owner (their own space; their own school's
   * space; the super administrator), or what a colleague's share on it or on a folder above it
   * gives. Anything else is null and answers as not found, as if it did not exist.
   */
  async permission(user: SessionUser, node: NodeRow): Promise<Permission | null> {
    if (user.isAdministrator) return 'owner';
    if (node.space === 'user' && node.ownerId === user.id) return 'owner';
    if (node.space === 'school' && node.ownerId === user.organizeId) return 'owner';
    const [r] = await this.db.query<{ p: number | null }>(
      `WITH RECURSIVE up AS (
         SELECT id, parent_id FROM disk_node WHERE id = $1
         UNION ALL SELECT n.id, n.parent_id FROM disk_node n JOIN up ON n.id = up.parent_id)
       SELECT max(CASE s.permission WHEN 'edit' THEN 2 ELSE 1 END)::int AS p
         FROM disk_share s JOIN up ON s.node_id = up.id WHERE s.kind = 'user' AND s.target_user_id = $2`,
      [node.id, user.id],
    );
    return r?.p === 2 ? 'edit' : r?.p === 1 ? 'read' : null;
  }

  /** The live node `user` may at least read, or 404. */
  async readable(user: SessionUser, id: string): Promise<NodeRow & { permission: Permission }> {
    const node = await this.node(id);
    const permission = node && (await this.permission(user, node));
    if (!node || !permission) throw new ApiError(Code.NotFound, t('notFound'));
    return { ...node, permission };
  }

  /** The live node `user` may change, 404 when unseen, 403 when only readable. */
  async writable(user: SessionUser, id: string): Promise<NodeRow & { permission: Permission }> {
    const node = await this.readable(user, id);
    if (node.permission === 'read') throw new ApiError(Code.Forbidden, t('diskReadOnly'));
    return node;
  }

  /** A folder to put things in: the top of one of the user's spaces, or a folder they may change. */
  async target(user: SessionUser, space: Space, parentId: string | null | undefined): Promise<Place> {
    if (!parentId) return this.place(user, space);
    const folder = await this.writable(user, parentId);
    if (!folder.isFolder) throw new ApiError(Code.BadRequest, t('diskNotFolder'));
    return { space: folder.space as Space, ownerId: folder.ownerId, schoolId: folder.schoolId, parentId: folder.id };
  }

  /**
   * Bytes held against the quotas of a place (files in the bin count until purged; uploads in
   * progress hold what they announced), checked before any byte is written.
   */
  async assertRoom(place: Place, adding: number, q: Queryable = this.db, exceptUpload: string | null = null): Promise<void> {
    const { user, school } = this.quotas();
    // Inside a transaction (an upload being announced): one school's announcements take turns until
    // commit, so two at once — on two connections or two instances — cannot both see the room that
    // only one of them fits in. Every place of a school (its space and its people's) shares the lock.
    if (q !== this.db) await q.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`disk-quota:${place.schoolId}`]);
    const [used] = await q.query<{ mine: number; school: number }>(
      `SELECT
         (SELECT coalesce(sum(size), 0) FROM disk_node WHERE space = $1 AND owner_id = $2 AND NOT is_folder)
         + (SELECT coalesce(sum(size), 0) FROM disk_upload WHERE space = $1 AND owner_id = $2 AND id IS DISTINCT FROM $4) AS mine,
         (SELECT coalesce(sum(size), 0) FROM disk_node WHERE school_id = $3 AND NOT is_folder)
         + (SELECT coalesce(sum(size), 0) FROM disk_upload WHERE school_id = $3 AND id IS DISTINCT FROM $4) AS school`,
      [place.space, place.ownerId, place.schoolId, exceptUpload],
    );
    const mine = Number(used.mine);
    const all = Number(used.school);
    const own = place.space === 'user' ? user : school;
    if (own > 0 && mine + adding > own) {
      throw new ApiError(Code.TooLarge, t(place.space === 'user' ? 'diskQuotaUser' : 'diskQuotaSchool', { used: formatBytes(mine), quota: formatBytes(own), size: formatBytes(adding) }));
    }
    if (school > 0 && all + adding > school) {
      throw new ApiError(Code.TooLarge, t('diskQuotaSchool', { used: formatBytes(all), quota: formatBytes(school), size: formatBytes(adding) }));
    }
  }

  async usage(user: SessionUser) {
    const { user: userQuota, school: schoolQuota } = this.quotas();
    const [r] = await this.db.query<{ mine: number; school: number; school_space: number }>(
      `SELECT (SELECT coalesce(sum(size), 0)::float8 FROM disk_node WHERE space = 'user' AND owner_id = $1 AND NOT is_folder) AS mine,
              (SELECT coalesce(sum(size), 0)::float8 FROM disk_node WHERE school_id = $2 AND NOT is_folder) AS school,
              (SELECT coalesce(sum(size), 0)::float8 FROM disk_node WHERE space = 'school' AND owner_id = $2 AND NOT is_folder) AS school_space`,
      [user.id, user.organizeId],
    );
    return { userUsed: Number(r.mine), userQuota, schoolUsed: Number(r.school), schoolQuota, schoolSpaceUsed: Number(r.school_space) };
  }

  /**
   * Makes (or finds) the folders `dirs` one inside the other under `place`: a whole folder chosen
   * for upload arrives as relative paths, each segment checked as a name.
   */
  async ensureFolders(user: SessionUser, place: Place, dirs: string[], q: Queryable): Promise<Place> {
    let parentId = place.parentId;
    for (const raw of dirs) {
      const name = checkedName(raw);
      const found = await q.query<{ id: string; is_folder: boolean }>(
        `SELECT id, is_folder FROM disk_node WHERE space = $1 AND owner_id = $2 AND coalesce(parent_id, '') = coalesce($3, '') AND lower(name) = lower($4) AND deleted_at IS NULL`,
        [place.space, place.ownerId, parentId, name],
      );
      if (found.length) {
        if (!found[0].is_folder) throw new ApiError(Code.Conflict, t('diskNameTaken', { name }));
        parentId = found[0].id;
        continue;
      }
      const [made] = await q.query<{ id: string }>(
        `INSERT INTO disk_node (space, owner_id, school_id, parent_id, is_folder, name, creator_user_id) VALUES ($1, $2, $3, $4, true, $5, $6) RETURNING id`,
        [place.space, place.ownerId, place.schoolId, parentId, name, user.id],
      );
      parentId = made.id;
    }
    return { ...place, parentId };
  }

  /** The live items under (and including) `id`, with their paths relative to it, folders first. */
  async subtree(id: string): Promise<{ id: string; path: string; isFolder: boolean; size: number; blobHash: string | null; depth: number }[]> {
    return rows(
      this.db,
      Type.Object({ id: Type.String(), path: Type.String(), isFolder: Type.Boolean(), size: Type.Number(), blobHash: Nullable(Type.String()), depth: Type.Integer() }),
      `WITH RECURSIVE down AS (
         SELECT id, name::text AS path, is_folder, size, blob_hash, 0 AS depth FROM disk_node WHERE id = $1 AND deleted_at IS NULL
         UNION ALL SELECT n.id, down.path || '/' || n.name, n.is_folder, n.size, n.blob_hash, down.depth + 1
           FROM disk_node n JOIN down ON n.parent_id = down.id WHERE n.deleted_at IS NULL)
       SELECT id, path, is_folder, size::float8 AS size, blob_hash, depth FROM down ORDER BY depth, path`,
      [id],
    );
  }
}
