import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Data source passwords at rest: AES-256-GCM, a fresh 12-byte IV per value, stored as
 * `v1:<iv>:<tag>:<ciphertext>` (base64). The key comes from DATA_SOURCE_KEY (any string: its
 * SHA-256 is the key); without it, from DATA_DIR/data-source.key, made once with 32 random bytes
 * at first start (README). A backup restored on another installation needs the same key.
 */
export type SecretKey = Buffer;

export function keyFromText(text: string): SecretKey {
  return crypto.createHash('sha256').update(text, 'utf8').digest();
}

export function loadKey(env: string | null | undefined, dataDir: string): SecretKey {
  if (env) return keyFromText(env);
  const file = path.join(dataDir, 'data-source.key');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return keyFromText(fs.readFileSync(file, 'utf8').trim());
}

export function encrypt(key: SecretKey, plain: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), ct.toString('base64')].join(':');
}

/** Throws when the value was made with another key or changed (GCM's tag). */
export function decrypt(key: SecretKey, stored: string): string {
  const [v, iv, tag, ct] = stored.split(':');
  if (v !== 'v1' || !iv || !tag || ct === undefined) throw new Error('not an encrypted value');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
  decipher.setAuthTag(Buffer.from(tag, 'base64'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64')), decipher.final()]).toString('utf8');
}
