import { describe, expect, it } from 'vitest';
import { AMOUNT_TOO_LARGE, amountInWords } from './amountInWords';

describe('amountInWords', () => {
  it.each<[number | string, string]>([
    [1234.56, '壹仟贰佰叁拾肆元伍角陆分'],
    [100, '壹佰元整'],
    [0, '零元整'],
    [1000001, '壹佰万零壹元整'],
    [1, '壹元整'],
    [10, '壹拾元整'],
    [11, '壹拾壹元整'],
    [101, '壹佰零壹元整'],
    [110, '壹佰壹拾元整'],
    [1001, '壹仟零壹元整'],
    [1010, '壹仟零壹拾元整'],
    [10000, '壹万元整'],
    [10001, '壹万零壹元整'],
    [10010, '壹万零壹拾元整'],
    [100000, '壹拾万元整'],
    [1010000, '壹佰零壹万元整'],
    [12345678, '壹仟贰佰叁拾肆万伍仟陆佰柒拾捌元整'],
    [100000000, '壹亿元整'],
    [100000001, '壹亿零壹元整'],
    [100010000, '壹亿零壹万元整'],
    [110000000, '壹亿壹仟万元整'],
    [1000000000, '壹拾亿元整'],
    [999999999999, '玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元整'],
    [100000000000, '壹仟亿元整'],
    [0.5, '伍角'],
    [0.56, '伍角陆分'],
    [0.05, '伍分'],
    [1.05, '壹元零伍分'],
    [1.5, '壹元伍角'],
    [10.1, '壹拾元壹角'],
    // The next two are the PBoC rules' own examples, each in one of its two allowed spellings.
    [1680.32, '壹仟陆佰捌拾元叁角贰分'],
    [107000.53, '壹拾万零柒仟元伍角叁分'],
  ])('%s → %s', (n, words) => {
    expect(amountInWords(n)).toBe(words);
  });

  it('rounds half-up to the fen using the decimal text', () => {
    expect(amountInWords(1.005)).toBe('壹元零壹分');
    expect(amountInWords(1.004)).toBe('壹元整');
    expect(amountInWords(0.995)).toBe('壹元整');
    expect(amountInWords(0.004)).toBe('零元整');
    expect(amountInWords(2.675)).toBe('贰元陆角捌分');
    expect(amountInWords(1e-7)).toBe('零元整');
  });

  it('reads strings, including grouped and signed ones', () => {
    expect(amountInWords('1234.56')).toBe('壹仟贰佰叁拾肆元伍角陆分');
    expect(amountInWords(' 1,000,001 ')).toBe('壹佰万零壹元整');
    expect(amountInWords('.5')).toBe('伍角');
    expect(amountInWords('5.')).toBe('伍元整');
    expect(amountInWords('+3')).toBe('叁元整');
    expect(amountInWords('-0')).toBe('零元整');
    expect(amountInWords('0012')).toBe('壹拾贰元整');
  });

  it('refuses negatives', () => {
    expect(amountInWords(-1)).toEqual({ error: 'negative' });
    expect(amountInWords(-0.01)).toEqual({ error: 'negative' });
    expect(amountInWords('-5')).toEqual({ error: 'negative' });
    expect(amountInWords(-0)).toBe('零元整');
  });

  it('refuses unreadable input', () => {
    for (const bad of [NaN, Infinity, -Infinity, '', 'abc', '1.2.3', '1e5', '.', '-']) {
      expect(amountInWords(bad)).toEqual({ error: 'invalid' });
    }
  });

  it('gives the spec message above 12 integer digits', () => {
    expect(AMOUNT_TOO_LARGE).toBe('金额过大无法计算');
    expect(amountInWords(999999999999.99)).toBe('玖仟玖佰玖拾玖亿玖仟玖佰玖拾玖万玖仟玖佰玖拾玖元玖角玖分');
    expect(amountInWords(1000000000000)).toBe('金额过大无法计算');
    expect(amountInWords('999999999999.995')).toBe('金额过大无法计算');
    expect(amountInWords(1e21)).toBe('金额过大无法计算');
    expect(amountInWords(1e300)).toBe('金额过大无法计算');
  });
});
