import type { SeedContext } from '../../seed/seeders';

/** This week's events of the 系统管理员 and the admin, one shared between them (no reminders: the seed is history). */
export async function seedEvents(ctx: SeedContext) {
  if (!ctx.demo) return;
  const { db } = ctx;
  const users = await db.query<{ id: string; account: string }>(`SELECT id, account FROM users WHERE account IN ('sysadmin', 'admin')`);
  const id = (a: string) => users.find((u) => u.account === a)?.id;
  const events: [string, string, number, number, number, string][] = [
    // owner, title, day from today, start hour, hours, colour
    ['sysadmin', '全区教研工作会', 0, 9, 2, '#1677ff'],
    ['sysadmin', '督导检查（城东第一中学）', 1, 14, 3, '#fa8c16'],
    ['sysadmin', '信息化培训', 3, 10, 2, '#52c41a'],
    ['sysadmin', '月度工作总结', -2, 15, 1, '#722ed1'],
    ['admin', '系统升级维护', 2, 20, 2, '#f5222d'],
  ];
  for (const [owner, title, day, hour, hours, color] of events) {
    const ownerId = id(owner);
    if (!ownerId) continue;
    const [e] = await db.query<{ id: string }>(
      `INSERT INTO ex_event (owner_user_id, title, start_at, end_at, color)
       VALUES ($1, $2, date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai' + make_interval(days => $3, hours => $4),
               date_trunc('day', now() AT TIME ZONE 'Asia/Shanghai') AT TIME ZONE 'Asia/Shanghai' + make_interval(days => $3, hours => $4 + $5), $6) RETURNING id`,
      [ownerId, title, day, hour, hours, color],
    );
    if (title === '全区教研工作会' && id('admin')) await db.query('INSERT INTO ex_event_share (event_id, user_id) VALUES ($1, $2)', [e.id, id('admin')]);
  }
}
