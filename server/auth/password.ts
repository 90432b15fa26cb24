import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (pw: crypto.BinaryLike, salt: crypto.BinaryLike, len: number, opts: crypto.ScryptOptions) => Promise<Buffer>;

// The client sends md5(password) (spec §7, as JNPF does); we store a slow salted hash of that.
const N = 16384;
const KEYLEN = 32;

export function md5(text: string): string {
  return crypto.createHash('md5').update(text, 'utf8').digest('hex');
}

export async function hashPassword(md5Hex: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const key = await scrypt(md5Hex.toLowerCase(), salt, KEYLEN, { N, r: 8, p: 1 });
  return `scrypt$${N}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(md5Hex: string, stored: string): Promise<boolean> {
  const [alg, n, saltB64, keyB64] = stored.split('$');
  if (alg !== 'scrypt' || !saltB64 || !keyB64) return false;
  const expected = Buffer.from(keyB64, 'base64');
  const key = await scrypt(md5Hex.toLowerCase(), Buffer.from(saltB64, 'base64'), expected.length, { N: Number(n), r: 8, p: 1 });
  return crypto.timingSafeEqual(key, expected);
}

export function isMd5Hex(s: unknown): s is string {
  return typeof s === 'string' && /^[0-9a-fA-F]{32}$/.test(s);
}

/** A readable random password for generated admin accounts: letters and digits, both kinds. */
export function generatePassword(length = 12): string {
  const letters = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
  const digits = '23456789';
  const all = letters + digits;
  const pick = (set: string) => set[crypto.randomInt(set.length)];
  const chars = [pick(letters), pick(digits)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i--) {
    const j = crypto.randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j], chars[i]];
  }
  return chars.join('');
}
