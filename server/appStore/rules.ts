/**
 * Who may install an app (应用商店), pure: an app names the roles and organisations it is offered
 * to; an empty list means no narrowing on that side. Both sides must let the caller in: a role the
 * caller holds, and an organisation the caller belongs to (that organisation or one below it). The
 * super administrator may install anything.
 */
export interface Offer {
  allowRoleIds: string[];
  /** tree_path of each allowed organisation */
  allowOrgPaths: string[];
}
export interface Installer {
  isAdministrator: boolean;
  roleIds: string[];
  orgPath: string;
}

export function mayInstall(offer: Offer, who: Installer): boolean {
  if (who.isAdministrator) return true;
  const byRole = offer.allowRoleIds.length === 0 || offer.allowRoleIds.some((r) => who.roleIds.includes(r));
  const byOrg = offer.allowOrgPaths.length === 0 || offer.allowOrgPaths.some((p) => who.orgPath.startsWith(p));
  return byRole && byOrg;
}

/** The average of 1–5 scores to one decimal, 0 when nobody rated. */
export const averageScore = (sum: number, count: number) => (count ? Math.round((sum / count) * 10) / 10 : 0);
