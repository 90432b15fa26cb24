import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/client';
import { FILE_TYPES } from './fileTypes';
import { extensionOf, sniff } from './sniff';
import { t } from '../../contract/texts';
import { Nullable, Type, loadSecret, one, type Static } from '../kit';

export const StoredFile = Type.Object({
  id: Type.String(),
  type: Type.String(),
  originalName: Type.String(),
  ext: Type.String(),
  size: Type.Integer(),
  mime: Type.String(),
  relPath: Type.String(),
  ownerUserId: Nullable(Type.String()),
});
export type StoredFile = Static<typeof StoredFile>;

export type SaveResult = { ok: true; file: StoredFile } | { ok: false; reason: 'type' | 'size' | 'quota' };

/** The refusal of a file over its owner's daily quota, naming the quota. */
export const quotaText = (bytes: number) => t('uploadQuotaExceeded', { size: Math.round((bytes / 1024 / 1024) * 10) / 10 });

const ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
export const isFileId = (s: string) => ID_RE.test(s);

/** Keeps a display name: no path parts, no control characters, bounded length. */
export function cleanOriginalName(name: string): string {
  const base = String(name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (clean || 'file').slice(-120);
}

/**
 * Files live under DATA_DIR/files/<type>/<yyyymm>/<id>.<ext>. Every name is generated here; the
 * client's file name is kept only as a display name in the database.
 */
export class FileStore {
  readonly root: string;
  private secret: Buffer;

  constructor(
    dataDir: string,
    private readonly database: Database,
    /** Bytes one owner may store per 24 hours (uploads and chat images together); 0: no limit. */
    private readonly dailyQuotaBytes = 0,
  ) {
    this.root = path.resolve(dataDir, 'files');
    fs.mkdirSync(this.root, { recursive: true });
    this.secret = loadSecret(path.join(this.root, '.url-secret'));
  }

  async save(type: string, originalName: string, bytes: Buffer, ownerUserId: string | null): Promise<SaveResult> {
    const policy = FILE_TYPES[type];
    const name = cleanOriginalName(originalName);
    const ext = extensionOf(name);
    if (!policy || !policy.extensions.includes(ext)) return { ok: false, reason: 'type' };
    if (bytes.length >= policy.maxBytes || bytes.length === 0) return bytes.length ? { ok: false, reason: 'size' } : { ok: false, reason: 'type' };
    const mime = sniff(ext, bytes.subarray(0, 8192));
    if (!mime) return { ok: false, reason: 'type' };
    const id = crypto.randomUUID();
    const now = new Date();
    const month = `${now.getFullYear()}${String(now.getMonth() + 1).padStart(2, '0')}`;
    const relPath = `${type}/${month}/${id}.${ext}`;
    const abs = this.resolve(relPath);
    // The row is written first, in one statement with the owner's quota check, so a refused file
    // leaves nothing behind, and a write that fails takes its row back out.
    const quota = ownerUserId && this.dailyQuotaBytes > 0 ? this.dailyQuotaBytes : null;
    const rows = await this.database.query(
      `INSERT INTO stored_file (id, type, original_name, ext, size, mime, rel_path, owner_user_id)
       SELECT $1::text, $2::text, $3::text, $4::text, $5::bigint, $6::text, $7::text, $8::text
        WHERE $9::bigint IS NULL
           OR (SELECT coalesce(sum(size), 0) FROM stored_file WHERE owner_user_id = $8::text AND created_at > now() - interval '1 day') + $5::bigint <= $9::bigint
       RETURNING id`,
      [id, type, name, ext, bytes.length, mime, relPath, ownerUserId, quota],
    );
    if (!rows.length) return { ok: false, reason: 'quota' };
    try {
      await fs.promises.mkdir(path.dirname(abs), { recursive: true });
      await fs.promises.writeFile(abs, bytes, { flag: 'wx', mode: 0o640 });
    } catch (err) {
      await this.database.query('DELETE FROM stored_file WHERE id = $1', [id]).catch(() => {});
      throw err;
    }
    return { ok: true, file: { id, type, originalName: name, ext, size: bytes.length, mime, relPath, ownerUserId } };
  }

  async find(id: string): Promise<StoredFile | null> {
    if (!isFileId(id)) return null;
    const file = await one(
      this.database,
      StoredFile,
      'SELECT id, type, original_name, ext, size::int AS size, mime, rel_path, owner_user_id FROM stored_file WHERE id = $1',
      [id],
    );
    return file ?? null;
  }

  /** Absolute path of a stored file; refuses anything that would leave the files root. */
  resolve(relPath: string): string {
    const abs = path.resolve(this.root, relPath);
    if (!abs.startsWith(this.root + path.sep) || relPath.includes('\0')) throw new Error('path outside the files root');
    return abs;
  }

  /** The address a client uses to show or fetch the file (images carry a signature so <img> can load them). */
  urlOf(file: Pick<StoredFile, 'id' | 'type' | 'ext'>): string {
    const policy = FILE_TYPES[file.type];
    if (file.type === 'IM') return `/api/Common/Image/IM/${file.id}.${file.ext}`;
    if (policy?.publicImage) return `/api/Common/Image/${file.type}/${file.id}.${file.ext}?s=${this.sign(`${file.type}/${file.id}`)}`;
    return `/api/Common/Download/${file.type}/${file.id}`;
  }

  sign(subject: string): string {
    return crypto.createHmac('sha256', this.secret).update(subject).digest('base64url').slice(0, 32);
  }

  verify(subject: string, signature: unknown): boolean {
    if (typeof signature !== 'string' || signature.length !== 32) return false;
    return crypto.timingSafeEqual(Buffer.from(this.sign(subject)), Buffer.from(signature));
  }

  /** A short-lived download ticket for a browser navigation (which cannot send the Authorization header). */
  ticket(fileId: string, ttlMs = 10 * 60_000): string {
    const exp = Date.now() + ttlMs;
    return `${exp}.${this.sign(`ticket/${fileId}/${exp}`)}`;
  }

  checkTicket(fileId: string, ticket: unknown): boolean {
    if (typeof ticket !== 'string') return false;
    const [exp, sig] = ticket.split('.');
    if (!/^\d{13}$/.test(exp ?? '') || Number(exp) < Date.now()) return false;
    return this.verify(`ticket/${fileId}/${exp}`, sig);
  }
}
