import { describe, expect, it } from 'vitest';
import { formatMessage, isMessageKey, LANGS, messages, type MessageKey } from './messages';

describe('messages', () => {
  it('has a non-empty text in every language for every key', () => {
    for (const key of Object.keys(messages) as MessageKey[]) {
      for (const lang of LANGS) expect(messages[key][lang].trim(), `${key}.${lang}`).not.toBe('');
    }
  });

  it('keeps the same placeholders in all three languages', () => {
    const names = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const key of Object.keys(messages) as MessageKey[]) {
      expect(names(messages[key].zhtw), key).toEqual(names(messages[key].zh));
      expect(names(messages[key].en), key).toEqual(names(messages[key].zh));
    }
  });

  it('keeps the spec wording', () => {
    expect(messages.fileTooLarge.en).toBe('File size exceeds {size}{unit}');
    expect(messages.fileTooLarge.zh).toBe('文件大小超过{size}{unit}');
    expect(messages.tooManyImages.zh).toBe('最多只能上传{n}张图片');
    expect(messages.required).toEqual({ zh: '不能为空', zhtw: '不能為空', en: 'cannot be empty' });
    expect(messages.approverRequired).toEqual({ zh: '请选择审批人', zhtw: '請選擇審批人', en: 'please select an approver' });
    expect(messages.chatImageTooLarge.zh).toBe('图片大小不能超过5M');
    expect(messages.amountTooLarge.zh).toBe('金额过大无法计算');
    expect(messages.fullscreenUnsupported.en).toBe('full screen not supported');
    expect(messages.noPermission.en).toBe('no permission');
    expect(messages.noData.en).toBe('no data');
    expect(messages.timeJustNow.zh).toBe('刚刚');
    expect(messages.timeMonthsAgo.zh).toBe('{n}月前');
  });
});

describe('formatMessage', () => {
  it('fills placeholders in the chosen language', () => {
    expect(formatMessage('fileTooLarge', 'en', { size: 2, unit: 'MB' })).toBe('File size exceeds 2MB');
    expect(formatMessage('fileTooLarge', 'zh', { size: 2, unit: 'MB' })).toBe('文件大小超过2MB');
    expect(formatMessage('fileTooLarge', 'zhtw', { size: 500, unit: 'KB' })).toBe('文件大小超過500KB');
    expect(formatMessage('tooManyImages', 'zh', { n: 9 })).toBe('最多只能上传9张图片');
    expect(formatMessage('tooManyImages', 'en', { n: 3 })).toBe('At most 3 images can be uploaded');
  });

  it('replaces every occurrence and ignores extra params', () => {
    expect(formatMessage('timeMinutesAgo', 'en', { n: 5, extra: 'x' })).toBe('5 minutes ago');
  });

  it('leaves a placeholder visible when its param is missing', () => {
    expect(formatMessage('fileTooLarge', 'en', { size: 2 })).toBe('File size exceeds 2{unit}');
    expect(formatMessage('tooManyImages', 'zh')).toBe('最多只能上传{n}张图片');
  });

  it('defaults to zh and falls back to zh for an unknown language', () => {
    expect(formatMessage('required')).toBe('不能为空');
    expect(formatMessage('required', 'fr' as never)).toBe('不能为空');
  });

  it('does not treat inherited object names as keys', () => {
    expect(isMessageKey('required')).toBe(true);
    expect(isMessageKey('constructor')).toBe(false);
  });
});
