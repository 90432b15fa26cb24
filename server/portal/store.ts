import type { Database, Queryable } from '../db/client';
import { ApiError, Code } from '../../contract/errors';
import { t } from '../../contract/texts';
import type { PortalDefinition, ScreenDefinition } from '../../contract/portal/definition';
import { Nullable, Type, epochMs, failFields, one, rows, type Static } from '../kit';
// Names and codes follow the same §5 rules as a designed page's.
export { checkEntity } from '../visualDev/designStore';

/*
 * Portals and screens as their designers read and write them: the entity, its numbered versions
 * (as visual_dev keeps a page's) and the roles a portal is assigned to.
 */

export type Kind = 'portal' | 'screen';
export type Definition = PortalDefinition | ScreenDefinition;

/** The definition passes through as stored: contract/portal's check is the authority on its shape. */
export const DefinitionValue = Type.Unsafe<Definition>(Type.Object({}, { additionalProperties: true }));

export const PortalRow = Type.Object({
  id: Type.String(),
  fullName: Type.String(),
  enCode: Type.String(),
  category: Type.String(),
  description: Type.String(),
  state: Type.Integer(),
  sortCode: Type.Integer(),
  version: Type.Integer(),
  creatorUser: Type.String(),
  creatorTime: Type.Number(),
  lastModifyTime: Nullable(Type.Number()),
  roleIds: Type.Array(Type.String()),
});
export const PortalEntity = Type.Object({ ...PortalRow.properties, kind: Type.String(), definition: DefinitionValue });
export type PortalEntity = Static<typeof PortalEntity>;

export const COLUMNS = `p.id, p.full_name, p.en_code, p.category, coalesce(p.description, '') AS description, p.state, p.sort_code, p.version,
  coalesce(u.real_name, '') AS creator_user, ${epochMs('p.created_at')} AS creator_time, ${epochMs('p.updated_at')} AS last_modify_time,
  coalesce((SELECT array_agg(r.role_id ORDER BY r.role_id) FROM visual_portal_role r WHERE r.portal_id = p.id), '{}') AS role_ids`;
export const FROM = 'FROM visual_portal p LEFT JOIN users u ON u.id = p.creator_user_id';

export async function findPortal(db: Queryable, kind: Kind, id: string): Promise<PortalEntity> {
  const r = await one(db, PortalEntity, `SELECT ${COLUMNS}, p.kind, p.definition ${FROM} WHERE p.id = $1 AND p.kind = $2`, [id, kind]);
  if (!r) throw new ApiError(Code.NotFound, t('notFound'));
  return r;
}

export interface PortalInput {
  fullName: string;
  enCode: string;
  category?: string;
  description?: string | null;
  state?: number;
  sortCode?: number;
}

const Found = Type.Object({ id: Type.String() });

export async function ensureCodeFree(db: Queryable, kind: Kind, enCode: string, exceptId: string | null) {
  const clash = await rows(db, Found, `SELECT id FROM visual_portal WHERE kind = $1 AND lower(en_code) = lower($2) AND id <> coalesce($3, '')`, [kind, enCode, exceptId]);
  if (clash.length) failFields([{ field: 'enCode', message: t('portalCodeExists') }]);
}

export async function createPortal(db: Database, kind: Kind, id: string, input: PortalInput & { definition: Definition }, userId: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO visual_portal (id, kind, full_name, en_code, category, description, definition, state, sort_code, creator_user_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [id, kind, input.fullName, input.enCode, input.category ?? '', input.description ?? null, JSON.stringify(input.definition), input.state ?? 0, input.sortCode ?? 0, userId],
    );
    await tx.query(`INSERT INTO visual_portal_version (portal_id, version, definition, creator_user_id) VALUES ($1, 1, $2, $3)`, [id, JSON.stringify(input.definition), userId]);
  });
}

const VersionNo = Type.Object({ version: Type.Integer() });

/** A save: the entity columns and the definition as the next numbered version, in one transaction. */
export async function savePortal(db: Database, id: string, input: PortalInput & { definition: Definition; note?: string }, userId: string, before: PortalEntity): Promise<number> {
  return db.transaction(async (tx) => {
    const next = await one(
      tx,
      VersionNo,
      `UPDATE visual_portal SET full_name = $2, en_code = $3, category = $4, description = $5, state = $6, sort_code = $7, definition = $8,
          last_modify_user_id = $9, updated_at = now(), version = version + 1
        WHERE id = $1 RETURNING version`,
      [
        id, input.fullName, input.enCode, input.category ?? before.category, input.description === undefined ? before.description || null : input.description,
        input.state ?? before.state, input.sortCode ?? before.sortCode, JSON.stringify(input.definition), userId,
      ],
    );
    await tx.query(`INSERT INTO visual_portal_version (portal_id, version, note, definition, creator_user_id) VALUES ($1, $2, $3, $4, $5)`, [
      id, next!.version, input.note ?? '', JSON.stringify(input.definition), userId,
    ]);
    return next!.version;
  });
}
