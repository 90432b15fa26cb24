import type { Grants } from '../permission/menuTree';
import type { SchemeRow } from '../permission/access';
import type { ScopeUser } from '../permission/dataScopeSql';
import { recordInScope } from '../permission/recordScope';
import { unheldItems, type GrantItem, type SchemeRef } from '../authorize/escalation';
import type { UserInput } from './userInput';

/*
 * The account rules every management route holds (issue 11), as pure functions so each is written
 * once and tested beside itself:
 *
 * 1. Nobody but a super administrator touches a super administrator.
 * 2. Nobody manages their own account through the management screens (their profile is Current/*):
 *    otherwise a data-scope hole or a self-grant turns into a self-promotion.
 * 3. Nobody manages an account more privileged than themselves. "More privileged" means: the
 *    target's effective grants (its user grants plus those of every role and position it holds,
 *    enabled or not, since a disabled role can be switched back on) contain an item the caller does
 *    not hold, a data scheme counting as held when the caller holds one at least as broad on the
 *    same menu (the same test as handing out grants, authorize/escalation.ts). An equal peer may
 *    be managed: the caller could have created that account anyway. Accounts placed outside the
 *    caller's organisation scope are already invisible to them (data permission answers 404).
 */

export type ManageRefusal = 'superAdmin' | 'self' | 'morePrivileged';

export interface ManageCaller {
  id: string;
  isAdministrator: boolean;
  grants: Grants;
}

export interface ManageTarget {
  id: string;
  isAdministrator: boolean;
  /** Every grant item the target holds, directly or through roles and positions. */
  items: GrantItem[];
}

/** Pure: why the caller may not manage the target, or null when they may. */
export function manageRefusal(caller: ManageCaller, target: ManageTarget, schemes: SchemeRef[]): ManageRefusal | null {
  if (target.id === caller.id) return 'self';
  if (target.isAdministrator && !caller.isAdministrator) return 'superAdmin';
  if (caller.isAdministrator || caller.grants.all) return null;
  return unheldItems(caller.grants, target.items, schemes).length ? 'morePrivileged' : null;
}

/**
 * Pure: whether a user may be placed in (created in, moved to) an organisation. Only organisation
 * schemes count: a 本人数据 (self) scheme covers records the caller owns, and an organisation is
 * nobody's record, so it never authorises placing accounts. Before this rule the placement check
 * passed the caller as the record's owner, which made a self scheme match every organisation: a
 * school administrator who granted itself 本人数据 could move itself to the bureau (and then see
 * and reset everyone there through 本组织及下级).
 */
export function placementInScope(
  schemes: SchemeRow[] | null,
  user: ScopeUser,
  place: { organizeId: string; organizeTreePath: string; departmentId: string | null },
): boolean {
  return recordInScope(schemes, user, { ...place, ownerIds: [] });
}

/** What the caller may write on a user beyond the fields the form always carries. */
export interface WriteRights {
  /** Column codes of the user menu the caller may not see (access.deniedColumns). */
  deniedColumns: Set<string>;
  /** Holds btn_state: switching an account on or off. */
  canState: boolean;
  /** Holds the authorize right (permission.authorize btn_edit): roles and positions carry grants. */
  canAssign: boolean;
}

/** Which input fields each registered column of the user menu stands for. */
const COLUMN_FIELDS: Record<string, (keyof UserInput)[]> = {
  gender: ['gender'],
  mobile: ['mobile'],
  email: ['email'],
  roleName: ['roleIds'],
  positionName: ['positionIds'],
  enabledMark: ['enabledMark'],
};

/** The stored values `keepUnwritable` falls back to (null on create: the defaults apply). */
export type StoredUser = Pick<UserInput, 'gender' | 'mobile' | 'email' | 'roleIds' | 'positionIds' | 'enabledMark'>;

const CREATE_DEFAULTS: StoredUser = { gender: 1, mobile: null, email: null, roleIds: [], positionIds: [], enabledMark: 1 };

/**
 * Pure: the input with every field the caller may not write replaced by its stored value (update)
 * or its default (create). A column the caller may not see is a column they may not write, and a
 * field that needs a button they lack keeps its value. Account, name and placement are not
 * withheld: a form cannot save a user without them, and placement has its own scope check.
 */
export function keepUnwritable(input: UserInput, stored: StoredUser | null, rights: WriteRights): UserInput {
  const base = stored ?? CREATE_DEFAULTS;
  const out: UserInput = { ...input };
  const keep = (field: keyof StoredUser) => {
    (out as unknown as Record<string, unknown>)[field] = base[field];
  };
  for (const [column, fields] of Object.entries(COLUMN_FIELDS)) {
    if (rights.deniedColumns.has(column)) fields.forEach((f) => keep(f as keyof StoredUser));
  }
  if (!rights.canState) keep('enabledMark');
  if (!rights.canAssign) {
    keep('roleIds');
    keep('positionIds');
  }
  return out;
}
