import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decrypt, encrypt, keyFromText, loadKey } from './secret';

describe('data source passwords at rest', () => {
  it('round-trip, with a different ciphertext each time and no plain text in it', () => {
    const key = keyFromText('k1');
    const a = encrypt(key, 'p@ss 密码');
    const b = encrypt(key, 'p@ss 密码');
    expect(a).not.toBe(b);
    expect(a).not.toContain('p@ss');
    expect(decrypt(key, a)).toBe('p@ss 密码');
  });

  it('another key or a changed value is refused', () => {
    const value = encrypt(keyFromText('k1'), 'secret');
    expect(() => decrypt(keyFromText('k2'), value)).toThrow();
    const parts = value.split(':');
    parts[3] = Buffer.from('tampered').toString('base64');
    expect(() => decrypt(keyFromText('k1'), parts.join(':'))).toThrow();
  });

  it('without DATA_SOURCE_KEY a key file is made once under DATA_DIR and kept', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dskey-'));
    const k1 = loadKey(null, dir);
    const k2 = loadKey('', dir);
    expect(k1.equals(k2)).toBe(true);
    expect(fs.statSync(path.join(dir, 'data-source.key')).mode & 0o077).toBe(0);
    expect(loadKey('from-env', dir).equals(k1)).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
