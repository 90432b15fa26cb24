import { Type, type Static } from '../kit';

const IdList = Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 64 }), { maxItems: 2000 }));

/** Who a notice goes to: everyone, or any union of organisations (with everything below), roles, positions and users. */
export const Recipients = Type.Object(
  { all: Type.Optional(Type.Boolean()), organizeIds: IdList, roleIds: IdList, positionIds: IdList, userIds: IdList },
  { additionalProperties: false },
);
export type Recipients = Static<typeof Recipients>;

export function isEmptyRecipients(r: Recipients): boolean {
  return !r.all && !r.organizeIds?.length && !r.roleIds?.length && !r.positionIds?.length && !r.userIds?.length;
}

/**
 * The WHERE condition over `users u` selecting the recipients. `withinTreePath`, when given, keeps
 * the result inside one organisation tree (a school administrator cannot notify the district).
 */
export function recipientCondition(r: Recipients, params: unknown[], withinTreePath: string | null): string {
  const any: string[] = [];
  if (r.all) any.push('true');
  if (r.organizeIds?.length) {
    const p = params.push(r.organizeIds);
    const tree = `SELECT o.id FROM organize o JOIN organize s ON o.tree_path LIKE s.tree_path || '%' WHERE s.id = ANY($${p}::text[])`;
    any.push(`u.organize_id IN (${tree}) OR u.department_id IN (${tree})`);
  }
  if (r.roleIds?.length) {
    any.push(`u.id IN (SELECT user_id FROM user_relation WHERE object_type = 'Role' AND object_id = ANY($${params.push(r.roleIds)}::text[]))`);
  }
  if (r.positionIds?.length) {
    any.push(`u.id IN (SELECT user_id FROM user_relation WHERE object_type = 'Position' AND object_id = ANY($${params.push(r.positionIds)}::text[]))`);
  }
  if (r.userIds?.length) any.push(`u.id = ANY($${params.push(r.userIds)}::text[])`);
  const who = any.length ? `(${any.join(' OR ')})` : 'false';
  const scope = withinTreePath
    ? ` AND u.organize_id IN (SELECT id FROM organize WHERE tree_path LIKE $${params.push(withinTreePath)} || '%')`
    : '';
  return `u.enabled_mark = 1 AND ${who}${scope}`;
}
