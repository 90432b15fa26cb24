// Display formatting shared by server (exports, notifications) and client (lists, chat).
// Everything takes its inputs explicitly, including `now`, so results are reproducible in tests and
// identical on both sides.

import dayjs from 'dayjs';
import { formatMessage, type Lang, type MessageKey } from './messages';

export type DateInput = Date | number | string;

export const DEFAULT_DATE_FORMAT = 'YYYY-MM-DD HH:mm';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toDayjs(input: DateInput | null | undefined): dayjs.Dayjs | null {
  if (input === null || input === undefined || input === '') return null;
  const d = dayjs(input);
  return d.isValid() ? d : null;
}

/** Empty or unparseable input gives '' so a table cell shows blank rather than 'Invalid Date'. */
export function formatDate(input: DateInput | null | undefined, format: string = DEFAULT_DATE_FORMAT): string {
  const d = toDayjs(input);
  return d ? d.format(format) : '';
}

function ago(one: MessageKey, many: MessageKey, n: number, lang: Lang): string {
  return n === 1 ? formatMessage(one, lang) : formatMessage(many, lang, { n });
}

/**
 * Spec §9 relative time, reading 1. Buckets: < 1 min 'just now'; 1-59 minutes; 1-23 hours; 1-6 days;
 * 1-3 weeks (7-27 days); 1-3 months, a month counted as 30 days, with days 28-29 still '1 month ago'
 * so there is no gap between the week and month buckets; from 120 days on, the date (YYYY-MM-DD).
 * Numbers are millisecond timestamps. A time up to a minute in the future reads 'just now' (clock skew
 * between server and browser); further in the future it shows the date.
 */
export function relativeTime(input: DateInput, now: DateInput, lang: Lang = 'zh'): string {
  const d = toDayjs(input);
  const n = toDayjs(now);
  if (!d || !n) return '';
  const diff = n.valueOf() - d.valueOf();
  if (diff < MINUTE && diff > -MINUTE) return formatMessage('timeJustNow', lang);
  if (diff < 0) return d.format('YYYY-MM-DD');
  if (diff < HOUR) return ago('timeMinuteAgo', 'timeMinutesAgo', Math.floor(diff / MINUTE), lang);
  if (diff < DAY) return ago('timeHourAgo', 'timeHoursAgo', Math.floor(diff / HOUR), lang);
  const days = Math.floor(diff / DAY);
  if (days < 7) return ago('timeDayAgo', 'timeDaysAgo', days, lang);
  if (days < 28) return ago('timeWeekAgo', 'timeWeeksAgo', Math.floor(days / 7), lang);
  if (days < 120) return ago('timeMonthAgo', 'timeMonthsAgo', Math.max(1, Math.floor(days / 30)), lang);
  return d.format('YYYY-MM-DD');
}

const FILE_UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

function trimZeros(fixed: string): string {
  return fixed.includes('.') ? fixed.replace(/\.?0+$/, '') : fixed;
}

/** Base 1024 (spec §9), up to `decimals` places with trailing zeros dropped: 1536 → '1.5 KB'. */
export function formatFileSize(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 B';
  let i = Math.min(FILE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  let value = Number((bytes / 1024 ** i).toFixed(decimals));
  // 1048575 B is 1023.999 KB, which rounds to '1024 KB'; show '1 MB' instead.
  if (value >= 1024 && i < FILE_UNITS.length - 1) {
    i += 1;
    value = Number((bytes / 1024 ** i).toFixed(decimals));
  }
  return `${trimZeros(value.toFixed(decimals))} ${FILE_UNITS[i]}`;
}

const NUMBER_UNITS = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/**
 * Decimal (base 1000) shortening for counters: 1234 → '1.2k', 999 → '999'. A value that rounds up
 * to 1000 of a unit moves to the next unit (999960 → '1M', not '1000k'). Sign is kept.
 */
export function shortenNumber(n: number, digits = 1): string {
  if (!Number.isFinite(n)) return String(n);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  for (let i = 0; i < NUMBER_UNITS.length; i++) {
    const unit = NUMBER_UNITS[i];
    if (abs >= unit.value) {
      const scaled = Number((abs / unit.value).toFixed(digits));
      if (scaled >= 1000 && i > 0) {
        const up = NUMBER_UNITS[i - 1];
        return `${sign}${trimZeros((abs / up.value).toFixed(digits))}${up.symbol}`;
      }
      return `${sign}${trimZeros(scaled.toFixed(digits))}${unit.symbol}`;
    }
  }
  const rounded = Number(abs.toFixed(digits));
  // 999.96 would otherwise read '1000' while 1000 reads '1k'.
  if (rounded >= 1000) return `${sign}1k`;
  return `${sign}${trimZeros(rounded.toFixed(digits))}`;
}
