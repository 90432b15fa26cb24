import { describe, expect, it } from 'vitest';
import { formatBillNumber, nextBillNumber, resetFitsFormat, stampOf } from './format';

const at = new Date(2024, 2, 5, 9, 7, 3); // 2024-03-05 09:07:03 local

describe('formatBillNumber', () => {
  it('joins prefix, date and the zero-padded serial', () => {
    expect(formatBillNumber({ prefix: 'QJ', dateFormat: 'YYYYMMDD', digit: 4 }, 7, at)).toBe('QJ202403050007');
    expect(formatBillNumber({ prefix: 'XS', dateFormat: 'YYYY', digit: 5 }, 123, at)).toBe('XS202400123');
    expect(formatBillNumber({ prefix: 'T', dateFormat: 'YYYYMM', digit: 3 }, 1, at)).toBe('T202403001');
    expect(formatBillNumber({ prefix: 'S', dateFormat: 'YYYYMMDDHHmmss', digit: 2 }, 9, at)).toBe('S2024030509070309');
  });

  it('leaves the date out for "none" and allows an empty prefix', () => {
    expect(formatBillNumber({ prefix: '', dateFormat: 'none', digit: 6 }, 42, at)).toBe('000042');
  });

  it('keeps a serial longer than the digits whole instead of cutting it', () => {
    expect(formatBillNumber({ prefix: 'N', dateFormat: 'none', digit: 2 }, 1234, at)).toBe('N1234');
  });
});

describe('nextBillNumber', () => {
  const rule = { prefix: 'QJ', dateFormat: 'YYYYMMDD' as const, digit: 4, startNumber: 1, resetBy: 'day' as const };

  it('starts at startNumber', () => {
    expect(nextBillNumber({ ...rule, startNumber: 100, thisNumber: 0, lastStamp: '' }, at)).toBe('QJ202403050100');
  });

  it('continues within the period and restarts in the next one', () => {
    expect(nextBillNumber({ ...rule, thisNumber: 4, lastStamp: '20240305080000' }, at)).toBe('QJ202403050005');
    expect(nextBillNumber({ ...rule, thisNumber: 4, lastStamp: '20240304235959' }, at)).toBe('QJ202403050001');
  });

  it('never goes back to an earlier period when the clock does', () => {
    expect(nextBillNumber({ ...rule, thisNumber: 4, lastStamp: '20240306000001' }, at)).toBe('QJ202403060005');
  });

  it('never resets when resetBy is never', () => {
    expect(nextBillNumber({ ...rule, resetBy: 'never', thisNumber: 9, lastStamp: '20230101000000' }, at)).toBe('QJ202403050010');
  });
});

describe('resetFitsFormat', () => {
  it('requires the date part to show the reset period', () => {
    expect(resetFitsFormat('day', 'YYYYMMDD')).toBe(true);
    expect(resetFitsFormat('day', 'YYYYMM')).toBe(false);
    expect(resetFitsFormat('month', 'YYYYMMDDHHmmss')).toBe(true);
    expect(resetFitsFormat('year', 'none')).toBe(false);
    expect(resetFitsFormat('never', 'none')).toBe(true);
  });

  it('stamps local time', () => {
    expect(stampOf(at)).toBe('20240305090703');
  });
});
