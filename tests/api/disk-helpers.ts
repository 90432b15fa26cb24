import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CHUNK_BYTES, HEAD_BYTES } from '../../contract/networkDisk/disk';
import type { Client, TestServer } from '../support/server';

export const md5 = (b: Buffer) => crypto.createHash('md5').update(b).digest('hex');
export const sha256 = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');
export const headMd5 = (b: Buffer) => md5(b.subarray(0, HEAD_BYTES));

/** One chunk, sent as the browser sends it: raw bytes, with the MD5 it claims. */
export function putChunk(client: Client, uploadId: string, index: number, bytes: Buffer, claimedMd5 = md5(bytes)) {
  return client.raw(`/api/Disk/Upload/${uploadId}/Chunk/${index}?md5=${claimedMd5}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/octet-stream' },
    body: new Blob([new Uint8Array(bytes)]),
  }).then((r) => r.json() as Promise<{ code: number; msg: string; data: any }>);
}

/** The whole client side of an upload: init, every missing chunk, complete. */
export async function upload(client: Client, opts: { space?: 'user' | 'school'; parentId?: string | null; dirs?: string[]; name: string; bytes: Buffer }) {
  const init = await client.post('/api/Disk/Upload', { space: opts.space ?? 'user', parentId: opts.parentId ?? null, dirs: opts.dirs, name: opts.name, size: opts.bytes.length, headMd5: headMd5(opts.bytes) });
  if (init.code !== 200) return init;
  const { id, chunkCount, received } = init.data;
  for (let i = 0; i < chunkCount; i++) {
    if (received.includes(i)) continue;
    const r = await putChunk(client, id, i, opts.bytes.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES));
    if (r.code !== 200) return r;
  }
  return client.post(`/api/Disk/Upload/${id}/Complete`, {});
}

/** Everything a disk test compares before and after an attack: the rows of every disk table and the files under DATA_DIR/disk. */
export async function diskState(server: TestServer) {
  const q = (sql: string) => server.database.query(sql);
  const tables = {
    nodes: await q('SELECT id, space, owner_id, parent_id, name, size::text, blob_hash, deleted_at::text, trash_id FROM disk_node ORDER BY id'),
    blobs: await q('SELECT hash, size::text FROM disk_blob ORDER BY hash'),
    uploads: await q('SELECT id, name, size::text FROM disk_upload ORDER BY id'),
    chunks: await q('SELECT upload_id, idx FROM disk_upload_chunk ORDER BY upload_id, idx'),
    shares: await q('SELECT id, node_id, kind, target_user_id, permission, failed_attempts FROM disk_share ORDER BY id'),
  };
  return { ...tables, files: listFiles(path.join(server.config.dataDir, 'disk')) };
}

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...listFiles(p).map((f) => `${e.name}/${f}`));
    else out.push(`${e.name}:${fs.statSync(p).size}`);
  }
  return out.sort();
}

export async function folderId(client: Client, space: 'user' | 'school', name: string, parentId?: string) {
  const r = await client.get('/api/Disk/Folder', { space, parentId });
  const found = r.data.list.find((n: { name: string }) => n.name === name);
  if (!found) throw new Error(`no ${name} in ${space}/${parentId ?? ''}`);
  return found.id as string;
}
