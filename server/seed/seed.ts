import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/tables/identity';
import type { Config } from '../config';
import { generatePassword, hashPassword, md5, verifyPassword } from '../auth/password';
import { seedIdentity } from './identity';
import { seeders } from './seeders';
import { restoreSuperAdmin } from '../users/superAdmin';

export interface SeedOutcome {
  seeded: boolean;
  adminPassword: string | null;
  passwordFile: string;
}

/**
 * First start: seeds the admin (and the demo district unless SEED_DEMO=false) with a generated
 * admin password written to DATA_DIR. Later starts only re-apply ADMIN_PASSWORD when it is set.
 */
export async function seedIfEmpty(database: Database, config: Config): Promise<SeedOutcome> {
  const passwordFile = path.join(config.dataDir, 'admin-password.txt');
  const rows = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (Number(rows[0].n) > 0) {
    await restoreSuperAdmin(database);
    if (config.adminPassword) {
      const admin = await database.db.select({ id: users.id, passwordHash: users.passwordHash }).from(users).where(eq(users.account, 'admin'));
      if (admin[0] && !(await verifyPassword(md5(config.adminPassword), admin[0].passwordHash))) {
        await database.db.update(users).set({ passwordHash: await hashPassword(md5(config.adminPassword)) }).where(eq(users.id, admin[0].id));
      }
    }
    const known = config.adminPassword ?? (fs.existsSync(passwordFile) ? fs.readFileSync(passwordFile, 'utf8').trim() : null);
    return { seeded: false, adminPassword: known, passwordFile };
  }
  const adminPassword = config.adminPassword ?? generatePassword();
  const demoPassword = config.demoPassword ?? adminPassword;
  const identity = await seedIdentity(database, { adminPassword, demoPassword, demo: config.seedDemo });
  for (const s of seeders) await s.run({ db: database, demo: config.seedDemo, identity });
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (!config.adminPassword) fs.writeFileSync(passwordFile, adminPassword + '\n', { mode: 0o600 });
  return { seeded: true, adminPassword, passwordFile };
}
