import type { SeedContext } from '../../seed/seeders';
import { seedProject } from './seed';

/** 新学期开学准备 for the 系统管理员 and the admin. */
export async function seedPlans(ctx: SeedContext) {
  if (!ctx.demo) return;
  const owners = await ctx.db.query<{ id: string }>(`SELECT id FROM users WHERE account IN ('sysadmin', 'admin') ORDER BY account`);
  await seedProject(ctx.db, owners.map((o) => o.id));
}
