import type { FastifyRequest } from 'fastify';
import { canUse } from '../permission/access';
import { scopeUser } from '../permission/scopeUser';

/**
 * The community areas (家庭教育, 个人空间, 应用商店) let a school's administrator look after what
 * the people of their school put there: review articles, hide posts, edit the school's apps. "School
 * administrator" is the right to publish notices (system.notice): the same trust of speaking for the
 * school, held by school admins and the bureau and not by teachers. "Their school" is their
 * organisation and everything below it (the bureau reaches every school).
 */
export const SCHOOL_VOICE_MENU = 'system.notice';

export interface SchoolCaller {
  id: string;
  /** tree_path of the caller's organisation */
  orgPath: string;
  isAdministrator: boolean;
  /** holds the school-admin right (SCHOOL_VOICE_MENU) */
  reviewer: boolean;
}

export const inReach = (caller: Pick<SchoolCaller, 'isAdministrator' | 'orgPath'>, orgPath: string) => caller.isAdministrator || orgPath.startsWith(caller.orgPath);

/** A school admin whose reach holds `orgPath`. */
export const looksAfter = (caller: SchoolCaller, orgPath: string) => caller.reviewer && inReach(caller, orgPath);

export async function schoolCaller(req: FastifyRequest): Promise<SchoolCaller> {
  const su = await scopeUser(req);
  return { id: req.user.id, orgPath: su.organizeTreePath, isAdministrator: req.user.isAdministrator, reviewer: canUse(req.userAccess, SCHOOL_VOICE_MENU) };
}
