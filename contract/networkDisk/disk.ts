/**
 * What the network disk's client and server agree on. Spec §9: the MD5 over the first 10,485,760
 * bytes identifies a file for multipart upload, so chunks are exactly that size and chunk 0's MD5
 * is the head MD5 the upload was opened with (the server checks it on arrival).
 */
export const HEAD_BYTES = 10_485_760;
export const CHUNK_BYTES = HEAD_BYTES;
/** Bytes of an existing file the client proves it holds before an instant upload links it. */
export const PROOF_BYTES = 65_536;

export const DISK_KINDS = ['folder', 'image', 'pdf', 'video', 'audio', 'text', 'doc', 'sheet', 'slide', 'archive', 'other'] as const;
export type DiskKind = (typeof DISK_KINDS)[number];

const BY_EXT: Record<string, DiskKind> = {};
const add = (kind: DiskKind, exts: string) => exts.split(' ').forEach((e) => (BY_EXT[e] = kind));
add('image', 'png jpg jpeg gif webp bmp svg ico');
add('pdf', 'pdf');
add('video', 'mp4 webm ogv mov m4v');
add('audio', 'mp3 wav ogg oga m4a flac aac');
add('text', 'txt md csv json log xml yml yaml ini');
add('doc', 'doc docx rtf odt wps');
add('sheet', 'xls xlsx ods et');
add('slide', 'ppt pptx odp dps');
add('archive', 'zip rar 7z tar gz tgz bz2');

/** The extension of a name, lower case without the dot ('' when none). */
export function extOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase().slice(0, 16) : '';
}

export function kindOf(name: string): DiskKind {
  return Object.hasOwn(BY_EXT, extOf(name)) ? BY_EXT[extOf(name)] : 'other';
}

/** How many chunks a file of `size` bytes travels in, and the size of chunk `index`. */
export function chunkCount(size: number): number {
  return Math.max(1, Math.ceil(size / CHUNK_BYTES));
}
export function chunkSize(size: number, index: number): number {
  return Math.max(0, Math.min(CHUNK_BYTES, size - index * CHUNK_BYTES));
}

export const NAME_MAX = 120;

/**
 * Why a file or folder name is refused, or null. A name is one path segment: no separators, no
 * NUL or control characters, not "." or "..", bounded, so it can never address anything but itself.
 */
export function nameProblem(raw: unknown): 'empty' | 'chars' | 'dots' | 'long' | null {
  if (typeof raw !== 'string' || raw.trim() === '') return 'empty';
  if (/[/\\\u0000-\u001f\u007f]/.test(raw)) return 'chars';
  const name = raw.trim();
  if (name === '.' || name === '..') return 'dots';
  if (name.length > NAME_MAX) return 'long';
  return null;
}

/** Bytes shown base 1024 (spec §9). */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let v = n / 1024;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${v < 10 ? v.toFixed(1) : Math.round(v)} ${units[i]}`;
}
