import { describe, expect, it } from 'vitest';
import { DEFAULT_DATE_FORMAT, formatDate, formatFileSize, relativeTime, shortenNumber } from './format';

// Local-time constructors keep these tests independent of the machine's time zone.
const now = new Date(2024, 5, 15, 12, 0, 0);
const before = (ms: number) => new Date(now.getTime() - ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const D = 24 * H;

describe('relativeTime', () => {
  it.each([
    [0, '刚刚', 'just now', '剛剛'],
    [59 * S, '刚刚', 'just now', '剛剛'],
    [60 * S, '1分钟前', '1 minute ago', '1分鐘前'],
    [2 * M + 59 * S, '2分钟前', '2 minutes ago', '2分鐘前'],
    [59 * M + 59 * S, '59分钟前', '59 minutes ago', '59分鐘前'],
    [H, '1小时前', '1 hour ago', '1小時前'],
    [23 * H + 59 * M, '23小时前', '23 hours ago', '23小時前'],
    [D, '1天前', '1 day ago', '1天前'],
    [6 * D + 23 * H, '6天前', '6 days ago', '6天前'],
    [7 * D, '1周前', '1 week ago', '1週前'],
    [14 * D, '2周前', '2 weeks ago', '2週前'],
    [27 * D, '3周前', '3 weeks ago', '3週前'],
    [28 * D, '1月前', '1 month ago', '1月前'],
    [59 * D, '1月前', '1 month ago', '1月前'],
    [60 * D, '2月前', '2 months ago', '2月前'],
    [119 * D, '3月前', '3 months ago', '3月前'],
  ])('%i ms ago reads %s / %s / %s', (ms, zh, en, zhtw) => {
    expect(relativeTime(before(ms), now, 'zh')).toBe(zh);
    expect(relativeTime(before(ms), now, 'en')).toBe(en);
    expect(relativeTime(before(ms), now, 'zhtw')).toBe(zhtw);
  });

  it('shows the date from 120 days on', () => {
    const d = before(120 * D);
    const ymd = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
    expect(relativeTime(d, now, 'en')).toBe(ymd);
    expect(relativeTime(new Date(2024, 1, 10, 12, 0), now, 'en')).toBe('2024-02-10');
    expect(relativeTime(new Date(2020, 0, 1), now, 'zh')).toBe('2020-01-01');
  });

  it('defaults to zh and accepts timestamps and strings', () => {
    expect(relativeTime(now.getTime() - 5 * M, now.getTime())).toBe('5分钟前');
    expect(relativeTime('2024-06-15 11:00', now)).toBe('1小时前');
  });

  it('treats slight clock skew as just now and far-future times as a date', () => {
    expect(relativeTime(new Date(now.getTime() + 30 * S), now, 'en')).toBe('just now');
    expect(relativeTime(new Date(2024, 6, 1), now, 'en')).toBe('2024-07-01');
  });

  it('gives an empty string for unreadable input', () => {
    expect(relativeTime('not a date', now)).toBe('');
    expect(relativeTime(now, 'nope')).toBe('');
  });
});

describe('formatDate', () => {
  const d = new Date(2024, 0, 5, 9, 7, 3);
  it('defaults to YYYY-MM-DD HH:mm', () => {
    expect(DEFAULT_DATE_FORMAT).toBe('YYYY-MM-DD HH:mm');
    expect(formatDate(d)).toBe('2024-01-05 09:07');
  });
  it('takes other formats and inputs', () => {
    expect(formatDate(d, 'YYYY-MM-DD HH:mm:ss')).toBe('2024-01-05 09:07:03');
    expect(formatDate(d.getTime(), 'YYYY/MM/DD')).toBe('2024/01/05');
    expect(formatDate('2024-03-01 08:30', 'HH:mm')).toBe('08:30');
  });
  it('gives an empty string for empty or invalid input', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('garbage')).toBe('');
    expect(formatDate(NaN)).toBe('');
  });
});

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [1048576, '1 MB'],
    [1048575, '1 MB'],
    [5242880, '5 MB'],
    [1073741824, '1 GB'],
    [1.25 * 1073741824, '1.25 GB'],
    [1099511627776, '1 TB'],
    [2048 * 1099511627776, '2048 TB'],
  ])('%d bytes is %s', (bytes, text) => {
    expect(formatFileSize(bytes)).toBe(text);
  });
  it('honours decimals and refuses nonsense', () => {
    expect(formatFileSize(1234567, 1)).toBe('1.2 MB');
    expect(formatFileSize(1234567, 0)).toBe('1 MB');
    expect(formatFileSize(-5)).toBe('0 B');
    expect(formatFileSize(NaN)).toBe('0 B');
  });
});

describe('shortenNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1250000, '1.3M'],
    [999960, '1M'],
    [2e9, '2G'],
    [3.45e12, '3.5T'],
    [1e15, '1P'],
    [7.2e18, '7.2E'],
    [5e21, '5000E'],
    [-1500, '-1.5k'],
    [999.96, '1k'],
  ])('%d shortens to %s', (n, text) => {
    expect(shortenNumber(n)).toBe(text);
  });
  it('honours digits', () => {
    expect(shortenNumber(123456, 2)).toBe('123.46k');
    expect(shortenNumber(123456, 0)).toBe('123k');
  });
});
