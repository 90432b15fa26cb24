// Upload limits from spec §5/§9. Checks return a message key plus params (or null) rather than a
// text, so the widget that shows the toast picks the language; formatMessage fills {size}{unit}/{n}.

import type { MessageKey } from './messages';

export const SIZE_UNITS = { KB: 1024, MB: 1048576, GB: 1073741824 } as const;
export type SizeUnit = keyof typeof SIZE_UNITS;

export const DEFAULT_FILE_SIZE = 2;
export const DEFAULT_FILE_SIZE_UNIT: SizeUnit = 'MB';
export const DEFAULT_IMAGE_LIMIT = 9;
export const DEFAULT_FILE_LIMIT = 9;
export const CHAT_IMAGE_MAX_BYTES = 5242880;

export interface UploadProblem {
  key: MessageKey;
  params: Record<string, string | number>;
}

/**
 * The spec says the file "must be below" the configured size, so a file of exactly 2 MB is refused
 * under the default 2 MB limit.
 */
export function checkFileSize(
  bytes: number,
  size: number = DEFAULT_FILE_SIZE,
  unit: SizeUnit = DEFAULT_FILE_SIZE_UNIT,
): UploadProblem | null {
  return bytes < size * SIZE_UNITS[unit] ? null : { key: 'fileTooLarge', params: { size, unit } };
}

/** `existing + adding` may reach the limit but not pass it. */
export function checkImageCount(
  existing: number,
  adding: number,
  limit: number = DEFAULT_IMAGE_LIMIT,
): UploadProblem | null {
  return existing + adding <= limit ? null : { key: 'tooManyImages', params: { n: limit } };
}

/**
 * The general uploader keeps the most recent files when more than `limit` are chosen, instead of
 * refusing the choice. A non-positive limit keeps nothing (`slice(-0)` would keep everything).
 */
export function keepLast<T>(files: readonly T[], limit: number = DEFAULT_FILE_LIMIT): T[] {
  if (limit <= 0) return [];
  return files.slice(-Math.floor(limit));
}

/** Chat accepts one image at a time, image/* only, strictly under 5 MB. */
export function checkChatImage(file: { size: number; type: string }): UploadProblem | null {
  if (!file.type.startsWith('image/')) return { key: 'imageOnly', params: {} };
  if (file.size >= CHAT_IMAGE_MAX_BYTES) return { key: 'chatImageTooLarge', params: {} };
  return null;
}
