import crypto from 'node:crypto';
import { CHUNK_BYTES } from '../../contract/networkDisk/disk';

/**
 * The content address of a file: SHA-256 over the SHA-256 of each of its 10 MB chunks, in order.
 * The server hashes each chunk as it arrives, so completing an upload needs no second pass over the
 * file; equal files still get equal addresses, and SHA-256 (not the client's MD5) makes forging
 * one impossible.
 */
export function contentHash(chunkShas: readonly string[]): string {
  const h = crypto.createHash('sha256');
  for (const s of chunkShas) h.update(Buffer.from(s, 'hex'));
  return h.digest('hex');
}

/** The same address computed from bytes in memory (seed files, tests). */
export function contentHashOfBytes(bytes: Buffer): string {
  const shas: string[] = [];
  for (let i = 0; i === 0 || i < bytes.length; i += CHUNK_BYTES) shas.push(crypto.createHash('sha256').update(bytes.subarray(i, i + CHUNK_BYTES)).digest('hex'));
  return contentHash(shas);
}
