import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client';
import { Type } from '@sinclair/typebox';
import { one } from '../kit/query';
import type { Config } from '../config';
import { generatePassword, hashPassword, md5, verifyPassword } from '../auth/password';
import { seedIdentity } from './identity';
import { seeders } from './seeders';
import { restoreSuperAdmin } from '../users/superAdmin';

const AdminPassword = Type.Object({ id: Type.String(), passwordHash: Type.String() });

export interface SeedOutcome {
  seeded: boolean;
  adminPassword: string | null;
  passwordFile: string;
  /** The seeded demo users' password when known (DEMO_PASSWORD, or the generated one's file); null without demo users. */
  demoPassword: string | null;
  demoPasswordFile: string;
}

const readIfThere = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() || null : null);

/**
 * First start: seeds the admin (and the demo district unless SEED_DEMO=false) with a generated
 * admin password written to DATA_DIR. The demo users get a password of their own (DEMO_PASSWORD, or
 * another generated one in its own file): knowing a teacher's password must never mean knowing
 * the admin's. Later starts only re-apply ADMIN_PASSWORD when it is set.
 */
export async function seedIfEmpty(database: Database, config: Config): Promise<SeedOutcome> {
  const passwordFile = path.join(config.dataDir, 'admin-password.txt');
  const demoPasswordFile = path.join(config.dataDir, 'demo-password.txt');
  const rows = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  if (Number(rows[0].n) > 0) {
    await restoreSuperAdmin(database);
    if (config.adminPassword) {
      const admin = await one(database, AdminPassword, `SELECT id, password_hash FROM users WHERE account = 'admin'`);
      if (admin && !(await verifyPassword(md5(config.adminPassword), admin.passwordHash))) {
        await database.query('UPDATE users SET password_hash = $2 WHERE id = $1', [admin.id, await hashPassword(md5(config.adminPassword))]);
      }
    }
    const known = config.adminPassword ?? readIfThere(passwordFile);
    const demoPassword = readIfThere(demoPasswordFile) ?? (await separateDemoPassword(database, config, known, demoPasswordFile));
    return { seeded: false, adminPassword: known, passwordFile, demoPassword, demoPasswordFile };
  }
  const adminPassword = config.adminPassword ?? generatePassword();
  let demoPassword = config.demoPassword ?? generatePassword();
  // Two generated passwords that happen to match (or DEMO_PASSWORD set to the admin's by hand) would
  // give the admin's password to every staff member: the demo side is drawn again.
  while (demoPassword === adminPassword && !config.demoPassword) demoPassword = generatePassword();
  const identity = await seedIdentity(database, { adminPassword, demoPassword, demo: config.seedDemo });
  for (const s of seeders) await s.run({ db: database, demo: config.seedDemo, identity });
  fs.mkdirSync(config.dataDir, { recursive: true });
  if (!config.adminPassword) fs.writeFileSync(passwordFile, adminPassword + '\n', { mode: 0o600 });
  if (config.seedDemo && !config.demoPassword) fs.writeFileSync(demoPasswordFile, demoPassword + '\n', { mode: 0o600 });
  return { seeded: true, adminPassword, passwordFile, demoPassword: config.seedDemo ? demoPassword : null, demoPasswordFile };
}

/**
 * A data directory seeded before the demo users had a password of their own still gives them the
 * admin's (issue 11). The seed gave every demo user one shared hash, so those still on it are the
 * rows whose hash equals sysadmin's: they move to a new generated password, written beside the admin's.
 */
async function separateDemoPassword(database: Database, config: Config, adminPassword: string | null, file: string): Promise<string | null> {
  if (!adminPassword || config.demoPassword) return null;
  const [probe] = await database.query<{ password_hash: string }>(`SELECT password_hash FROM users WHERE account = 'sysadmin' AND NOT is_administrator`);
  if (!probe || !(await verifyPassword(md5(adminPassword), probe.password_hash))) return null;
  let demoPassword = generatePassword();
  while (demoPassword === adminPassword) demoPassword = generatePassword();
  await database.query('UPDATE users SET password_hash = $1 WHERE password_hash = $2 AND NOT is_administrator', [
    await hashPassword(md5(demoPassword)),
    probe.password_hash,
  ]);
  fs.writeFileSync(file, demoPassword + '\n', { mode: 0o600 });
  return demoPassword;
}
