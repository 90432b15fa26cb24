/**
 * SQL: the id of the portal a user's /dashboard shows ('' when none) — the user's own portalId, else
 * the first portal (sort order, then newest) assigned to one of the user's enabled roles. CurrentUser's
 * `portalId` and `GET …/Portal/Current` both read it, so the shell and the dashboard never disagree.
 * `userId` is a bound parameter placeholder such as `$1`.
 */
export function portalOfUserSql(userId: string): string {
  return `coalesce(
    (SELECT vp.id FROM users pu JOIN visual_portal vp ON vp.id = pu.portal_id AND vp.kind = 'portal' WHERE pu.id = ${userId}),
    (SELECT pr.portal_id FROM visual_portal_role pr JOIN visual_portal vp ON vp.id = pr.portal_id AND vp.kind = 'portal'
       JOIN user_relation ur ON ur.object_type = 'Role' AND ur.object_id = pr.role_id
       JOIN role ro ON ro.id = ur.object_id AND ro.enabled_mark = 1
      WHERE ur.user_id = ${userId} ORDER BY vp.sort_code, vp.created_at DESC LIMIT 1),
    '')`;
}
