import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { once } from 'node:events';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PROOF_BYTES } from '../../contract/networkDisk/disk';
import { loadSecret } from '../kit';

/** Why a chunk was refused: more or fewer bytes than its place in the file, or not the bytes the client hashed. */
export type ChunkRefusal = 'size' | 'md5';

class TooManyBytes extends Error {}

/**
 * The network disk's bytes under DATA_DIR/disk: `blobs/<2>/<sha256>` holds each distinct content
 * once, `uploads/<uploadId>/<index>` the chunks of an upload in progress. Every path is built here
 * from a hash or a server-made id, never from a name the client sent. Files only ever pass through
 * as streams: a chunk is hashed while it is written, a file is assembled and hashed chunk by chunk.
 */
export class DiskStore {
  readonly root: string;
  private readonly secret: Buffer;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, 'disk');
    for (const d of ['blobs', 'uploads', 'tmp']) fs.mkdirSync(path.join(this.root, d), { recursive: true });
    this.secret = loadSecret(path.join(this.root, '.ticket-secret'));
  }

  blobPath(hash: string): string {
    if (!/^[0-9a-f]{64}$/.test(hash)) throw new Error('not a content hash');
    return path.join(this.root, 'blobs', hash.slice(0, 2), hash);
  }

  private uploadDir(uploadId: string): string {
    if (!/^[0-9a-f-]{36}$/.test(uploadId)) throw new Error('not an upload id');
    return path.join(this.root, 'uploads', uploadId);
  }

  chunkPath(uploadId: string, index: number): string {
    return path.join(this.uploadDir(uploadId), String(Math.trunc(index)));
  }

  /**
   * Streams one chunk to `<index>.part`, counting and hashing on the way; stops reading as soon as
   * it passes `expectedSize`. Only a chunk of exactly that size and MD5 is renamed into place, so
   * a chunk file present after a crash is always a whole, checked chunk.
   */
  async writeChunk(uploadId: string, index: number, body: Readable, expectedSize: number, expectedMd5: string): Promise<ChunkRefusal | null> {
    const final = this.chunkPath(uploadId, index);
    const part = `${final}.${crypto.randomBytes(4).toString('hex')}.part`;
    await fs.promises.mkdir(path.dirname(final), { recursive: true });
    const md5 = crypto.createHash('md5');
    let bytes = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _enc, done) {
        bytes += chunk.length;
        if (bytes > expectedSize) return done(new TooManyBytes());
        md5.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(body, counter, fs.createWriteStream(part, { mode: 0o640 }));
    } catch (err) {
      await fs.promises.rm(part, { force: true });
      if (err instanceof TooManyBytes) {
        body.resume();
        return 'size';
      }
      throw err;
    }
    const refusal: ChunkRefusal | null = bytes !== expectedSize ? 'size' : md5.digest('hex') !== expectedMd5.toLowerCase() ? 'md5' : null;
    if (refusal) await fs.promises.rm(part, { force: true });
    else await fs.promises.rename(part, final);
    return refusal;
  }

  hasChunk(uploadId: string, index: number): boolean {
    return fs.existsSync(this.chunkPath(uploadId, index));
  }

  /**
   * Joins the chunks in order into one file, hashing it (sha256) as it goes, and moves it to its
   * content address. Identical content already stored stays as it is and the new copy is dropped.
   */
  async assemble(uploadId: string, count: number): Promise<{ hash: string; size: number }> {
    const tmp = path.join(this.root, 'tmp', `${uploadId}.${crypto.randomBytes(4).toString('hex')}`);
    const sha = crypto.createHash('sha256');
    let size = 0;
    const out = fs.createWriteStream(tmp, { mode: 0o640 });
    try {
      for (let i = 0; i < count; i++) {
        for await (const c of fs.createReadStream(this.chunkPath(uploadId, i), { highWaterMark: 1 << 20 })) {
          sha.update(c as Buffer);
          size += (c as Buffer).length;
          if (!out.write(c)) await once(out, 'drain');
        }
      }
      await new Promise<void>((resolve, reject) => out.end((err?: Error | null) => (err ? reject(err) : resolve())));
    } catch (err) {
      out.destroy();
      await fs.promises.rm(tmp, { force: true });
      throw err;
    }
    const hash = sha.digest('hex');
    await this.place(tmp, hash);
    return { hash, size };
  }

  /** Moves a finished temporary file to its content address (or drops it when that content is stored). */
  async place(tmp: string, hash: string): Promise<void> {
    const dest = this.blobPath(hash);
    await fs.promises.mkdir(path.dirname(dest), { recursive: true });
    if (fs.existsSync(dest)) await fs.promises.rm(tmp, { force: true });
    else await fs.promises.rename(tmp, dest);
  }

  /** Stores a small generated file (seed data) by content. */
  async putBytes(bytes: Buffer): Promise<string> {
    const hash = crypto.createHash('sha256').update(bytes).digest('hex');
    const tmp = path.join(this.root, 'tmp', crypto.randomUUID());
    await fs.promises.writeFile(tmp, bytes, { mode: 0o640 });
    await this.place(tmp, hash);
    return hash;
  }

  async removeUpload(uploadId: string): Promise<void> {
    await fs.promises.rm(this.uploadDir(uploadId), { recursive: true, force: true });
  }

  async removeBlob(hash: string): Promise<void> {
    await fs.promises.rm(this.blobPath(hash), { force: true });
  }

  /** MD5 of nonce + the PROOF_BYTES of a stored file at `offset`: what a client holding the same file can compute. */
  async proofOf(hash: string, nonce: string, offset: number): Promise<string> {
    const md5 = crypto.createHash('md5').update(nonce);
    const end = offset + PROOF_BYTES - 1;
    for await (const c of fs.createReadStream(this.blobPath(hash), { start: offset, end })) md5.update(c as Buffer);
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
