import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CHUNK_BYTES, PROOF_BYTES } from '../../contract/networkDisk/disk';
import { loadSecret } from '../kit';
import { contentHash } from './contentHash';

/** Why a chunk was refused: more or fewer bytes than its place in the file, or not the bytes the client hashed. */
export type ChunkRefusal = 'size' | 'md5';

class TooManyBytes extends Error {}

/**
 * The network disk's bytes under DATA_DIR/disk. A stored content is a directory
 * `blobs/<2>/<hash>/` of its 10 MB chunks `0`, `1`, …; an upload in progress keeps each chunk as
 * `uploads/<uploadId>/<index>.<sha256>`. Completing an upload renames its chunks into a content
 * directory: no byte is copied a second time. Every path is built here from a hash or a
 * server-made id, never from a name the client sent, and bytes only ever pass through as streams.
 */
export class DiskStore {
  readonly root: string;
  private readonly secret: Buffer;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'disk');
    for (const d of ['blobs', 'uploads', 'tmp']) fs.mkdirSync(path.join(this.root, d), { recursive: true });
    this.secret = loadSecret(path.join(this.root, '.ticket-secret'));
  }

  blobDir(hash: string): string {
    if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error('not a content hash');
    return path.join(this.root, 'blobs', hash.slice(0, 2), hash);
  }

  exists(hash: string): boolean {
    return fs.existsSync(this.blobDir(hash));
  }

  private uploadDir(uploadId: string): string {
    if (!/^[0-9a-f-]{36}$/.test(uploadId)) throw new Error('not an upload id');
    return path.join(this.root, 'uploads', uploadId);
  }

  private chunkPath(uploadId: string, index: number, sha: string): string {
    if (!/^[0-9a-f]{64}$/.test(sha)) throw new Error('not a chunk hash');
    return path.join(this.uploadDir(uploadId), `${Math.trunc(index)}.${sha}`);
  }

  /**
   * Streams one chunk to a temporary file, counting and hashing (MD5 to check the client, SHA-256
   * for the content address) on the way; stops reading as soon as it passes `expectedSize`. Only a
   * chunk of exactly that size and MD5 is renamed into place, under its own SHA-256, so a chunk
   * file present after a crash is always whole and two different sends never overwrite each other.
   */
  async writeChunk(
    uploadId: string,
    index: number,
    body: Readable,
    expectedSize: number,
    expected: { md5?: string; sha256?: string },
  ): Promise<{ refused: ChunkRefusal } | { sha: string }> {
    const dir = this.uploadDir(uploadId);
    await fs.promises.mkdir(dir, { recursive: true });
    const part = path.join(dir, `${Math.trunc(index)}.${crypto.randomBytes(6).toString('hex')}.part`);
    // MD5 only when the client claimed one (or for the head): hashing twice halves the throughput.
    const md5 = expected.md5 ? crypto.createHash('md5') : null;
    const sha = crypto.createHash('sha256');
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        if (bytes > expectedSize) return done(new TooManyBytes());
        md5?.update(chunk);
        sha.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, counter, fs.createWriteStream(part, { mode: 0o640 }));
    } catch (err) {
      await fs.promises.rm(part, { force: true });
      if (err instanceof TooManyBytes) {
        body.resume();
        return { refused: 'size' };
      }
      throw err;
    }
    const hex = sha.digest('hex');
    const wrongMd5 = md5 && md5.digest('hex') !== expected.md5?.toLowerCase();
    const wrongSha = expected.sha256 && hex !== expected.sha256.toLowerCase();
    const refused: ChunkRefusal | null = bytes !== expectedSize ? 'size' : wrongMd5 || wrongSha ? 'md5' : null;
    if (refused) {
      await fs.promises.rm(part, { force: true });
      return { refused };
    }
    await fs.promises.rename(part, this.chunkPath(uploadId, index, hex));
    return { sha: hex };
  }

  hasChunk(uploadId: string, index: number, sha: string): boolean {
    return fs.existsSync(this.chunkPath(uploadId, index, sha));
  }

  /**
   * Makes the chunks (their SHA-256 in order) one stored content: renamed into a fresh directory
   * that then moves to the content's address. Content already stored stays; the new copy goes.
   */
  async finish(uploadId: string, shas: readonly string[]): Promise<{ hash: string; size: number }> {
    const hash = contentHash(shas);
    const tmp = path.join(this.root, 'tmp', `${uploadId}.${crypto.randomBytes(4).toString('hex')}`);
    await fs.promises.mkdir(tmp);
    let size = 0;
    for (const [i, sha] of shas.entries()) {
      const from = this.chunkPath(uploadId, i, sha);
      size += (await fs.promises.stat(from)).size;
      await fs.promises.rename(from, path.join(tmp, String(i)));
    }
    await this.place(tmp, hash);
    return { hash, size };
  }

  private async place(tmpDir: string, hash: string): Promise<void> {
    const dest = this.blobDir(hash);
    await fs.promises.mkdir(path.dirname(dest), { recursive: true });
    if (fs.existsSync(dest)) await fs.promises.rm(tmpDir, { recursive: true, force: true });
    else await fs.promises.rename(tmpDir, dest);
  }

  /** Stores a small generated file (seed data) by content. */
  async putBytes(bytes: Buffer): Promise<string> {
    const tmp = path.join(this.root, 'tmp', crypto.randomUUID());
    await fs.promises.mkdir(tmp);
    const shas: string[] = [];
    for (let i = 0, n = 0; i === 0 || i < bytes.length; i += CHUNK_BYTES, n++) {
      const part = bytes.subarray(i, i + CHUNK_BYTES);
      shas.push(crypto.createHash('sha256').update(part).digest('hex'));
      await fs.promises.writeFile(path.join(tmp, String(n)), part, { mode: 0o640 });
    }
    const hash = contentHash(shas);
    await this.place(tmp, hash);
    return hash;
  }

  /** Bytes `start`..`end` (inclusive) of a stored content of `size` bytes, read chunk file by chunk file. */
  read(hash: string, size: number, start = 0, end = size - 1): Readable {
    const dir = this.blobDir(hash);
    async function* bytes() {
      for (let i = Math.floor(start / CHUNK_BYTES); i * CHUNK_BYTES <= end; i++) {
        const base = i * CHUNK_BYTES;
        const from = Math.max(0, start - base);
        const to = Math.min(CHUNK_BYTES - 1, end - base);
        yield* fs.createReadStream(path.join(dir, String(i)), { start: from, end: to, highWaterMark: 1 << 20 });
      }
    }
    return Readable.from(bytes(), { objectMode: false });
  }

  async removeUpload(uploadId: string): Promise<void> {
    await fs.promises.rm(this.uploadDir(uploadId), { recursive: true, force: true });
  }

  async removeBlob(hash: string): Promise<void> {
    await fs.promises.rm(this.blobDir(hash), { recursive: true, force: true });
  }

  /** MD5 of nonce + the PROOF_BYTES of a stored content at `offset`: what a client holding the same file can compute. */
  async proofOf(hash: string, size: number, nonce: string, offset: number): Promise<string> {
    const md5 = crypto.createHash('md5').update(nonce);
    for await (const c of this.read(hash, size, offset, Math.min(size, offset + PROOF_BYTES) - 1)) md5.update(c as Buffer);
    return md5.digest('hex');
  }

  /** A short-lived signed ticket: a browser navigation (a download, a <video>) cannot send the Authorization header. */
  ticket(subject: string, ttlMs = 10 * 60_000): string {
    const exp = Date.now() + ttlMs;
    return `${exp}.${this.sign(`${subject}/${exp}`)}`;
  }

  checkTicket(subject: string, ticket: unknown): boolean {
    if (typeof ticket !== 'string') return false;
    const [exp, sig] = ticket.split('.');
    if (!/^\d{13}$/.test(exp ?? '') || Number(exp) < Date.now() || typeof sig !== 'string') return false;
    const want = Buffer.from(this.sign(`${subject}/${exp}`));
    const got = Buffer.from(sig);
    return want.length === got.length && crypto.timingSafeEqual(want, got);
  }

  private sign(subject: string): string {
    return crypto.createHmac('sha256', this.secret).update(subject).digest('base64url').slice(0, 32);
  }
}
