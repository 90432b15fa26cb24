import { SIZE_UNITS } from '../../contract/rules/upload';

/** What each upload type accepts. Extensions are checked against content (sniff.ts), never trusted alone. */
export interface FileTypePolicy {
  maxBytes: number;
  /** Shown as 'File size exceeds {size}{unit}'. */
  limit: { size: number; unit: 'KB' | 'MB' | 'GB' };
  extensions: string[];
  /** Served inline to any signed-in user (and to signed URLs, for <img>). */
  publicImage?: boolean;
}

export const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'];
// No svg, html or xml anywhere: they run script when served from our origin (reliability §1.3).
const DOCUMENT_EXTENSIONS = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf', 'txt', 'csv', 'zip', 'rar', '7z', 'mp3', 'mp4'];

const policy = (size: number, unit: 'KB' | 'MB', extensions: string[], publicImage = false): FileTypePolicy => ({
  maxBytes: size * SIZE_UNITS[unit],
  limit: { size, unit },
  extensions,
  publicImage,
});

export const FILE_TYPES: Record<string, FileTypePolicy> = {
  annex: policy(20, 'MB', [...DOCUMENT_EXTENSIONS, ...IMAGE_EXTENSIONS]),
  noticeFile: policy(20, 'MB', [...DOCUMENT_EXTENSIONS, ...IMAGE_EXTENSIONS]),
  image: policy(10, 'MB', IMAGE_EXTENSIONS, true),
  avatar: policy(2, 'MB', IMAGE_EXTENSIONS, true),
  // spec §5: chat images strictly under 5 MB
  IM: policy(5, 'MB', IMAGE_EXTENSIONS),
  import: policy(10, 'MB', ['xls', 'xlsx', 'csv']),
};

/** JNPF's client calls the avatar type userAvatar. */
export function fileTypeOf(name: string): string | null {
  if (name === 'userAvatar') return 'avatar';
  return Object.prototype.hasOwnProperty.call(FILE_TYPES, name) ? name : null;
}

export const MAX_UPLOAD_BYTES = Math.max(...Object.values(FILE_TYPES).map((p) => p.maxBytes));
