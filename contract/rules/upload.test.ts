import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages';
import {
  CHAT_IMAGE_MAX_BYTES,
  checkChatImage,
  checkFileSize,
  checkImageCount,
  DEFAULT_FILE_LIMIT,
  DEFAULT_IMAGE_LIMIT,
  keepLast,
  SIZE_UNITS,
} from './upload';

describe('constants', () => {
  it('match spec §9', () => {
    expect(SIZE_UNITS).toEqual({ KB: 1024, MB: 1048576, GB: 1073741824 });
    expect(DEFAULT_IMAGE_LIMIT).toBe(9);
    expect(DEFAULT_FILE_LIMIT).toBe(9);
    expect(CHAT_IMAGE_MAX_BYTES).toBe(5242880);
  });
});

describe('checkFileSize', () => {
  it('defaults to 2 MB and refuses a file of exactly the limit', () => {
    expect(checkFileSize(0)).toBeNull();
    expect(checkFileSize(2 * 1048576 - 1)).toBeNull();
    expect(checkFileSize(2 * 1048576)).toEqual({ key: 'fileTooLarge', params: { size: 2, unit: 'MB' } });
  });

  it('honours KB and GB units', () => {
    expect(checkFileSize(500 * 1024 - 1, 500, 'KB')).toBeNull();
    expect(checkFileSize(500 * 1024, 500, 'KB')).toEqual({ key: 'fileTooLarge', params: { size: 500, unit: 'KB' } });
    expect(checkFileSize(1073741823, 1, 'GB')).toBeNull();
    expect(checkFileSize(1073741824, 1, 'GB')).not.toBeNull();
  });

  it('produces the spec message', () => {
    const problem = checkFileSize(3 * 1048576)!;
    expect(formatMessage(problem.key, 'en', problem.params)).toBe('File size exceeds 2MB');
    expect(formatMessage(problem.key, 'zh', problem.params)).toBe('文件大小超过2MB');
  });
});

describe('checkImageCount', () => {
  it('allows reaching the limit but not passing it', () => {
    expect(checkImageCount(8, 1)).toBeNull();
    expect(checkImageCount(9, 0)).toBeNull();
    expect(checkImageCount(9, 1)).toEqual({ key: 'tooManyImages', params: { n: 9 } });
    expect(checkImageCount(2, 2, 3)).toEqual({ key: 'tooManyImages', params: { n: 3 } });
    expect(formatMessage('tooManyImages', 'zh', checkImageCount(2, 2, 3)!.params)).toBe('最多只能上传3张图片');
  });
});

describe('keepLast', () => {
  const files = Array.from({ length: 12 }, (_, i) => `f${i + 1}`);
  it('keeps the last nine by default', () => {
    expect(keepLast(files)).toEqual(['f4', 'f5', 'f6', 'f7', 'f8', 'f9', 'f10', 'f11', 'f12']);
  });
  it('keeps everything under the limit and does not mutate', () => {
    expect(keepLast(['a', 'b'], 3)).toEqual(['a', 'b']);
    keepLast(files, 1);
    expect(files).toHaveLength(12);
  });
  it('keeps the last n for a custom limit, nothing for a non-positive one', () => {
    expect(keepLast(files, 2)).toEqual(['f11', 'f12']);
    expect(keepLast(files, 0)).toEqual([]);
    expect(keepLast(files, -1)).toEqual([]);
  });
});

describe('checkChatImage', () => {
  it('accepts an image under 5 MB', () => {
    expect(checkChatImage({ size: CHAT_IMAGE_MAX_BYTES - 1, type: 'image/png' })).toBeNull();
  });
  it('refuses 5 MB and more with the spec message', () => {
    const problem = checkChatImage({ size: CHAT_IMAGE_MAX_BYTES, type: 'image/jpeg' });
    expect(problem?.key).toBe('chatImageTooLarge');
    expect(formatMessage(problem!.key, 'zh')).toBe('图片大小不能超过5M');
  });
  it('refuses non-images', () => {
    expect(checkChatImage({ size: 10, type: 'application/pdf' })?.key).toBe('imageOnly');
    expect(checkChatImage({ size: 10, type: '' })?.key).toBe('imageOnly');
  });
});
