import dayjs from 'dayjs';

export const DATE_FORMATS = ['none', 'YYYY', 'YYYYMM', 'YYYYMMDD', 'YYYYMMDDHHmmss'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
export const RESETS = ['never', 'day', 'month', 'year'] as const;
export type ResetBy = (typeof RESETS)[number];

export interface BillFormat {
  prefix: string;
  dateFormat: DateFormat;
  digit: number;
}

/** Local time as YYYYMMDDHHmmss: the counter's clock, compared as text. */
export function stampOf(date: Date): string {
  return dayjs(date).format('YYYYMMDDHHmmss');
}

/** The YYYYMMDDHHmmss stamp back to a local Date. */
export function dateOfStamp(stamp: string): Date {
  const n = (a: number, b: number) => Number(stamp.slice(a, b));
  return new Date(n(0, 4), n(4, 6) - 1, n(6, 8), n(8, 10), n(10, 12), n(12, 14));
}

/**
 * prefix + date part + serial left-padded with zeros to `digit`. A serial longer than `digit` is kept
 * whole rather than cut, so numbers stay unique after the digits run out.
 */
export function formatBillNumber(rule: BillFormat, serial: number | bigint, date: Date): string {
  const datePart = rule.dateFormat === 'none' ? '' : dayjs(date).format(rule.dateFormat);
  return `${rule.prefix}${datePart}${String(serial).padStart(rule.digit, '0')}`;
}

/**
 * Characters of the stamp that name the counter's period. A counter that restarts every day must show
 * the day in the number, or two days would issue the same numbers: see `resetFitsFormat`.
 */
export const PERIOD_LENGTH: Record<ResetBy, number> = { never: 0, year: 4, month: 6, day: 8 };
const FORMAT_LENGTH: Record<DateFormat, number> = { none: 0, YYYY: 4, YYYYMM: 6, YYYYMMDD: 8, YYYYMMDDHHmmss: 14 };

export function resetFitsFormat(resetBy: ResetBy, dateFormat: DateFormat): boolean {
  return FORMAT_LENGTH[dateFormat] >= PERIOD_LENGTH[resetBy];
}

export interface CounterState {
  startNumber: number;
  resetBy: ResetBy;
  /** Serials issued in the current period. */
  thisNumber: number;
  /** Stamp of the latest issue ('' before the first). */
  lastStamp: string;
}

/** The number the next issue will give at `now` (the preview shown before a record is saved). */
export function nextBillNumber(rule: BillFormat & CounterState, now: Date): string {
  const stamp = [rule.lastStamp, stampOf(now)].sort().at(-1)!;
  const len = PERIOD_LENGTH[rule.resetBy];
  const samePeriod = rule.thisNumber > 0 && rule.lastStamp.slice(0, len) === stamp.slice(0, len);
  const n = samePeriod ? rule.thisNumber + 1 : 1;
  return formatBillNumber(rule, rule.startNumber + n - 1, dateOfStamp(stamp));
}
