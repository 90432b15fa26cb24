import crypto from 'node:crypto';
import fs from 'node:fs';

/** A random secret kept in `file` (made once, mode 0600), so signatures survive restarts and agree across instances sharing DATA_DIR. */
export function loadSecret(file: string): Buffer {
  try {
    const s = fs.readFileSync(file);
    if (s.length >= 32) return s;
  } catch {
    /* first start */
  }
  const s = crypto.randomBytes(48);
  try {
    fs.writeFileSync(file, s, { mode: 0o600, flag: 'wx' });
    return s;
  } catch {
    // Another store in this process wrote it first.
    return fs.readFileSync(file);
  }
}
