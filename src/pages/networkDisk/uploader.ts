import { md5 } from 'js-md5';
import { http } from '../../api/client';
import { CLIENT_HEADER } from '../../api/http';
import { ACCEPT_LANGUAGE } from '../../../contract/texts';
import { CHUNK_BYTES, HEAD_BYTES } from '../../../contract/networkDisk/disk';
import { useApp } from '../../stores/app';
import { missingChunks, sentBytes } from './uploadPlan';

export type UploadState = 'waiting' | 'hashing' | 'uploading' | 'done' | 'failed';

export interface UploadTask {
  key: string;
  file: File;
  dirs: string[];
  space: 'user' | 'school';
  parentId: string | null;
  state: UploadState;
  sent: number;
  message?: string;
  instant?: boolean;
  resumed?: number;
}

interface InitAnswer {
  id: string;
  chunkCount: number;
  received: number[];
  proof: { nonce: string; offset: number; length: number } | null;
}

async function md5Of(blob: Blob, prefix = ''): Promise<string> {
  const h = md5.create();
  if (prefix) h.update(prefix);
  h.update(await blob.arrayBuffer());
  return h.hex();
}

/**
 * The hash a chunk travels with: SHA-256 by Web Crypto where the page has it (a secure context;
 * native, and the hash the server keeps anyway), MD5 otherwise. Chunk 0 also names the head MD5.
 */
async function chunkClaim(blob: Blob, index: number, headMd5: string): Promise<string> {
  if (globalThis.crypto?.subtle) {
    const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await blob.arrayBuffer()));
    const hex = Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
    return index === 0 ? `sha256=${hex}&md5=${headMd5}` : `sha256=${hex}`;
  }
  return `md5=${index === 0 ? headMd5 : await md5Of(blob)}`;
}

/** One chunk by XHR, for its upload progress events (fetch has none). */
function putChunk(uploadId: string, index: number, blob: Blob, claim: string, onBytes: (n: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', `/api/Disk/Upload/${uploadId}/Chunk/${index}?${claim}`);
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader('Accept-Language', ACCEPT_LANGUAGE[useApp.getState().language]);
    for (const [k, v] of Object.entries(CLIENT_HEADER)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => onBytes(e.loaded);
    xhr.onerror = () => reject(new Error('network'));
    xhr.onload = () => {
      try {
        const env = JSON.parse(xhr.responseText) as { code: number; msg: string };
        if (env.code === 200) resolve();
        else reject(new Error(env.msg));
      } catch {
        reject(new Error(String(xhr.status)));
      }
    };
    xhr.send(blob);
  });
}

/**
 * Uploads one file: the head MD5 (spec §9) opens or resumes the upload; known content is proved
 * and linked at once; otherwise only the chunks the server lacks are sent. `update` reports state
 * and bytes sent. A failure leaves the received chunks on the server: starting again resumes.
 */
export async function runUpload(task: UploadTask, update: (patch: Partial<UploadTask>) => void): Promise<string> {
  const { file } = task;
  update({ state: 'hashing', message: undefined });
  const headMd5 = await md5Of(file.slice(0, HEAD_BYTES));
  const init = (
    await http.post<InitAnswer>('/api/Disk/Upload', { space: task.space, parentId: task.parentId, dirs: task.dirs, name: file.name, size: file.size, headMd5 }, { silent: true })
  ).data;
  if (init.proof) {
    const { nonce, offset, length } = init.proof;
    const proof = await md5Of(file.slice(offset, offset + length), nonce);
    const done = await http.post<{ id: string }>(`/api/Disk/Upload/${init.id}/Complete`, { proof }, { silent: true }).catch(() => null);
    if (done) {
      update({ state: 'done', sent: file.size, instant: true });
      return done.data.id;
    }
  }
  const received = [...init.received];
  update({ state: 'uploading', sent: sentBytes(file.size, CHUNK_BYTES, received), resumed: received.length || undefined });
  for (const i of missingChunks(init.chunkCount, received)) {
    const blob = file.slice(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES);
    const claim = await chunkClaim(blob, i, headMd5);
    await putChunk(init.id, i, blob, claim, (n) => update({ sent: sentBytes(file.size, CHUNK_BYTES, received, n) }));
    received.push(i);
    update({ sent: sentBytes(file.size, CHUNK_BYTES, received) });
  }
  const done = await http.post<{ id: string }>(`/api/Disk/Upload/${init.id}/Complete`, {}, { silent: true });
  update({ state: 'done', sent: file.size });
  return done.data.id;
}
