import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CHUNK_BYTES } from '../../contract/networkDisk/disk';
import { contentHash, contentHashOfBytes } from './contentHash';

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

describe('contentHash', () => {
  it('hashes the chunk hashes in order, so equal files agree and a swapped chunk does not', () => {
    const a = crypto.randomBytes(CHUNK_BYTES + 10);
    const parts = [a.subarray(0, CHUNK_BYTES), a.subarray(CHUNK_BYTES)];
    expect(contentHashOfBytes(a)).toBe(contentHash(parts.map(sha)));
    expect(contentHash([sha(parts[1]), sha(parts[0])])).not.toBe(contentHashOfBytes(a));
    expect(contentHashOfBytes(Buffer.from('x'))).toBe(contentHash([sha(Buffer.from('x'))]));
  });
});
